import type { WorkOrderListRow } from "@fm/domain/contracts";
import { Anchor, Box, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import type { GridColumn } from "../../components/datagrid/index.ts";
import { detailsPath } from "./customer-portal-api.ts";

type Col = GridColumn<WorkOrderListRow>;

const StatusCell = ({ row }: { row: WorkOrderListRow }) => (
  <Group gap={6} wrap="nowrap">
    <Box w={10} h={10} style={{ borderRadius: 3, flex: "none", background: row.statuscolor }} aria-hidden />
    <Text size="sm" truncate>
      {row.status}
    </Text>
  </Group>
);

/** Columns of the customer's My Work Orders (spec 1 §2 portal lists; ponumber on the customer list). */
export const portalListColumns = (origin: string): Col[] => [
  {
    name: "wonumber",
    caption: "Work Order #",
    width: 130,
    hideable: false,
    cell: (r) => (
      <Anchor
        component={Link}
        to={detailsPath(r.id, origin)}
        size="sm"
        fw={600}
        c="inherit"
        underline="always"
        onClick={(e) => e.stopPropagation()}
      >
        {r.wonumber}
      </Anchor>
    ),
  },
  { name: "ponumber", caption: "PO #", width: 120 },
  { name: "jobsite", caption: "Site", width: 170 },
  { name: "streetaddress", caption: "Address", width: 200 },
  { name: "city", caption: "City", width: 130 },
  { name: "statecode", caption: "State", width: 70 },
  { name: "createddate", caption: "Receive Date", type: "date", width: 150, hidden: true },
  { name: "modifieddate", caption: "Modified Date", type: "date", width: 150 },
  { name: "completedate", caption: "Complete Date", type: "date", width: 150 },
  { name: "dispatcher", caption: "Dispatcher", width: 150 },
  { name: "customerdispatcher", caption: "Customer Dispatcher", width: 170, hidden: true },
  { name: "status", caption: "Status", width: 180, cell: (r) => <StatusCell row={r} /> },
  // Spec 1 §2: =, <>, <, >, <=, >=, between; default between.
  { name: "dispatchdate", caption: "Dispatch Date", type: "date", width: 170, filterOp: "between" },
  { name: "scheduledate", caption: "Schedule Date", type: "date", width: 170 },
  { name: "briefdescription", caption: "Brief Description", width: 280 },
  { name: "duedate", caption: "Due Date", type: "date", width: 150 },
];
