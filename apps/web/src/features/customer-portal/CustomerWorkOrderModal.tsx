import type { CustomerWorkOrderDetail } from "@fm/domain/contracts";
import { Alert, Group, MultiSelect, Select, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { FormModal } from "../../components/FormModal.tsx";
import { RecallWarning, useSimilarOrders } from "../../components/recall-warning/index.ts";
import { RichTextField } from "../../components/rich-text/RichTextField.tsx";
import { useFormMutation } from "../../components/use-api-mutation.ts";
import { detailsPath, portalApi, portalKeys } from "./customer-portal-api.ts";

interface Values {
  jobsiteid: string | null;
  priorityid: string | null;
  briefdescription: string;
  description: string;
  requestedby: string;
  ponumber: string;
  /** YYYY-MM-DD (a native date input). */
  duedate: string;
  tradeids: string[];
}

const toDateInput = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : "");

/**
 * Add Work Order / Edit Work Order of the customer portal (spec 2 §2 "New work order and customer-side edit"):
 * the customer's own job sites, a priority, the portal's trades (spec 2 §9), brief and full description.
 * Save goes to /customerprofile/workorderdetails?id (a new order) or stays on it (an edit).
 */
export const CustomerWorkOrderModal = ({
  workorder,
  onClose,
}: {
  workorder: CustomerWorkOrderDetail | null;
  onClose: () => void;
}) => {
  const navigate = useNavigate();
  const lists = useQuery({ queryKey: portalKeys.lists, queryFn: portalApi.lists, staleTime: 60_000 });
  // The version the form's values were read at (issue 30 #1): the page's order may refresh under the open popup
  // (the live stream), and a save at the fresh version would write these older values over the change.
  const [version] = useState(workorder?.version);
  const form = useForm<Values>({
    initialValues: {
      jobsiteid: workorder ? String(workorder.jobsiteid) : null,
      priorityid: workorder?.priorityid ? String(workorder.priorityid) : "3",
      briefdescription: workorder?.briefdescription ?? "",
      description: workorder?.description ?? "",
      requestedby: workorder?.requestedby ?? "",
      ponumber: workorder?.ponumber ?? "",
      duedate: toDateInput(workorder?.duedate),
      tradeids: (workorder?.trades ?? []).map((t) => String(t.tradeid)),
    },
    validate: {
      jobsiteid: (v) => (v ? null : "Job Site is required."),
      priorityid: (v) => (v ? null : "Priority is required."),
      briefdescription: (v) => (v.trim() ? null : "Brief Description is required."),
    },
  });
  const portalTradeIds = new Set((lists.data?.tradetypes ?? []).map((t) => String(t.tradeid)));
  // Issue 32 §6: a new order only; the check lists the customer's own orders at the site.
  const similar = useSimilarOrders(
    "/api/customerprofile/similar",
    workorder ? null : form.values.jobsiteid ? Number(form.values.jobsiteid) : null,
    form.values.tradeids.map(Number),
  );
  const save = useFormMutation({
    mutationFn: (v: Values) => {
      const body = {
        jobsiteid: Number(v.jobsiteid),
        priorityid: Number(v.priorityid),
        briefdescription: v.briefdescription.trim(),
        description: v.description || null,
        requestedby: v.requestedby.trim() || null,
        ponumber: v.ponumber.trim() || null,
        duedate: v.duedate ? new Date(`${v.duedate}T17:00:00`).toISOString() : null,
        tradeids: v.tradeids.filter((t) => portalTradeIds.has(t)).map(Number),
      };
      return workorder
        ? portalApi.update({ ...body, id: workorder.id, version: version ?? workorder.version })
        : portalApi.create(similar.recallof ? { ...body, recallof: similar.recallof } : body);
    },
    success: "Work Order Saved",
    invalidates: [portalKeys.all],
    onClose,
    onSaved: (saved) => {
      if (!workorder) navigate(detailsPath(saved.id));
    },
  });
  const sites = (lists.data?.jobsites ?? []).map((s) => ({
    value: String(s.jobsiteid),
    label: `${s.jobsite} — ${s.jobsitedescription} (${s.city}, ${s.statecode})`,
  }));
  return (
    <FormModal
      form={form}
      title={workorder ? `Edit Work Order ${workorder.wonumber}` : "Add Work Order"}
      width={800}
      height={720}
      onClose={onClose}
      onSubmit={save.mutateAsync}
    >
      <Stack gap="sm">
        {lists.isSuccess && sites.length === 0 && (
          <Alert color="yellow">Your account has no job sites yet. Ask your dispatcher to add one.</Alert>
        )}
        <Select
          label="Job Site"
          withAsterisk
          searchable
          data={sites}
          placeholder={lists.isPending ? "Loading..." : "Choose a job site"}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps("jobsiteid")}
        />
        <Group grow align="flex-start">
          <Select
            label="Priority"
            withAsterisk
            allowDeselect={false}
            data={(lists.data?.priorities ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps("priorityid")}
          />
          <TextInput
            label="Due Date"
            type="date"
            description="Leave empty: the priority's response time"
            {...form.getInputProps("duedate")}
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput label="Requested By" {...form.getInputProps("requestedby")} />
          <TextInput label="PO Number" {...form.getInputProps("ponumber")} />
        </Group>
        <MultiSelect
          label="Trades"
          data={(lists.data?.tradetypes ?? []).map((t) => ({ value: String(t.tradeid), label: t.tradename }))}
          clearable
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps("tradeids")}
        />
        <RecallWarning
          orders={similar.orders}
          detailsPath={detailsPath}
          recallof={similar.recallof}
          onRecallOf={similar.setRecallOf}
        />
        <TextInput label="Brief Description" withAsterisk {...form.getInputProps("briefdescription")} />
        <RichTextField
          label="Description"
          value={form.values.description}
          onChange={(html) => form.setFieldValue("description", html)}
          minHeight={120}
        />
        {form.errors.description && (
          <Text size="xs" c="red">
            {form.errors.description}
          </Text>
        )}
      </Stack>
    </FormModal>
  );
};
