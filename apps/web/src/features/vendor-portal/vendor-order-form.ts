import type { VendorWorkOrderDetail } from "@fm/domain/contracts";
import { type UseFormReturnType, useForm } from "@mantine/form";
import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { type FormEvent, useMemo } from "react";
import { isStaleSave, showRebaseConflict } from "../../components/conflict-offer.tsx";
import { errorText } from "../../components/ErrorFallback.tsx";
import { changedOnly, useLoadedForm } from "../../components/form-changes.ts";
import { notifyFailure } from "../../components/notify.ts";
import { useUnsavedChangesGuard } from "../../components/unsaved-changes.ts";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { vendorApi, vendorKeys } from "./vendor-portal-api.ts";

/** The editable fields of the vendor's Work Order tab (spec 2 §6). */
export interface VendorOrderValues {
  scheduledate: string;
  techid: string | null;
  note: string;
}

const toLocalInput = (iso: string | null) => (iso ? dayjs(iso).format("YYYY-MM-DDTHH:mm") : "");

export const valuesOf = (wo: VendorWorkOrderDetail): VendorOrderValues => ({
  scheduledate: toLocalInput(wo.scheduledate),
  techid: wo.techid === null ? null : String(wo.techid),
  note: wo.vendornote ?? "",
});

/** The request fields of the changed form fields (a field left out stays as it is). */
export const bodyOf = (changed: Partial<VendorOrderValues>) => ({
  ...(changed.scheduledate !== undefined && {
    scheduledate: changed.scheduledate ? dayjs(changed.scheduledate).toISOString() : null,
  }),
  ...(changed.techid !== undefined && { techid: changed.techid ? Number(changed.techid) : null }),
  ...(changed.note !== undefined && { note: changed.note }),
});

/** The Work Order tab's form and its one save, held by the detail page (see useVendorOrderForm). */
export interface VendorOrderForm {
  form: UseFormReturnType<VendorOrderValues>;
  /** Validates and saves the form (the tab's submit and the phone bar's Save). */
  save: (event?: FormEvent<HTMLFormElement>) => void;
  /** Save is offered: the order is not locked and something was changed. */
  canSave: boolean;
  /** Saving, or the order is being read again (a save then would carry the old version). */
  busy: boolean;
}

/**
 * The vendor's Work Order tab form (spec 2 §6), held by the detail page rather than the tab: the tab draws it,
 * the phone's action bar offers its Save, and edits survive a visit to another tab. A refreshed order shows
 * with the unsaved edits on top; a save sends only the changed fields at the form's version (issue 30 #1); a
 * stale one (409) offers Reload, which keeps the edits on the fresh order; leaving with edits asks first.
 */
export const useVendorOrderForm = (wo: VendorWorkOrderDetail): VendorOrderForm => {
  const queryClient = useQueryClient();
  const loaded = useMemo(() => valuesOf(wo), [wo]);
  const form = useForm<VendorOrderValues>({ initialValues: loaded });
  // A refreshed order (a save, the live stream, a check-in) shows with the vendor's unsaved edits on top.
  const base = useLoadedForm(form, loaded, `${wo.id}:${wo.version}`);
  const dirty = form.isDirty();
  useUnsavedChangesGuard(dirty);
  const reload = () => queryClient.invalidateQueries({ queryKey: vendorKeys.detail(wo.id) });
  // While the order is read again (Reload, the live stream) a save would carry the old version and be refused.
  const reloading = useIsFetching({ queryKey: vendorKeys.detail(wo.id) }) > 0;
  const mutation = useApiMutation({
    // Only what the vendor changed, at the version the form holds: a field someone else set meanwhile is kept.
    mutationFn: (v: VendorOrderValues) =>
      vendorApi.update({ id: wo.id, version: wo.version, ...bodyOf(changedOnly(base ?? loaded, v)) }),
    success: "Work order saved",
    failure: false,
    invalidates: [vendorKeys.detail(wo.id), vendorKeys.notes(wo.id), vendorKeys.lists],
    onSuccess: (next) => queryClient.setQueryData(vendorKeys.detail(wo.id), next),
  });
  const submit = (v: VendorOrderValues) =>
    mutation.mutate(v, {
      onError: (err) => {
        if (isStaleSave(err)) showRebaseConflict("Work order", errorText(err), () => void reload());
        else notifyFailure(err, "Failed to save");
      },
    });
  return {
    form,
    save: form.onSubmit(submit),
    canSave: !wo.locked && dirty,
    busy: mutation.isPending || reloading,
  };
};
