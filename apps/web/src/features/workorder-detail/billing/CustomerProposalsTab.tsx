import { Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { saveFile } from "../../../api/download.ts";
import { api } from "../../../api/instance.ts";
import { ActionsMenu } from "../../../components/ActionsMenu.tsx";
import { confirmDialog } from "../../../components/confirm-dialog.tsx";
import { DataGrid } from "../../../components/datagrid/index.ts";
import { useDocumentPreview } from "../../../components/file-preview/index.ts";
import { notifyFailure } from "../../../components/notify.ts";
import { useApiMutation } from "../../../components/use-api-mutation.ts";
import { useLocalGridTab } from "../../../components/use-local-grid-tab.ts";
import { billingApi, billingKeys, type ProposalStatusAction } from "./billing-api.ts";
import { type ProposalActionKey, proposalActions } from "./billing-rules.ts";
import { ProposalItems } from "./ProposalItems.tsx";
import { ProposalModal } from "./ProposalModal.tsx";
import { proposalColumns, proposalSearchText } from "./proposal-columns.tsx";
import type { BillingTabProps, CustomerProposal } from "./types.ts";
import { AddButton } from "./ui.tsx";

/** Customer Proposals tab of the staff work-order detail (spec 2 §2, §4, §5). */
export const CustomerProposalsTab = ({ workorder, onChanged }: BillingTabProps) => {
  const queryClient = useQueryClient();
  const key = billingKeys.proposals(workorder.id);
  const [editing, setEditing] = useState<CustomerProposal | "new" | null>(null);
  const preview = useDocumentPreview<CustomerProposal>({
    key: ["proposal-preview"],
    load: billingApi.proposalHtml,
    title: "Proposal Preview",
  });

  const replace = (p: CustomerProposal) =>
    queryClient.setQueryData<CustomerProposal[]>(key, (list) => list?.map((x) => (x.id === p.id ? p : x)));
  const changed = { invalidates: [key], onSuccess: onChanged };
  const setStatus = useApiMutation({
    mutationFn: ({ p, action }: { p: CustomerProposal; action: ProposalStatusAction }) =>
      billingApi.proposalStatus(action, p.id, p.version),
    success: "Status updated",
    invalidates: [key],
    onSuccess: (saved) => {
      replace(saved);
      onChanged();
    },
  });
  const toInvoice = useApiMutation({
    mutationFn: (p: CustomerProposal) => billingApi.convertProposal(p.id),
    success: "Invoice created.",
    invalidates: [key, billingKeys.invoices(workorder.id)],
    onSuccess: onChanged,
  });
  const clone = useApiMutation({
    mutationFn: (p: CustomerProposal) => billingApi.cloneProposal(p.id),
    success: "Proposal Saved",
    invalidates: [key],
    onSuccess: (list) => {
      queryClient.setQueryData(key, list);
      onChanged();
    },
  });
  const remove = useApiMutation({
    mutationFn: (p: CustomerProposal) => billingApi.removeProposal(p.id),
    success: "Removed Proposal",
    failure: "Failed to remove Proposal",
    ...changed,
  });
  const download = (p: CustomerProposal, format: "pdf" | "docx") =>
    api
      .download("/api/workorder/generatewoproposal", {
        body: { proposalid: p.id, format },
        fallbackName: `${workorder.wonumber}_proposal_${p.id}.${format}`,
      })
      .then(saveFile)
      .catch((err: unknown) => notifyFailure(err));

  const run = async (p: CustomerProposal, action: ProposalActionKey) => {
    switch (action) {
      case "edit":
        return setEditing(p);
      case "complete":
      case "approve":
      case "reject":
        return setStatus.mutate({ p, action });
      case "preview":
        return preview.open(p);
      case "pdf":
        return void download(p, "pdf");
      case "word":
        return void download(p, "docx");
      case "invoice":
        return toInvoice.mutate(p);
      case "clone":
        return clone.mutate(p);
      case "remove":
        if (await confirmDialog("Are you sure you want to delete this proposal?")) remove.mutate(p);
    }
  };

  const tab = useLocalGridTab({
    queryKey: key,
    queryFn: () => billingApi.proposals(workorder.id),
    columns: proposalColumns((p) => (
      <ActionsMenu
        label={`Actions for proposal ${p.id}`}
        items={proposalActions(p)}
        onSelect={(item) => void run(p, item.key)}
      />
    )),
    pageSize: 20,
    searchText: proposalSearchText,
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    onChanged();
  };

  return (
    <Stack gap="xs">
      <DataGrid
        {...tab.grid}
        label="Customer proposals"
        getRowId={(p) => String(p.id)}
        renderDetail={(p) => (
          <ProposalItems
            proposal={p}
            onSaved={(saved) => {
              replace(saved);
              refresh();
            }}
          />
        )}
        onRowOpen={(p) => p.abilities.edit === "enabled" && setEditing(p)}
        emptyText="No Proposals Found"
        height={480}
        toolbar={
          <AddButton
            label="Add Proposal"
            disabled={!workorder.abilities.addProposal}
            onClick={() => setEditing("new")}
          />
        }
      />
      {editing && (
        <ProposalModal
          workorderid={workorder.id}
          proposal={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
      {preview.popup}
    </Stack>
  );
};
