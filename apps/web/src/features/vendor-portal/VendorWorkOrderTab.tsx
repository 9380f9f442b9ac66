import type { VendorWorkOrderDetail } from "@fm/domain/contracts";
import { Button, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useMemo } from "react";
import { isStaleSave, showRebaseConflict } from "../../components/conflict-offer.tsx";
import { formatDate } from "../../components/datagrid/index.ts";
import { errorText } from "../../components/ErrorFallback.tsx";
import { changedOnly, useLoadedForm } from "../../components/form-changes.ts";
import { HtmlDescription } from "../../components/HtmlDescription.tsx";
import { notifyFailure } from "../../components/notify.ts";
import { useUnsavedChangesGuard } from "../../components/unsaved-changes.ts";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { useTechOptions } from "./AssignTechModal.tsx";
import { vendorApi, vendorKeys } from "./vendor-portal-api.ts";

interface WoForm {
  scheduledate: string;
  techid: string | null;
  note: string;
}

const toLocalInput = (iso: string | null) => (iso ? dayjs(iso).format("YYYY-MM-DDTHH:mm") : "");

const formOf = (wo: VendorWorkOrderDetail): WoForm => ({
  scheduledate: toLocalInput(wo.scheduledate),
  techid: wo.techid === null ? null : String(wo.techid),
  note: wo.vendornote ?? "",
});

/** The request fields of the changed form fields (a field left out stays as it is). */
const bodyOf = (changed: Partial<WoForm>) => ({
  ...(changed.scheduledate !== undefined && {
    scheduledate: changed.scheduledate ? dayjs(changed.scheduledate).toISOString() : null,
  }),
  ...(changed.techid !== undefined && { techid: changed.techid ? Number(changed.techid) : null }),
  ...(changed.note !== undefined && { note: changed.note }),
});

const ReadOnly = ({ label, value }: { label: string; value: string | null | undefined }) => (
  <TextInput label={label} value={value ?? ""} readOnly variant="filled" />
);

/**
 * The vendor's Work Order tab (spec 2 §6): read-only except the schedule date, the assigned technician and
 * the vendor's note. Save is disabled on Invoiced/Cancelled orders. A save sends only the changed fields at the
 * form's version (issue 30 #1); a stale one offers Reload, which keeps the edits on the fresh order.
 */
export const VendorWorkOrderTab = ({ wo }: { wo: VendorWorkOrderDetail }) => {
  const { options } = useTechOptions();
  const queryClient = useQueryClient();
  const techOptions =
    wo.techid !== null && !options.some((o) => o.value === String(wo.techid))
      ? [...options, { value: String(wo.techid), label: wo.techname ?? `#${wo.techid}` }]
      : options;
  const loaded = useMemo(() => formOf(wo), [wo]);
  const form = useForm<WoForm>({ initialValues: loaded });
  // A refreshed order (a save, the live stream, a check-in) shows with the vendor's unsaved edits on top.
  const base = useLoadedForm(form, loaded, `${wo.id}:${wo.version}`);
  useUnsavedChangesGuard(form.isDirty());
  const reload = () => queryClient.invalidateQueries({ queryKey: vendorKeys.detail(wo.id) });
  // While the order is read again (Reload, the live stream) a save would carry the old version and be refused.
  const reloading = useIsFetching({ queryKey: vendorKeys.detail(wo.id) }) > 0;
  const save = useApiMutation({
    // Only what the vendor changed, at the version the form holds: a field someone else set meanwhile is kept.
    mutationFn: (v: WoForm) =>
      vendorApi.update({ id: wo.id, version: wo.version, ...bodyOf(changedOnly(base ?? loaded, v)) }),
    success: "Work order saved",
    failure: false,
    invalidates: [vendorKeys.detail(wo.id), vendorKeys.notes(wo.id), vendorKeys.lists],
    onSuccess: (next) => queryClient.setQueryData(vendorKeys.detail(wo.id), next),
  });
  const submit = (v: WoForm) =>
    save.mutate(v, {
      onError: (err) => {
        if (isStaleSave(err)) showRebaseConflict("Work order", errorText(err), () => void reload());
        else notifyFailure(err, "Failed to save");
      },
    });
  return (
    <form onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {wo.locked
              ? `This work order is ${wo.status}: it can no longer be changed.`
              : "You can change the schedule date, the assigned technician and your note."}
          </Text>
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={wo.locked || !form.isDirty()}
            loading={save.isPending || reloading}
          >
            Save
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <TextInput
            type="datetime-local"
            label="Schedule Date"
            disabled={wo.locked}
            {...form.getInputProps("scheduledate")}
          />
          <Select
            label="Assigned Technician"
            placeholder={options.length ? "Choose a technician" : "No technicians yet"}
            data={techOptions}
            clearable
            // Choosing the technician already shown must keep them; the clear button removes one.
            allowDeselect={false}
            searchable
            disabled={wo.locked}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps("techid")}
          />
          <ReadOnly label="Status" value={wo.status} />
          <ReadOnly label="Due Date" value={formatDate(wo.duedate)} />
          <ReadOnly label="Complete Date" value={formatDate(wo.completedate)} />
          <ReadOnly label="Trades" value={wo.trades.join(", ")} />
          <ReadOnly label="Job Site" value={wo.jobsite} />
          <ReadOnly
            label="Address"
            value={[wo.streetaddress, wo.city, wo.statecode, wo.postalcode].filter(Boolean).join(", ")}
          />
          <ReadOnly label="Site Phone" value={wo.sitephone} />
        </SimpleGrid>
        <Textarea
          label="Note"
          description="Your note on this job (seen by the dispatcher)."
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          disabled={wo.locked}
          {...form.getInputProps("note")}
        />
        {wo.specialprocedure && (
          // In full (issue 31): a procedure cut to one line is no use on site.
          <Textarea
            label="Special Procedure"
            value={wo.specialprocedure}
            readOnly
            variant="filled"
            autosize
            minRows={2}
          />
        )}
        <HtmlDescription html={wo.description} />
      </Stack>
    </form>
  );
};
