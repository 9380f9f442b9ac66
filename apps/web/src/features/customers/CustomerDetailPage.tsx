import { Button } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { AuditHistoryTab } from "../../components/audit/AuditHistoryTab.tsx";
import { toFormFailure } from "../../components/form-errors.ts";
import { LoadPanel } from "../../components/LoadPanel.tsx";
import { pluralLabel, useEntityLabel } from "../../components/labels/index.ts";
import { detailIdOf, NotFound } from "../../components/NotFound.tsx";
import { notifyFailure, notifySuccess } from "../../components/notify.ts";
import type { PageTab } from "../../components/PageTabs.tsx";
import { RecordPage, saveRecordPatch, useRecordForm } from "../../components/party-record/index.ts";
import { RecordLoadError } from "../../components/RecordLoadError.tsx";
import { useDocumentTitle } from "../../components/use-document-title.ts";
import { AutoDispatchSettingsSection } from "../vendor-acceptance/index.ts";
import { JobSitesGrid } from "./CustomerJobSitesGrid.tsx";
import { bodyOf, CUSTOMER_VALIDATE, formValuesOf } from "./customer-form.ts";
import { customerKeys, customersApi } from "./customers-api.ts";
import { SpecialInstructionsModal } from "./SpecialInstructionsModal.tsx";
import { AttachmentsTab } from "./tabs/AttachmentsTab.tsx";
import { ContactsTab } from "./tabs/ContactsTab.tsx";
import { DetailsTab } from "./tabs/DetailsTab.tsx";
import { NotesTab } from "./tabs/NotesTab.tsx";
import { NotificationsTab } from "./tabs/NotificationsTab.tsx";
import { ProviderTab } from "./tabs/ProviderTab.tsx";
import { TradesTab } from "./tabs/TradesTab.tsx";

/**
 * /customer/details?id and /customer/new?id=0 (spec 3 §2.5): header with Back to List, the name, Update Special
 * Instructions and Save; eight tabs (only Details, Notifications and Management Provider while new).
 */
export const CustomerDetailPage = () => {
  const [params] = useSearchParams();
  const id = detailIdOf(params.get("id"));
  if (id === null) return <NotFound what="Customer" backTo="/customer" />;
  return <CustomerDetail key={id} id={id} />;
};

const CustomerDetail = ({ id }: { id: number }) => {
  const isNew = !id;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<string | null>("details");
  const [special, setSpecial] = useState(false);
  const [saving, setSaving] = useState(false);
  const detail = useQuery({
    queryKey: customerKeys.detail(id),
    queryFn: () => customersApi.detail(id),
    enabled: !isNew,
  });
  const lists = useQuery({ queryKey: customerKeys.lists, queryFn: customersApi.lists, staleTime: 60_000 });
  const { form, base, guard } = useRecordForm({
    id,
    record: detail.data,
    valuesOf: formValuesOf,
    validate: CUSTOMER_VALIDATE,
  });
  // What the caller may do on this customer (the server's party policies); a new record has none yet.
  const abilities = detail.data?.abilities;
  // 'Add New' plus the customer label (spec 3 §2.5).
  const customerLabel = useEntityLabel("customer");
  const jobSitesLabel = pluralLabel(useEntityLabel("jobsite"));
  useDocumentTitle(isNew ? `Add New ${customerLabel}` : (detail.data?.customername ?? customerLabel));

  if (!isNew && detail.isError)
    return (
      <RecordLoadError
        what="Customer"
        backTo="/customer"
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  if (!isNew && !detail.data) return <LoadPanel />;

  const save = form.onSubmit(
    async (values) => {
      setSaving(true);
      try {
        if (isNew) {
          const { id: newId } = await customersApi.save(bodyOf(values));
          notifySuccess("Customer added");
          await queryClient.invalidateQueries({ queryKey: customerKeys.all });
          guard.leaveSaved();
          navigate(`/customer/details?id=${newId}`);
        } else {
          await saveRecordPatch({
            form,
            values,
            base,
            body: bodyOf,
            send: (patch) => customersApi.update({ ...patch, id, version: detail.data?.version }),
            valuesOf: formValuesOf,
            onSaved: (updated) => {
              queryClient.setQueryData(customerKeys.detail(id), updated);
              return queryClient.invalidateQueries({ queryKey: ["customers", "grid"] });
            },
            conflict: { what: customerLabel, reload: () => detail.refetch() },
            success: "Updated!",
            failure: "Failed to update!",
          });
        }
      } catch (err) {
        form.setErrors(toFormFailure(err, Object.keys(form.values)).fields);
        notifyFailure(err, isNew ? "Failed to save!" : "Failed to update!");
      } finally {
        setSaving(false);
      }
    },
    () => setTab("details"),
  );

  /** A tab of a saved customer: disabled, and not drawn, while the customer is new. */
  const savedOnly = (value: string, label: string, panel: () => ReactNode): PageTab => ({
    value,
    label,
    disabled: isNew,
    panel: isNew ? undefined : panel(),
  });
  const title = isNew ? `Add New ${customerLabel}` : (detail.data?.customername ?? "");
  return (
    <RecordPage
      onSubmit={save}
      tab={tab}
      onTabChange={setTab}
      backTo="/customer"
      backLabel={isNew ? "Cancel" : "Back to List"}
      title={title}
      saving={saving}
      saveDisabled={!isNew && !abilities?.edit}
      actions={
        !isNew && (
          <Button size="xs" variant="default" onClick={() => setSpecial(true)}>
            Update Special Instructions
          </Button>
        )
      }
      tabs={[
        {
          value: "details",
          label: "Details",
          panel: <DetailsTab form={form} lists={lists.data} isNew={isNew || !detail.data?.customerprefix} />,
        },
        { value: "notifications", label: "Notifications", panel: <NotificationsTab form={form} /> },
        savedOnly("jobsites", jobSitesLabel, () => (
          <JobSitesGrid
            customerid={id}
            label={jobSitesLabel}
            canAdd={abilities?.addJobSite ?? false}
            canEdit={abilities?.editJobSite ?? false}
          />
        )),
        savedOnly("contacts", "Contacts", () => (
          <ContactsTab customerid={id} readOnly={!abilities?.addContact} />
        )),
        {
          value: "provider",
          label: "Management Provider",
          panel: (
            <ProviderTab
              form={form}
              lists={lists.data}
              customerid={isNew ? null : id}
              savedProviderId={detail.data?.managementproviderid ?? null}
              canManageProviders={abilities?.editManagementProvider ?? false}
            />
          ),
        },
        savedOnly("notes", "Notes", () => <NotesTab customerid={id} readOnly={!abilities?.addNote} />),
        savedOnly("trades", "Trades", () => (
          <>
            <TradesTab customerid={id} lists={lists.data} readOnly={!abilities?.addTrade} />
            {/* issue 32: automatic dispatch per trade (Admin) */}
            <AutoDispatchSettingsSection customerid={id} trades={lists.data?.trades ?? []} />
          </>
        )),
        savedOnly("attachments", "Attachments", () => (
          <AttachmentsTab customerid={id} readOnly={!abilities?.addAttachment} />
        )),
        savedOnly("changehistory", "Change History", () => <AuditHistoryTab record="customer" id={id} />),
      ]}
    >
      {special && <SpecialInstructionsModal customerid={id} onClose={() => setSpecial(false)} />}
    </RecordPage>
  );
};
