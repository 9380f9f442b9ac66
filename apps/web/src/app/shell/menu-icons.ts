import {
  IconBuildingWarehouse,
  IconCalculator,
  IconChartBar,
  IconClipboardList,
  IconHome,
  IconLayoutDashboard,
  IconListCheck,
  IconSettings,
  IconTool,
  IconUserCircle,
  type TablerIcon,
} from "@tabler/icons-react";

/** One icon per menu group key of buildMenu(). */
export const MENU_ICONS: Record<string, TablerIcon> = {
  home: IconHome,
  dashboard: IconLayoutDashboard,
  workorder: IconClipboardList,
  customer: IconBuildingWarehouse,
  vendor: IconTool,
  admin: IconSettings,
  accounting: IconCalculator,
  reports: IconChartBar,
  myprofile: IconUserCircle,
  myworkorders: IconListCheck,
};

export const menuIcon = (key: string): TablerIcon => MENU_ICONS[key] ?? IconListCheck;
