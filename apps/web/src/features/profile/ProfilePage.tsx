import { Avatar, Badge, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useCurrentUser } from "../../auth/use-session.ts";
import { initials } from "../../components/initials.ts";

/** /profile (user menu Profile): the signed-in user's name, e-mail, roles and permissions. */
export const ProfilePage = () => {
  const user = useCurrentUser();
  return (
    <Card withBorder radius="lg" padding="xl" maw={760}>
      <Stack gap="lg">
        <Group gap="md">
          <Avatar size={64} radius="xl" color="indigo">
            {initials(user.name)}
          </Avatar>
          <Stack gap={2}>
            <Title order={2} size="h3">
              {user.name}
            </Title>
            <Text c="dimmed">{user.email}</Text>
          </Stack>
        </Group>
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={160}>Name</Table.Th>
              <Table.Td>{user.name}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Email</Table.Th>
              <Table.Td>{user.email}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Roles</Table.Th>
              <Table.Td>
                <Group gap={6} aria-label="Roles">
                  {user.roles.map((r) => (
                    <Badge key={r} variant="light" tt="none">
                      {r}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Permissions</Table.Th>
              <Table.Td>
                {user.permissions.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    None
                  </Text>
                ) : (
                  <Group gap={6} aria-label="Permissions">
                    {user.permissions.map((p) => (
                      <Badge key={p} variant="outline" color="gray" tt="none">
                        {p}
                      </Badge>
                    ))}
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
};
