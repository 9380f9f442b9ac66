import type { UseFormReturnType } from "@mantine/form";
import { isStaleSave, showRebaseConflict } from "../conflict-offer.tsx";
import { errorText } from "../ErrorFallback.tsx";
import { changedOnly } from "../form-changes.ts";
import { toFormFailure } from "../form-errors.ts";
import { notifyFailure, notifySuccess } from "../notify.ts";

/**
 * Saves a details page's form as a patch (decision 0024s): only the fields the user changed since `base`, at
 * the version the page holds; the answer becomes the form's values. Field errors land on the fields. A stale
 * version (409) offers Reload when `conflict` is given: the record is loaded again and the page's
 * `useLoadedForm` keeps the user's edits on top of it (issue 30 #1).
 */
export const saveRecordPatch = async <V extends object, B extends object, R>({
  form,
  values,
  base,
  body,
  send,
  valuesOf,
  onSaved,
  success,
  failure,
  conflict,
}: {
  form: UseFormReturnType<V>;
  values: V;
  base: V | undefined;
  body: (v: V) => B;
  send: (patch: Partial<B>) => Promise<R>;
  valuesOf: (saved: R) => V;
  onSaved: (saved: R) => Promise<unknown>;
  success: string;
  failure: string;
  conflict?: { what: string; reload: () => unknown };
}) => {
  try {
    const saved = await send(base ? changedOnly(body(base), body(values)) : body(values));
    form.setValues(valuesOf(saved));
    await onSaved(saved);
    notifySuccess(success);
  } catch (err) {
    if (conflict && isStaleSave(err)) {
      showRebaseConflict(conflict.what, errorText(err), () => void conflict.reload());
      return;
    }
    form.setErrors(toFormFailure(err, Object.keys(form.values)).fields);
    notifyFailure(err, failure);
  }
};
