import { Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormModal } from "../../components/FormModal.tsx";

const required = (label: string) => (v: string) => (v.trim() ? null : `${label} is required.`);

/** Create Invoice from an approved proposal: invoice number and description are required (spec 2 §5). */
export const CreateInvoiceModal = ({
  proposalnumber,
  onSave,
  onClose,
}: {
  proposalnumber: string;
  onSave: (v: { invoicenumber: string; description: string; note: string | null }) => Promise<unknown>;
  onClose: () => void;
}) => {
  const form = useForm({
    initialValues: { invoicenumber: "", description: "", note: "" },
    validate: { invoicenumber: required("Invoice Number"), description: required("Description") },
  });
  return (
    <FormModal
      form={form}
      title={`Create Invoice from Proposal ${proposalnumber}`}
      width={600}
      height={450}
      onClose={onClose}
      onSubmit={(v) =>
        onSave({
          invoicenumber: v.invoicenumber.trim(),
          description: v.description.trim(),
          note: v.note.trim() || null,
        })
      }
      submitLabel="Create Invoice"
    >
      <TextInput label="Invoice Number" required {...form.getInputProps("invoicenumber")} />
      <Textarea label="Description" required autosize minRows={3} {...form.getInputProps("description")} />
      <Textarea label="Note" autosize minRows={2} {...form.getInputProps("note")} />
    </FormModal>
  );
};
