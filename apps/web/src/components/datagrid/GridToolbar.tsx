import type { GridState } from "@fm/domain";
import { ActionIcon, Button, Group, Tooltip } from "@mantine/core";
import { IconFileSpreadsheet, IconFilterOff, IconFilter as IconFilterRow } from "@tabler/icons-react";
import { memo, type ReactNode, useState } from "react";
import { ColumnChooser } from "./ColumnChooser.tsx";
import classes from "./DataGrid.module.css";
import { GridSearch } from "./GridSearch.tsx";
import { activeFilterCount, clearFilters } from "./grid-state.ts";
import type { GridColumn } from "./grid-types.ts";
import { phoneTargets } from "./phone.ts";

export interface GridToolbarProps<Row extends object> {
  columns: readonly GridColumn<Row>[];
  state: GridState;
  /** A new state; `resetPage` goes back to page 1 (search and filters). */
  onStateChange: (state: GridState, resetPage?: boolean) => void;
  showFilterRow: boolean;
  onToggleFilterRow: () => void;
  /** No column chooser (external users). */
  simple: boolean;
  /** The grid has a filter row to show or hide (not `simple`, rows not drawn as phone cards). */
  filterRow: boolean;
  /**
   * A phone's viewport (under 600 px, issue 31): the controls wrap onto as many rows as they need inside the
   * grid's width, the search box takes the rest of its row, every button is a 44 px target (DataGrid.module.css).
   */
  phone: boolean;
  onExport: (() => Promise<void> | void) | undefined;
  /** Controls left of the search box. */
  start: ReactNode;
  /** Controls right of the built-in buttons. */
  end: ReactNode;
}

/** Export: busy while the caller's export runs. */
const ExportButton = ({ onExport }: { onExport: () => Promise<void> | void }) => {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      await onExport();
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} />}
      loading={exporting}
      onClick={run}
    >
      Export
    </Button>
  );
};

/**
 * The grid's toolbar: caller controls, search, filter-row toggle, 'Clear filters', column chooser, Export.
 * Memoised: rows arriving do not redraw it. On a phone nothing is folded away: the same controls, under the
 * same names, wrap onto more rows.
 */
const GridToolbarImpl = <Row extends object>({
  columns,
  state,
  onStateChange,
  showFilterRow,
  onToggleFilterRow,
  simple,
  filterRow,
  phone,
  onExport,
  start,
  end,
}: GridToolbarProps<Row>) => {
  const filterCount = activeFilterCount(state);
  return (
    <Group
      justify="space-between"
      gap="xs"
      p="xs"
      wrap="wrap"
      {...phoneTargets(phone, classes.toolbar)}
      data-grid-toolbar
    >
      <Group gap="xs" wrap="wrap">
        {start}
      </Group>
      <Group gap="xs" wrap={phone ? "wrap" : "nowrap"} className={classes.toolbarControls}>
        <GridSearch
          search={state.search}
          onSearch={(search) => onStateChange({ ...state, search }, true)}
          phone={phone}
        />
        {filterRow && (
          <Tooltip label={showFilterRow ? "Hide filter row" : "Show filter row"}>
            <ActionIcon
              variant={showFilterRow ? "light" : "default"}
              size="md"
              aria-label="Filter row"
              aria-pressed={showFilterRow}
              onClick={onToggleFilterRow}
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
            onClick={() => onStateChange(clearFilters(state), true)}
          >
            Clear filters ({filterCount})
          </Button>
        )}
        {!simple && (
          <ColumnChooser
            state={state}
            captions={Object.fromEntries(columns.map((c) => [c.name, c.caption]))}
            hideable={Object.fromEntries(columns.map((c) => [c.name, c.hideable !== false]))}
            onChange={(s) => onStateChange(s)}
          />
        )}
        {onExport && <ExportButton onExport={onExport} />}
        {end}
      </Group>
    </Group>
  );
};

export const GridToolbar = memo(GridToolbarImpl) as typeof GridToolbarImpl;
