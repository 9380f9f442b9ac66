import { isExternal } from "@fm/domain";
import { Badge, Tooltip } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { useCurrentUser } from "../../auth/use-session.ts";
import { AuditHistoryTab } from "../../components/audit/AuditHistoryTab.tsx";
import { LoadPanel } from "../../components/LoadPanel.tsx";
import { useFieldLabels } from "../../components/labels/index.ts";
import { detailIdOf, NotFound } from "../../components/NotFound.tsx";
import { RecordPage, saveRecordPatch, useRecordForm } from "../../components/party-record/index.ts";
import { RecordLoadError } from "../../components/RecordLoadError.tsx";
import { useDocumentTitle } from "../../components/use-document-title.ts";
import { VendorScorecardTab } from "../scorecards/index.ts";
import { VendorAttachmentsTab, VendorPaymentsTab, VendorTradesTab } from "../vendor-records/index.ts";
import { VendorContactsTab } from "./tabs/VendorContactsTab.tsx";
import { VendorDetailsTab } from "./tabs/VendorDetailsTab.tsx";
import { VendorHistoryTab } from "./tabs/VendorHistoryTab.tsx";
import { VendorNotesTab } from "./tabs/VendorNotesTab.tsx";
import { formValuesOf, updateBody, vendorValidate } from "./vendor-form.ts";
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
  const { form, base } = useRecordForm({
    id,
    record: detail.data,
    valuesOf: formValuesOf,
    validate: vendorValidate(label),
  });
  // What the caller may do on this vendor and its tabs (the server's party policies).
  const abilities = detail.data?.abilities;
  const readOnly = !abilities?.edit;
  useDocumentTitle(detail.data?.name ?? "Vendor");

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
    <RecordPage
      onSubmit={save}
      tab={tab}
      onTabChange={setTab}
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
      tabs={[
        {
          value: "details",
          label: "Details",
          panel: <VendorDetailsTab form={form} lists={lists.data} vendor={vendor} readOnly={readOnly} />,
        },
        {
          value: "trades",
          label: "Trades",
          disabled: readOnly,
          panel: <VendorTradesTab vendorId={id} readOnly={!abilities?.addTrade} />,
        },
        {
          value: "contacts",
          label: "Contacts",
          disabled: readOnly,
          panel: <VendorContactsTab vendorid={id} readOnly={!abilities?.addContact} />,
        },
        {
          value: "attachments",
          label: "Attachments",
          disabled: readOnly,
          panel: <VendorAttachmentsTab vendorId={id} readOnly={!abilities?.addAttachment} />,
        },
        {
          value: "notes",
          label: "Notes",
          disabled: readOnly,
          panel: <VendorNotesTab vendorid={id} readOnly={!abilities?.addNote} />,
        },
        {
          value: "payments",
          label: "Payments",
          disabled: readOnly,
          panel: <VendorPaymentsTab vendorId={id} readOnly={!abilities?.refreshPayments} />,
        },
        { value: "history", label: "History", panel: <VendorHistoryTab vendorId={id} /> },
        { value: "scorecard", label: "Scorecard", panel: <VendorScorecardTab vendorId={id} /> },
        {
          value: "changehistory",
          label: "Change History",
          panel: <AuditHistoryTab record="vendor" id={id} />,
        },
      ]}
    />
  );
};
