import { Skeleton, Table } from "@mantine/core";
import type { CSSProperties, MouseEvent, ReactNode } from "react";
import classes from "./DataGrid.module.css";
import type { GridColumn, GridMenuItem, RowStyle } from "./grid-types.ts";
import { leadCell } from "./LeadCells.tsx";
import type { GridTable } from "./use-grid-table.ts";

export interface GridBodyProps<Row extends object> {
  table: GridTable<Row>;
  byName: ReadonlyMap<string, GridColumn<Row>>;
  /** First load: skeleton rows instead of the empty message. */
  skeleton: boolean;
  emptyText: string;
  /** The keyboard's active row (index on the page), -1 for none. */
  active: number;
  onActivate: (index: number) => void;
  /** Right click on a row: its menu at the pointer. */
  onRowMenu: (row: Row, x: number, y: number) => void;
  rowStyle: ((row: Row) => RowStyle | undefined) | undefined;
  rowMenu: ((row: Row) => GridMenuItem[]) | undefined;
  renderDetail: ((row: Row) => ReactNode) | undefined;
  onRowOpen: ((row: Row) => void) | undefined;
  selectable: boolean;
}

const SKELETON_ROWS = Array.from({ length: 8 }, (_, i) => i);

const rowColours = (style: RowStyle | undefined) =>
  ({
    ...(style?.background ? { "--row-bg": style.background } : {}),
    ...(style?.color ? { "--row-color": style.color } : {}),
  }) as CSSProperties;

/** The table body: skeleton rows, the empty message, or the page's rows with their detail rows. */
export const GridBody = <Row extends object>(p: GridBodyProps<Row>) => {
  const { table, byName, active, rowMenu, renderDetail, selectable } = p;
  const visibleLeaf = table.getVisibleLeafColumns();
  const tableRows = table.getRowModel().rows;
  return (
    <Table.Tbody>
      {p.skeleton
        ? SKELETON_ROWS.map((i) => (
            <Table.Tr key={i} className={classes.tr}>
              {visibleLeaf.map((c) => (
                <Table.Td key={c.id}>
                  <Skeleton height={12} radius="sm" />
                </Table.Td>
              ))}
            </Table.Tr>
          ))
        : tableRows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={visibleLeaf.length} className={classes.empty}>
                {p.emptyText}
              </Table.Td>
            </Table.Tr>
          )}
      {tableRows.flatMap((row, index) => {
        const out = [
          <Table.Tr
            key={row.id}
            className={classes.tr}
            style={rowColours(p.rowStyle?.(row.original))}
            data-row-index={index}
            data-row-id={row.id}
            data-active={index === active || undefined}
            aria-selected={selectable ? row.getIsSelected() : undefined}
            onClick={() => p.onActivate(index)}
            onDoubleClick={() => p.onRowOpen?.(row.original)}
            onContextMenu={(e: MouseEvent) => {
              if (!rowMenu) return;
              e.preventDefault();
              p.onActivate(index);
              p.onRowMenu(row.original, e.clientX, e.clientY);
            }}
          >
            {row.getVisibleCells().map((cell) => {
              const lead = leadCell(cell.column.id, row, rowMenu);
              const c = byName.get(cell.column.id);
              return (
                <Table.Td key={cell.id} style={{ textAlign: c?.align }}>
                  {lead !== undefined ? lead : <table.FlexRender cell={cell} />}
                </Table.Td>
              );
            })}
          </Table.Tr>,
        ];
        if (renderDetail && row.getIsExpanded()) {
          out.push(
            <Table.Tr key={`${row.id}-detail`} className={classes.detail}>
              <Table.Td colSpan={visibleLeaf.length}>{renderDetail(row.original)}</Table.Td>
            </Table.Tr>,
          );
        }
        return out;
      })}
    </Table.Tbody>
  );
};
