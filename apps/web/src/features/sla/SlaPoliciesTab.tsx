import { WEEKDAY_NAMES } from "@fm/domain";
import type { SlaHoliday, SlaPolicies, SlaPolicy } from "@fm/domain/contracts";
import { Button, Checkbox, Group, NumberInput, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ActionsMenu } from "../../components/ActionsMenu.tsx";
import { confirmDialog } from "../../components/confirm-dialog.tsx";
import { actionsColumn, DataGrid, type GridColumn } from "../../components/datagrid/index.ts";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { SlaHolidayModal } from "./SlaHolidayModal.tsx";
import { SlaPolicyModal } from "./SlaPolicyModal.tsx";
import { slaApi, slaKeys } from "./sla-api.ts";
import { formatClockTime, formatMinutes } from "./sla-format.ts";

const hoursText = (p: SlaPolicy) =>
  p.twentyfourseven
    ? "24×7"
    : p.weekhours
        .map((d, i) =>
          d
            ? `${WEEKDAY_NAMES[i]?.slice(0, 3)} ${formatClockTime(d.open)}–${formatClockTime(d.close)}`
            : null,
        )
        .filter(Boolean)
        .join(", ");

const policyColumns = (actions: (p: SlaPolicy) => React.ReactNode): GridColumn<SlaPolicy>[] => [
  { name: "customername", caption: "Customer", width: 220, cell: (p) => p.customername ?? "Company default" },
  { name: "priority", caption: "Priority", width: 140 },
  {
    name: "respondminutes",
    caption: "Respond By",
    type: "number",
    width: 120,
    cell: (p) => formatMinutes(p.respondminutes),
  },
  {
    name: "onsiteminutes",
    caption: "On Site By",
    type: "number",
    width: 120,
    cell: (p) => formatMinutes(p.onsiteminutes),
  },
  {
    name: "completeminutes",
    caption: "Complete By",
    type: "number",
    width: 120,
    cell: (p) => formatMinutes(p.completeminutes),
  },
  { name: "hours", caption: "Hours", width: 320, sortable: false, cell: hoursText },
  actionsColumn(actions),
];

const holidayColumns = (actions: (h: SlaHoliday) => React.ReactNode): GridColumn<SlaHoliday>[] => [
  { name: "holidaydate", caption: "Date", width: 130 },
  { name: "name", caption: "Name", width: 220 },
  { name: "customername", caption: "Customer", width: 220, cell: (h) => h.customername ?? "Every customer" },
  actionsColumn(actions),
];

const SettingsForm = ({ lists }: { lists: SlaPolicies }) => {
  const [values, setValues] = useState(lists.settings);
  useEffect(() => setValues(lists.settings), [lists.settings]);
  const save = useApiMutation({
    mutationFn: () => slaApi.saveSettings(values),
    success: "SLA Settings Saved",
    invalidates: [slaKeys.all],
  });
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <NumberInput
        label="At risk within (minutes)"
        w={200}
        min={1}
        allowDecimal={false}
        value={values.atriskminutes}
        onChange={(v) => setValues({ ...values, atriskminutes: Number(v) || 1 })}
      />
      <NumberInput
        label="Warn before breach (minutes)"
        w={220}
        min={1}
        allowDecimal={false}
        value={values.warnminutes}
        onChange={(v) => setValues({ ...values, warnminutes: Number(v) || 1 })}
      />
      <Checkbox
        mb={8}
        label="Also notify the vendor"
        checked={values.notifyvendor}
        onChange={(e) => setValues({ ...values, notifyvendor: e.currentTarget.checked })}
      />
      <Button size="sm" loading={save.isPending} onClick={() => save.mutate()}>
        Save Settings
      </Button>
    </Group>
  );
};

/** Admin › SLA (issue 32): policies per customer × priority, holidays, the at-risk and escalation settings. */
export const SlaPoliciesTab = () => {
  const lists = useQuery({ queryKey: slaKeys.policies, queryFn: slaApi.policies });
  const [editing, setEditing] = useState<SlaPolicy | "new" | null>(null);
  const [addingHoliday, setAddingHoliday] = useState(false);
  const removePolicy = useApiMutation({
    mutationFn: (p: SlaPolicy) => slaApi.deletePolicy(p.id, p.version),
    success: "SLA Policy Deleted",
    invalidates: [slaKeys.all],
  });
  const removeHoliday = useApiMutation({
    mutationFn: (h: SlaHoliday) => slaApi.deleteHoliday(h.id, h.version),
    success: "Holiday Deleted",
    invalidates: [slaKeys.all],
  });
  const policies = useLocalGridTab({
    queryKey: [...slaKeys.policies, "rows"],
    queryFn: () => slaApi.policies().then((r) => r.policies),
    columns: policyColumns((p) => (
      <ActionsMenu
        label={`Actions for ${p.customername ?? "Company default"} ${p.priority}`}
        items={[
          { key: "edit" as const, label: "Edit" },
          { key: "delete" as const, label: "Delete", danger: true },
        ]}
        onSelect={async (i) => {
          if (i.key === "edit") return setEditing(p);
          if (await confirmDialog("Delete this SLA policy?", "Delete SLA Policy", "Delete"))
            removePolicy.mutate(p);
        }}
      />
    )),
    pageSize: 20,
    searchText: (p) => [p.customername ?? "Company default", p.priority].join(" "),
  });
  const holidays = useLocalGridTab({
    queryKey: [...slaKeys.policies, "holidays"],
    queryFn: () => slaApi.policies().then((r) => r.holidays),
    columns: holidayColumns((h) => (
      <ActionsMenu
        label={`Actions for ${h.name}`}
        items={[{ key: "delete" as const, label: "Delete", danger: true }]}
        onSelect={async () => {
          if (await confirmDialog(`Delete the holiday ${h.name}?`, "Delete Holiday", "Delete"))
            removeHoliday.mutate(h);
        }}
      />
    )),
    pageSize: 10,
    initialSort: [{ column: "holidaydate", desc: false }],
    searchText: (h) => [h.name, h.holidaydate, h.customername ?? ""].join(" "),
  });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Targets count business minutes in the job site's time zone (or every minute around the clock). A
        customer's policy wins over the company default of the same priority.
      </Text>
      {lists.data && <SettingsForm lists={lists.data} />}
      <DataGrid
        {...policies.grid}
        label="SLA policies"
        getRowId={(p) => String(p.id)}
        onRowOpen={(p) => setEditing(p)}
        emptyText="No SLA policies yet"
        toolbar={
          <Button
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={!lists.data}
            onClick={() => setEditing("new")}
          >
            Add Policy
          </Button>
        }
      />
      <Title order={3} size="h5">
        Holidays
      </Title>
      <DataGrid
        {...holidays.grid}
        label="SLA holidays"
        getRowId={(h) => String(h.id)}
        emptyText="No holidays"
        toolbar={
          <Button
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setAddingHoliday(true)}
          >
            Add Holiday
          </Button>
        }
      />
      {editing && lists.data && (
        <SlaPolicyModal
          policy={editing === "new" ? null : editing}
          lists={lists.data}
          onClose={() => setEditing(null)}
        />
      )}
      {addingHoliday && <SlaHolidayModal onClose={() => setAddingHoliday(false)} />}
    </Stack>
  );
};
