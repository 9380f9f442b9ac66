import { Alert, Button, Group, Text } from "@mantine/core";
import { useState } from "react";
import type { JobsiteOption, WorkOrderDetail } from "../detail-api.ts";
import { StatusChangeModal } from "./StatusChangeModal.tsx";
import type { useWorkOrderEditor } from "./use-editor.ts";
import { WorkOrderForm } from "./WorkOrderForm.tsx";

type Editor = ReturnType<typeof useWorkOrderEditor>;

const siteOf = (wo: WorkOrderDetail | null): JobsiteOption | null =>
  wo
    ? {
        jobsiteid: wo.jobsite.id,
        jobsite: wo.jobsite.jobsite,
        jobsitedescription: wo.jobsite.jobsitedescription,
        phone: wo.jobsite.phone,
        contactperson: wo.jobsite.contactperson,
        streetaddress: wo.jobsite.streetaddress,
        city: wo.jobsite.city,
        statecode: wo.jobsite.statecode,
        postalcode: wo.jobsite.postalcode,
      }
    : null;

/** The Work Order tab: the form, and the status popup when a new status is picked on a saved order. */
export const FormTab = ({
  editor,
  wo,
  readOnly,
}: {
  editor: Editor;
  wo: WorkOrderDetail | null;
  readOnly: boolean;
}) => {
  const [pending, setPending] = useState<{ id: number; name: string } | null>(null);
  const { values, lists } = editor;
  const fromLists = lists.data?.jobsites.find((j) => j.jobsiteid === values.jobsiteid) ?? null;
  const loaded = siteOf(wo);
  const jobsite = fromLists ?? (loaded && loaded.jobsiteid === values.jobsiteid ? loaded : null);
  const jobsites = lists.data?.jobsites ?? [];
  const withCurrent =
    loaded && loaded.jobsiteid === values.jobsiteid && !jobsites.some((j) => j.jobsiteid === loaded.jobsiteid)
      ? [loaded, ...jobsites]
      : jobsites;
  const customers = editor.customers.data ?? [];
  const customerList =
    wo && !customers.some((c) => c.id === wo.customerid)
      ? [
          { id: wo.customerid, customername: wo.customername, city: "", statecode: "", isactive: true },
          ...customers,
        ]
      : customers;
  const statusName = (id: string) => lists.data?.statuses.find((s) => String(s.id) === id)?.name ?? id;

  return (
    <>
      {editor.changedElsewhere && (
        <Alert color="yellow" mb="sm" title="This record was changed by someone else" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              Your unsaved edits stay here until you reload; saving them now would be refused.
            </Text>
            <Button size="xs" variant="filled" color="dark" onClick={() => void editor.reload()}>
              Reload
            </Button>
          </Group>
        </Alert>
      )}
      {lists.error && (
        <Alert color="red" mb="sm" title="The form's lists could not be loaded">
          {lists.error.message}
        </Alert>
      )}
      <WorkOrderForm
        values={values}
        errors={editor.errors}
        onChange={editor.change}
        lists={lists.data ? { ...lists.data, jobsites: withCurrent } : undefined}
        customers={customerList}
        jobsite={jobsite}
        readOnly={readOnly}
        onStatusChange={(id) => {
          if (!wo) editor.change({ statusid: id });
          else setPending({ id: Number(id), name: statusName(id) });
        }}
      />
      {pending && wo && (
        <StatusChangeModal
          from={statusName(values.statusid ?? "")}
          to={pending}
          users={lists.data?.dispatchers ?? []}
          onClose={() => setPending(null)}
          onSubmit={editor.applyStatus}
        />
      )}
    </>
  );
};
