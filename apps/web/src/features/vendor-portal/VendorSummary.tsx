import type { VendorWorkOrderDetail } from "@fm/domain/contracts";
import { Paper, SimpleGrid } from "@mantine/core";
import { formatDateTime } from "../../components/datagrid/index.ts";
import { useFieldLabels } from "../../components/labels/index.ts";
import { ReadOnlyField as Field } from "../../components/ReadOnlyField.tsx";

/**
 * The read-only header of the vendor detail (spec 2 §2 Portals): work order number, PO number, customer,
 * city/state, dispatch date (MM/dd/yyyy with time), dispatcher, priority, brief description.
 */
export const VendorSummary = ({ wo }: { wo: VendorWorkOrderDetail }) => {
  const label = useFieldLabels("workorder");
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label="Work order summary">
      <SimpleGrid cols={{ base: 2, md: 4, xl: 8 }} spacing="sm" verticalSpacing="xs">
        <Field label={label("wonumber", "Work Order #")}>{wo.wonumber}</Field>
        <Field label={label("ponumber", "PO Number")}>{wo.ponumber}</Field>
        <Field label={label("customername", "Customer")}>{wo.customername}</Field>
        <Field label="City/State">{[wo.city, wo.statecode].filter(Boolean).join(", ")}</Field>
        <Field label={label("dispatchdate", "Dispatch Date")}>{formatDateTime(wo.dispatchdate)}</Field>
        <Field label={label("dispatcher", "Dispatcher")}>{wo.dispatcher}</Field>
        <Field label={label("priority", "Priority")}>{wo.priority}</Field>
        <Field label={label("briefdescription", "Brief Description")}>{wo.briefdescription}</Field>
      </SimpleGrid>
    </Paper>
  );
};
