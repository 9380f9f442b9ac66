import { isAdmin } from "@fm/domain";
import { Burger, Group, Title, Tooltip } from "@mantine/core";
import { Link } from "react-router";
import type { SessionUser } from "../../auth/session.ts";
import { BrandMark } from "../../components/BrandMark.tsx";
import { OverdueBell } from "./OverdueBell.tsx";
import classes from "./TopBar.module.css";
import { UserMenu } from "./UserMenu.tsx";

export interface TopBarProps {
  user: SessionUser;
  title: string;
  navOpened: boolean;
  onToggleNav: () => void;
}

/** Menu button, title, the Admin overdue bell and the user panel (spec 3 §2.2). */
export const TopBar = ({ user, title, navOpened, onToggleNav }: TopBarProps) => (
  <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Tooltip label={navOpened ? "Collapse menu" : "Expand menu"} withArrow>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          size="sm"
          aria-label={navOpened ? "Collapse menu" : "Expand menu"}
          aria-expanded={navOpened}
          aria-controls="main-navigation"
        />
      </Tooltip>
      <Link to="/home" className={classes.brand} aria-label="FM Dispatch home">
        <BrandMark size={28} />
        <span className={classes.brandText}>FM Dispatch</span>
      </Link>
      <span className={classes.divider} aria-hidden />
      <Title order={1} className={classes.title}>
        {title}
      </Title>
    </Group>
    <Group gap="xs" wrap="nowrap">
      {isAdmin(user) && <OverdueBell />}
      <UserMenu user={user} />
    </Group>
  </Group>
);
