import { Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { formatMoney } from "../../../components/datagrid/index.ts";
import { SizedModal } from "../../../components/SizedModal.tsx";
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
  const [selected, setSelected] = useState<string | null>(only ? String(only.wovendorid) : null);
  const [busy, setBusy] = useState(false);
  const vendor = row.vendors.find((v) => String(v.wovendorid) === selected);
  const isTicket = action === "TICKET";
  const nte = vendor?.quotedamount ?? 0;
  const disabled = !vendor || (isTicket && Math.round(nte * 100) === 0);

  const send = async () => {
    if (!vendor) return;
    setBusy(true);
    try {
      if (await onSend(vendor)) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <SizedModal opened onClose={onClose} title={title} width={400} height={300}>
      <Stack justify="space-between" style={{ flex: 1 }}>
        <Stack gap="sm">
          <TextInput label="Work Order #" value={row.wonumber} readOnly variant="filled" />
          <Select
            label="Vendor"
            withAsterisk
            data-autofocus
            placeholder="Select a vendor"
            data={row.vendors.map((v) => ({ value: String(v.wovendorid), label: v.vendorname }))}
            value={selected}
            onChange={setSelected}
            comboboxProps={{ withinPortal: true }}
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
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={send} loading={busy} disabled={disabled}>
            Send
          </Button>
        </Group>
      </Stack>
    </SizedModal>
  );
};
