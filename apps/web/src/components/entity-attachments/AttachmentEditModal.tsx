import { Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormModal } from "../FormModal.tsx";
import { useFormMutation } from "../use-api-mutation.ts";
import type { AttachmentEditValues, AttachmentRow, AttachmentsApi } from "./entity-attachments-api.ts";

export interface TypeOption {
  value: string;
  label: string;
}

/** The Edit Attachment popup: type, file name (required) and, for types with one, the expiration date. */
export const AttachmentEditModal = <A extends AttachmentRow>({
  api,
  att,
  typeOptions,
  hasExpiry,
  onClose,
}: {
  api: AttachmentsApi<A>;
  att: A;
  typeOptions: readonly TypeOption[];
  /** Does this type carry an expiration date (absent: no type does). */
  hasExpiry?: (typeid: string | null) => boolean;
  onClose: () => void;
}) => {
  const form = useForm<AttachmentEditValues>({
    initialValues: {
      attachmenttypeid: String(att.attachmenttypeid),
      displayname: att.displayname,
      expirationdate: att.expirationdate ?? "",
    },
    validate: { displayname: (v: string) => (v.trim() ? null : "File Name is required.") },
  });
  const save = useFormMutation({
    mutationFn: (v: AttachmentEditValues) => api.update(att, v),
    invalidates: [api.queryKey, ...(api.alsoChanges ?? [])],
    success: "Updated Attachment",
    onClose,
  });
  return (
    <FormModal
      form={form}
      title="Edit Attachment"
      width={500}
      height={hasExpiry ? 380 : 320}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync(v)}
    >
      <Stack gap="sm">
        <Select
          label="Attachment Type"
          data={typeOptions}
          allowDeselect={false}
          {...form.getInputProps("attachmenttypeid")}
        />
        <TextInput label="File Name" withAsterisk {...form.getInputProps("displayname")} />
        {hasExpiry?.(form.values.attachmenttypeid) && (
          <TextInput label="Expiration Date" type="date" {...form.getInputProps("expirationdate")} />
        )}
      </Stack>
    </FormModal>
  );
};
