import { Select } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDispatchers } from "./lookups.ts";

export interface DispatcherForm {
  userid: string | null;
}

/** The Reassign Dispatcher form (one row or the selected rows): a dispatcher is required. */
export const useDispatcherForm = (userid: string | null = null) =>
  useForm<DispatcherForm>({
    initialValues: { userid },
    validate: { userid: (v) => (v ? null : "Dispatcher is required.") },
  });

/** The active dispatchers to choose from, focused first when its popup opens. */
export const DispatcherSelect = ({ form }: { form: ReturnType<typeof useDispatcherForm> }) => {
  const dispatchers = useDispatchers();
  return (
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
  );
};
