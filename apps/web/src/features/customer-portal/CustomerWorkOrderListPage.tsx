import type { WorkOrderListRow } from "@fm/domain/contracts";
import { Button, Group, Stack } from "@mantine/core";
import { IconFilterOff, IconNotes, IconPlus } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import {
  clearFilters,
  DataGrid,
  filterTypes,
  pagedQueryGridProps,
  phoneTargets,
  portalWorkOrderColumns,
  StatusSwitch,
  toListQuery,
  usePhone,
} from "../../components/datagrid/index.ts";
import { SavedViewsBar } from "../../components/datagrid/views/SavedViewsBar.tsx";
import { useLocalSavedViews } from "../../components/datagrid/views/use-local-saved-views.ts";
import { useLabelledColumns } from "../../components/labels/index.ts";
import { CustomerNoteModal } from "./CustomerNoteModal.tsx";
import { CustomerWorkOrderModal } from "./CustomerWorkOrderModal.tsx";
import { detailsPath, type PortalListStatus, portalApi, portalKeys } from "./customer-portal-api.ts";

const STATUSES: { value: PortalListStatus; label: string }[] = [
  { value: "open", label: "Open" },
  { value: "invoiced", label: "Invoiced" },
  { value: "all", label: "All" },
  { value: "cancelled", label: "Cancelled" },
];
/** Portal lists page by 100 (spec 2 §9). */
const PAGE_SIZE = 100;

const statusOf = (v: string | null): PortalListStatus =>
  STATUSES.find((s) => s.value === v?.toLowerCase())?.value ?? "open";

/**
 * /customerprofile/workorderlist?status=open|invoiced|all|cancelled — 'My Work Orders - {status}' (spec 1 §2):
 * the caller's own orders, open by default (no Invoiced or Cancelled); Reset Filters, Add Work Order, saved
 * views and Reset Layout (kept in the browser under workorderlist); the row menu's Add Note.
 */
export const CustomerWorkOrderListPage = () => {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get("status"));
  const origin = `customerprofile/workorderlist?status=${status}`;
  const columns = useLabelledColumns(
    "workorder",
    useMemo(
      () => portalWorkOrderColumns<WorkOrderListRow>("customer", (id) => detailsPath(id, origin)),
      [origin],
    ),
  );
  const types = useMemo(() => filterTypes(columns), [columns]);
  const views = useLocalSavedViews("workorderlist", columns, PAGE_SIZE);
  const phone = usePhone();
  const [adding, setAdding] = useState(false);
  const [noteFor, setNoteFor] = useState<WorkOrderListRow | null>(null);
  const query = toListQuery(views.value.state, views.value.page, types);
  const result = useQuery({
    queryKey: portalKeys.list(status, query),
    queryFn: ({ signal }) => portalApi.list(status, query, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <StatusSwitch
          size="xs"
          data={STATUSES}
          value={status}
          onChange={(v) => {
            setParams({ status: v }, { replace: true });
            views.setValue({ ...views.value, page: 1 });
          }}
        />
        <Group gap="xs" wrap="wrap" {...phoneTargets(phone)}>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFilterOff size={14} />}
            onClick={() => views.setValue({ state: clearFilters(views.value.state), page: 1 })}
          >
            Reset Filters
          </Button>
          <SavedViewsBar views={views} />
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
            Add Work Order
          </Button>
        </Group>
      </Group>
      <DataGrid
        phoneCards
        label="My work orders"
        columns={columns}
        value={views.value}
        onChange={views.setValue}
        {...pagedQueryGridProps(result)}
        getRowId={(r) => String(r.id)}
        rowMenu={(r) => [
          { key: "note", label: "Add Note", icon: <IconNotes size={14} />, onClick: () => setNoteFor(r) },
        ]}
        onRowOpen={(r) => navigate(detailsPath(r.id, origin))}
        selectable
        emptyText={
          status === "open" ? "No open work orders. Use Add Work Order to request service." : "No work orders"
        }
      />
      {adding && <CustomerWorkOrderModal workorder={null} onClose={() => setAdding(false)} />}
      {noteFor && <CustomerNoteModal workorder={noteFor} onClose={() => setNoteFor(null)} />}
    </Stack>
  );
};
