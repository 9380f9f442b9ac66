import { VENDOR_PROPOSAL_STATUS } from "@fm/domain";
import { Stack } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionsMenu } from "../../../components/ActionsMenu.tsx";
import { confirmDialog } from "../../../components/confirm-dialog.tsx";
import { DataGrid, downloadFile } from "../../../components/datagrid/index.ts";
import { notifyError, notifyFailure } from "../../../components/notify.ts";
import { useApiMutation } from "../../../components/use-api-mutation.ts";
import { useLocalGridTab } from "../../../components/use-local-grid-tab.ts";
import { vendorApi, vendorKeys } from "../vendor-lines/vendor-api.ts";
import { billingApi, billingKeys } from "./billing-api.ts";
import {
  quoteChangeMessage,
  quoteDiffers,
  rejectVendorProposalMessage,
  type VendorProposalActionKey,
  vendorProposalActions,
} from "./billing-rules.ts";
import { RejectionNoteModal } from "./RejectionNoteModal.tsx";
import { ReviewProposalModal } from "./ReviewProposalModal.tsx";
import type { BillingTabProps, VendorProposalRow } from "./types.ts";
import { vendorProposalColumns, vendorProposalSearchText } from "./vendor-proposal-columns.tsx";

/** The grid state is saved locally under this key (spec 2 §2). */
export const VENDOR_PROPOSAL_LIST_KEY = "vendor-proposal-list";

/** Vendor Submitted Proposals tab (spec 2 §2, §4): review, approve, reject and convert vendors' proposals. */
export const VendorProposalsTab = ({ workorder, onChanged }: BillingTabProps) => {
  const queryClient = useQueryClient();
  const key = billingKeys.vendorProposals(workorder.id);
  const vendors = useQuery({
    queryKey: vendorKeys.lines(workorder.id),
    queryFn: () => vendorApi.lines(workorder.id),
  });
  const [reviewing, setReviewing] = useState<VendorProposalRow | null>(null);
  const [rejecting, setRejecting] = useState<VendorProposalRow | null>(null);
  const actionsOf = (p: VendorProposalRow) => vendorProposalActions(p);

  /** Approve (3) or reject (4, with the rejection note); the answer holds the order's proposals. */
  const statusChange = {
    mutationFn: ({ p, status, note }: { p: VendorProposalRow; status: 3 | 4; note: string | null }) =>
      billingApi.vendorProposalStatus(p.id, status, p.version, note),
    success: "Status updated",
    invalidates: [vendorKeys.lines(workorder.id)],
    onSuccess: ({ proposals }: { proposals: VendorProposalRow[] }) => {
      queryClient.setQueryData(key, proposals);
      setReviewing((r) => (r ? (proposals.find((x) => x.id === r.id) ?? null) : null));
      onChanged();
    },
  };
  const setStatus = useApiMutation(statusChange);
  // The Rejection Note popup shows a failure itself.
  const reject = useApiMutation({ ...statusChange, failure: false });
  const convert = useApiMutation({
    mutationFn: (p: VendorProposalRow) => billingApi.convertVendorProposal(p.id),
    success: "Vendor Proposal Converted",
    invalidates: [billingKeys.proposals(workorder.id), key],
    onSuccess: onChanged,
  });

  const run = async (p: VendorProposalRow, action: VendorProposalActionKey) => {
    if (action === "review") return setReviewing(p);
    if (action === "approve") {
      const line = vendors.data?.length === 1 ? vendors.data[0] : undefined;
      if (!line) return notifyError("Approve and reject need exactly one vendor attached to the work order.");
      if (
        quoteDiffers(line.quotedamount, p.proposalamount) &&
        !(await confirmDialog(quoteChangeMessage(line.quotedamount, p.proposalamount)))
      )
        return;
      return setStatus.mutate({ p, status: VENDOR_PROPOSAL_STATUS.Approved, note: null });
    }
    if (action === "reject") {
      if (await confirmDialog(rejectVendorProposalMessage(p.proposalnumber, p.vendorname))) setRejecting(p);
      return;
    }
    convert.mutate(p);
  };

  const tab = useLocalGridTab({
    queryKey: key,
    queryFn: () => billingApi.vendorProposals(workorder.id),
    columns: vendorProposalColumns((p) => (
      <ActionsMenu
        label={`Actions for proposal ${p.proposalnumber}`}
        items={actionsOf(p)}
        onSelect={(item) => void run(p, item.key)}
      />
    )),
    pageSize: 100,
    searchText: vendorProposalSearchText,
    storageKey: VENDOR_PROPOSAL_LIST_KEY,
  });

  const exportXlsx = () =>
    void downloadFile(
      "/api/workorder/vendorproposals/export",
      { workorderid: workorder.id },
      `${workorder.wonumber}_vendor_proposals.xlsx`,
    ).catch((e: unknown) => notifyFailure(e, "Export failed"));

  return (
    <Stack gap="xs">
      <DataGrid
        {...tab.grid}
        label="Vendor submitted proposals"
        getRowId={(p) => String(p.id)}
        onRowOpen={(p) => setReviewing(p)}
        onExport={exportXlsx}
        pageSizes={[10, 20, 50, 100]}
        emptyText="No Proposals Found"
        height={480}
      />
      {reviewing && (
        <ReviewProposalModal
          proposal={reviewing}
          actions={actionsOf(reviewing)}
          onAction={(k) => void run(reviewing, k)}
          onClose={() => setReviewing(null)}
        />
      )}
      {rejecting && (
        <RejectionNoteModal
          onClose={() => setRejecting(null)}
          onSave={(note) =>
            reject
              .mutateAsync({ p: rejecting, status: VENDOR_PROPOSAL_STATUS.Rejected, note })
              .then(() => setRejecting(null))
          }
        />
      )}
    </Stack>
  );
};
