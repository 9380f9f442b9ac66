import { Text } from "@mantine/core";

export interface VendorRecordTabProps {
  vendorId: number;
  /** Tech, Vendor and Customer see the vendor read-only (spec 3 §2.8). */
  readOnly: boolean;
}

const Placeholder = ({ name }: { name: string }) => <Text c="dimmed">{name} coming soon</Text>;

export const VendorTradesTab = (_props: VendorRecordTabProps) => <Placeholder name="Trades" />;
export const VendorAttachmentsTab = (_props: VendorRecordTabProps) => <Placeholder name="Attachments" />;
export const VendorPaymentsTab = (_props: VendorRecordTabProps) => <Placeholder name="Payments" />;
