import type { UseFormReturnType } from "@mantine/form";
import { useEffect, useRef } from "react";

type Same = (key: string, a: unknown, b: unknown) => boolean;
const sameJson: Same = (_key, a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The keys whose value differs from the record as it was loaded: what the user changed. */
export const changedKeys = <T extends object>(base: T, values: T, same: Same = sameJson): (keyof T)[] =>
  (Object.keys(base) as (keyof T & string)[]).filter((k) => !same(k, base[k], values[k]));

/** Only the changed fields of a request body (a save never writes back what the user did not touch). */
export const changedOnly = <T extends object>(base: T, values: T, same: Same = sameJson): Partial<T> => {
  const out: Partial<T> = {};
  for (const k of changedKeys(base, values, same)) out[k] = values[k];
  return out;
};

/** The record was loaded again: the fresh record with the user's unsaved edits on top of it. */
export const rebaseValues = <T extends object>(oldBase: T, values: T, fresh: T, same: Same = sameJson): T => {
  const next = { ...fresh };
  for (const k of changedKeys(oldBase, values, same)) next[k] = values[k];
  return next;
};

/**
 * A page form (@mantine/form) over a loaded record: when another version of the record is loaded (a save, a
 * popup's action, a refetch) the form shows it with the user's unsaved edits on top; `form.isDirty()` stays
 * what the user changed since. Returns the values the form was loaded from (the base a save diffs against).
 */
export const useLoadedForm = <T extends object>(
  form: UseFormReturnType<T>,
  loaded: T | undefined,
  version: string | number | undefined,
): T | undefined => {
  const base = useRef<T | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebase only when another version is loaded
  useEffect(() => {
    if (!loaded) return;
    const edits = base.current ? rebaseValues(base.current, form.getValues(), loaded) : loaded;
    base.current = loaded;
    form.setValues(edits);
    form.resetDirty(loaded);
  }, [version]);
  return base.current ?? loaded;
};
