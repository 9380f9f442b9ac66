import { Button, Paper, SimpleGrid } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { formatDateTime } from "../../../components/datagrid/index.ts";
import { useFieldLabels } from "../../../components/labels/index.ts";
import { ReadOnlyField as Field } from "../../../components/ReadOnlyField.tsx";
import type { WorkOrderDetail } from "../detail-api.ts";

/** Spec 2 §9: the header margin as a percentage ('-100%' with cost but no invoices). */
export const formatMargin = (m: number) => `${Number.isInteger(m) ? m : m.toFixed(2)}%`;

/** Summary form (spec 2 §2): number, customer, city/state, dispatch date, dispatcher, priority, brief description, Margin. */
export const Summary = ({
  wo,
  showMargin,
  origin,
}: {
  wo: WorkOrderDetail;
  showMargin: boolean;
  origin: string;
}) => {
  const label = useFieldLabels("workorder");
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label="Work order summary">
      <SimpleGrid cols={{ base: 2, md: 4, xl: showMargin ? 8 : 7 }} spacing="sm" verticalSpacing="xs">
        <Field label={label("wonumber", "Work Order #")}>{wo.wonumber}</Field>
        <Field label={label("customername", "Customer")}>{wo.customername}</Field>
        <Field label="City/State">
          {wo.jobsite.city}, {wo.jobsite.statecode}
        </Field>
        <Field label={label("dispatchdate", "Dispatch Date")}>{formatDateTime(wo.dispatchdate)}</Field>
        <Field label={label("dispatcher", "Dispatcher")}>{wo.dispatcher}</Field>
        <Field label={label("priority", "Priority")}>{wo.priority}</Field>
        <Field label={label("briefdescription", "Brief Description")}>{wo.briefdescription}</Field>
        {showMargin && wo.margin !== null && <Field label="Margin">{formatMargin(wo.margin)}</Field>}
      </SimpleGrid>
      {wo.ischild && wo.parentid !== null && (
        <Button
          mt="xs"
          size="xs"
          variant="light"
          leftSection={<IconExternalLink size={14} />}
          component="a"
          href={`/workorder/details?id=${wo.parentid}&origin=${encodeURIComponent(origin)}`}
          target="_blank"
          rel="noopener"
        >
          Open Parent{wo.parentwonumber ? ` (${wo.parentwonumber})` : ""}
        </Button>
      )}
    </Paper>
  );
};
