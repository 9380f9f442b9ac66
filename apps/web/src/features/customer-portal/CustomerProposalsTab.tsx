import { formatUsd } from "@fm/domain";
import type { CustomerProposal } from "@fm/domain/contracts";
import { Badge, Stack } from "@mantine/core";
import { useViewportSize } from "@mantine/hooks";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { saveFile } from "../../api/download.ts";
import { api } from "../../api/instance.ts";
import { ActionsMenu } from "../../components/ActionsMenu.tsx";
import { confirmDialog } from "../../components/confirm-dialog.tsx";
import {
  actionsColumn,
  DataGrid,
  dateColumn,
  type GridColumn,
  moneyColumn,
  noteColumn,
  yesNoColumn,
} from "../../components/datagrid/index.ts";
import { useDocumentPreview } from "../../components/file-preview/index.ts";
import { StoredLinesTable } from "../../components/line-items/index.ts";
import { notifyFailure } from "../../components/notify.ts";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { portalApi, portalKeys } from "./customer-portal-api.ts";
import { ProposalViewModal } from "./ProposalViewModal.tsx";
import { RejectProposalModal } from "./RejectProposalModal.tsx";

const STATUS_COLORS: Record<CustomerProposal["status"], string> = {
  "In Progress": "gray",
  Complete: "blue",
  Approved: "green",
  Rejected: "red",
};

type ActionKey = "view" | "approve" | "reject" | "preview" | "pdf";

/** Approve and Reject exactly by spec 2 §4 (the server's canapprove / canreject); View, Preview, PDF always. */
const actionsFor = (p: CustomerProposal, editable: boolean) => [
  { key: "view" as const, label: "View" },
  ...(editable && p.canapprove ? [{ key: "approve" as const, label: "Approve" }] : []),
  ...(editable && p.canreject ? [{ key: "reject" as const, label: "Reject", danger: true }] : []),
  { key: "preview" as const, label: "Preview", divider: true },
  { key: "pdf" as const, label: "PDF" },
];

/**
 * The proposal columns of the customer's Proposals tab and of My Proposals (no actions there): one definition.
 */
export const proposalColumns = (
  actions: ((p: CustomerProposal) => React.ReactNode) | null,
): GridColumn<CustomerProposal>[] => [
  { name: "proposalnumber", caption: "Proposal #", width: 110 },
  moneyColumn("amount", "Proposed Amount", 150),
  noteColumn(260),
  dateColumn("completedate", "Complete Date", 130),
  yesNoColumn("approvedbycustomer", "Customer Approved", 160),
  yesNoColumn("rejectedbycustomer", "Customer Rejected", 160),
  {
    name: "status",
    caption: "Status",
    width: 120,
    cell: (p) => (
      <Badge size="sm" variant="light" color={STATUS_COLORS[p.status]}>
        {p.status}
      </Badge>
    ),
  },
  // Spec 2 §2: the Actions menu is right-fixed, in view at any width.
  ...(actions ? [{ ...actionsColumn(actions), pinned: "right" as const }] : []),
];
const searchText = (p: CustomerProposal) => [p.proposalnumber, p.amount, p.note, p.status].join(" ");

/** Proposals tab of the customer-facing detail (spec 2 §2 Portals, §4 customer portal proposal actions). */
export const CustomerProposalsTab = ({
  workorderid,
  editable,
}: {
  workorderid: number;
  editable: boolean;
}) => {
  const queryClient = useQueryClient();
  const { height: vh } = useViewportSize();
  const key = portalKeys.proposals(workorderid);
  const [viewing, setViewing] = useState<CustomerProposal | null>(null);
  const [rejecting, setRejecting] = useState<CustomerProposal | null>(null);
  const preview = useDocumentPreview<CustomerProposal>({
    key: ["customer-proposal-preview"],
    load: portalApi.proposalHtml,
    title: "Proposal Preview",
    width: 800,
  });
  const decide = useApiMutation({
    mutationFn: (v: { p: CustomerProposal; proposalStatusId: 3 | 4; note?: string }) =>
      portalApi.decide({
        proposalId: v.p.id,
        proposalStatusId: v.proposalStatusId,
        version: v.p.version,
        note: v.note,
      }),
    success: (_list, v) => (v.proposalStatusId === 3 ? "Proposal Approved" : "Proposal Rejected"),
    failure: "Status not updated",
    invalidates: [key, portalKeys.notes(workorderid)],
    onSuccess: (list) => queryClient.setQueryData(key, list),
  });
  const rejectMutation = useApiMutation({
    mutationFn: (v: { p: CustomerProposal; note: string }) =>
      portalApi.decide({ proposalId: v.p.id, proposalStatusId: 4, version: v.p.version, note: v.note }),
    success: "Proposal Rejected",
    failure: false,
    invalidates: [key, portalKeys.notes(workorderid)],
    onSuccess: (list) => {
      queryClient.setQueryData(key, list);
      setRejecting(null);
    },
  });
  const pdf = (p: CustomerProposal) =>
    api
      .download("/api/customerprofile/generateproposal", {
        body: { proposalid: p.id, format: "pdf" },
        fallbackName: `${p.wonumber}_proposal_${p.proposalnumber}.pdf`,
      })
      .then(saveFile)
      .catch((err: unknown) => notifyFailure(err));

  const run = async (p: CustomerProposal, action: ActionKey) => {
    switch (action) {
      case "view":
        return setViewing(p);
      case "approve":
        if (
          await confirmDialog(
            `Approve proposal ${p.proposalnumber} for ${formatUsd(p.amount)}?`,
            "Approve Proposal",
          )
        )
          decide.mutate({ p, proposalStatusId: 3 });
        return;
      case "reject":
        return setRejecting(p);
      case "preview":
        return preview.open(p);
      case "pdf":
        return void pdf(p);
    }
  };

  const tab = useLocalGridTab({
    queryKey: key,
    queryFn: () => portalApi.proposals(workorderid),
    columns: proposalColumns((p) => (
      <ActionsMenu
        label={`Actions for proposal ${p.proposalnumber}`}
        items={actionsFor(p, editable)}
        onSelect={(item) => void run(p, item.key)}
        position="bottom-end"
      />
    )),
    pageSize: 20,
    searchText,
  });

  return (
    <Stack gap="xs">
      <DataGrid
        phoneCards
        {...tab.grid}
        label="Proposals"
        getRowId={(p) => String(p.id)}
        renderDetail={(p) => (
          <Stack p="xs">
            <StoredLinesTable lines={p.details} label={`Items of proposal ${p.proposalnumber}`} />
          </Stack>
        )}
        onRowOpen={(p) => setViewing(p)}
        emptyText="No proposals yet. You will find them here once your dispatcher sends one."
        height={Math.max(360, Math.round((vh || 900) * 0.6))}
      />
      {viewing && <ProposalViewModal proposal={viewing} onClose={() => setViewing(null)} />}
      {rejecting && (
        <RejectProposalModal
          proposal={rejecting}
          onClose={() => setRejecting(null)}
          onReject={(note) => rejectMutation.mutateAsync({ p: rejecting, note })}
        />
      )}
      {preview.popup}
    </Stack>
  );
};
