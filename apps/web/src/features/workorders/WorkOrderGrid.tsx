import type { GridPage } from "@fm/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { useNavigate } from "react-router";
import {
  DataGrid,
  filterTypes,
  type ListQuery,
  pagedQueryGridProps,
  toListQuery,
} from "../../components/datagrid/index.ts";
import type { SavedViewsController } from "../../components/datagrid/views/use-saved-views.ts";
import { useLabelledColumns } from "../../components/labels/index.ts";
import { useStatuses } from "./lookups.ts";
import { useWorkOrderRowActions } from "./row-actions/use-row-actions.tsx";
import { workOrderRowStyle } from "./row-style.ts";
import { StatusLegend } from "./StatusLegend.tsx";
import { WorkOrderTile } from "./WorkOrderTile.tsx";
import type { WorkOrderRow } from "./workorder-api.ts";
import { type WorkOrderOrigin, workOrderColumns } from "./workorder-columns.tsx";

/** The work-order grid's columns, captioned from the field dictionary (table workorder, spec 1 §1). */
export const useWorkOrderColumns = (origin: WorkOrderOrigin) => {
  const statuses = useStatuses();
  const fixed = useMemo(() => workOrderColumns(origin, statuses.data ?? []), [origin, statuses.data]);
  const columns = useLabelledColumns("workorder", fixed);
  return { columns, statuses: statuses.data ?? [] };
};

export interface WorkOrderGridProps {
  label: string;
  origin: WorkOrderOrigin;
  views: SavedViewsController;
  /** Page-level parameters besides the grid state (status, flagged, mine, days…). */
  extraQuery: ListQuery;
  queryKey: (query: ListQuery) => readonly unknown[];
  fetchPage: (query: ListQuery, signal: AbortSignal) => Promise<GridPage<WorkOrderRow>>;
  refetchInterval?: number;
  onExport?: (query: ListQuery) => Promise<void>;
  toolbar?: ReactNode;
  toolbarEnd?: ReactNode;
  layout?: "table" | "tiles";
  /** Bulk actions on the selected rows (the DataGrid's selection bar). */
  bulkActions?: (selected: WorkOrderRow[], clear: () => void) => ReactNode;
}

/** The work-order DataGrid shared by the Work Orders list and the Dispatcher Dashboard. */
export const WorkOrderGrid = (props: WorkOrderGridProps) => {
  const {
    label,
    origin,
    views,
    extraQuery,
    queryKey,
    fetchPage,
    refetchInterval,
    onExport,
    toolbar,
    toolbarEnd,
  } = props;
  const navigate = useNavigate();
  const { columns, statuses } = useWorkOrderColumns(origin);
  const actions = useWorkOrderRowActions();
  const types = useMemo(() => filterTypes(columns), [columns]);
  const query = { ...toListQuery(views.value.state, views.value.page, types), ...extraQuery };

  const result = useQuery({
    queryKey: queryKey(query),
    queryFn: ({ signal }) => fetchPage(query, signal),
    placeholderData: keepPreviousData,
    enabled: views.ready,
    refetchInterval,
  });

  return (
    <>
      <DataGrid
        label={label}
        columns={columns}
        value={views.value}
        onChange={views.setValue}
        {...pagedQueryGridProps(result)}
        getRowId={(r) => String(r.id)}
        rowLabel={(r) => r.wonumber}
        rowStyle={workOrderRowStyle}
        rowMenu={actions.menu}
        onRowOpen={(r) => navigate(`/workorder/details?id=${r.id}&origin=${origin}`)}
        selectable
        bulkActions={props.bulkActions}
        onExport={onExport ? () => onExport(query) : undefined}
        toolbar={toolbar}
        toolbarEnd={toolbarEnd}
        legend={<StatusLegend statuses={statuses} />}
        layout={props.layout}
        renderTile={(r) => <WorkOrderTile row={r} origin={origin} />}
      />
      {actions.popups}
    </>
  );
};
