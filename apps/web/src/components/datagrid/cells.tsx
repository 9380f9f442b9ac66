import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import classes from "./DataGrid.module.css";

/**
 * Light cell content for grid columns (issue 19): a page draws 100 rows × every column, so a cell is plain
 * elements styled by DataGrid.module.css, not Mantine components (an Anchor, Group or Text per cell is a
 * styles pass each).
 */

/** An in-app link in a cell (Mantine Anchor's look: inherits the row's colour; underlined on hover or always). */
export const GridLink = ({
  to,
  children,
  strong = false,
  underline = "hover",
  onClick,
}: {
  to: string;
  children: ReactNode;
  strong?: boolean;
  underline?: "hover" | "always";
  onClick?: (e: MouseEvent<HTMLAnchorElement>) => void;
}) => (
  <Link
    to={to}
    className={`${classes.link} mantine-focus-auto`}
    data-strong={strong || undefined}
    data-underline={underline}
    onClick={onClick}
  >
    {children}
  </Link>
);

/** Cell content in one line: items side by side with a small gap, clipped with an ellipsis. */
export const CellLine = ({ children, gap = 6 }: { children: ReactNode; gap?: 4 | 6 }) => (
  <span className={classes.cellLine} data-gap={gap}>
    {children}
  </span>
);

/** A 10 px colour square before a label (status colours). */
export const ColorSwatch = ({ color }: { color: string }) => (
  <span className={classes.swatch} style={{ background: color }} aria-hidden />
);
