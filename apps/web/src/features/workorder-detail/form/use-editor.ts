import { STATUS } from "@fm/domain";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { isApiError } from "../../../api/api-error.ts";
import { errorText } from "../../../components/ErrorFallback.tsx";
import { focusFirstInvalid } from "../../../components/focus-invalid.ts";
import { notifyError } from "../../../components/notify.ts";
import { useApiMutation } from "../../../components/use-api-mutation.ts";
import { detailApi, detailKeys, type WorkOrderDetail } from "../detail-api.ts";
import { confirmPoReuse, showConflict } from "./dialogs.tsx";
import {
  EMPTY_FORM,
  errorsFromFields,
  type FormErrors,
  type FormValues,
  formFromDetail,
  toDateTimeInput,
  toInput,
  toUpdateInput,
  validateForm,
  withNewDefaults,
} from "./form-model.ts";
import type { StatusChange } from "./StatusChangeModal.tsx";

const MINUTE = 60_000;

export interface FollowUp {
  customercalled: boolean;
  vendorcalled: boolean;
}

/**
 * The Work Order form's state and its writes: Save (validation, PO check, 409 → Reload offer), status
 * changes through their popup, Re-Open. `wo` is null on a new order.
 */
export const useWorkOrderEditor = (wo: WorkOrderDetail | null) => {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>(() => (wo ? formFromDetail(wo) : EMPTY_FORM));
  const [followUp, setFollowUp] = useState<FollowUp>({
    customercalled: wo?.customercalled ?? false,
    vendorcalled: wo?.vendorcalled ?? false,
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const [version, setVersion] = useState(wo?.version ?? 0);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);

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
  useEffect(() => {
    if (!wo && lists.data) setValues((v) => withNewDefaults(v, lists.data));
  }, [wo, lists.data]);

  const change = useCallback((patch: Partial<FormValues>) => {
    setValues((v) => {
      const changed = (Object.keys(patch) as (keyof FormValues)[]).filter(
        (k) => JSON.stringify(v[k]) !== JSON.stringify(patch[k]),
      );
      if (!changed.length) return v;
      setDirty(true);
      return { ...v, ...patch };
    });
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k as keyof FormValues];
      return next;
    });
  }, []);

  const changeFollowUp = useCallback((patch: Partial<FollowUp>) => {
    setFollowUp((f) => ({ ...f, ...patch }));
    setDirty(true);
  }, []);

  const reset = useCallback((fresh: WorkOrderDetail) => {
    setValues(formFromDetail(fresh));
    setFollowUp({ customercalled: fresh.customercalled, vendorcalled: fresh.vendorcalled });
    setVersion(fresh.version);
    setErrors({});
    setDirty(false);
  }, []);

  /** Loads the order again and replaces the form with it (after a save, a conflict, a Re-Open). */
  const reload = useCallback(async () => {
    if (!wo) return;
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

  /** Validates, checks the PO number and saves; resolves the saved id (null when not saved). */
  const save = async (): Promise<{ id: number } | null> => {
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
      if (po) {
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
        const created = await create.mutateAsync(toInput(values));
        setDirty(false);
        return { id: created.id };
      }
      await update.mutateAsync(toUpdateInput(values, wo.id, version, followUp));
      await reload();
      return { id: wo.id };
    } catch (err) {
      failed(err);
      return null;
    } finally {
      setSaving(false);
    }
  };

  /** The status popup was confirmed: the change (with its note and e-mails) is saved at once. */
  const applyStatus = async (change: StatusChange) => {
    if (!wo) return;
    try {
      const res = await changeStatus.mutateAsync({ workorderid: wo.id, version, ...change });
      setVersion(res.version);
      setValues((v) => ({
        ...v,
        statusid: String(res.statusid),
        cancelreason: change.statusid === STATUS.Cancelled ? (change.cancelreason ?? "") : v.cancelreason,
        scheduledate: change.scheduledate ? toDateTimeInput(change.scheduledate) : v.scheduledate,
        promisedate: change.followupdate ? toDateTimeInput(change.followupdate) : v.promisedate,
      }));
      const name = lists.data?.statuses.find((s) => s.id === res.statusid)?.name ?? wo.status;
      queryClient.setQueryData<WorkOrderDetail>(detailKeys.detail(wo.id), (d) =>
        d
          ? {
              ...d,
              statusid: res.statusid,
              status: name,
              version: res.version,
              cancelreason:
                change.statusid === STATUS.Cancelled ? (change.cancelreason ?? null) : d.cancelreason,
            }
          : d,
      );
    } catch (err) {
      if (isApiError(err) && err.status === 409) {
        showConflict(err.message, () => void reload());
        return;
      }
      throw err;
    }
  };

  /** Re-Open (spec 2 §4): status 25, save, reload. */
  const reopen = async () => {
    if (!wo) return;
    setSaving(true);
    try {
      await update.mutateAsync(
        toUpdateInput({ ...values, statusid: String(STATUS.InProcess) }, wo.id, version, followUp),
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
    saving,
    lists,
    customers,
    save,
    applyStatus,
    reopen,
    reload,
  };
};
