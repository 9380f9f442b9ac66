import { CUSTOMER_BILLING_STATUSES, type CustomerProposal } from "@fm/domain/contracts";
import { Anchor, Badge, SegmentedControl, Stack } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import {
  DataGrid,
  dateColumn,
  type GridColumn,
  moneyColumn,
  yesNoColumn,
} from "../../components/datagrid/index.ts";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { invoiceColumns, invoiceSearchText, useInvoiceActions } from "./CustomerInvoicesTab.tsx";
import { detailsPath, portalApi, portalKeys } from "./customer-portal-api.ts";

type BillingStatus = (typeof CUSTOMER_BILLING_STATUSES)[number];
const statusOf = (v: string | null): BillingStatus =>
  CUSTOMER_BILLING_STATUSES.find((s) => s === v?.toLowerCase()) ?? "open";
const STATUS_DATA = CUSTOMER_BILLING_STATUSES.map((s) => ({
  value: s,
  label: s[0]?.toUpperCase() + s.slice(1),
}));

const useStatusParam = () => {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get("status"));
  const control = (
    <SegmentedControl
      size="xs"
      aria-label="Status"
      data={STATUS_DATA}
      value={status}
      onChange={(v) => setParams({ status: v }, { replace: true })}
    />
  );
  return { status, control };
};

const woLink = <Row extends { workorderid: number; wonumber: string }>(origin: string): GridColumn<Row> => ({
  name: "wonumber",
  caption: "Work Order #",
  width: 130,
  cell: (r) => (
    <Anchor
      component={Link}
      to={detailsPath(r.workorderid, origin)}
      size="sm"
      onClick={(e) => e.stopPropagation()}
    >
      {r.wonumber}
    </Anchor>
  ),
});

/** /customerprofile/proposals?status=open|waiting|approved|rejected (hidden menu entry, spec 3 §2.2). */
export const MyProposalsPage = () => {
  const { status, control } = useStatusParam();
  const columns: GridColumn<CustomerProposal>[] = [
    woLink(`customerprofile/proposals?status=${status}`),
    { name: "proposalnumber", caption: "Proposal #", width: 110 },
    moneyColumn("amount", "Proposed Amount", 150),
    { name: "note", caption: "Note", width: 240 },
    dateColumn("completedate", "Complete Date", 130),
    yesNoColumn("approvedbycustomer", "Customer Approved", 160),
    yesNoColumn("rejectedbycustomer", "Customer Rejected", 160),
    {
      name: "status",
      caption: "Status",
      width: 120,
      cell: (p) => (
        <Badge size="sm" variant="light">
          {p.status}
        </Badge>
      ),
    },
  ];
  const tab = useLocalGridTab({
    queryKey: portalKeys.myProposals(status),
    queryFn: () => portalApi.myProposals(status),
    columns,
    pageSize: 100,
    searchText: (p) => [p.wonumber, p.proposalnumber, p.amount, p.note, p.status].join(" "),
  });
  return (
    <Stack gap="sm">
      {control}
      <DataGrid
        phoneCards
        {...tab.grid}
        label="My proposals"
        getRowId={(p) => String(p.id)}
        emptyText="No proposals"
      />
    </Stack>
  );
};

/** /customerprofile/invoices?status=open|waiting|approved|rejected (hidden menu entry, spec 3 §2.2). */
export const MyInvoicesPage = () => {
  const { status, control } = useStatusParam();
  const actions = useInvoiceActions();
  const tab = useLocalGridTab({
    queryKey: portalKeys.myInvoices(status),
    queryFn: () => portalApi.myInvoices(status),
    columns: [woLink(`customerprofile/invoices?status=${status}`), ...invoiceColumns(actions.menu)],
    pageSize: 100,
    searchText: invoiceSearchText,
  });
  return (
    <Stack gap="sm">
      {control}
      <DataGrid
        phoneCards
        {...tab.grid}
        label="My invoices"
        getRowId={(i) => String(i.id)}
        emptyText="No invoices"
      />
      {actions.popup}
    </Stack>
  );
};
