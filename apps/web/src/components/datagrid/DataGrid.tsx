import type { GridState } from "@fm/domain";
import { Box, LoadingOverlay, Paper, Table } from "@mantine/core";
import { useViewportSize } from "@mantine/hooks";
import { useRef, useState } from "react";
import { ErrorFallback } from "../ErrorFallback.tsx";
import classes from "./DataGrid.module.css";
import type { DataGridProps } from "./data-grid-props.ts";
import { GridBody } from "./GridBody.tsx";
import { GridFilterRow } from "./GridFilterRow.tsx";
import { GridHeader } from "./GridHeader.tsx";
import { GridInfiniteFooter } from "./GridInfiniteFooter.tsx";
import { GridPager } from "./GridPager.tsx";
import { GridTiles } from "./GridTiles.tsx";
import { GridToolbar } from "./GridToolbar.tsx";
import type { GridValue } from "./grid-types.ts";
import { CursorMenu } from "./RowMenu.tsx";
import { useCursorMenu } from "./use-cursor-menu.ts";
import { useGridKeyboard } from "./use-grid-keyboard.ts";
import { useGridTable } from "./use-grid-table.ts";
import { useInfiniteScroll } from "./use-infinite-scroll.ts";
import { useRenderMarks } from "./use-render-marks.ts";

export type { DataGridProps } from "./data-grid-props.ts";

const resetsRows = (a: GridState, b: GridState) =>
  a.search !== b.search ||
  JSON.stringify(a.filters) !== JSON.stringify(b.filters) ||
  JSON.stringify(a.sort) !== JSON.stringify(b.sort);

/**
 * The one project-owned data grid (ARCHITECTURE.md): server-side paging, sorting, filter row, header
 * filters, search, column chooser, reordering and resizing, selection, detail rows, row menus, export.
 * Its whole state is one GridState plus the page, controlled by the caller. The parts: GridToolbar,
 * GridHeader, GridFilterRow, GridBody (or GridTiles), GridPager; useGridTable and useGridKeyboard.
 */
export const DataGrid = <Row extends object>(props: DataGridProps<Row>) => {
  const {
    label,
    columns,
    value,
    onChange,
    data,
    loading,
    fetching,
    error,
    onRetry,
    getRowId,
    rowMenu,
    renderDetail,
    onRowOpen,
    emptyText = "No data to display",
    renderTile,
    layout = "table",
    simple = false,
    infinite,
  } = props;
  const selectable = !!props.selectable;
  const { state, page } = value;
  const viewport = useViewportSize();
  const height = props.height ?? Math.max(360, Math.round((viewport.height || 900) / 1.25));
  const [showFilterRow, setShowFilterRow] = useState(!simple);
  const scroller = useRef<HTMLElement>(null);

  useRenderMarks(label, data?.rows);
  const { table, byName, rows, resetRows } = useGridTable({
    columns,
    state,
    rows: data?.rows,
    getRowId,
    selectable,
    expandable: !!renderDetail,
    withActions: !!rowMenu,
    onSelectionChange: props.onSelectionChange,
    onResize: (next) => setState(next),
  });
  const { menu, openMenuAt, closeMenu } = useCursorMenu(rowMenu, getRowId);
  const scrolling = useInfiniteScroll(infinite, scroller, rows.length);
  const keyboard = useGridKeyboard({
    rows: table.getRowModel().rows,
    scroller,
    onRowOpen,
    selectable,
    expandable: !!renderDetail,
    openMenuAt,
    onNearEnd: scrolling.nearEnd,
  });

  /** Another page or query: the keyboard cursor, selection and open details start over. */
  const change = (next: GridValue) => {
    if (next.page !== page || next.state.pageSize !== state.pageSize || resetsRows(next.state, state)) {
      keyboard.setActive(-1);
      resetRows();
      if (infinite && scroller.current) scroller.current.scrollTop = 0;
    }
    onChange(next);
  };
  const setState = (next: GridState, resetPage = false) =>
    change({ state: next, page: resetPage ? 1 : page });

  const visibleLeaf = table.getVisibleLeafColumns();
  const totalWidth = visibleLeaf.reduce((sum, c) => sum + c.getSize(), 0);

  const tableView = (
    <Table
      className={classes.table}
      style={{ width: Math.max(totalWidth, 0), minWidth: "100%" }}
      aria-label={label}
      aria-rowcount={data?.total}
      withRowBorders={false}
      highlightOnHover={false}
    >
      <colgroup>
        {visibleLeaf.map((c) => (
          <col key={c.id} style={{ width: c.getSize() }} />
        ))}
      </colgroup>
      <Table.Thead>
        <GridHeader table={table} byName={byName} state={state} onStateChange={setState} simple={simple} />
        {showFilterRow && !simple && (
          <GridFilterRow
            columnIds={visibleLeaf.map((c) => c.id)}
            byName={byName}
            state={state}
            onStateChange={setState}
          />
        )}
      </Table.Thead>
      <GridBody
        table={table}
        byName={byName}
        skeleton={!!loading && !data}
        emptyText={emptyText}
        active={keyboard.active}
        onActivate={keyboard.setActive}
        onRowMenu={openMenuAt}
        rowStyle={props.rowStyle}
        rowMenu={rowMenu}
        renderDetail={renderDetail}
        onRowOpen={onRowOpen}
        selectable={selectable}
      />
    </Table>
  );

  return (
    <Paper withBorder radius="md" className={classes.root} style={{ height }}>
      <GridToolbar
        columns={columns}
        state={state}
        onStateChange={setState}
        showFilterRow={showFilterRow}
        onToggleFilterRow={() => setShowFilterRow((x) => !x)}
        simple={simple}
        onExport={props.onExport}
        start={props.toolbar}
        end={props.toolbarEnd}
      />
      {props.legend && (
        <Box px="xs" pb={6}>
          {props.legend}
        </Box>
      )}
      {error ? (
        <Box p="md">
          <ErrorFallback error={error} onReset={() => onRetry?.()} />
        </Box>
      ) : (
        <section
          ref={scroller}
          className={classes.scroller}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the grid body takes arrow keys, Enter, Space and Shift+F10
          tabIndex={0}
          aria-label={`${label} rows`}
          {...keyboard.regionProps}
          onScroll={scrolling.onScroll}
        >
          <LoadingOverlay
            visible={!!fetching && !!data}
            zIndex={3}
            overlayProps={{ backgroundOpacity: 0.3, blur: 0.5 }}
            loaderProps={{ size: "sm" }}
          />
          {layout === "tiles" && renderTile ? (
            <GridTiles
              rows={rows}
              loading={!!loading}
              emptyText={emptyText}
              getRowId={getRowId}
              renderTile={renderTile}
              onRowMenu={rowMenu ? openMenuAt : undefined}
            />
          ) : (
            tableView
          )}
        </section>
      )}
      <Box className={classes.footer}>
        {infinite ? (
          <GridInfiniteFooter loaded={rows.length} total={data?.total ?? 0} infinite={infinite} />
        ) : (
          <GridPager
            page={page}
            pageSize={state.pageSize}
            total={data?.total ?? 0}
            totalCapped={data?.totalcapped ?? false}
            pageSizes={props.pageSizes}
            onPage={(p) => change({ state, page: p })}
            onPageSize={(size) => setState({ ...state, pageSize: size }, true)}
          />
        )}
      </Box>
      <CursorMenu menu={menu} onClose={closeMenu} />
    </Paper>
  );
};
