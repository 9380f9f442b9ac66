import { Group, Select, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { formatMoney } from "../../../components/datagrid/index.ts";
import { FormModal } from "../../../components/FormModal.tsx";
import type { NoticeAction, WorkOrderRow } from "../workorder-api.ts";

/**
 * Send Ticket popup (400x300, spec 1 §5) and the vendor chooser of the other notices: the vendor is
 * pre-selected when the order has exactly one; for the ticket the NTE is that vendor's quoted amount in USD
 * and Send is disabled while it is $0.00.
 */
export const VendorNoticeModal = ({
  row,
  title,
  action,
  onClose,
  onSend,
}: {
  row: WorkOrderRow;
  title: string;
  action: NoticeAction;
  onClose: () => void;
  onSend: (vendor: WorkOrderRow["vendors"][number]) => Promise<boolean>;
}) => {
  const only = row.vendors.length === 1 ? row.vendors[0] : undefined;
  const form = useForm<{ vendor: string | null }>({
    initialValues: { vendor: only ? String(only.wovendorid) : null },
  });
  const vendor = row.vendors.find((v) => String(v.wovendorid) === form.values.vendor);
  const isTicket = action === "TICKET";
  const nte = vendor?.quotedamount ?? 0;
  const disabled = !vendor || (isTicket && Math.round(nte * 100) === 0);

  return (
    <FormModal
      form={form}
      title={title}
      width={400}
      height={300}
      onClose={onClose}
      submitLabel="Send"
      submitDisabled={disabled}
      onSubmit={async () => {
        if (vendor && (await onSend(vendor))) onClose();
      }}
    >
      <TextInput label="Work Order #" value={row.wonumber} readOnly variant="filled" />
      <Select
        label="Vendor"
        withAsterisk
        data-autofocus
        placeholder="Select a vendor"
        data={row.vendors.map((v) => ({ value: String(v.wovendorid), label: v.vendorname }))}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps("vendor")}
      />
      {isTicket && (
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            NTE (USD)
          </Text>
          <Text size="sm" fw={700} aria-label="NTE">
            {formatMoney(nte)}
          </Text>
        </Group>
      )}
    </FormModal>
  );
};
