import { isExternal } from "@fm/domain";
import { Badge, Stack, Tabs, Tooltip } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { useCurrentUser } from "../../auth/use-session.ts";
import { AuditHistoryTab } from "../../components/audit/AuditHistoryTab.tsx";
import { useLoadedForm } from "../../components/form-changes.ts";
import { LoadPanel } from "../../components/LoadPanel.tsx";
import { useFieldLabels } from "../../components/labels/index.ts";
import { detailIdOf, NotFound } from "../../components/NotFound.tsx";
import { RecordPageHeader, saveRecordPatch } from "../../components/party-record/index.ts";
import { RecordLoadError } from "../../components/RecordLoadError.tsx";
import { useUnsavedChangesGuard } from "../../components/unsaved-changes.ts";
import { VendorScorecardTab } from "../scorecards/index.ts";
import { VendorAttachmentsTab, VendorPaymentsTab, VendorTradesTab } from "../vendor-records/index.ts";
import { VendorContactsTab } from "./tabs/VendorContactsTab.tsx";
import { VendorDetailsTab } from "./tabs/VendorDetailsTab.tsx";
import { VendorHistoryTab } from "./tabs/VendorHistoryTab.tsx";
import { VendorNotesTab } from "./tabs/VendorNotesTab.tsx";
import { formValuesOf, updateBody, type VendorFormValues, vendorValidate } from "./vendor-form.ts";
import { vendorKeys, vendorsApi } from "./vendors-api.ts";

/**
 * /vendor/details?id (spec 3 §2.8): header with Back to List, the vendor's name and Save; tabs Details, Trades,
 * Contacts, Attachments, Notes, Payments, History (Trades, Attachments and Payments from vendor-records).
 * External users reaching it are sent to /login (spec 3 §2.3).
 */
export const VendorDetailPage = () => {
  const user = useCurrentUser();
  if (isExternal(user)) return <Navigate to="/login" replace />;
  return <VendorDetail />;
};

const VendorDetail = () => {
  const [params] = useSearchParams();
  const id = detailIdOf(params.get("id"));
  if (!id) return <NotFound what="Vendor" backTo="/vendor" />;
  return <VendorDetailOf key={id} id={id} />;
};

const VendorDetailOf = ({ id }: { id: number }) => {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<string | null>("details");
  const [saving, setSaving] = useState(false);
  const detail = useQuery({
    queryKey: vendorKeys.detail(id),
    queryFn: () => vendorsApi.detail(id),
  });
  const lists = useQuery({ queryKey: vendorKeys.lists, queryFn: vendorsApi.lists, staleTime: 60_000 });
  const label = useFieldLabels("Vendors");
  const form = useForm<VendorFormValues>({
    initialValues: formValuesOf(undefined),
    validate: vendorValidate(label),
  });
  const loaded = useMemo(() => (detail.data ? formValuesOf(detail.data) : undefined), [detail.data]);
  // What the caller may do on this vendor and its tabs (the server's party policies).
  const abilities = detail.data?.abilities;
  const readOnly = !abilities?.edit;
  const base = useLoadedForm(form, loaded, `${id}:${detail.data?.version}`);
  useUnsavedChangesGuard(form.isDirty());
  useEffect(() => {
    document.title = `${detail.data?.name ?? "Vendor"} · FM Dispatch`;
  }, [detail.data?.name]);

  if (detail.isError)
    return (
      <RecordLoadError
        what="Vendor"
        backTo="/vendor"
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  if (!detail.data) return <LoadPanel />;
  const vendor = detail.data;

  const save = form.onSubmit(
    async (values) => {
      setSaving(true);
      await saveRecordPatch({
        form,
        values,
        base,
        body: updateBody,
        send: (patch) => vendorsApi.update({ ...patch, id, version: vendor.version }),
        valuesOf: formValuesOf,
        onSaved: (updated) => {
          queryClient.setQueryData(vendorKeys.detail(id), updated);
          return queryClient.invalidateQueries({ queryKey: ["vendors", "grid"] });
        },
        conflict: { what: "Vendor", reload: () => detail.refetch() },
        success: "You have submitted the form",
        failure: "Failed to submit the form",
      });
      setSaving(false);
    },
    () => setTab("details"),
  );

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <RecordPageHeader
          backTo="/vendor"
          backLabel="Back to List"
          title={vendor.name}
          saving={saving}
          saveDisabled={readOnly}
          badges={
            vendor.compliancealert && (
              <Tooltip label="General liability, workers' comp or W9 expires within 30 days or has expired">
                <Badge color="orange" variant="light">
                  Compliance alert
                </Badge>
              </Tooltip>
            )
          }
        />
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="details">Details</Tabs.Tab>
            <Tabs.Tab value="trades" disabled={readOnly}>
              Trades
            </Tabs.Tab>
            <Tabs.Tab value="contacts" disabled={readOnly}>
              Contacts
            </Tabs.Tab>
            <Tabs.Tab value="attachments" disabled={readOnly}>
              Attachments
            </Tabs.Tab>
            <Tabs.Tab value="notes" disabled={readOnly}>
              Notes
            </Tabs.Tab>
            <Tabs.Tab value="payments" disabled={readOnly}>
              Payments
            </Tabs.Tab>
            <Tabs.Tab value="history">History</Tabs.Tab>
            <Tabs.Tab value="scorecard">Scorecard</Tabs.Tab>
            <Tabs.Tab value="changehistory">Change History</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details" pt="sm">
            <VendorDetailsTab form={form} lists={lists.data} vendor={vendor} readOnly={readOnly} />
          </Tabs.Panel>
          <Tabs.Panel value="trades" pt="sm">
            <VendorTradesTab vendorId={id} readOnly={!abilities?.addTrade} />
          </Tabs.Panel>
          <Tabs.Panel value="contacts" pt="sm">
            <VendorContactsTab vendorid={id} readOnly={!abilities?.addContact} />
          </Tabs.Panel>
          <Tabs.Panel value="attachments" pt="sm">
            <VendorAttachmentsTab vendorId={id} readOnly={!abilities?.addAttachment} />
          </Tabs.Panel>
          <Tabs.Panel value="notes" pt="sm">
            <VendorNotesTab vendorid={id} readOnly={!abilities?.addNote} />
          </Tabs.Panel>
          <Tabs.Panel value="payments" pt="sm">
            <VendorPaymentsTab vendorId={id} readOnly={!abilities?.refreshPayments} />
          </Tabs.Panel>
          <Tabs.Panel value="history" pt="sm">
            <VendorHistoryTab vendorId={id} />
          </Tabs.Panel>
          <Tabs.Panel value="scorecard" pt="sm">
            <VendorScorecardTab vendorId={id} />
          </Tabs.Panel>
          <Tabs.Panel value="changehistory" pt="sm">
            <AuditHistoryTab record="vendor" id={id} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </form>
  );
};
