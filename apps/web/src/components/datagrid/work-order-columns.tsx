import { CellLine, ColorSwatch, GridLink } from "./cells.tsx";
import type { GridColumn } from "./grid-types.ts";

/*
 * The cells and columns every work-order list shares (the staff lists, the Home popups, the portals' lists):
 * one definition each, so the lists cannot drift.
 */
/** A work order's status after its colour square (every work-order list: staff, home popups, portals). */
export const WorkOrderStatusCell = ({ row }: { row: { status: string; statuscolor: string } }) => (
  <CellLine>
    <ColorSwatch color={row.statuscolor} />
    <span>{row.status}</span>
  </CellLine>
);

/** The Work Order # cell: a bold underlined link to the order's detail page (the row's click is not fired). */
export const WorkOrderNumberLink = ({ to, wonumber }: { to: string; wonumber: string }) => (
  <GridLink to={to} strong underline="always" onClick={(e) => e.stopPropagation()}>
    {wonumber}
  </GridLink>
);

export interface WithVendorsAndTrades {
  vendors: ReadonlyArray<{ vendorid: number; vendorname: string; wovendorid: number }>;
  trades: ReadonlyArray<{ tradename: string }>;
}

/** Vendors of a row as links to their details (shared by every work-order grid). */
export const vendorsColumn = <R extends WithVendorsAndTrades>(): GridColumn<R> => ({
  name: "vendors",
  caption: "Vendors",
  width: 200,
  sortable: false,
  filterable: false,
  cell: (r) =>
    r.vendors.length === 0 ? null : (
      <CellLine>
        {r.vendors.map((v, i) => (
          <GridLink key={v.wovendorid} to={`/vendor/details?id=${v.vendorid}`} underline="always">
            {v.vendorname}
            {i < r.vendors.length - 1 ? "," : ""}
          </GridLink>
        ))}
      </CellLine>
    ),
});

/** The row's trades, comma separated. */
export const tradesColumn = <R extends WithVendorsAndTrades>(): GridColumn<R> => ({
  name: "trades",
  caption: "Trades",
  width: 160,
  sortable: false,
  filterable: false,
  cell: (r) => r.trades.map((t) => t.tradename).join(", "),
});

/** Which portal a work-order list belongs to: the customer's shows the PO number, the vendor's the customer. */
export type PortalParty = "customer" | "vendor";

/**
 * The columns of the portals' My Work Orders (spec 1 §2: one list for both portals; customername on the
 * vendor's only, ponumber on the customer's only; createddate captioned Receive Date and customerdispatcher
 * hidden). `detailsPath` is where the Work Order # link opens the order.
 */
export const portalWorkOrderColumns = <R extends PortalListRow>(
  party: PortalParty,
  detailsPath: (id: number) => string,
): GridColumn<R>[] => [
  {
    name: "wonumber",
    caption: "Work Order #",
    width: 130,
    hideable: false,
    cell: (r) => <WorkOrderNumberLink to={detailsPath(r.id)} wonumber={r.wonumber} />,
  },
  party === "vendor"
    ? { name: "customername", caption: "Customer", width: 170 }
    : { name: "ponumber", caption: "PO #", width: 120 },
  { name: "jobsite", caption: party === "vendor" ? "Job Site" : "Site", width: 170 },
  { name: "streetaddress", caption: "Address", width: 200 },
  { name: "city", caption: "City", width: 130 },
  { name: "statecode", caption: "State", width: 70 },
  { name: "createddate", caption: "Receive Date", type: "date", width: 150, hidden: true },
  { name: "modifieddate", caption: "Modified Date", type: "date", width: 150 },
  { name: "completedate", caption: "Complete Date", type: "date", width: 150 },
  { name: "dispatcher", caption: "Dispatcher", width: 150 },
  { name: "customerdispatcher", caption: "Customer Dispatcher", width: 170, hidden: true },
  { name: "status", caption: "Status", width: 180, cell: (r) => <WorkOrderStatusCell row={r} /> },
  // Spec 1 §2: =, <>, <, >, <=, >=, between; default between.
  { name: "dispatchdate", caption: "Dispatch Date", type: "date", width: 170, filterOp: "between" },
  { name: "scheduledate", caption: "Schedule Date", type: "date", width: 170 },
  { name: "briefdescription", caption: "Brief Description", width: 280 },
  { name: "duedate", caption: "Due Date", type: "date", width: 150 },
];

/** What a portal list row needs for its linked and drawn cells. */
export interface PortalListRow {
  id: number;
  wonumber: string;
  status: string;
  statuscolor: string;
}
