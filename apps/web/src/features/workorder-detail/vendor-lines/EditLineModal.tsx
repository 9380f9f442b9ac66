import { Checkbox, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormModal } from "../../../components/FormModal.tsx";
import { MoneyInput } from "../../../components/MoneyInput.tsx";
import { useFormMutation } from "../../../components/use-api-mutation.ts";
import type { VendorLine } from "./types.ts";
import { type LineUpdate, vendorApi } from "./vendor-api.ts";

interface LineForm {
  paidbycreditcard: boolean;
  quoteonly: boolean;
  quotedamount: number | string;
  invoicenumber: string;
  /** The vendor's bill (issue 35): blank until the vendor billed. */
  invoiceamount: number | string;
  invoicedate: string;
  note: string;
}

const amountOf = (v: number | string) => (typeof v === "number" ? v : Number(v || 0));
const cents = (v: number | string) => Math.round(amountOf(v) * 100) / 100;
const isBlank = (v: number | string) => v === "" || v === null;

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
  const form = useForm<LineForm>({
    initialValues: {
      paidbycreditcard: line.paidbycc,
      quoteonly: line.quoteonly,
      quotedamount: line.quotedamount,
      invoicenumber: line.invnumber ?? "",
      invoiceamount: line.invoiceamount ?? "",
      invoicedate: line.invoicedate ?? "",
      note: line.note ?? "",
    },
    validate: {
      quotedamount: (v) => {
        const amount = amountOf(v);
        return Number.isFinite(amount) && amount >= 0 ? null : "Quoted Amount must not be negative.";
      },
      // A bill needs the vendor's invoice number (as the server says).
      invoicenumber: (v, all) =>
        !v.trim() && (!isBlank(all.invoiceamount) || all.invoicedate) ? "Invoice Number is required." : null,
    },
  });
  const save = useFormMutation({
    mutationFn: (update: LineUpdate) => vendorApi.update(update),
    success: "Vendor Saved",
    onSaved,
    onClose,
  });

  return (
    <FormModal
      form={form}
      title={`Edit Vendor - ${line.vendorname}`}
      width={800}
      height={500}
      onClose={onClose}
      onSubmit={(v) =>
        save.mutateAsync({
          id: line.id,
          version: line.version,
          paidbycreditcard: v.paidbycreditcard,
          quoteonly: v.quoteonly,
          quotedamount: cents(v.quotedamount),
          invoicenumber: v.invoicenumber.trim() || null,
          invoiceamount: isBlank(v.invoiceamount) ? null : cents(v.invoiceamount),
          invoicedate: v.invoicedate || null,
          note: v.note.trim() || null,
        })
      }
    >
      <SimpleGrid cols={2}>
        <Checkbox
          label="Paid By Credit Card"
          {...form.getInputProps("paidbycreditcard", { type: "checkbox" })}
        />
        <Checkbox label="Quote Only" {...form.getInputProps("quoteonly", { type: "checkbox" })} />
        <MoneyInput
          label="Quoted Amount"
          data-autofocus
          allowNegative={false}
          {...form.getInputProps("quotedamount")}
        />
        <TextInput label="Invoice Number" maxLength={100} {...form.getInputProps("invoicenumber")} />
        <MoneyInput label="Invoice Amount" allowNegative={false} {...form.getInputProps("invoiceamount")} />
        <TextInput type="date" label="Invoice Date" {...form.getInputProps("invoicedate")} />
      </SimpleGrid>
      <Textarea
        label="Note"
        autosize
        minRows={4}
        maxRows={8}
        maxLength={2000}
        {...form.getInputProps("note")}
      />
    </FormModal>
  );
};
