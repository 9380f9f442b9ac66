import type { GridPage, GridState } from "@fm/domain";
import {
  ActionIcon,
  Box,
  Button,
  Checkbox,
  Group,
  LoadingOverlay,
  Paper,
  SimpleGrid,
  Skeleton,
  Table,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { useDebouncedCallback, useViewportSize } from "@mantine/hooks";
import {
  IconArrowDown,
  IconArrowsSort,
  IconArrowUp,
  IconChevronDown,
  IconChevronRight,
  IconFileSpreadsheet,
  IconFilterOff,
  IconFilter as IconFilterRow,
  IconSearch,
  IconX,
} from "@tabler/icons-react";
import {
  type ColumnDef,
  type ColumnSizingState,
  columnOrderingFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  type ExpandedState,
  functionalUpdate,
  type RowSelectionState,
  rowExpandingFeature,
  rowSelectionFeature,
  type Row as TableRow,
  tableFeatures,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { ErrorFallback } from "../ErrorFallback.tsx";
import { ColumnChooser } from "./ColumnChooser.tsx";
import classes from "./DataGrid.module.css";
import { FilterCell } from "./FilterCell.tsx";
import { formatDateTime } from "./format.ts";
import { GridPager } from "./GridPager.tsx";
import {
  activeFilterCount,
  clearFilters,
  DEFAULT_COLUMN_WIDTH,
  headerFilterOf,
  orderedColumnNames,
  reorderColumn,
  rowFilterOf,
  setColumnWidth,
  setHeaderFilter,
  setRowFilter,
  sortOf,
  toggleSort,
} from "./grid-state.ts";
import type { GridColumn, GridMenuItem, GridValue, RowStyle } from "./grid-types.ts";
import { HeaderFilter } from "./HeaderFilter.tsx";
import { CursorMenu, type CursorMenuState, RowActionsMenu } from "./RowMenu.tsx";

const features = tableFeatures({
  columnOrderingFeature,
  columnVisibilityFeature,
  columnSizingFeature,
  columnResizingFeature,
  rowSelectionFeature,
  rowExpandingFeature,
});
type Features = typeof features;

const SELECT = "__select";
const EXPAND = "__expand";
const ACTIONS = "__actions";
const EMPTY: never[] = [];

export interface DataGridProps<Row extends object> {
  /** Accessible name of the grid, e.g. 'Work orders'. */
  label: string;
  columns: readonly GridColumn<Row>[];
  /** The grid state (what saved views store) and page: controlled. */
  value: GridValue;
  onChange: (value: GridValue) => void;
  /** The current page from the server. */
  data: GridPage<Row> | undefined;
  /** First load (no rows yet): skeleton rows. */
  loading?: boolean;
  /** A refetch with rows shown: a light overlay. */
  fetching?: boolean;
  /** A failed load: 'Something went wrong:' with 'Try again' (onRetry). */
  error?: unknown;
  onRetry?: () => void;
  getRowId: (row: Row) => string;
  /** Row colouring rules. */
  rowStyle?: (row: Row) => RowStyle | undefined;
  /** Items of the row menu (right click, Shift+F10 and the actions column). */
  rowMenu?: (row: Row) => GridMenuItem[];
  /** Expandable detail rows. */
  renderDetail?: (row: Row) => ReactNode;
  /** Enter or double click on a row. */
  onRowOpen?: (row: Row) => void;
  /** Multi-row selection with checkboxes. */
  selectable?: boolean;
  onSelectionChange?: (rows: Row[]) => void;
  /** Shows the Export button; called with nothing, the caller knows the query. */
  onExport?: () => Promise<void> | void;
  /** Controls left of the search box (quick filters, views). */
  toolbar?: ReactNode;
  /** Controls right of the built-in buttons. */
  toolbarEnd?: ReactNode;
  /** Shown under the toolbar (colour legend). */
  legend?: ReactNode;
  /** Height of the grid in px; default window height / 1.25 (spec 1 §9). */
  height?: number;
  emptyText?: string;
  /** Tile variant: when `layout` is 'tiles', rows render as cards. */
  renderTile?: (row: Row) => ReactNode;
  layout?: "table" | "tiles";
  pageSizes?: readonly number[];
  /** Hide the column chooser and filter row (external users, spec 1 §6). */
  simple?: boolean;
}

const defaultCell = <Row extends object>(column: GridColumn<Row>, row: Row): ReactNode => {
  const v = (row as Record<string, unknown>)[column.name];
  if (v === null || v === undefined) return "";
  if (column.type === "date" && typeof v === "string") return formatDateTime(v);
  if (column.type === "boolean") return v ? "Yes" : "No";
  if (Array.isArray(v)) return v.join(", ");
  return String(v);
};

const resetsRows = (a: GridState, b: GridState) =>
  a.search !== b.search ||
  JSON.stringify(a.filters) !== JSON.stringify(b.filters) ||
  JSON.stringify(a.sort) !== JSON.stringify(b.sort);

const SortIcon = ({ dir }: { dir: "asc" | "desc" | undefined }) =>
  dir === "asc" ? (
    <IconArrowUp size={12} aria-hidden />
  ) : dir === "desc" ? (
    <IconArrowDown size={12} aria-hidden />
  ) : (
    <IconArrowsSort size={12} aria-hidden style={{ opacity: 0.35 }} />
  );

/**
 * The one project-owned data grid (ARCHITECTURE.md): server-side paging, sorting, filter row, header
 * filters, search, column chooser, reordering and resizing, selection, detail rows, row menus, export.
 * Its whole state is one GridState plus the page, controlled by the caller.
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
    rowStyle,
    rowMenu,
    renderDetail,
    onRowOpen,
    selectable,
    onSelectionChange,
    onExport,
    toolbar,
    toolbarEnd,
    legend,
    emptyText = "No data to display",
    renderTile,
    layout = "table",
    pageSizes,
    simple,
  } = props;
  const { state, page } = value;
  const viewport = useViewportSize();
  const height = props.height ?? Math.max(360, Math.round((viewport.height || 900) / 1.25));

  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const [menu, setMenu] = useState<CursorMenuState | null>(null);
  const [active, setActive] = useState(-1);
  const [showFilterRow, setShowFilterRow] = useState(!simple);
  const [dragging, setDragging] = useState<string | null>(null);
  const [dragOver, setDragOver] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const scroller = useRef<HTMLElement>(null);

  /** Another page or query: the keyboard cursor, selection and open details start over. */
  const change = (next: GridValue) => {
    if (next.page !== page || next.state.pageSize !== state.pageSize || resetsRows(next.state, state)) {
      setActive(-1);
      setRowSelection({});
      setExpanded({});
    }
    onChange(next);
  };
  const setState = (next: GridState, resetPage = false) =>
    change({ state: next, page: resetPage ? 1 : page });

  const byName = useMemo(() => new Map(columns.map((c) => [c.name, c])), [columns]);

  const columnDefs = useMemo(() => {
    const defs: ColumnDef<Features, Row>[] = [];
    if (selectable) defs.push({ id: SELECT, header: "", size: 36, enableResizing: false });
    if (renderDetail) defs.push({ id: EXPAND, header: "", size: 32, enableResizing: false });
    if (rowMenu) defs.push({ id: ACTIONS, header: "", size: 40, enableResizing: false });
    for (const c of columns) {
      defs.push({
        id: c.name,
        header: c.caption,
        size: c.width ?? DEFAULT_COLUMN_WIDTH,
        minSize: 40,
        maxSize: 2000,
        cell: ({ row }) => (c.cell ? c.cell(row.original) : defaultCell(c, row.original)),
      });
    }
    return defs;
  }, [columns, selectable, renderDetail, rowMenu]);

  const lead = [selectable && SELECT, renderDetail && EXPAND, rowMenu && ACTIONS].filter(
    (x): x is string => typeof x === "string",
  );
  const columnOrder = [...lead, ...orderedColumnNames(state)];
  const columnVisibility = Object.fromEntries(state.columns.map((c) => [c.name, c.visible]));
  const columnSizing: ColumnSizingState = Object.fromEntries(
    state.columns.map((c) => [c.name, c.width ?? byName.get(c.name)?.width ?? DEFAULT_COLUMN_WIDTH]),
  );

  const onColumnSizingChange = (updater: Updater<ColumnSizingState>) => {
    const next = functionalUpdate(updater, columnSizing);
    let s = state;
    for (const [name, width] of Object.entries(next)) {
      if (byName.has(name) && width !== columnSizing[name]) s = setColumnWidth(s, name, width);
    }
    if (s !== state) setState(s);
  };

  const rows = data?.rows ?? EMPTY;
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row: Row) => getRowId(row),
    state: { columnOrder, columnVisibility, columnSizing, rowSelection, expanded },
    onColumnSizingChange,
    onRowSelectionChange: setRowSelection,
    onExpandedChange: setExpanded,
    columnResizeMode: "onEnd",
    enableColumnResizing: true,
    enableRowSelection: !!selectable,
    enableMultiRowSelection: true,
    getRowCanExpand: () => !!renderDetail,
  });

  const tableRows = table.getRowModel().rows;

  useEffect(() => {
    if (!onSelectionChange) return;
    const ids = new Set(Object.keys(rowSelection).filter((k) => rowSelection[k]));
    onSelectionChange(rows.filter((r) => ids.has(getRowId(r))));
  }, [rowSelection, rows, getRowId, onSelectionChange]);

  // Search box: typed text waits 350 ms before the query changes.
  const [searchText, setSearchText] = useState(state.search);
  useEffect(() => setSearchText(state.search), [state.search]);
  const commitSearch = useDebouncedCallback(
    (text: string) => setState({ ...state, search: text }, true),
    350,
  );

  const openMenuAt = (row: Row, x: number, y: number) => {
    if (!rowMenu) return;
    const items = rowMenu(row);
    if (items.length) setMenu({ x, y, items, label: `Actions for row ${getRowId(row)}` });
  };

  /** The keyboard's row menu (Shift+F10 / the Menu key) opens under the active row. */
  const openMenuAtActiveRow = () => {
    const row = tableRows[active];
    if (!row) return false;
    const el = scroller.current?.querySelector<HTMLElement>(`[data-row-index="${active}"]`);
    const rect = el?.getBoundingClientRect();
    // After the key event has finished: the menu would otherwise see it and close at once.
    setTimeout(() => openMenuAt(row.original, (rect?.left ?? 0) + 48, rect?.bottom ?? 0), 0);
    return true;
  };

  const focusRow = (index: number) => {
    const bounded = Math.max(0, Math.min(tableRows.length - 1, index));
    setActive(bounded);
    scroller.current
      ?.querySelector<HTMLElement>(`[data-row-index="${bounded}"]`)
      ?.scrollIntoView({ block: "nearest" });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    if (target !== e.currentTarget && target.closest("input, button, a, [role=combobox]")) return;
    const row = tableRows[active];
    switch (e.key) {
      case "ArrowDown":
        e.preventDefault();
        focusRow(active + 1);
        break;
      case "ArrowUp":
        e.preventDefault();
        focusRow(active - 1);
        break;
      case "Home":
        e.preventDefault();
        focusRow(0);
        break;
      case "End":
        e.preventDefault();
        focusRow(tableRows.length - 1);
        break;
      case "Enter":
        if (row && onRowOpen) {
          e.preventDefault();
          onRowOpen(row.original);
        }
        break;
      case " ":
        if (row && selectable) {
          e.preventDefault();
          row.toggleSelected();
        }
        break;
      case "ContextMenu":
      case "F10":
        if (row && (e.key === "ContextMenu" || e.shiftKey)) {
          e.preventDefault();
          openMenuAtActiveRow();
        }
        break;
      case "ArrowRight":
      case "ArrowLeft":
        if (row && renderDetail) {
          e.preventDefault();
          row.toggleExpanded(e.key === "ArrowRight");
        }
        break;
    }
  };

  const runExport = async () => {
    if (!onExport) return;
    setExporting(true);
    try {
      await onExport();
    } finally {
      setExporting(false);
    }
  };

  const visibleLeaf = table.getVisibleLeafColumns();
  const totalWidth = visibleLeaf.reduce((sum, c) => sum + c.getSize(), 0);
  const resizeDelta = table.state.columnResizing.deltaOffset ?? 0;
  const filterCount = activeFilterCount(state);

  const headerCell = (columnId: string): ReactNode => {
    if (columnId === SELECT) {
      return (
        <Checkbox
          size="xs"
          aria-label="Select all rows on this page"
          checked={table.getIsAllPageRowsSelected()}
          indeterminate={table.getIsSomePageRowsSelected()}
          onChange={table.getToggleAllPageRowsSelectedHandler()}
        />
      );
    }
    if (columnId === EXPAND || columnId === ACTIONS) return null;
    const c = byName.get(columnId);
    if (!c) return null;
    const sortable = c.sortable !== false;
    const sortColumn = c.sortColumn ?? c.name;
    const dir = sortOf(state, sortColumn);
    return (
      <Group gap={2} wrap="nowrap">
        <button
          type="button"
          className={classes.sortButton}
          disabled={!sortable}
          aria-label={sortable ? `Sort by ${c.caption}` : undefined}
          title={sortable ? "Click to sort, Shift+click to add to the sort" : undefined}
          onClick={(e) => setState(toggleSort(state, sortColumn, e.shiftKey), true)}
        >
          <span className={classes.headerText}>{c.caption}</span>
          {sortable && <SortIcon dir={dir} />}
        </button>
        {c.headerFilter && !simple && (
          <HeaderFilter
            caption={c.caption}
            options={c.headerFilter.options}
            selected={headerFilterOf(state, c.headerFilter.column)}
            onChange={(values) =>
              setState(setHeaderFilter(state, c.headerFilter?.column ?? c.name, values), true)
            }
          />
        )}
      </Group>
    );
  };

  const bodyCell = (columnId: string, row: TableRow<Features, Row>): ReactNode | undefined => {
    if (columnId === SELECT)
      return (
        <Checkbox
          size="xs"
          aria-label={`Select row ${row.id}`}
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
          onClick={(e) => e.stopPropagation()}
        />
      );
    if (columnId === EXPAND)
      return (
        <ActionIcon
          size="sm"
          variant="subtle"
          color="gray"
          aria-label={row.getIsExpanded() ? "Collapse details" : "Expand details"}
          aria-expanded={row.getIsExpanded()}
          onClick={(e) => {
            e.stopPropagation();
            row.toggleExpanded();
          }}
        >
          {row.getIsExpanded() ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
        </ActionIcon>
      );
    if (columnId === ACTIONS && rowMenu)
      return <RowActionsMenu items={rowMenu(row.original)} label={`Actions for row ${row.id}`} />;
    return undefined;
  };

  const skeletonRows = Array.from({ length: 8 }, (_, i) => i);

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
        {table.getHeaderGroups().map((group) => (
          <Table.Tr key={group.id}>
            {group.headers.map((header) => {
              const id = header.column.id;
              const isData = byName.has(id);
              const resizing = header.column.getIsResizing();
              return (
                <Table.Th
                  key={header.id}
                  className={classes.th}
                  data-dragover={dragOver === id && dragging !== id ? true : undefined}
                  aria-sort={
                    isData
                      ? sortOf(state, byName.get(id)?.sortColumn ?? id) === "asc"
                        ? "ascending"
                        : sortOf(state, byName.get(id)?.sortColumn ?? id) === "desc"
                          ? "descending"
                          : "none"
                      : undefined
                  }
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
                    if (dragging && isData) setState(reorderColumn(state, dragging, id));
                    setDragging(null);
                    setDragOver(null);
                  }}
                  onDragEnd={() => {
                    setDragging(null);
                    setDragOver(null);
                  }}
                >
                  {headerCell(id)}
                  {isData && header.column.getCanResize() && (
                    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer-only resize grip; widths are also kept in saved views
                    <div
                      className={classes.resizer}
                      data-resizing={resizing || undefined}
                      style={resizing ? { transform: `translateX(${resizeDelta}px)` } : undefined}
                      onMouseDown={header.getResizeHandler()}
                      onTouchStart={header.getResizeHandler()}
                      onDoubleClick={() =>
                        setState(setColumnWidth(state, id, byName.get(id)?.width ?? DEFAULT_COLUMN_WIDTH))
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
        ))}
        {showFilterRow && !simple && (
          <Table.Tr>
            {visibleLeaf.map((col) => {
              const c = byName.get(col.id);
              const filterColumn = c ? (c.filterColumn ?? c.name) : "";
              return (
                <Table.Th key={col.id} className={classes.filterCell}>
                  {c && c.filterable !== false && (
                    <FilterCell
                      column={filterColumn}
                      caption={c.caption}
                      type={c.type ?? "text"}
                      filter={rowFilterOf(state, filterColumn)}
                      onChange={(f) => setState(setRowFilter(state, filterColumn, f), true)}
                    />
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        )}
      </Table.Thead>
      <Table.Tbody>
        {loading && !data
          ? skeletonRows.map((i) => (
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
                  {emptyText}
                </Table.Td>
              </Table.Tr>
            )}
        {tableRows.flatMap((row, index) => {
          const style = rowStyle?.(row.original);
          const cssVars = {
            ...(style?.background ? { "--row-bg": style.background } : {}),
            ...(style?.color ? { "--row-color": style.color } : {}),
          } as CSSProperties;
          const out = [
            <Table.Tr
              key={row.id}
              className={classes.tr}
              style={cssVars}
              data-row-index={index}
              data-row-id={row.id}
              data-active={index === active || undefined}
              aria-selected={selectable ? row.getIsSelected() : undefined}
              onClick={() => setActive(index)}
              onDoubleClick={() => onRowOpen?.(row.original)}
              onContextMenu={(e: MouseEvent) => {
                if (!rowMenu) return;
                e.preventDefault();
                setActive(index);
                openMenuAt(row.original, e.clientX, e.clientY);
              }}
            >
              {row.getVisibleCells().map((cell) => {
                const special = bodyCell(cell.column.id, row);
                const c = byName.get(cell.column.id);
                return (
                  <Table.Td key={cell.id} style={{ textAlign: c?.align }}>
                    {special !== undefined ? special : <table.FlexRender cell={cell} />}
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
    </Table>
  );

  const tileView = (
    <Box p="sm">
      {rows.length === 0 && !loading ? (
        <Text c="dimmed" ta="center" py="xl">
          {emptyText}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, md: 4 }} spacing="sm">
          {rows.map((r) => (
            <Box
              key={getRowId(r)}
              onContextMenu={(e: MouseEvent) => {
                if (!rowMenu) return;
                e.preventDefault();
                openMenuAt(r, e.clientX, e.clientY);
              }}
            >
              {renderTile?.(r)}
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );

  return (
    <Paper withBorder radius="md" className={classes.root} style={{ height }}>
      <Group justify="space-between" gap="xs" p="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          {toolbar}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            w={248}
            size="xs"
            aria-label="Search"
            placeholder="Search..."
            leftSection={<IconSearch size={14} />}
            value={searchText}
            onChange={(e) => {
              setSearchText(e.currentTarget.value);
              commitSearch(e.currentTarget.value);
            }}
            rightSection={
              searchText ? (
                <ActionIcon
                  size="xs"
                  variant="subtle"
                  color="gray"
                  aria-label="Clear search"
                  onClick={() => {
                    setSearchText("");
                    setState({ ...state, search: "" }, true);
                  }}
                >
                  <IconX size={12} />
                </ActionIcon>
              ) : null
            }
          />
          {!simple && (
            <Tooltip label={showFilterRow ? "Hide filter row" : "Show filter row"}>
              <ActionIcon
                variant={showFilterRow ? "light" : "default"}
                size="md"
                aria-label="Filter row"
                aria-pressed={showFilterRow}
                onClick={() => setShowFilterRow((x) => !x)}
              >
                <IconFilterRow size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          {filterCount > 0 && (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconFilterOff size={14} />}
              onClick={() => setState(clearFilters(state), true)}
            >
              Clear filters ({filterCount})
            </Button>
          )}
          {!simple && (
            <ColumnChooser
              state={state}
              captions={Object.fromEntries(columns.map((c) => [c.name, c.caption]))}
              hideable={Object.fromEntries(columns.map((c) => [c.name, c.hideable !== false]))}
              onChange={(s) => setState(s)}
            />
          )}
          {onExport && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} />}
              loading={exporting}
              onClick={runExport}
            >
              Export
            </Button>
          )}
          {toolbarEnd}
        </Group>
      </Group>
      {legend && (
        <Box px="xs" pb={6}>
          {legend}
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
          onKeyDown={onKeyDown}
          onContextMenu={(e) => {
            // Chromium turns Shift+F10 into a contextmenu event on the focused region itself.
            if (e.target === e.currentTarget && openMenuAtActiveRow()) e.preventDefault();
          }}
          onFocus={(e) => {
            if (e.target === e.currentTarget && active < 0 && tableRows.length) setActive(0);
          }}
        >
          <LoadingOverlay
            visible={!!fetching && !!data}
            zIndex={3}
            overlayProps={{ backgroundOpacity: 0.3, blur: 0.5 }}
            loaderProps={{ size: "sm" }}
          />
          {layout === "tiles" && renderTile ? tileView : tableView}
        </section>
      )}
      <Box className={classes.footer}>
        <GridPager
          page={page}
          pageSize={state.pageSize}
          total={data?.total ?? 0}
          pageSizes={pageSizes}
          onPage={(p) => change({ state, page: p })}
          onPageSize={(size) => setState({ ...state, pageSize: size }, true)}
        />
      </Box>
      <CursorMenu menu={menu} onClose={() => setMenu(null)} />
    </Paper>
  );
};
