import { Text } from "@mantine/core";

export interface VendorBillingTabProps {
  workOrderId: number;
  /** Invoiced/Cancelled: nothing may be added or changed. */
  locked: boolean;
}

export function VendorProposalsTab(_props: VendorBillingTabProps) {
  return <Text c="dimmed">Proposals are coming soon.</Text>;
}

export function VendorInvoicesTab(_props: VendorBillingTabProps) {
  return <Text c="dimmed">Invoices are coming soon.</Text>;
}
