import { Tabs } from "@mantine/core";
import type { ReactNode } from "react";

/** One tab of a page: its caption (and icon), whether it is disabled, and its panel (none: not rendered). */
export interface PageTab {
  value: string;
  label: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
  panel?: ReactNode;
}

/**
 * A page's tabs declared as data (a record's details page, /admin, a portal order): the list, then each tab's
 * panel; only the open tab's panel is mounted.
 */
export const PageTabs = ({
  value,
  onChange,
  tabs,
  list,
  variant,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  tabs: PageTab[];
  /** Shown after the tab list (a toolbar beside the tabs). */
  list?: ReactNode;
  variant?: "default" | "outline";
}) => (
  <Tabs value={value} onChange={onChange} keepMounted={false} variant={variant}>
    <Tabs.List>
      {tabs.map((t) => (
        <Tabs.Tab key={t.value} value={t.value} disabled={t.disabled} leftSection={t.icon}>
          {t.label}
        </Tabs.Tab>
      ))}
      {list}
    </Tabs.List>
    {tabs.map(
      (t) =>
        t.panel !== undefined && (
          <Tabs.Panel key={t.value} value={t.value} pt="sm">
            {t.panel}
          </Tabs.Panel>
        ),
    )}
  </Tabs>
);
