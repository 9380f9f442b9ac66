import { Checkbox, SimpleGrid, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import dayjs from "dayjs";
import { confirmDialog } from "../../../components/confirm-dialog.tsx";
import { FormModal } from "../../../components/FormModal.tsx";
import { useApiMutation } from "../../../components/use-api-mutation.ts";
import { billingApi, type InvoiceForm } from "./billing-api.ts";
import { isZeroInvoice } from "./billing-rules.ts";
import { LinesEditor, toDraft } from "./LinesEditor.tsx";
import type { CustomerInvoice, LineDraft } from "./types.ts";

const day = (v: string | null | undefined) => (v ? dayjs(v).format("YYYY-MM-DD") : "");

interface InvoiceValues {
  invoicedate: string;
  duedate: string;
  completedate: string;
  sentby: string;
  billwithoutsignoff: boolean;
  note: string;
  items: LineDraft[];
}

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
  const form = useForm<InvoiceValues>({
    initialValues: {
      invoicedate: day(invoice?.invoicedate) || dayjs().format("YYYY-MM-DD"),
      duedate: day(invoice?.duedate),
      completedate: day(invoice?.completedate),
      sentby: invoice?.sentby ?? "",
      billwithoutsignoff: invoice?.billwithoutsignoff ?? false,
      note: invoice?.note ?? "",
      items: invoice?.details.map(toDraft) ?? [],
    },
  });
  const save = useApiMutation({
    mutationFn: (values: InvoiceForm) =>
      invoice
        ? billingApi.updateInvoice({ id: invoice.id, version: invoice.version, ...values })
        : billingApi.saveInvoice(workorderid, values),
    success: "Invoice Saved",
    failure: false,
    onSuccess: onSaved,
  });
  // The lines of an approved invoice stay as they are (the server's editItems ability).
  const itemsLocked = readOnly || (invoice !== null && invoice.abilities.editItems !== "enabled");
  const { values, errors } = form;

  return (
    <FormModal
      form={form}
      title={invoice ? "Edit Invoice" : "Add Invoice"}
      width={1200}
      height={800}
      onClose={onClose}
      canSubmit={!readOnly}
      onSubmit={async (v) => {
        if (
          isZeroInvoice(v.items) &&
          !(await confirmDialog(
            "This invoice bills the customer $0.00. Save it anyway?",
            "Save a $0.00 invoice?",
            "Save",
            "Cancel",
          ))
        )
          return;
        await save.mutateAsync({
          invoicedate: v.invoicedate || null,
          duedate: v.duedate || null,
          completedate: v.completedate || null,
          sentby: v.sentby.trim() || null,
          billwithoutsignoff: v.billwithoutsignoff,
          note: v.note.trim() || null,
          items: v.items,
        });
      }}
    >
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
          {...form.getInputProps("invoicedate")}
        />
        <TextInput
          type="date"
          label="Due Date"
          description={invoice ? undefined : "Empty: today plus the customer's term"}
          disabled={readOnly}
          {...form.getInputProps("duedate")}
        />
        <TextInput
          type="date"
          label="Complete Date"
          disabled={readOnly}
          {...form.getInputProps("completedate")}
        />
        <TextInput label="Sent By" disabled={readOnly} maxLength={200} {...form.getInputProps("sentby")} />
      </SimpleGrid>
      <Checkbox
        label="Bill w/o Signoff"
        disabled={readOnly}
        {...form.getInputProps("billwithoutsignoff", { type: "checkbox" })}
      />
      <Textarea
        label="Note"
        autosize
        minRows={2}
        maxRows={4}
        disabled={readOnly}
        {...form.getInputProps("note")}
      />
      <LinesEditor
        lines={values.items}
        onChange={(items) => form.setFieldValue("items", items)}
        maxType={5}
        locked={itemsLocked}
      />
      {errors.items && (
        <Text size="xs" c="red" role="alert">
          {errors.items}
        </Text>
      )}
    </FormModal>
  );
};
