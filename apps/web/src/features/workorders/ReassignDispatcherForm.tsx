import { Select } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { ReactNode } from "react";
import { FormModal } from "../../components/FormModal.tsx";
import { useDispatchers } from "./lookups.ts";

interface DispatcherForm {
  userid: string | null;
}

/**
 * The Reassign Dispatcher popup (450 wide; one row or the selected rows): what it is about (`about`), then the
 * active dispatchers to choose from, focused first; a dispatcher is required. `onSave` gets the user id.
 */
export const ReassignDispatcherForm = ({
  current = null,
  height,
  about,
  submitLabel,
  onClose,
  onSave,
}: {
  current?: string | null;
  height: number;
  about: ReactNode;
  submitLabel?: string;
  onClose: () => void;
  onSave: (userid: number) => Promise<unknown>;
}) => {
  const form = useForm<DispatcherForm>({
    initialValues: { userid: current },
    validate: { userid: (v) => (v ? null : "Dispatcher is required.") },
  });
  const dispatchers = useDispatchers();
  return (
    <FormModal
      form={form}
      title="Reassign Dispatcher"
      width={450}
      height={height}
      onClose={onClose}
      onSubmit={(v) => onSave(Number(v.userid))}
      submitLabel={submitLabel}
      failureToast="Failed to Update Dispatcher"
    >
      {about}
      <Select
        label="Dispatcher"
        withAsterisk
        searchable
        // Focused first when the popup opens: the list opens on a click or a key, never over Save.
        openOnFocus={false}
        data-autofocus
        placeholder={dispatchers.isPending ? "Loading..." : "Select a dispatcher"}
        data={(dispatchers.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps("userid")}
      />
    </FormModal>
  );
};
