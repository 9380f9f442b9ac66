import type { CustomerWorkOrderDetail } from "@fm/domain/contracts";
import { Badge, Group, Paper, SimpleGrid, Stack } from "@mantine/core";
import { formatDate, formatDateTime, formatMoney } from "../../components/datagrid/index.ts";
import { HtmlDescription } from "../../components/HtmlDescription.tsx";
import { ReadOnlyField as Field } from "../../components/ReadOnlyField.tsx";
import { useFieldLabels } from "./use-field-labels.ts";

/** The Work Order tab of the customer-facing detail: the order as the customer may see it, read-only. */
export const CustomerWorkOrderTab = ({ wo }: { wo: CustomerWorkOrderDetail }) => {
  const label = useFieldLabels();
  return (
    <Stack gap="sm">
      <Paper withBorder p="sm" radius="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
          <Field label={label("workorder", "status", "Status")}>{wo.status}</Field>
          <Field label={label("workorder", "priority", "Priority")}>{wo.priority}</Field>
          <Field label="Request Type">{wo.requesttype}</Field>
          <Field label="Requested By">{wo.requestedby}</Field>
          <Field label={label("workorder", "ponumber", "PO #")}>{wo.ponumber}</Field>
          <Field label={label("workorder", "nte", "NTE")}>{wo.nte === null ? "" : formatMoney(wo.nte)}</Field>
          <Field label={label("workorder", "createddate", "Receive Date")}>
            {formatDateTime(wo.createddate)}
          </Field>
          <Field label={label("workorder", "duedate", "Due Date")}>{formatDate(wo.duedate)}</Field>
          <Field label={label("workorder", "scheduledate", "Schedule Date")}>
            {formatDateTime(wo.scheduledate)}
          </Field>
          <Field label={label("workorder", "completedate", "Complete Date")}>
            {formatDateTime(wo.completedate)}
          </Field>
          {wo.cancelreason && <Field label="Cancel Reason">{wo.cancelreason}</Field>}
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="sm" radius="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
          <Field label={label("customerjobsite", "jobsite", "Job Site")}>{wo.jobsite.jobsite}</Field>
          <Field label={label("customerjobsite", "jobsitedescription", "Job Site Description")}>
            {wo.jobsite.jobsitedescription}
          </Field>
          <Field label={label("customerjobsite", "streetaddress", "Street Address")}>
            {wo.jobsite.streetaddress}, {wo.jobsite.city}, {wo.jobsite.statecode} {wo.jobsite.postalcode}
          </Field>
          <Field label="Contact">{wo.jobsite.contactperson}</Field>
          <Field label="Phone">{wo.jobsite.phone}</Field>
          <Field label={label("workorder", "trades", "Trades")}>
            {wo.trades.length ? (
              <Group gap={4}>
                {wo.trades.map((t) => (
                  <Badge key={t.tradeid} variant="light" tt="none">
                    {t.tradename}
                  </Badge>
                ))}
              </Group>
            ) : null}
          </Field>
        </SimpleGrid>
      </Paper>
      <HtmlDescription html={wo.description} />
    </Stack>
  );
};
