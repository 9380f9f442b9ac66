import { canCreateWorkOrder, type QuickFilters } from "@fm/domain";
import { Badge, Button, CloseButton, Group, SegmentedControl, Select, Stack, Tooltip } from "@mantine/core";
import { IconLayoutGrid, IconPlus, IconTable } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useCurrentUser } from "../../auth/use-session.ts";
import { visibleColumnNames } from "../../components/datagrid/grid-state.ts";
import { downloadFile, filterTypes, type ListQuery, toListQuery } from "../../components/datagrid/index.ts";
import { SavedViewsBar } from "../../components/datagrid/views/SavedViewsBar.tsx";
import { useSavedViews } from "../../components/datagrid/views/use-saved-views.ts";
import { errorText } from "../../components/ErrorFallback.tsx";
import { notifyError } from "../../components/notify.ts";
import { WorkOrderBulkActions } from "./bulk/WorkOrderBulkActions.tsx";
import { type ListLayout, withLayout } from "./list-layout.ts";
import { useStatuses } from "./lookups.ts";
import { FlaggedMineFilters } from "./QuickFilters.tsx";
import { useWorkOrderColumns, WorkOrderGrid } from "./WorkOrderGrid.tsx";
import {
  quickQuery,
  readQuickFilters,
  WORK_ORDER_PAGE_SIZE,
  type WorkOrderRow,
  workOrderApi,
  workOrderKeys,
} from "./workorder-api.ts";
import { EXPORTABLE } from "./workorder-columns.tsx";

const QUICK_PARAMS = ["status", "flagged", "mine", "overdue"] as const;
const QUICK_BUILT_IN = { status: "active", flagged: false, mine: false, overdue: false };
/** A saved view's quick filters as the list reads them. */
const quickOf = (q: QuickFilters) => ({
  status: typeof q.status === "string" ? q.status : "active",
  flagged: q.flagged === true,
  mine: q.mine === true,
  overdue: q.overdue === true,
});

/** /workorder: the staff work-order list (spec 1 §2). */
export const WorkOrdersPage = () => {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const statuses = useStatuses();
  const { columns } = useWorkOrderColumns("workorder");
  const { status, flagged, mine, overdue } = readQuickFilters(params);
  // Issue 32: the SLA clock filter (URL only, not kept in saved views).
  const slaParam = params.get("sla");
  const sla = slaParam === "atrisk" || slaParam === "breached" ? slaParam : null;
  // The quick filters live in the URL (Home's links open the list with them); saved views keep them too.
  const views = useSavedViews("w", columns, WORK_ORDER_PAGE_SIZE, {
    value: { status, flagged, mine, overdue },
    builtIn: QUICK_BUILT_IN,
    apply: (q, initial) => {
      // A link that names its filters wins over the default view's.
      if (initial && QUICK_PARAMS.some((k) => params.has(k))) return;
      const next = new URLSearchParams(params);
      for (const k of QUICK_PARAMS) next.delete(k);
      for (const [k, v] of Object.entries(quickQuery(quickOf(q)))) next.set(k, String(v));
      if (next.get("status") === "active") next.delete("status");
      setParams(next, { replace: true });
    },
  });
  const [layout, setLayout] = useState<ListLayout>("table");
  const tablePageSize = useRef(WORK_ORDER_PAGE_SIZE);

  const setParam = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
    views.setValue({ ...views.value, page: 1 });
  };

  const exportFile = async (query: ListQuery) => {
    const { page: _page, pageSize: _size, ...rest } = query;
    const cols = visibleColumnNames(views.value.state).filter((c) => EXPORTABLE.has(c));
    try {
      await downloadFile(
        "/api/workorder/exportworkorders",
        { ...rest, columns: cols.join(",") },
        "WorkOrders.xlsx",
      );
    } catch (err) {
      notifyError(errorText(err));
    }
  };

  // Export selected: the same export (quota, columns, row scope) narrowed to the selected ids, whatever the filters.
  const exportSelected = async (rows: WorkOrderRow[]) => {
    const { sort } = toListQuery(views.value.state, 1, filterTypes(columns));
    const cols = visibleColumnNames(views.value.state).filter((c) => EXPORTABLE.has(c));
    try {
      await downloadFile(
        "/api/workorder/exportworkorders",
        { status: "all", sort, ids: rows.map((r) => r.id).join(","), columns: cols.join(",") },
        "WorkOrders.xlsx",
      );
    } catch (err) {
      notifyError(errorText(err));
    }
  };

  const statusData = [
    { value: "active", label: "All Active" },
    { value: "all", label: "All Workorders" },
    ...(statuses.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="md" wrap="wrap">
          <Select
            size="xs"
            w={220}
            aria-label="Status"
            data={statusData}
            value={status}
            allowDeselect={false}
            searchable
            onChange={(v) => setParam({ status: v === "active" ? null : v })}
            comboboxProps={{ withinPortal: true }}
          />
          <FlaggedMineFilters
            flagged={flagged}
            mine={mine}
            onChange={(n) => setParam({ flagged: n.flagged ? "true" : null, mine: n.mine ? "true" : null })}
          />
          <Select
            size="xs"
            w={150}
            aria-label="SLA"
            placeholder="SLA: all"
            data={[
              { value: "atrisk", label: "SLA at risk" },
              { value: "breached", label: "SLA breached" },
            ]}
            value={sla}
            clearable
            onChange={(v) => setParam({ sla: v })}
            comboboxProps={{ withinPortal: true }}
          />
          {overdue && (
            <Badge
              color="red"
              variant="light"
              tt="none"
              size="lg"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label="Show all, not only overdue"
                  onClick={() => setParam({ overdue: null })}
                />
              }
            >
              Overdue priority-1 work orders
            </Badge>
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          <SavedViewsBar views={views} />
          {canCreateWorkOrder(user) && (
            <Button size="xs" leftSection={<IconPlus size={14} />} component={Link} to="/workorder/new?id=0">
              Add Work Order
            </Button>
          )}
        </Group>
      </Group>
      <WorkOrderGrid
        label="Work orders"
        origin="workorder"
        views={views}
        extraQuery={{ ...quickQuery({ status, flagged, mine, overdue }), ...(sla ? { sla } : {}) }}
        queryKey={workOrderKeys.list}
        fetchPage={workOrderApi.list}
        onExport={exportFile}
        bulkActions={(selected, clear) => (
          <WorkOrderBulkActions selected={selected} clear={clear} onExportSelected={exportSelected} />
        )}
        layout={layout}
        toolbar={
          <Tooltip label="Rows as a grid or as status tiles">
            <SegmentedControl
              size="xs"
              aria-label="Layout"
              value={layout}
              onChange={(v) => {
                const next = v === "tiles" ? "tiles" : "table";
                if (next === layout) return;
                if (next === "tiles") tablePageSize.current = views.value.state.pageSize;
                setLayout(next);
                views.setValue(withLayout(views.value, next, tablePageSize.current));
              }}
              data={[
                {
                  value: "table",
                  label: (
                    <Group gap={4} wrap="nowrap">
                      <IconTable size={14} /> Grid
                    </Group>
                  ),
                },
                {
                  value: "tiles",
                  label: (
                    <Group gap={4} wrap="nowrap">
                      <IconLayoutGrid size={14} /> Tiles
                    </Group>
                  ),
                },
              ]}
            />
          </Tooltip>
        }
      />
    </Stack>
  );
};
