import { useEffect, useState, useSyncExternalStore } from "react";

/**
 * Which work orders have an edit in progress (a dirty form) in this tab, and which of them another user changed
 * meanwhile (issue 33 live screens). The live stream does not reload an edited record; it marks it changed and
 * the form says so with a Reload (its save would answer 409 anyway: the version it holds is old).
 */
const editing = new Map<number, number>();
const changed = new Set<number>();
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export const isBeingEdited = (workorderid: number) => (editing.get(workorderid) ?? 0) > 0;

/** The live stream: an edited order changed elsewhere. */
export const markChangedElsewhere = (workorderid: number) => {
  if (changed.has(workorderid)) return;
  changed.add(workorderid);
  emit();
};

export const clearChangedElsewhere = (workorderid: number) => {
  if (!changed.delete(workorderid)) return;
  emit();
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/**
 * A form of work order `id` reports whether it holds unsaved edits; answers whether someone else changed the
 * order since (then show "This record was changed by someone else" with Reload).
 */
export const useLiveEditGuard = (id: number | null, dirty: boolean): boolean => {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (id === null || !dirty) return;
    editing.set(id, (editing.get(id) ?? 0) + 1);
    setTick((n) => n + 1);
    return () => {
      const n = (editing.get(id) ?? 1) - 1;
      if (n > 0) editing.set(id, n);
      else editing.delete(id);
    };
  }, [id, dirty]);
  return useSyncExternalStore(
    subscribe,
    () => id !== null && changed.has(id),
    () => false,
  );
};
