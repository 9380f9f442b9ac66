import type { MenuGroup, MenuItem } from "@fm/domain";
import { ActionIcon, Menu, NavLink, Stack, Tooltip } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { IconChevronRight, IconExternalLink } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useCurrentUser } from "../../auth/use-session.ts";
import { preloadScreen } from "../screen-preload.ts";
import { menuIcon } from "./menu-icons.ts";
import { isMenuItemActive, newTabTarget } from "./menu-match.ts";
import classes from "./SideNav.module.css";

export interface SideNavProps {
  groups: MenuGroup[];
  /** Full drawer (250) with labels, or the 60-wide icon rail. */
  expanded: boolean;
  /** Called after an entry is chosen (closes the drawer on small screens). */
  onNavigate: () => void;
}

/** Every entry is a router Link; new-tab entries open their target in another browser tab. */
const linkProps = (item: MenuItem) => ({
  component: Link,
  to: item.newTab ? newTabTarget(item.to) : item.to,
  target: item.newTab ? "_blank" : undefined,
  rel: item.newTab ? "noopener" : undefined,
});

/**
 * Hovering, focusing or pressing a menu entry preloads its screen (chunk + first requests, decision 0023), so
 * the click finds them loaded or on the way. Not for the screen already open or new-tab entries.
 */
const usePreloadProps = () => {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return (item: MenuItem, active: boolean) => {
    if (active || item.newTab) return {};
    const preload = () => preloadScreen(queryClient, user, item.to);
    return { onMouseEnter: preload, onFocus: preload, onPointerDown: preload };
  };
};

const useActive = () => {
  const { pathname, search } = useLocation();
  return (item: MenuItem) => !item.newTab && isMenuItemActive(item.to, pathname, search);
};

const ItemLink = ({
  item,
  active,
  icon,
  onNavigate,
}: {
  item: MenuItem;
  active: boolean;
  icon?: ReactNode;
  onNavigate: () => void;
}) => (
  <NavLink
    {...linkProps(item)}
    {...usePreloadProps()(item, active)}
    label={item.label}
    active={active}
    aria-current={active ? "page" : undefined}
    leftSection={icon}
    rightSection={item.newTab ? <IconExternalLink size={14} aria-hidden /> : undefined}
    onClick={onNavigate}
    className={classes.link}
  />
);

const ExpandedNav = ({ groups, onNavigate }: Omit<SideNavProps, "expanded">) => {
  const isActive = useActive();
  const [closed, setClosed] = useLocalStorage<string[]>({
    key: "fm.nav.closedGroups",
    defaultValue: [],
    getInitialValueInEffect: false,
  });

  return (
    <Stack gap={2}>
      {groups.map((group) => {
        const Icon = menuIcon(group.key);
        const icon = <Icon size={20} stroke={1.6} aria-hidden />;
        const [only] = group.items;
        if (group.items.length === 1 && only) {
          return (
            <ItemLink
              key={group.key}
              item={only}
              active={isActive(only)}
              icon={icon}
              onNavigate={onNavigate}
            />
          );
        }
        const opened = !closed.includes(group.key) || group.items.some(isActive);
        return (
          <NavLink
            key={group.key}
            component="button"
            type="button"
            label={group.label}
            leftSection={icon}
            rightSection={<IconChevronRight size={14} aria-hidden />}
            opened={opened}
            aria-expanded={opened}
            onChange={(next) =>
              setClosed((c) => (next ? c.filter((k) => k !== group.key) : [...c, group.key]))
            }
            childrenOffset={14}
            className={classes.group}
          >
            {group.items.map((item) => (
              <ItemLink key={item.to} item={item} active={isActive(item)} onNavigate={onNavigate} />
            ))}
          </NavLink>
        );
      })}
    </Stack>
  );
};

const RailNav = ({ groups, onNavigate }: Omit<SideNavProps, "expanded">) => {
  const isActive = useActive();
  const preloadProps = usePreloadProps();
  return (
    <Stack gap={6} align="center">
      {groups.map((group) => {
        const Icon = menuIcon(group.key);
        const active = group.items.some(isActive);
        const [only] = group.items;
        if (group.items.length === 1 && only) {
          return (
            <Tooltip key={group.key} label={only.label} position="right" withArrow>
              <ActionIcon
                {...linkProps(only)}
                size={42}
                radius="md"
                variant={active ? "light" : "subtle"}
                color={active ? undefined : "gray"}
                aria-label={only.label}
                aria-current={active ? "page" : undefined}
                onClick={onNavigate}
              >
                <Icon size={22} stroke={1.6} aria-hidden />
              </ActionIcon>
            </Tooltip>
          );
        }
        return (
          <Menu
            key={group.key}
            trigger="click-hover"
            position="right-start"
            offset={10}
            withArrow
            shadow="md"
          >
            <Menu.Target>
              <ActionIcon
                size={42}
                radius="md"
                variant={active ? "light" : "subtle"}
                color={active ? undefined : "gray"}
                aria-label={group.label}
              >
                <Icon size={22} stroke={1.6} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{group.label}</Menu.Label>
              {group.items.map((item) => (
                <Menu.Item
                  key={item.to}
                  {...linkProps(item)}
                  {...preloadProps(item, isActive(item))}
                  onClick={onNavigate}
                  rightSection={item.newTab ? <IconExternalLink size={14} aria-hidden /> : undefined}
                  data-active={isActive(item) || undefined}
                >
                  {item.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </Stack>
  );
};

/**
 * The side menu of spec 3 §2.2, built by buildMenu() in @fm/domain. It scrolls natively (a thin scrollbar)
 * rather than in Mantine's ScrollArea, whose measuring was ≈ 150 ms of the first screen at 4× CPU (issue 34).
 */
export const SideNav = ({ groups, expanded, onNavigate }: SideNavProps) => (
  <div className={classes.scroll} data-expanded={expanded || undefined}>
    {expanded ? (
      <ExpandedNav groups={groups} onNavigate={onNavigate} />
    ) : (
      <RailNav groups={groups} onNavigate={onNavigate} />
    )}
  </div>
);
