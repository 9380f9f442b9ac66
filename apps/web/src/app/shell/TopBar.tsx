import { isAdmin } from "@fm/domain";
import { ActionIcon, Group, Title, Tooltip } from "@mantine/core";
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconMenu2 } from "@tabler/icons-react";
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
  /** Extra-small screen: the drawer overlays the page instead of collapsing to a rail. */
  compactNav: boolean;
  onToggleNav: () => void;
}

const MenuIcon = ({ opened, compact }: { opened: boolean; compact: boolean }) => {
  const Icon = compact ? IconMenu2 : opened ? IconLayoutSidebarLeftCollapse : IconLayoutSidebarLeftExpand;
  return <Icon size={22} stroke={1.6} aria-hidden />;
};

/** Menu button, title, the Admin overdue bell and the user panel (spec 3 §2.2). */
export const TopBar = ({ user, title, navOpened, compactNav, onToggleNav }: TopBarProps) => (
  <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Tooltip label={navOpened ? "Collapse menu" : "Expand menu"} withArrow position="bottom-start">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={onToggleNav}
          aria-label="Toggle side menu"
          aria-expanded={navOpened}
          aria-controls="main-navigation"
        >
          <MenuIcon opened={navOpened} compact={compactNav} />
        </ActionIcon>
      </Tooltip>
      <Link to="/home" className={classes.brand} aria-label="FM Dispatch home">
        <BrandMark size={28} />
        <span className={classes.brandText}>FM Dispatch</span>
      </Link>
      <span className={classes.divider} aria-hidden />
      <Title order={1} className={classes.title} id="page-title">
        {title}
      </Title>
    </Group>
    <Group gap="xs" wrap="nowrap">
      {isAdmin(user) && <OverdueBell />}
      <UserMenu user={user} />
    </Group>
  </Group>
);
