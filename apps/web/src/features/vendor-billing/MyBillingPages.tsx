import { VENDOR_PORTAL_BILLING_STATUSES } from "@fm/domain";
import type { VendorBillingStatus } from "@fm/domain/contracts";
import { Stack, Title } from "@mantine/core";
import { useSearchParams } from "react-router";
import { StatusSwitch as Switch } from "../../components/datagrid/index.ts";
import { InvoiceList } from "./InvoiceList.tsx";
import { ProposalList } from "./ProposalList.tsx";

const LABELS: Record<VendorBillingStatus, string> = {
  open: "Open",
  waiting: "Waiting",
  approved: "Approved",
  rejected: "Rejected",
};

const STATUS_DATA = VENDOR_PORTAL_BILLING_STATUSES.map((s) => ({ value: s, label: LABELS[s] }));

const useStatus = (): [VendorBillingStatus, (s: VendorBillingStatus) => void] => {
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const status = (VENDOR_PORTAL_BILLING_STATUSES as readonly string[]).includes(raw ?? "")
    ? (raw as VendorBillingStatus)
    : "open";
  return [status, (s) => setParams({ status: s })];
};

const StatusSwitch = ({
  value,
  onChange,
}: {
  value: VendorBillingStatus;
  onChange: (s: VendorBillingStatus) => void;
}) => <Switch value={value} onChange={onChange} data={STATUS_DATA} />;

/** /vendorprofile/proposals?status=open|waiting|approved|rejected (hidden menu entry, spec 3 §2.2). */
export function MyProposalsPage() {
  const [status, setStatus] = useStatus();
  return (
    <Stack gap="sm" p="md">
      <Title order={2}>My Proposals</Title>
      <StatusSwitch value={status} onChange={setStatus} />
      <ProposalList key={status} scope={{ status }} />
    </Stack>
  );
}

/** /vendorprofile/invoices?status=open|waiting|approved|rejected. */
export function MyInvoicesPage() {
  const [status, setStatus] = useStatus();
  return (
    <Stack gap="sm" p="md">
      <Title order={2}>My Invoices</Title>
      <StatusSwitch value={status} onChange={setStatus} />
      <InvoiceList key={status} scope={{ status }} />
    </Stack>
  );
}
