import { type FormValidateInput, useForm } from "@mantine/form";
import { useMemo } from "react";
import { useLoadedForm } from "../form-changes.ts";
import { useUnsavedChangesGuard } from "../unsaved-changes.ts";

/**
 * The page form of a customer's or a vendor's details page: starts from `valuesOf(undefined)`, follows the
 * loaded record (`useLoadedForm`, keeping the user's edits over a new version) and asks before leaving with
 * unsaved edits. Returns the form, the values a save diffs against (`base`) and the leave guard.
 */
export const useRecordForm = <V extends object, D extends { version: number }>({
  id,
  record,
  valuesOf,
  validate,
}: {
  id: number;
  record: D | undefined;
  valuesOf: (record: D | undefined) => V;
  validate: FormValidateInput<V>;
}) => {
  const form = useForm<V>({ initialValues: valuesOf(undefined), validate });
  const loaded = useMemo(() => (record ? valuesOf(record) : undefined), [record, valuesOf]);
  const base = useLoadedForm(form, loaded, `${id}:${record?.version}`);
  const guard = useUnsavedChangesGuard(form.isDirty());
  return { form, base, guard };
};
