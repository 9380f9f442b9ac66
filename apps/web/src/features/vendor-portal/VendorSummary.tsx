import type { VendorWorkOrderDetail } from "@fm/domain/contracts";
import { Paper, SimpleGrid, Text } from "@mantine/core";
import { formatDateTime } from "../../components/datagrid/index.ts";

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed" fw={500}>
      {label}
    </Text>
    <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
      {children || "—"}
    </Text>
  </div>
);

/**
 * The read-only header of the vendor detail (spec 2 §2 Portals): work order number, PO number, customer,
 * city/state, dispatch date (MM/dd/yyyy with time), dispatcher, priority, brief description.
 */
export const VendorSummary = ({ wo }: { wo: VendorWorkOrderDetail }) => (
  <Paper withBorder p="sm" radius="sm" component="section" aria-label="Work order summary">
    <SimpleGrid cols={{ base: 2, md: 4, xl: 8 }} spacing="sm" verticalSpacing="xs">
      <Field label="Work Order #">{wo.wonumber}</Field>
      <Field label="PO Number">{wo.ponumber}</Field>
      <Field label="Customer">{wo.customername}</Field>
      <Field label="City/State">{[wo.city, wo.statecode].filter(Boolean).join(", ")}</Field>
      <Field label="Dispatch Date">{formatDateTime(wo.dispatchdate)}</Field>
      <Field label="Dispatcher">{wo.dispatcher}</Field>
      <Field label="Priority">{wo.priority}</Field>
      <Field label="Brief Description">{wo.briefdescription}</Field>
    </SimpleGrid>
  </Paper>
);
