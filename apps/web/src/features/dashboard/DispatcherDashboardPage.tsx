import { Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { browserTimeZone } from "../../app/browser-time-zone.ts";
import { SavedViewsBar } from "../../components/datagrid/views/SavedViewsBar.tsx";
import { useSavedViews } from "../../components/datagrid/views/use-saved-views.ts";
import { AtRiskQueue } from "../sla/index.ts";
import {
  FlaggedMineFilters,
  quickQuery,
  useWorkOrderColumns,
  WorkOrderGrid,
  workOrderApi,
  workOrderKeys,
} from "../workorders/index.ts";

/** Spec 1 §9: dispatcher dashboard page size 50, refresh every 900000 ms. */
export const DASHBOARD_PAGE_SIZE = 50;
export const DASHBOARD_REFRESH_MS = 900_000;

export const ETA_CHOICES = [
  { value: "0", label: "Today" },
  { value: "7", label: "Next 7 Days" },
  { value: "14", label: "Next 14 Days" },
  { value: "30", label: "Next 30 Days" },
];

/** /dashboard: the Dispatcher Dashboard (spec 1 §2): work orders due in the ETA window. */
export const DispatcherDashboardPage = () => {
  const { columns } = useWorkOrderColumns("dashboard");
  const [days, setDays] = useState("0");
  const [flags, setFlags] = useState({ flagged: false, mine: false });
  // The ETA window and the checkboxes are filters too: saved with the views (spec 1 §5).
  const views = useSavedViews("d", columns, DASHBOARD_PAGE_SIZE, {
    value: { days, ...flags },
    builtIn: { days: "0", flagged: false, mine: false },
    apply: (q) => {
      setDays(typeof q.days === "string" && ETA_CHOICES.some((c) => c.value === q.days) ? q.days : "0");
      setFlags({ flagged: q.flagged === true, mine: q.mine === true });
    },
  });
  const [tz] = useState(browserTimeZone);

  return (
    <Stack gap="sm">
      <AtRiskQueue />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="md" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={600}>
              ETA
            </Text>
            <SegmentedControl
              size="xs"
              aria-label="ETA"
              value={days}
              data={ETA_CHOICES}
              onChange={(v) => {
                setDays(v);
                views.setValue({ ...views.value, page: 1 });
              }}
            />
          </Group>
          <FlaggedMineFilters
            flagged={flags.flagged}
            mine={flags.mine}
            onChange={(n) => {
              setFlags(n);
              views.setValue({ ...views.value, page: 1 });
            }}
          />
        </Group>
        <SavedViewsBar views={views} />
      </Group>
      <WorkOrderGrid
        label="Dispatcher dashboard work orders"
        origin="dashboard"
        views={views}
        extraQuery={{ days, tz, ...quickQuery(flags) }}
        queryKey={workOrderKeys.alerts}
        fetchPage={workOrderApi.alerts}
        refetchInterval={DASHBOARD_REFRESH_MS}
      />
    </Stack>
  );
};
