import type { GridState } from "@fm/domain";
import { Group, Table, VisuallyHidden } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";
import { memo, type ReactNode, useState } from "react";
import classes from "./DataGrid.module.css";
import { ACTIONS_COLUMN, SELECT_COLUMN } from "./grid-columns.ts";
import {
  DEFAULT_COLUMN_WIDTH,
  headerFilterOf,
  reorderColumn,
  setColumnWidth,
  setHeaderFilter,
  sortOf,
  toggleSort,
} from "./grid-state.ts";
import type { GridColumn } from "./grid-types.ts";
import { HeaderFilter } from "./HeaderFilter.tsx";
import { SelectAllCheckbox } from "./LeadCells.tsx";
import type { GridTable } from "./use-grid-table.ts";

export interface GridHeaderProps<Row extends object> {
  table: GridTable<Row>;
  byName: ReadonlyMap<string, GridColumn<Row>>;
  state: GridState;
  /** A new state; `resetPage` goes back to page 1 (sorts and filters). */
  onStateChange: (state: GridState, resetPage?: boolean) => void;
  /** No header value filters (external users). */
  simple: boolean;
  /** The select-all checkbox's state ("all" / "some" / "none"; "" when not selectable): redraws it. */
  selection: string;
  /** react-table's resize state (a grip being dragged): redraws the grips. */
  resizing: GridTable<Row>["state"]["columnResizing"];
}

const SortIcon = ({ dir }: { dir: "asc" | "desc" | undefined }) =>
  dir === "asc" ? (
    <IconArrowUp size={12} aria-hidden />
  ) : dir === "desc" ? (
    <IconArrowDown size={12} aria-hidden />
  ) : (
    <IconArrowsSort size={12} aria-hidden style={{ opacity: 0.35 }} />
  );

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

/** A data column's caption: the sort button (Shift+click adds to the sort) and its header value filter. */
const HeaderCaption = <Row extends object>({
  column: c,
  state,
  onStateChange,
  simple,
}: {
  column: GridColumn<Row>;
  state: GridState;
  onStateChange: GridHeaderProps<Row>["onStateChange"];
  simple: boolean;
}) => {
  const sortable = c.sortable !== false;
  const sortColumn = c.sortColumn ?? c.name;
  return (
    <Group gap={2} wrap="nowrap">
      {!c.caption ? (
        <VisuallyHidden>{c.hiddenCaption ?? "Actions"}</VisuallyHidden>
      ) : sortable ? (
        <button
          type="button"
          className={classes.sortButton}
          aria-label={`Sort by ${c.caption}`}
          title="Click to sort, Shift+click to add to the sort"
          onClick={(e) => onStateChange(toggleSort(state, sortColumn, e.shiftKey), true)}
        >
          <span className={classes.headerText}>{c.caption}</span>
          <SortIcon dir={sortOf(state, sortColumn)} />
        </button>
      ) : (
        <span className={`${classes.sortButton} ${classes.headerText}`} data-static>
          {c.caption}
        </span>
      )}
      {c.headerFilter && !simple && (
        <HeaderFilter
          caption={c.caption}
          options={c.headerFilter.options}
          selected={headerFilterOf(state, c.headerFilter.column)}
          onChange={(values) =>
            onStateChange(setHeaderFilter(state, c.headerFilter?.column ?? c.name, values), true)
          }
        />
      )}
    </Group>
  );
};

/**
 * The header row: sortable captions, header value filters, drag-and-drop reordering of data columns and
 * resize grips (drag an edge; double click resets the width). Memoised: it redraws when the state, the
 * columns, the selection or a resize changes, not when rows arrive.
 */
const GridHeaderImpl = <Row extends object>({
  table,
  byName,
  state,
  onStateChange,
  simple,
  resizing,
}: GridHeaderProps<Row>): ReactNode => {
  const [dragging, setDragging] = useState<string | null>(null);
  const [dragOver, setDragOver] = useState<string | null>(null);
  const resizeDelta = resizing.deltaOffset ?? 0;

  return table.getHeaderGroups().map((group) => (
    <Table.Tr key={group.id} aria-rowindex={group.depth + 1}>
      {group.headers.map((header) => {
        const id = header.column.id;
        const c = byName.get(id);
        const isData = c !== undefined;
        const resizing = header.column.getIsResizing();
        const dir = c ? sortOf(state, c.sortColumn ?? id) : undefined;
        return (
          <Table.Th
            key={header.id}
            className={classes.th}
            data-pinned={c?.pinned}
            data-dragover={dragOver === id && dragging !== id ? true : undefined}
            aria-sort={isData ? (dir ? ARIA_SORT[dir] : "none") : undefined}
            draggable={isData}
            onDragStart={(e) => {
              setDragging(id);
              e.dataTransfer.effectAllowed = "move";
              e.dataTransfer.setData("text/plain", id);
            }}
            onDragOver={(e) => {
              if (!dragging || !isData) return;
              e.preventDefault();
              setDragOver(id);
            }}
            onDragLeave={() => setDragOver((x) => (x === id ? null : x))}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging && isData) onStateChange(reorderColumn(state, dragging, id));
              setDragging(null);
              setDragOver(null);
            }}
            onDragEnd={() => {
              setDragging(null);
              setDragOver(null);
            }}
          >
            {id === SELECT_COLUMN && <SelectAllCheckbox table={table} />}
            {id === ACTIONS_COLUMN && <VisuallyHidden>Actions</VisuallyHidden>}
            {c && <HeaderCaption column={c} state={state} onStateChange={onStateChange} simple={simple} />}
            {isData && header.column.getCanResize() && (
              // biome-ignore lint/a11y/noStaticElementInteractions: a pointer-only resize grip; widths are also kept in saved views
              <div
                className={classes.resizer}
                data-resizing={resizing || undefined}
                style={resizing ? { transform: `translateX(${resizeDelta}px)` } : undefined}
                onMouseDown={header.getResizeHandler()}
                onTouchStart={header.getResizeHandler()}
                onDoubleClick={() =>
                  onStateChange(setColumnWidth(state, id, c.width ?? DEFAULT_COLUMN_WIDTH))
                }
                draggable={false}
                onDragStart={(e) => {
                  e.preventDefault();
                  e.stopPropagation();
                }}
              />
            )}
          </Table.Th>
        );
      })}
    </Table.Tr>
  ));
};

export const GridHeader = memo(GridHeaderImpl) as typeof GridHeaderImpl;
