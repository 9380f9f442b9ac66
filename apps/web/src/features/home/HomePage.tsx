import { buildMenu } from "@fm/domain";
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconArrowUpRight } from "@tabler/icons-react";
import { Link } from "react-router";
import { menuIcon } from "../../app/shell/menu-icons.ts";
import { useCurrentUser } from "../../auth/use-session.ts";
import { DASHBOARD_PREVIEW, dashboardKind } from "./dashboard-kind.ts";

/** /home: a welcome naming the user and role; the dashboards of spec 1 §2 come in a later issue. */
export const HomePage = () => {
  const user = useCurrentUser();
  const kind = dashboardKind(user);
  const shortcuts = buildMenu(user).filter((g) => g.key !== "home");

  return (
    <Stack gap="xl" maw={1100}>
      <Stack gap={6}>
        <Title order={2}>Welcome, {user.name}</Title>
        <Group gap="xs">
          <Text c="dimmed">Signed in as</Text>
          {user.roles.map((r) => (
            <Badge key={r} variant="light" size="lg" tt="none">
              {r}
            </Badge>
          ))}
        </Group>
        <Text c="dimmed" size="sm">
          {DASHBOARD_PREVIEW[kind]}
        </Text>
      </Stack>

      {shortcuts.length > 0 && (
        <Stack gap="sm">
          <Title order={3} size="h4">
            Where to next
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {shortcuts.map((group) => {
              const Icon = menuIcon(group.key);
              return (
                <Card key={group.key} withBorder radius="md" padding="lg">
                  <Group gap="sm" mb="xs" wrap="nowrap">
                    <ThemeIcon variant="light" size="lg" radius="md">
                      <Icon size={20} aria-hidden />
                    </ThemeIcon>
                    <Text fw={600}>{group.label}</Text>
                  </Group>
                  <Stack gap={4}>
                    {group.items.map((item) => (
                      <Anchor
                        key={item.to}
                        component={Link}
                        to={item.newTab ? "/workorder" : item.to}
                        target={item.newTab ? "_blank" : undefined}
                        size="sm"
                      >
                        <Group gap={4} component="span" wrap="nowrap">
                          {item.label}
                          {item.newTab && <IconArrowUpRight size={14} aria-hidden />}
                        </Group>
                      </Anchor>
                    ))}
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
};
