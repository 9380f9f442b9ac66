import { CUSTOMER_BILLING_STATUSES, type CustomerProposal } from "@fm/domain/contracts";
import { Anchor, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { DataGrid, type GridColumn, StatusSwitch } from "../../components/datagrid/index.ts";
import { type LocalGridTab, useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { invoiceColumns, invoiceSearchText, useInvoiceActions } from "./CustomerInvoicesTab.tsx";
import { proposalColumns } from "./CustomerProposalsTab.tsx";
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
    <StatusSwitch
      size="xs"
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

/** A My Proposals / My Invoices page: the status switch over the caller's rows of that status. */
const BillingListPage = <Row extends { id: number }>({
  control,
  grid,
  label,
  emptyText,
  children,
}: {
  control: ReactNode;
  grid: LocalGridTab<Row>["grid"];
  label: string;
  emptyText: string;
  /** the row actions' popup */
  children?: ReactNode;
}) => (
  <Stack gap="sm">
    {control}
    <DataGrid phoneCards {...grid} label={label} getRowId={(r) => String(r.id)} emptyText={emptyText} />
    {children}
  </Stack>
);

/** /customerprofile/proposals?status=open|waiting|approved|rejected (hidden menu entry, spec 3 §2.2). */
export const MyProposalsPage = () => {
  const { status, control } = useStatusParam();
  const columns: GridColumn<CustomerProposal>[] = [
    woLink(`customerprofile/proposals?status=${status}`),
    ...proposalColumns(null),
  ];
  const tab = useLocalGridTab({
    queryKey: portalKeys.myProposals(status),
    queryFn: () => portalApi.myProposals(status),
    columns,
    pageSize: 100,
    searchText: (p) => [p.wonumber, p.proposalnumber, p.amount, p.note, p.status].join(" "),
  });
  return <BillingListPage control={control} grid={tab.grid} label="My proposals" emptyText="No proposals" />;
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
    <BillingListPage control={control} grid={tab.grid} label="My invoices" emptyText="No invoices">
      {actions.popup}
    </BillingListPage>
  );
};
