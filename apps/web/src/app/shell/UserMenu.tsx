import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconChevronDown, IconLogout, IconUser } from "@tabler/icons-react";
import { Link } from "react-router";
import type { SessionUser } from "../../auth/session.ts";
import { initials } from "../../components/initials.ts";
import classes from "./TopBar.module.css";

/** The top bar's user panel: Profile and Logout (spec 3 §2.2). */
export const UserMenu = ({ user }: { user: SessionUser }) => (
  <Menu position="bottom-end" width={240} shadow="md" withArrow>
    <Menu.Target>
      {/* Named by its visible text (speech input: "click Alex Admin"), after a hidden "User menu for". */}
      <UnstyledButton className={classes.user}>
        <Group gap="xs" wrap="nowrap">
          <VisuallyHidden>User menu for </VisuallyHidden>
          <Avatar radius="xl" size={34} color="indigo" aria-hidden>
            {initials(user.name)}
          </Avatar>
          <div className={classes.userText}>
            <Text size="sm" fw={600} lh={1.2} truncate>
              {user.name}
            </Text>
            <Text size="xs" c="dimmed" lh={1.2} truncate>
              {user.roles.join(", ")}
            </Text>
          </div>
          <IconChevronDown size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Menu.Target>
    <Menu.Dropdown>
      <Menu.Label>{user.email}</Menu.Label>
      <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
        Profile
      </Menu.Item>
      <Menu.Divider />
      <Menu.Item component={Link} to="/logout" color="red" leftSection={<IconLogout size={16} aria-hidden />}>
        Logout
      </Menu.Item>
    </Menu.Dropdown>
  </Menu>
);
