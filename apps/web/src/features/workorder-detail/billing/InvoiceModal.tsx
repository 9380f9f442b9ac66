import { Button, Checkbox, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import dayjs from "dayjs";
import { useState } from "react";
import { ApiError } from "../../../api/api-error.ts";
import { errorText } from "../../../components/ErrorFallback.tsx";
import { notifyError, notifySuccess } from "../../../components/notify.ts";
import { SizedModal } from "../../../components/SizedModal.tsx";
import { billingApi, type InvoiceForm } from "./billing-api.ts";
import { invoiceItemsLocked } from "./billing-rules.ts";
import { LinesEditor, toDraft } from "./LinesEditor.tsx";
import type { CustomerInvoice, LineDraft } from "./types.ts";

const day = (v: string | null | undefined) => (v ? dayjs(v).format("YYYY-MM-DD") : "");

/** Add Invoice / Edit Invoice popup (1200x800, spec 2 §2) with line items, taxes and totals (§9). */
export const InvoiceModal = ({
  workorderid,
  invoice,
  readOnly,
  onClose,
  onSaved,
}: {
  workorderid: number;
  invoice: CustomerInvoice | null;
  readOnly: boolean;
  onClose: () => void;
  onSaved: (inv: CustomerInvoice) => void;
}) => {
  const [invoicedate, setInvoiceDate] = useState(day(invoice?.invoicedate) || dayjs().format("YYYY-MM-DD"));
  const [duedate, setDueDate] = useState(day(invoice?.duedate));
  const [completedate, setCompleteDate] = useState(day(invoice?.completedate));
  const [sentby, setSentBy] = useState(invoice?.sentby ?? "");
  const [billwithoutsignoff, setBill] = useState(invoice?.billwithoutsignoff ?? false);
  const [note, setNote] = useState(invoice?.note ?? "");
  const [items, setItems] = useState<LineDraft[]>(invoice?.details.map(toDraft) ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const itemsLocked = readOnly || invoiceItemsLocked(invoice);

  const save = async () => {
    setSaving(true);
    const form: InvoiceForm = {
      invoicedate: invoicedate || null,
      duedate: duedate || null,
      completedate: completedate || null,
      sentby: sentby.trim() || null,
      billwithoutsignoff,
      note: note.trim() || null,
      items,
    };
    try {
      const saved = invoice
        ? await billingApi.updateInvoice({ id: invoice.id, version: invoice.version, ...form })
        : await billingApi.saveInvoice(workorderid, form);
      notifySuccess("Invoice Saved");
      onSaved(saved);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      notifyError(errorText(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SizedModal title={invoice ? "Edit Invoice" : "Add Invoice"} width={1200} height={800} onClose={onClose}>
      <Stack gap="sm" style={{ flex: 1 }}>
        {invoice && (
          <Text size="sm" c="dimmed">
            Invoice {invoice.invoicenumber}
            {invoice.isapproved ? " · Approved" : ""}
            {invoice.isrejected ? " · Rejected" : ""}
          </Text>
        )}
        <SimpleGrid cols={4} spacing="sm" verticalSpacing="xs">
          <TextInput
            type="date"
            label="Invoice Date"
            disabled={readOnly}
            value={invoicedate}
            onChange={(e) => setInvoiceDate(e.currentTarget.value)}
            error={errors.invoicedate}
          />
          <TextInput
            type="date"
            label="Due Date"
            description={invoice ? undefined : "Empty: today plus the customer's term"}
            disabled={readOnly}
            value={duedate}
            onChange={(e) => setDueDate(e.currentTarget.value)}
            error={errors.duedate}
          />
          <TextInput
            type="date"
            label="Complete Date"
            disabled={readOnly}
            value={completedate}
            onChange={(e) => setCompleteDate(e.currentTarget.value)}
            error={errors.completedate}
          />
          <TextInput
            label="Sent By"
            disabled={readOnly}
            value={sentby}
            maxLength={200}
            onChange={(e) => setSentBy(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Checkbox
          label="Bill w/o Signoff"
          disabled={readOnly}
          checked={billwithoutsignoff}
          onChange={(e) => setBill(e.currentTarget.checked)}
        />
        <Textarea
          label="Note"
          autosize
          minRows={2}
          maxRows={4}
          disabled={readOnly}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <LinesEditor lines={items} onChange={setItems} maxType={5} locked={itemsLocked} />
        {errors.items && (
          <Text size="xs" c="red" role="alert">
            {errors.items}
          </Text>
        )}
        <Group justify="flex-end" mt="auto">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          {!readOnly && (
            <Button loading={saving} onClick={() => void save()}>
              Save
            </Button>
          )}
        </Group>
      </Stack>
    </SizedModal>
  );
};
