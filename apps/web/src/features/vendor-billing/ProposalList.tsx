import type { VendorBillingStatus, VendorPortalProposal } from "@fm/domain/contracts";
import { Button, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { saveFile } from "../../api/download.ts";
import { ActionsMenu } from "../../components/ActionsMenu.tsx";
import { confirmDialog } from "../../components/confirm-dialog.tsx";
import { DataGrid, downloadFile } from "../../components/datagrid/index.ts";
import { useDocumentPreview } from "../../components/file-preview/index.ts";
import { notifyFailure } from "../../components/notify.ts";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { type ProposalActionKey, proposalActions } from "./billing-model.ts";
import { CreateInvoiceModal } from "./CreateInvoiceModal.tsx";
import { proposalColumns, proposalSearchText } from "./columns.tsx";
import { DocumentEditor } from "./DocumentEditor.tsx";
import { type HeaderValues, PROPOSAL_KIND } from "./document-kinds.tsx";
import { type BillingLines, vendorBillingApi, vendorBillingKeys } from "./vendor-billing-api.ts";

/** The grid state is saved locally under the vendor proposal list key (spec 2 §2 Portals). */
export const VENDOR_PROPOSAL_LIST_KEY = "vendor-proposal-list";

export type ListScope = { workorderid: number; locked: boolean } | { status: VendorBillingStatus };

/**
 * The vendor's proposals: one work order's (Proposals tab of the vendor detail) or all in one status (My
 * Proposals). New, edit while draft, submit, clone, delete, create invoice, preview and PDF.
 */
export const ProposalList = ({
  scope,
  onInvoiceCreated,
}: {
  scope: ListScope;
  onInvoiceCreated?: () => void;
}) => {
  const inOrder = "workorderid" in scope;
  const locked = inOrder && scope.locked;
  const key = inOrder
    ? vendorBillingKeys.proposals(scope.workorderid)
    : vendorBillingKeys.myProposals(scope.status);
  /** The proposal open in the editor: the list's fresh row of it is shown once the list has it. */
  const [editing, setEditing] = useState<VendorPortalProposal | "new" | null>(null);
  const [invoicing, setInvoicing] = useState<VendorPortalProposal | null>(null);
  const preview = useDocumentPreview<VendorPortalProposal>({
    key: ["vendor-billing", "proposal-preview"],
    load: vendorBillingApi.proposalHtml,
    title: (p) => `Proposal ${p.proposalnumber}`,
  });

  const invalidates = [vendorBillingKeys.all];
  const save = useApiMutation({
    mutationFn: ({ p, v }: { p: VendorPortalProposal | null; v: HeaderValues & BillingLines }) =>
      PROPOSAL_KIND.save(p, inOrder ? scope.workorderid : null, v),
    success: "Proposal Saved",
    failure: false,
    invalidates,
  });
  const submit = useApiMutation({
    mutationFn: (p: VendorPortalProposal) => vendorBillingApi.submitProposal(p.id, p.version),
    success: (p) => `Proposal ${p.proposalnumber} submitted`,
    failure: "Failed to submit the proposal",
    invalidates,
  });
  const clone = useApiMutation({
    mutationFn: (p: VendorPortalProposal) => vendorBillingApi.cloneProposal(p.id),
    success: (p) => `Proposal cloned as ${p.proposalnumber}`,
    failure: "Failed to clone the proposal",
    invalidates,
  });
  const remove = useApiMutation({
    mutationFn: (p: VendorPortalProposal) => vendorBillingApi.deleteProposal(p.id, p.version),
    success: "Removed Proposal",
    failure: "Failed to remove Proposal",
    invalidates,
  });
  const createInvoice = useApiMutation({
    mutationFn: ({
      p,
      v,
    }: {
      p: VendorPortalProposal;
      v: { invoicenumber: string; description: string; note: string | null };
    }) => vendorBillingApi.createInvoice(p.id, v),
    success: "Invoice created.",
    failure: false,
    invalidates,
    onSuccess: () => {
      setInvoicing(null);
      onInvoiceCreated?.();
    },
  });

  const run = async (p: VendorPortalProposal, action: ProposalActionKey) => {
    if (action === "edit") return setEditing(p);
    if (action === "preview") return preview.open(p);
    if (action === "pdf")
      return vendorBillingApi
        .proposalPdf(p.id)
        .then(saveFile)
        .catch((e: unknown) => notifyFailure(e, "Failed to download the PDF"));
    if (action === "invoice") return setInvoicing(p);
    if (action === "clone") return clone.mutate(p);
    if (action === "submit") {
      if (
        await confirmDialog(
          `Submit proposal ${p.proposalnumber} for review? It cannot be edited afterwards.`,
          "Submit Proposal",
        )
      )
        submit.mutate(p);
      return;
    }
    if (await confirmDialog(`Delete proposal ${p.proposalnumber}?`, "Delete Proposal")) remove.mutate(p);
  };

  const tab = useLocalGridTab({
    queryKey: key,
    queryFn: async () =>
      (
        await vendorBillingApi.proposals(
          inOrder ? { workorderid: scope.workorderid } : { status: scope.status },
        )
      ).proposals,
    columns: proposalColumns(
      (p) => (
        <ActionsMenu
          label={`Actions for proposal ${p.proposalnumber}`}
          items={proposalActions(p)}
          onSelect={(item) => void run(p, item.key)}
        />
      ),
      inOrder ? null : `vendorprofile/proposals?status=${scope.status}`,
    ),
    pageSize: 100,
    searchText: proposalSearchText,
    storageKey: VENDOR_PROPOSAL_LIST_KEY,
    initialSort: [{ column: "proposaldate", desc: true }],
  });
  const rows = tab.query.data ?? [];
  const current =
    editing === "new" || editing === null ? null : (rows.find((p) => p.id === editing.id) ?? editing);

  return (
    <Stack gap="xs">
      <DataGrid
        phoneCards
        {...tab.grid}
        label={inOrder ? "Proposals" : "My Proposals"}
        getRowId={(p) => String(p.id)}
        onRowOpen={(p) => setEditing(p)}
        onExport={() =>
          void downloadFile(
            "/api/vendorprofile/vendorworkorderproposals/export",
            inOrder ? { workorderid: scope.workorderid } : { status: scope.status },
            "Proposals.xlsx",
          ).catch((e: unknown) => notifyFailure(e, "Export failed"))
        }
        pageSizes={[10, 20, 50, 100]}
        emptyText="No Proposals Found"
        height={inOrder ? 420 : undefined}
        toolbar={
          inOrder ? (
            <Button
              size="xs"
              leftSection={<IconPlus size={16} />}
              disabled={locked}
              onClick={() => setEditing("new")}
            >
              New Proposal
            </Button>
          ) : undefined
        }
      />
      {editing && (
        <DocumentEditor
          kind={PROPOSAL_KIND}
          doc={current}
          locked={locked}
          save={(p, v) => save.mutateAsync({ p, v })}
          onStored={setEditing}
          reload={() => tab.query.refetch()}
          onClose={() => setEditing(null)}
        />
      )}
      {invoicing && (
        <CreateInvoiceModal
          proposalnumber={invoicing.proposalnumber}
          onSave={(v) => createInvoice.mutateAsync({ p: invoicing, v })}
          onClose={() => setInvoicing(null)}
        />
      )}
      {preview.popup}
    </Stack>
  );
};
