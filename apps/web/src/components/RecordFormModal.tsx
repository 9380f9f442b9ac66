import type { QueryKey } from "@tanstack/react-query";
import { FormModal, type FormModalProps } from "./FormModal.tsx";
import { useFormMutation } from "./use-api-mutation.ts";

/**
 * The Add / Edit popup of one row of a list (a contact, a note, a management provider): titled "Add {noun}" or
 * "Edit {noun}", saved through `save`, then the list's queries refetched, "{toastNoun} added" / "… updated"
 * toasted and the popup closed. A failure stays in the popup (FormModal).
 */
export const RecordFormModal = <Values extends object>({
  noun,
  toastNoun = noun,
  editing,
  save,
  invalidates,
  ...modal
}: Omit<FormModalProps<Values>, "title" | "onSubmit"> & {
  noun: string;
  /** The toast's word where it differs from the title's (Provider added). */
  toastNoun?: string;
  /** An existing row is edited (else a new one is added). */
  editing: boolean;
  save: (values: Values) => Promise<unknown>;
  invalidates: readonly QueryKey[];
}) => {
  const mutation = useFormMutation({
    mutationFn: save,
    invalidates,
    success: `${toastNoun} ${editing ? "updated" : "added"}`,
    onClose: modal.onClose,
  });
  return (
    <FormModal
      {...modal}
      title={`${editing ? "Edit" : "Add"} ${noun}`}
      onSubmit={(v) => mutation.mutateAsync(v)}
    />
  );
};
