import { useViewportSize } from "@mantine/hooks";
import classes from "./Phone.module.css";

/**
 * Below this viewport width the app is on a phone (issue 31): a DataGrid with `phoneCards` draws its rows as
 * cards, and every control of the grid (toolbar, pager, card menu) and of the bars above a list is a finger target.
 */
export const PHONE_MAX_WIDTH = 600;

/** The viewport is a phone's (false on the first render, before the window's width is known). */
export const usePhone = (): boolean => {
  const { width } = useViewportSize();
  return width > 0 && width < PHONE_MAX_WIDTH;
};

/**
 * The props of a bar whose controls are 44 × 44 px finger targets on a phone (buttons, action icons, the options of
 * a SegmentedControl, pagination, inputs); nothing on a wide screen. Spread on the bar's element (a Group).
 */
export const phoneTargets = (phone: boolean, className?: string) => ({
  className: className ? `${classes.targets} ${className}` : classes.targets,
  "data-phone": phone || undefined,
});
