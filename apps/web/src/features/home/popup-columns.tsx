import {
  type GridColumn,
  GridLink,
  tradesColumn,
  vendorsColumn,
  WorkOrderNumberLink,
  WorkOrderStatusCell,
} from "../../components/datagrid/index.ts";
import type { HomeWorkOrderRow } from "./home-api.ts";
import { detailsHref, type PopupAudience } from "./home-cards.ts";

type Col = GridColumn<HomeWorkOrderRow>;

const woNumber = (audience: PopupAudience): Col => ({
  name: "wonumber",
  caption: "Work Order #",
  width: 130,
  hideable: false,
  cell: (r) => <WorkOrderNumberLink to={detailsHref(audience, r.id)} wonumber={r.wonumber} />,
});

const status: Col = {
  name: "status",
  caption: "Status",
  width: 170,
  cell: (r) => <WorkOrderStatusCell row={r} />,
};
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
    cell: (r) => <GridLink to={`/customer/details?id=${r.customerid}`}>{r.customername}</GridLink>,
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
