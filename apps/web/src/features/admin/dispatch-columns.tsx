import type { DispatchVendor, TradeVendorOption } from "@fm/domain/contracts";
import { Badge, Button, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { actionsColumn, type GridColumn } from "../../components/datagrid/index.ts";

const notDispatchable = (
  <Badge color="red" variant="light">
    Not dispatchable
  </Badge>
);

/** The trade's dispatch vendors (spec 3 §2.11 Dispatch). */
export const dispatchColumns = (actions: (v: DispatchVendor) => ReactNode): GridColumn<DispatchVendor>[] => [
  { name: "priority", caption: "Priority", type: "number", width: 95 },
  {
    name: "name",
    caption: "Vendor",
    width: 260,
    cell: (v) => (
      <Group gap={6} wrap="nowrap">
        <span>{v.name}</span>
        {!v.dispatchable && notDispatchable}
      </Group>
    ),
  },
  { name: "city", caption: "City", width: 140 },
  { name: "statecode", caption: "State", width: 80 },
  { name: "tierid", caption: "Tier", type: "number", width: 70 },
  { name: "vendorstatus", caption: "Status", width: 120 },
  actionsColumn(actions),
];

export const dispatchSearchText = (v: DispatchVendor) =>
  [v.name, v.city, v.statecode, v.vendorstatus].join(" ");

/** The vendor picker: every active vendor of the trade; Select hidden for Redlined or tier 6 vendors. */
export const pickerColumns = (
  onSelect: (v: TradeVendorOption) => void,
  busy: boolean,
): GridColumn<TradeVendorOption>[] => [
  { name: "name", caption: "Vendor", width: 260 },
  { name: "city", caption: "City", width: 140 },
  { name: "statecode", caption: "State", width: 80 },
  { name: "tierid", caption: "Tier", type: "number", width: 70 },
  { name: "vendorstatus", caption: "Status", width: 120 },
  {
    name: "priority",
    caption: "Priority",
    type: "number",
    width: 90,
    cell: (v) => (v.priority > 0 ? v.priority : ""),
  },
  {
    name: "select",
    caption: "",
    width: 100,
    sortable: false,
    filterable: false,
    hideable: false,
    cell: (v) =>
      !v.dispatchable ? null : v.priority > 0 ? (
        <Badge variant="light">Added</Badge>
      ) : (
        <Button size="compact-xs" disabled={busy} onClick={() => onSelect(v)} aria-label={`Select ${v.name}`}>
          Select
        </Button>
      ),
  },
];

export const pickerSearchText = (v: TradeVendorOption) =>
  [v.name, v.city, v.statecode, v.vendorstatus].join(" ");
