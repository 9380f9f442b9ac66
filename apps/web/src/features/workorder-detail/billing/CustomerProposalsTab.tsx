import { Button, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { saveFile } from "../../../api/download.ts";
import { api } from "../../../api/instance.ts";
import { ActionsMenu } from "../../../components/ActionsMenu.tsx";
import {
  DataGrid,
  defaultGridState,
  filterTypes,
  type GridValue,
} from "../../../components/datagrid/index.ts";
import { notifyError, notifySuccess } from "../../../components/notify.ts";
import { applyLocalGrid } from "../local-grid.ts";
import { billingApi, billingKeys, type ProposalStatusAction } from "./billing-api.ts";
import { type ProposalActionKey, proposalActions } from "./billing-rules.ts";
import { ProposalItems } from "./ProposalItems.tsx";
import { ProposalModal } from "./ProposalModal.tsx";
import { proposalColumns, proposalSearchText } from "./proposal-columns.tsx";
import type { BillingTabProps, CustomerProposal } from "./types.ts";
import { attempt, confirmDialog, PreviewModal } from "./ui.tsx";

/** Customer Proposals tab of the staff work-order detail (spec 2 §2, §4, §5). */
export const CustomerProposalsTab = ({ workorder, readOnly, onChanged }: BillingTabProps) => {
  const queryClient = useQueryClient();
  const key = billingKeys.proposals(workorder.id);
  const proposals = useQuery({ queryKey: key, queryFn: () => billingApi.proposals(workorder.id) });
  const [editing, setEditing] = useState<CustomerProposal | "new" | null>(null);
  const [preview, setPreview] = useState<CustomerProposal | null>(null);

  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    onChanged();
  };
  const replace = (p: CustomerProposal) => {
    queryClient.setQueryData<CustomerProposal[]>(key, (list) => list?.map((x) => (x.id === p.id ? p : x)));
    changed();
  };

  const run = async (p: CustomerProposal, action: ProposalActionKey) => {
    const file = `${workorder.wonumber}_proposal_${p.id}`;
    switch (action) {
      case "edit":
        return setEditing(p);
      case "complete":
      case "approve":
      case "reject": {
        const saved = await attempt(() =>
          billingApi.proposalStatus(action as ProposalStatusAction, p.id, p.version),
        );
        if (saved) {
          notifySuccess("Status updated");
          replace(saved);
        }
        return;
      }
      case "preview":
        return setPreview(p);
      case "pdf":
        return void attempt(() =>
          api
            .download("/api/workorder/generatewoproposal", {
              body: { proposalid: p.id, format: "pdf" },
              fallbackName: `${file}.pdf`,
            })
            .then(saveFile),
        );
      case "word":
        return void attempt(() =>
          api
            .download("/api/workorder/generatewoproposal", {
              body: { proposalid: p.id, format: "docx" },
              fallbackName: `${file}.docx`,
            })
            .then(saveFile),
        );
      case "invoice": {
        const inv = await attempt(() => billingApi.convertProposal(p.id));
        if (inv) {
          notifySuccess("Invoice created.");
          void queryClient.invalidateQueries({ queryKey: billingKeys.invoices(workorder.id) });
          changed();
        }
        return;
      }
      case "clone": {
        const list = await attempt(() => billingApi.cloneProposal(p.id));
        if (list) {
          notifySuccess("Proposal Saved");
          queryClient.setQueryData(key, list);
          changed();
        }
        return;
      }
      case "remove": {
        if (!(await confirmDialog("Are you sure you want to delete this proposal?"))) return;
        try {
          await billingApi.removeProposal(p.id);
          notifySuccess("Removed Proposal");
          changed();
        } catch {
          notifyError("Failed to remove Proposal");
        }
      }
    }
  };

  const columns = proposalColumns((p) => (
    <ActionsMenu
      label={`Actions for proposal ${p.id}`}
      items={proposalActions(p, readOnly)}
      onSelect={(item) => void run(p, item.key)}
    />
  ));
  const [value, setValue] = useState<GridValue>(() => ({ state: defaultGridState(columns, 20), page: 1 }));
  const data = proposals.data
    ? applyLocalGrid(proposals.data, value.state, value.page, {
        types: filterTypes(columns),
        searchText: proposalSearchText,
      })
    : undefined;

  return (
    <Stack gap="xs">
      <DataGrid
        label="Customer proposals"
        columns={columns}
        value={value}
        onChange={setValue}
        data={data}
        loading={proposals.isPending}
        fetching={proposals.isFetching}
        error={proposals.error}
        onRetry={() => void proposals.refetch()}
        getRowId={(p) => String(p.id)}
        renderDetail={(p) => <ProposalItems proposal={p} readOnly={readOnly} onSaved={replace} />}
        onRowOpen={(p) => !readOnly && !p.isapproved && !p.isrejected && setEditing(p)}
        emptyText="No Proposals Found"
        height={480}
        toolbar={
          <Button
            size="xs"
            leftSection={<IconPlus size={16} />}
            disabled={readOnly}
            onClick={() => setEditing("new")}
          >
            Add Proposal
          </Button>
        }
      />
      {editing && (
        <ProposalModal
          workorderid={workorder.id}
          proposal={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            changed();
          }}
        />
      )}
      {preview && (
        <PreviewModal
          title="Proposal Preview"
          width={1200}
          height={750}
          queryKey={["proposal-preview", preview.id, preview.version]}
          load={() => billingApi.proposalHtml(preview.id)}
          onClose={() => setPreview(null)}
        />
      )}
    </Stack>
  );
};
