import type { GridState } from "@fm/domain";
import { Box, LoadingOverlay, Paper, Table } from "@mantine/core";
import { useViewportSize } from "@mantine/hooks";
import { useId, useMemo, useRef, useState } from "react";
import { ErrorFallback } from "../ErrorFallback.tsx";
import classes from "./DataGrid.module.css";
import type { DataGridProps } from "./data-grid-props.ts";
import { GridBody, type GridBodyHandle } from "./GridBody.tsx";
import { GridCard } from "./GridCard.tsx";
import { GridFilterRow } from "./GridFilterRow.tsx";
import { GridHeader } from "./GridHeader.tsx";
import { GridInfiniteFooter } from "./GridInfiniteFooter.tsx";
import { GridPager } from "./GridPager.tsx";
import { GridSelectionBar } from "./GridSelectionBar.tsx";
import { GridTiles } from "./GridTiles.tsx";
import { GridToolbar } from "./GridToolbar.tsx";
import { visibleColumnNames } from "./grid-state.ts";
import type { GridColumn, GridValue } from "./grid-types.ts";
import { usePhone } from "./phone.ts";
import { CursorMenu } from "./RowMenu.tsx";
import { useCursorMenu } from "./use-cursor-menu.ts";
import { useGridKeyboard } from "./use-grid-keyboard.ts";
import { type GridTable as GridTableOf, useGridTable } from "./use-grid-table.ts";
import { useInfiniteScroll } from "./use-infinite-scroll.ts";
import { useRenderMarks } from "./use-render-marks.ts";
import { useStableCallback } from "./use-stable-callback.ts";

export type { DataGridProps } from "./data-grid-props.ts";

/** The header's select-all checkbox state, as a memo key. */
const selectionOf = <Row extends object>(table: GridTableOf<Row>) =>
  table.getIsAllPageRowsSelected() ? "all" : table.getIsSomePageRowsSelected() ? "some" : "none";

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
  const phone = usePhone();
  const phoneCards = !!props.phoneCards && phone && layout === "table";
  const height = props.height ?? Math.max(360, Math.round((viewport.height || 900) / 1.25));
  const [showFilterRow, setShowFilterRow] = useState(!simple);
  const scroller = useRef<HTMLElement>(null);
  const body = useRef<GridBodyHandle>(null);

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
  const cardColumns = useMemo(
    () =>
      phoneCards
        ? visibleColumnNames(state)
            .map((n) => byName.get(n))
            .filter((c): c is GridColumn<Row> => c !== undefined)
        : [],
    [phoneCards, state, byName],
  );
  const rowName = useStableCallback((row: Row) =>
    props.rowLabel ? props.rowLabel(row) : `row ${getRowId(row)}`,
  );
  const rowIdPrefix = useId();
  /** "/" from the rows: the filter row, shown if hidden, takes focus; Escape there goes back to the rows. */
  const focusFilterRow = useStableCallback(() => {
    setShowFilterRow(true);
    requestAnimationFrame(() =>
      scroller.current?.querySelector<HTMLElement>("thead [data-filter-row] input:not([disabled])")?.focus(),
    );
  });
  const { menu, openMenuAt, closeMenu } = useCursorMenu(rowMenu, rowName);
  /** A phone card's ⋮: the row menu under the button, which takes focus back when it closes. */
  const openMenuUnder = (row: Row, anchor: HTMLElement) => {
    const box = anchor.getBoundingClientRect();
    openMenuAt(row, box.left, box.bottom, anchor);
  };
  const scrolling = useInfiniteScroll(infinite, scroller, rows.length);
  const keyboard = useGridKeyboard({
    rows: table.getRowModel().rows,
    scroller,
    onRowOpen,
    selectable,
    expandable: !!renderDetail,
    openMenuAt,
    onNearEnd: scrolling.nearEnd,
    scrollToRow: (index) => body.current?.scrollToRow(index),
    columnCount: table.getVisibleLeafColumns().length,
    onFilterShortcut: simple || layout === "tiles" ? undefined : focusFilterRow,
  });

  /** Another page or query: the keyboard cursor, selection and open details start over. */
  const change = useStableCallback((next: GridValue) => {
    if (next.page !== page || next.state.pageSize !== state.pageSize || resetsRows(next.state, state)) {
      keyboard.setActive(-1);
      resetRows();
      if (infinite && scroller.current) scroller.current.scrollTop = 0;
    }
    onChange(next);
  });
  // Stable: the header, filter row and pager are memoised and redraw only when their own inputs change.
  const setState = useStableCallback((next: GridState, resetPage = false) =>
    change({ state: next, page: resetPage ? 1 : page }),
  );
  const onToggleFilterRow = useStableCallback(() => setShowFilterRow((x) => !x));
  const exportRows = useStableCallback(() => props.onExport?.());
  const onPage = useStableCallback((p: number) => change({ state, page: p }));
  const onPageSize = useStableCallback((size: number) => setState({ ...state, pageSize: size }, true));

  // Screen readers: header rows count in aria-rowcount / aria-rowindex; the page's rows follow earlier pages.
  const headerRows = 1 + (showFilterRow && !simple ? 1 : 0);
  const ariaRowCount = data ? (data.totalcapped ? -1 : data.total + headerRows) : undefined;
  const firstRowIndex = headerRows + 1 + (infinite ? 0 : (page - 1) * state.pageSize);

  const selection = table.state.rowSelection;
  const selectedRows = useMemo(
    () => (selectable ? rows.filter((r) => selection[getRowId(r)]) : []),
    [selectable, rows, selection, getRowId],
  );
  // The bar (and whatever opened the action) leaves with the selection: the keyboard goes back to the rows.
  const clearSelection = useStableCallback(() => {
    table.resetRowSelection(true);
    scroller.current?.focus();
  });

  const visibleLeaf = table.getVisibleLeafColumns();
  const idsKey = visibleLeaf.map((c) => c.id).join("\u0001");
  const columnIds = useMemo(() => (idsKey ? idsKey.split("\u0001") : []), [idsKey]);
  const totalWidth = visibleLeaf.reduce((sum, c) => sum + c.getSize(), 0);

  const tableView = (
    <Table
      className={classes.table}
      style={{ width: Math.max(totalWidth, 0), minWidth: "100%" }}
      aria-label={label}
      aria-rowcount={ariaRowCount}
      withRowBorders={false}
      highlightOnHover={false}
    >
      <colgroup>
        {visibleLeaf.map((c) => (
          <col key={c.id} style={{ width: c.getSize() }} />
        ))}
      </colgroup>
      <Table.Thead>
        <GridHeader
          table={table}
          byName={byName}
          state={state}
          onStateChange={setState}
          simple={simple}
          selection={selectable ? selectionOf(table) : ""}
          resizing={table.state.columnResizing}
        />
        {showFilterRow && !simple && (
          <GridFilterRow
            columnIds={columnIds}
            byName={byName}
            state={state}
            onStateChange={setState}
            onLeave={() => scroller.current?.focus()}
          />
        )}
      </Table.Thead>
      <GridBody<Row>
        table={table}
        byName={byName}
        skeleton={!!loading && !data}
        emptyText={emptyText}
        active={keyboard.active}
        activeCell={keyboard.cell}
        onActivate={keyboard.setActive}
        onRowMenu={openMenuAt}
        rowStyle={props.rowStyle}
        rowMenu={rowMenu}
        renderDetail={renderDetail}
        onRowOpen={onRowOpen}
        selectable={selectable}
        scroller={scroller}
        handle={body}
        firstRowIndex={firstRowIndex}
        fillKey={data?.rows}
        rowName={rowName}
        rowIdPrefix={rowIdPrefix}
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
        onToggleFilterRow={onToggleFilterRow}
        simple={simple}
        filterRow={!simple && !phoneCards}
        phone={phone}
        onExport={props.onExport ? exportRows : undefined}
        start={props.toolbar}
        end={props.toolbarEnd}
      />
      {selectable && (
        <GridSelectionBar
          count={selectedRows.length}
          onClear={clearSelection}
          actions={props.bulkActions?.(selectedRows, clearSelection)}
        />
      )}
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
        // biome-ignore lint/a11y/useSemanticElements: a group (not a fieldset) may carry aria-activedescendant
        <section
          ref={scroller}
          className={classes.scroller}
          // One Tab stop for the rows: arrow keys, Home/End, Enter, Space and Shift+F10 act on the active row,
          // which assistive technology hears of through aria-activedescendant (issue 30).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the grid body takes arrow keys, Enter, Space and Shift+F10
          tabIndex={0}
          role="group"
          aria-label={`${label} rows`}
          aria-keyshortcuts={simple ? undefined : "/"}
          aria-activedescendant={
            keyboard.active >= 0 && keyboard.active < rows.length
              ? `${rowIdPrefix}-${keyboard.active}${keyboard.cell >= 0 ? `-c${keyboard.cell}` : ""}`
              : undefined
          }
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
          ) : phoneCards ? (
            <GridTiles
              rows={rows}
              loading={!!loading}
              emptyText={emptyText}
              getRowId={getRowId}
              renderTile={(r) => (
                <GridCard
                  row={r}
                  columns={cardColumns}
                  label={rowName(r)}
                  onOpen={onRowOpen}
                  onMenu={rowMenu ? (anchor) => openMenuUnder(r, anchor) : undefined}
                />
              )}
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
            onPage={onPage}
            onPageSize={onPageSize}
            phone={phone}
          />
        )}
      </Box>
      <CursorMenu menu={menu} onClose={closeMenu} />
    </Paper>
  );
};
