import { IconChevronDown, IconChevronRight, IconDotsVertical } from "@tabler/icons-react";
import { type InputHTMLAttributes, type MouseEvent, useLayoutEffect, useRef } from "react";
import classes from "./DataGrid.module.css";
import type { GridTable } from "./use-grid-table.ts";

/**
 * The lead cells of a row (select checkbox, detail chevron, ⋮ actions) are plain elements styled by
 * DataGrid.module.css to look like Mantine's xs Checkbox and subtle ActionIcon: a page draws hundreds of
 * them, and a Mantine component per cell made the 100-row page cost ≈ 0.5 s to render (issue 19).
 */

const stop = (e: MouseEvent) => e.stopPropagation();

/** A checkbox that looks like Mantine's xs Checkbox; `indeterminate` is set on the element. */
export const GridCheckbox = ({
  indeterminate = false,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className"> & { indeterminate?: boolean }) => {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (ref.current && ref.current.indeterminate !== indeterminate) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" className={classes.check} {...props} />;
};

/** The select column's header: selects or clears every row of the page. */
export const SelectAllCheckbox = <Row extends object>({ table }: { table: GridTable<Row> }) => (
  <GridCheckbox
    aria-label="Select all rows on this page"
    checked={table.getIsAllPageRowsSelected()}
    indeterminate={table.getIsSomePageRowsSelected()}
    onChange={table.getToggleAllPageRowsSelectedHandler()}
  />
);

/** A row's select checkbox; clicks never activate or open the row. */
export const SelectCell = ({
  name,
  selected,
  onToggle,
}: {
  name: string;
  selected: boolean;
  onToggle: () => void;
}) => (
  <input
    type="checkbox"
    className={classes.check}
    aria-label={`Select ${name}`}
    // Not a Tab stop: Space on the active row selects it (one Tab stop for the rows, issue 30).
    tabIndex={-1}
    checked={selected}
    onChange={onToggle}
    onClick={stop}
    onDoubleClick={stop}
  />
);

/** A row's detail chevron. */
export const ExpandCell = ({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) => (
  <button
    type="button"
    className={`${classes.iconButton} mantine-focus-auto`}
    aria-label={expanded ? "Collapse details" : "Expand details"}
    // Not a Tab stop: → and ← on the active row expand and collapse it.
    tabIndex={-1}
    aria-expanded={expanded}
    onClick={(e) => {
      e.stopPropagation();
      onToggle();
    }}
    onDoubleClick={stop}
  >
    {expanded ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
  </button>
);

/**
 * A row's ⋮ button. It opens the grid's one row menu (the same as right click) under itself: the row's
 * items are asked for only then, and no row carries a Menu of its own.
 */
export const ActionsCell = ({
  name,
  onOpen,
  tabStop = false,
}: {
  name: string;
  onOpen: (anchor: HTMLElement) => void;
  /** A phone card's ⋮ is a Tab stop (a card has no active row for Shift+F10). */
  tabStop?: boolean;
}) => (
  <button
    type="button"
    className={`${classes.iconButton} mantine-focus-auto`}
    aria-label={`Actions for ${name}`}
    // In a table not a Tab stop: Shift+F10 or the Menu key on the active row opens the same menu.
    tabIndex={tabStop ? undefined : -1}
    aria-haspopup="menu"
    onClick={(e) => {
      e.stopPropagation();
      onOpen(e.currentTarget);
    }}
    onDoubleClick={stop}
  >
    <IconDotsVertical size={16} aria-hidden />
  </button>
);
