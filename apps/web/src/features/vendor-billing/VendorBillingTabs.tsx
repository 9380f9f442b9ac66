import { InvoiceList } from "./InvoiceList.tsx";
import { ProposalList } from "./ProposalList.tsx";

export interface VendorBillingTabProps {
  workOrderId: number;
  /** Invoiced/Cancelled: nothing may be added or changed. */
  locked: boolean;
}

/** The vendor detail's Proposals tab (spec 2 §2 Portals, §4). */
export function VendorProposalsTab({ workOrderId, locked }: VendorBillingTabProps) {
  return <ProposalList scope={{ workorderid: workOrderId, locked }} />;
}

/** The vendor detail's Invoices tab. */
export function VendorInvoicesTab({ workOrderId, locked }: VendorBillingTabProps) {
  return <InvoiceList scope={{ workorderid: workOrderId, locked }} />;
}
