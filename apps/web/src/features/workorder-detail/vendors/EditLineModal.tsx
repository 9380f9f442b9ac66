import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { isApiError } from "../../../api/api-error.ts";
import { notifyError, notifySuccess } from "../../../components/notify.ts";
import { SizedModal } from "../../../components/SizedModal.tsx";
import type { VendorLine } from "./types.ts";
import { vendorApi } from "./vendor-api.ts";

/** The vendor line's edit form (popup 800x500, spec 2 §2, §9). */
export const EditLineModal = ({
  line,
  onClose,
  onSaved,
}: {
  line: VendorLine;
  onClose: () => void;
  onSaved: (lines: VendorLine[]) => void;
}) => {
  const [paidbycreditcard, setPaid] = useState(line.paidbycc);
  const [quoteonly, setQuoteOnly] = useState(line.quoteonly);
  const [quotedamount, setQuoted] = useState<number | string>(line.quotedamount);
  const [invoicenumber, setInvoice] = useState(line.invnumber ?? "");
  const [note, setNote] = useState(line.note ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const amount = typeof quotedamount === "number" ? quotedamount : Number(quotedamount || 0);
    if (!Number.isFinite(amount) || amount < 0) {
      setError("Quoted Amount must not be negative.");
      return;
    }
    setBusy(true);
    try {
      const lines = await vendorApi.update({
        id: line.id,
        version: line.version,
        paidbycreditcard,
        quoteonly,
        quotedamount: Math.round(amount * 100) / 100,
        invoicenumber: invoicenumber.trim() || null,
        note: note.trim() || null,
      });
      notifySuccess("Vendor Saved");
      onSaved(lines);
      onClose();
    } catch (e) {
      notifyError(isApiError(e) ? e.message : "Failed to submit the form");
    } finally {
      setBusy(false);
    }
  };

  return (
    <SizedModal onClose={onClose} title={`Edit Vendor - ${line.vendorname}`} width={800} height={500}>
      <form
        style={{ display: "flex", flexDirection: "column", flex: 1 }}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack gap="md" style={{ flex: 1 }}>
          <SimpleGrid cols={2}>
            <Checkbox
              label="Paid By Credit Card"
              checked={paidbycreditcard}
              onChange={(e) => setPaid(e.currentTarget.checked)}
            />
            <Checkbox
              label="Quote Only"
              checked={quoteonly}
              onChange={(e) => setQuoteOnly(e.currentTarget.checked)}
            />
            <NumberInput
              label="Quoted Amount"
              data-autofocus
              prefix="$"
              thousandSeparator=","
              decimalScale={2}
              fixedDecimalScale
              min={0}
              allowNegative={false}
              value={quotedamount}
              onChange={(v) => {
                setQuoted(v);
                setError(null);
              }}
              error={error}
            />
            <TextInput
              label="Invoice Number"
              maxLength={100}
              value={invoicenumber}
              onChange={(e) => setInvoice(e.currentTarget.value)}
            />
          </SimpleGrid>
          <Textarea
            label="Note"
            autosize
            minRows={4}
            maxRows={8}
            maxLength={2000}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
        </Stack>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </Group>
      </form>
    </SizedModal>
  );
};
