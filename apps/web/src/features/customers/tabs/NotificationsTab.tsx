import { Checkbox, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { CustomerFormValues } from "../customer-form.ts";

/** Notifications tab (spec 3 §2.5): the three notices the customer's contact (and CC e-mails) receive. */
export const NotificationsTab = ({ form }: { form: UseFormReturnType<CustomerFormValues> }) => (
  <Stack gap="sm">
    <Text size="sm" c="dimmed">
      Notices go to the contact e-mail and the CC e-mails. Switched off, the notice is not sent.
    </Text>
    <Checkbox
      label="Proposal added"
      {...form.getInputProps("notifications.proposaladded", { type: "checkbox" })}
    />
    <Checkbox
      label="Invoice added"
      {...form.getInputProps("notifications.invoiceadded", { type: "checkbox" })}
    />
    <Checkbox
      label="Status change"
      {...form.getInputProps("notifications.statuschange", { type: "checkbox" })}
    />
  </Stack>
);
