import { STATUS } from "@fm/domain";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { isApiError } from "../../../api/api-error.ts";
import { errorText } from "../../../components/ErrorFallback.tsx";
import { focusFirstInvalid } from "../../../components/focus-invalid.ts";
import { clearChangedElsewhere, useLiveEditGuard } from "../../../components/live/live-edits.ts";
import { notifyError } from "../../../components/notify.ts";
import { useApiMutation } from "../../../components/use-api-mutation.ts";
import { detailApi, detailKeys, type WorkOrderDetail } from "../detail-api.ts";
import { confirmPoReuse, showConflict } from "./dialogs.tsx";
import {
  changedFields,
  EMPTY_FORM,
  errorsFromFields,
  type FollowUpValues,
  type FormErrors,
  type FormValues,
  formFromDetail,
  rebase,
  toInput,
  toUpdateInput,
  validateForm,
  withNewDefaults,
} from "./form-model.ts";
import type { StatusChange } from "./StatusChangeModal.tsx";

const MINUTE = 60_000;
const NO_FOLLOW_UP = { customercalled: false, vendorcalled: false };

export type FollowUp = FollowUpValues;

interface Loaded {
  /** The record the form was loaded from (null on a new order). */
  wo: WorkOrderDetail | null;
  values: FormValues;
  followUp: FollowUp;
}

const loadedFrom = (wo: WorkOrderDetail): Loaded => ({
  wo,
  values: formFromDetail(wo),
  followUp: { customercalled: wo.customercalled, vendorcalled: wo.vendorcalled },
});

/**
 * The Work Order form's state and its writes: Save (validation, PO check, 409 → Reload offer), status
 * changes through their popup, Re-Open. `wo` is null on a new order. The form keeps the record it was loaded
 * from: dirty is what differs from it, a save sends only that (with the record's version), and when the
 * record is loaded again (a status change, a vendor dispatch, any action that refreshes the detail query) the
 * form shows the fresh record with the user's unsaved edits on top.
 */
export const useWorkOrderEditor = (wo: WorkOrderDetail | null) => {
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState<Loaded>(() =>
    wo ? loadedFrom(wo) : { wo: null, values: EMPTY_FORM, followUp: NO_FOLLOW_UP },
  );
  const [values, setValues] = useState<FormValues>(loaded.values);
  const [followUp, setFollowUp] = useState<FollowUp>(loaded.followUp);
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const version = loaded.wo?.version ?? 0;
  const changed = changedFields(loaded.values, values);
  const followUpChanged =
    followUp.customercalled !== loaded.followUp.customercalled ||
    followUp.vendorcalled !== loaded.followUp.vendorcalled;
  const dirty = changed.length > 0 || followUpChanged;
  // Live screens (issue 33): while the form holds edits, another user's change does not reload the record;
  // the form says so and offers Reload. Once the edits are gone, the record loads again.
  const changedElsewhere = useLiveEditGuard(wo?.id ?? null, dirty);
  const woId = wo?.id;
  useEffect(() => {
    if (woId === undefined || !changedElsewhere || dirty) return;
    clearChangedElsewhere(woId);
    void queryClient.invalidateQueries({ queryKey: detailKeys.detail(woId) });
  }, [woId, changedElsewhere, dirty, queryClient]);

  // A fresher record (the detail query refetched): rebase the form on it, keeping the user's edits.
  if (wo && loaded.wo && wo !== loaded.wo && wo.version !== loaded.wo.version) {
    const fresh = loadedFrom(wo);
    setLoaded(fresh);
    setValues(rebase(loaded.values, values, fresh.values));
    setFollowUp({
      customercalled:
        followUp.customercalled !== loaded.followUp.customercalled
          ? followUp.customercalled
          : fresh.followUp.customercalled,
      vendorcalled:
        followUp.vendorcalled !== loaded.followUp.vendorcalled
          ? followUp.vendorcalled
          : fresh.followUp.vendorcalled,
    });
  }

  // The writes; a failure is shown by `failed` (409 → Reload offer, field errors on the form).
  const workOrders = [["workorders"]] as const;
  const create = useApiMutation({
    mutationFn: detailApi.create,
    success: "Work Order Saved",
    failure: false,
    invalidates: workOrders,
  });
  const update = useApiMutation({
    mutationFn: detailApi.update,
    success: "Work Order Saved",
    failure: false,
    invalidates: workOrders,
  });
  const changeStatus = useApiMutation({
    mutationFn: detailApi.changeStatus,
    success: "Status updated",
    failure: false,
    invalidates: wo ? [detailKeys.notes(wo.id), ["workorders"]] : workOrders,
  });

  const customerid = Number(values.customerid ?? 0);
  const lists = useQuery({
    queryKey: detailKeys.lists(customerid),
    queryFn: () => detailApi.lists(customerid),
    staleTime: 5 * MINUTE,
    placeholderData: keepPreviousData,
  });
  const customers = useQuery({
    queryKey: ["lookups", "customers"],
    queryFn: detailApi.customers,
    staleTime: 10 * MINUTE,
  });

  // Spec 2 §4: a new order takes the isdefaultonnew division, status and request type.
  // They are part of what the form was loaded with, not the user's changes.
  useEffect(() => {
    if (wo || !lists.data) return;
    const data = lists.data;
    setLoaded((l) => ({ ...l, values: withNewDefaults(l.values, data) }));
    setValues((v) => withNewDefaults(v, data));
  }, [wo, lists.data]);

  const change = useCallback((patch: Partial<FormValues>) => {
    setValues((v) => {
      const changed = (Object.keys(patch) as (keyof FormValues)[]).filter(
        (k) => JSON.stringify(v[k]) !== JSON.stringify(patch[k]),
      );
      return changed.length ? { ...v, ...patch } : v;
    });
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k as keyof FormValues];
      return next;
    });
  }, []);

  const changeFollowUp = useCallback((patch: Partial<FollowUp>) => {
    setFollowUp((f) => ({ ...f, ...patch }));
  }, []);

  const reset = useCallback((fresh: WorkOrderDetail) => {
    const next = loadedFrom(fresh);
    setLoaded(next);
    setValues(next.values);
    setFollowUp(next.followUp);
    setErrors({});
  }, []);

  /** Loads the order again and replaces the form with it (after a save, a conflict, a Re-Open). */
  const reload = useCallback(async () => {
    if (!wo) return;
    clearChangedElsewhere(wo.id);
    const fresh = await queryClient.fetchQuery({
      queryKey: detailKeys.detail(wo.id),
      queryFn: () => detailApi.get(wo.id),
      staleTime: 0,
    });
    reset(fresh);
    await queryClient.invalidateQueries({ queryKey: detailKeys.all(wo.id) });
  }, [queryClient, reset, wo]);

  const failed = (err: unknown) => {
    if (isApiError(err) && err.status === 409) {
      showConflict(err.message, () => void reload());
      return;
    }
    if (isApiError(err) && Object.keys(err.fields).length) {
      setErrors(errorsFromFields(err.fields));
      focusFirstInvalid(() => document.getElementById("main-content"));
    }
    notifyError(errorText(err));
  };

  /**
   * Validates, checks the PO number and saves; resolves the saved id (null when not saved). A new order may
   * name the order it recalls (issue 32 §6).
   */
  const save = async (recallof: number | null = null): Promise<{ id: number } | null> => {
    const found = validateForm(values);
    setErrors(found);
    if (Object.keys(found).length) {
      // Every missing field at once, and focus on the first of them (issue 30).
      notifyError(Object.values(found).join(" "));
      focusFirstInvalid(() => document.getElementById("main-content"));
      return null;
    }
    setSaving(true);
    try {
      const po = values.ponumber.trim();
      // Spec 2 §5 asks when a PO number is entered, not on every save of an order that has one.
      if (po && (!wo || changed.includes("ponumber"))) {
        const check = await detailApi.poCheck(customerid, po, wo?.id ?? 0);
        if (check.exists && check.workorders.length) {
          const ok = await confirmPoReuse(
            po,
            check.workorders.map((w) => w.wonumber),
          );
          if (!ok) return null;
        }
      }
      if (!wo) {
        const input = toInput(values);
        const created = await create.mutateAsync(recallof ? { ...input, recallof } : input);
        setLoaded((l) => ({ ...l, values }));
        return { id: created.id };
      }
      await update.mutateAsync(
        toUpdateInput(values, changed, wo.id, version, { base: loaded.followUp, values: followUp }),
      );
      await reload();
      return { id: wo.id };
    } catch (err) {
      failed(err);
      return null;
    } finally {
      setSaving(false);
    }
  };

  /**
   * The status popup was confirmed: the change (with its note and e-mails) is saved at once, then the record
   * is loaded again (the status, the dispatch date it may set, the header) and the form rebased on it.
   */
  const applyStatus = async (change: StatusChange) => {
    if (!wo) return;
    try {
      await changeStatus.mutateAsync({ workorderid: wo.id, version, ...change });
    } catch (err) {
      if (isApiError(err) && err.status === 409) {
        showConflict(err.message, () => void reload());
        return;
      }
      throw err;
    }
    await queryClient.invalidateQueries({ queryKey: detailKeys.detail(wo.id) });
  };

  /** Re-Open (spec 2 §4): status 25, save, reload. */
  const reopen = async () => {
    if (!wo) return;
    setSaving(true);
    try {
      const reopened = { ...values, statusid: String(STATUS.InProcess) };
      await update.mutateAsync(
        toUpdateInput(reopened, changedFields(loaded.values, reopened), wo.id, version, {
          base: loaded.followUp,
          values: followUp,
        }),
      );
      await reload();
    } catch (err) {
      failed(err);
    } finally {
      setSaving(false);
    }
  };

  return {
    values,
    errors,
    change,
    followUp,
    changeFollowUp,
    version,
    dirty,
    changedElsewhere,
    saving,
    lists,
    customers,
    save,
    applyStatus,
    reopen,
    reload,
  };
};
