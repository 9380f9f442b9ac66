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
  note: string;
}

const amountOf = (v: number | string) => (typeof v === "number" ? v : Number(v || 0));

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
      note: line.note ?? "",
    },
    validate: {
      quotedamount: (v) => {
        const amount = amountOf(v);
        return Number.isFinite(amount) && amount >= 0 ? null : "Quoted Amount must not be negative.";
      },
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
          quotedamount: Math.round(amountOf(v.quotedamount) * 100) / 100,
          invoicenumber: v.invoicenumber.trim() || null,
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
