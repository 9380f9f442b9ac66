import type { GridState } from "@fm/domain";
import { Table } from "@mantine/core";
import { memo } from "react";
import classes from "./DataGrid.module.css";
import { FilterCell } from "./FilterCell.tsx";
import { rowFilterOf, setRowFilter } from "./grid-state.ts";
import type { GridColumn } from "./grid-types.ts";

export interface GridFilterRowProps<Row extends object> {
  /** Ids of the visible columns, lead columns included (they get an empty cell). */
  columnIds: readonly string[];
  byName: ReadonlyMap<string, GridColumn<Row>>;
  state: GridState;
  /** The state with the changed filter; the grid goes back to page 1. */
  onStateChange: (state: GridState, resetPage: true) => void;
  /** Escape in a filter field: back to the rows region. */
  onLeave: () => void;
}

/** The filter row under the header: one operator + value cell per filterable visible column (memoised). */
const GridFilterRowImpl = <Row extends object>({
  columnIds,
  byName,
  state,
  onStateChange,
  onLeave,
}: GridFilterRowProps<Row>) => (
  <Table.Tr
    aria-rowindex={2}
    data-filter-row
    onKeyDown={(e) => {
      // Only a plain field's Escape: an open operator menu or date picker closes itself first.
      if (e.key === "Escape" && !e.defaultPrevented && (e.target as HTMLElement).tagName === "INPUT")
        onLeave();
    }}
  >
    {columnIds.map((id) => {
      const c = byName.get(id);
      const filterColumn = c ? (c.filterColumn ?? c.name) : "";
      return (
        <Table.Th key={id} className={classes.filterCell} data-pinned={c?.pinned}>
          {c && c.filterable !== false && (
            <FilterCell
              column={filterColumn}
              caption={c.caption}
              type={c.type ?? "text"}
              defaultOp={c.filterOp}
              filter={rowFilterOf(state, filterColumn)}
              onChange={(f) => onStateChange(setRowFilter(state, filterColumn, f), true)}
            />
          )}
        </Table.Th>
      );
    })}
  </Table.Tr>
);

export const GridFilterRow = memo(GridFilterRowImpl) as typeof GridFilterRowImpl;
