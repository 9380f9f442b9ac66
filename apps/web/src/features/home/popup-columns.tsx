import { Anchor, Box, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import type { GridColumn } from "../../components/datagrid/index.ts";
import { tradesColumn, vendorsColumn } from "../workorders/index.ts";
import type { HomeWorkOrderRow } from "./home-api.ts";
import { detailsHref, type PopupAudience } from "./home-cards.ts";

type Col = GridColumn<HomeWorkOrderRow>;

const StatusCell = ({ row }: { row: HomeWorkOrderRow }) => (
  <Group gap={6} wrap="nowrap">
    <Box w={10} h={10} style={{ borderRadius: 3, flex: "none", background: row.statuscolor }} aria-hidden />
    <Text size="sm" truncate>
      {row.status}
    </Text>
  </Group>
);

const woNumber = (audience: PopupAudience): Col => ({
  name: "wonumber",
  caption: "Work Order #",
  width: 130,
  hideable: false,
  cell: (r) => (
    <Anchor
      component={Link}
      to={detailsHref(audience, r.id)}
      size="sm"
      fw={600}
      c="inherit"
      underline="always"
      onClick={(e) => e.stopPropagation()}
    >
      {r.wonumber}
    </Anchor>
  ),
});

const status: Col = { name: "status", caption: "Status", width: 170, cell: (r) => <StatusCell row={r} /> };
const site: Col = { name: "jobsite", caption: "Site", width: 170 };
const city: Col = { name: "city", caption: "City", width: 130 };
const state: Col = { name: "statecode", caption: "State", width: 70 };
const dispatchDate: Col = { name: "dispatchdate", caption: "Dispatch Date", type: "date", width: 170 };
const scheduleDate: Col = { name: "scheduledate", caption: "Schedule Date", type: "date", width: 170 };
const dueDate: Col = { name: "duedate", caption: "Due Date", type: "date", width: 170 };
const brief: Col = { name: "briefdescription", caption: "Brief Description", width: 280 };

const staffColumns = (): Col[] => [
  woNumber("staff"),
  status,
  {
    name: "customername",
    caption: "Customer",
    width: 180,
    cell: (r) => (
      <Anchor component={Link} to={`/customer/details?id=${r.customerid}`} size="sm" c="inherit">
        {r.customername}
      </Anchor>
    ),
  },
  { name: "priority", caption: "Priority", width: 100 },
  site,
  city,
  state,
  { name: "ponumber", caption: "PO #", width: 110 },
  { name: "dispatcher", caption: "Dispatcher", width: 150 },
  dispatchDate,
  scheduleDate,
  { name: "promisedate", caption: "Follow-up Date", type: "date", width: 170 },
  vendorsColumn<HomeWorkOrderRow>(),
  tradesColumn<HomeWorkOrderRow>(),
  { ...dueDate, hidden: true },
  { ...brief, hidden: true },
  { name: "streetaddress", caption: "Address", width: 200, hidden: true },
  { name: "createddate", caption: "Receive Date", type: "date", width: 170, hidden: true },
];

/**
 * The popup's columns. External users (vendor, tech, customer) never get vendors or invoice amounts
 * (spec 1 §6); like the portal lists, vendors see the customer and customers their PO number.
 */
export const popupColumns = (audience: PopupAudience): Col[] => {
  if (audience === "staff") return staffColumns();
  const who: Col =
    audience === "vendor"
      ? { name: "customername", caption: "Customer", width: 180 }
      : { name: "ponumber", caption: "PO #", width: 120 };
  return [
    woNumber(audience),
    status,
    who,
    site,
    { name: "streetaddress", caption: "Address", width: 200 },
    city,
    state,
    dispatchDate,
    scheduleDate,
    dueDate,
    brief,
  ];
};
