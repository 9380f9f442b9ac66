import { type GridState, VENDOR_PROPOSAL_STATUS } from "@fm/domain";
import { Stack } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  DataGrid,
  defaultGridState,
  filterTypes,
  type GridValue,
  mergeColumns,
  visibleColumnNames,
} from "../../../components/datagrid/index.ts";
import { notifyError, notifySuccess } from "../../../components/notify.ts";
import { applyLocalGrid } from "../local-grid.ts";
import { saveBlob } from "../vendors/download.ts";
import { vendorApi, vendorKeys } from "../vendors/vendor-api.ts";
import { billingApi, billingKeys } from "./billing-api.ts";
import {
  quoteChangeMessage,
  quoteDiffers,
  rejectVendorProposalMessage,
  toCsv,
  type VendorProposalActionKey,
  vendorProposalActions,
} from "./billing-rules.ts";
import { RejectionNoteModal } from "./RejectionNoteModal.tsx";
import { ReviewProposalModal } from "./ReviewProposalModal.tsx";
import type { BillingTabProps, VendorProposal } from "./types.ts";
import { ActionsMenu, attempt, confirmDialog } from "./ui.tsx";
import { vendorProposalColumns, vendorProposalSearchText } from "./vendor-proposal-columns.tsx";

/** The grid state is saved locally under this key (spec 2 §2). */
export const VENDOR_PROPOSAL_LIST_KEY = "vendor-proposal-list";

const loadState = (fallback: GridState, columns: Parameters<typeof mergeColumns>[1]): GridState => {
  try {
    const raw = localStorage.getItem(VENDOR_PROPOSAL_LIST_KEY);
    return raw ? mergeColumns(JSON.parse(raw) as GridState, columns) : fallback;
  } catch {
    return fallback;
  }
};

/** Vendor Submitted Proposals tab (spec 2 §2, §4): review, approve, reject and convert vendors' proposals. */
export const VendorProposalsTab = ({ workorder, readOnly, onChanged }: BillingTabProps) => {
  const queryClient = useQueryClient();
  const key = billingKeys.vendorProposals(workorder.id);
  const proposals = useQuery({ queryKey: key, queryFn: () => billingApi.vendorProposals(workorder.id) });
  const vendors = useQuery({
    queryKey: vendorKeys.lines(workorder.id),
    queryFn: () => vendorApi.lines(workorder.id),
  });
  const [reviewing, setReviewing] = useState<VendorProposal | null>(null);
  const [rejecting, setRejecting] = useState<VendorProposal | null>(null);
  const vendorCount = vendors.data?.length ?? 0;
  const actionsOf = (p: VendorProposal) => vendorProposalActions(p, { readOnly, vendorCount });

  const applied = (list: VendorProposal[]) => {
    queryClient.setQueryData(key, list);
    void queryClient.invalidateQueries({ queryKey: vendorKeys.lines(workorder.id) });
    setReviewing((r) => (r ? (list.find((x) => x.id === r.id) ?? null) : null));
    onChanged();
  };

  const run = async (p: VendorProposal, action: VendorProposalActionKey) => {
    if (action === "review") return setReviewing(p);
    if (action === "approve") {
      const line = vendors.data?.length === 1 ? vendors.data[0] : undefined;
      if (!line) return notifyError("Approve and reject need exactly one vendor attached to the work order.");
      if (
        quoteDiffers(line.quotedamount, p.proposalamount) &&
        !(await confirmDialog(quoteChangeMessage(line.quotedamount, p.proposalamount)))
      )
        return;
      const out = await attempt(() =>
        billingApi.vendorProposalStatus(p.id, VENDOR_PROPOSAL_STATUS.Approved, p.version, null),
      );
      if (out) {
        notifySuccess("Status updated");
        applied(out.proposals);
      }
      return;
    }
    if (action === "reject") {
      if (await confirmDialog(rejectVendorProposalMessage(p.proposalnumber, p.vendorname))) setRejecting(p);
      return;
    }
    const converted = await attempt(() => billingApi.convertVendorProposal(p.id));
    if (converted) {
      notifySuccess("Vendor Proposal Converted");
      void queryClient.invalidateQueries({ queryKey: billingKeys.proposals(workorder.id) });
      void queryClient.invalidateQueries({ queryKey: key });
      onChanged();
    }
  };

  const columns = vendorProposalColumns((p) => (
    <ActionsMenu
      label={`Actions for proposal ${p.proposalnumber}`}
      items={actionsOf(p)}
      onSelect={(k) => void run(p, k)}
    />
  ));
  const [value, setValue] = useState<GridValue>(() => ({
    state: loadState(defaultGridState(columns, 100), columns),
    page: 1,
  }));
  const change = (next: GridValue) => {
    setValue(next);
    try {
      localStorage.setItem(VENDOR_PROPOSAL_LIST_KEY, JSON.stringify(next.state));
    } catch {
      /* storage full or disabled: the state is not kept */
    }
  };
  const types = filterTypes(columns);
  const data = proposals.data
    ? applyLocalGrid(proposals.data, value.state, value.page, { types, searchText: vendorProposalSearchText })
    : undefined;

  const exportCsv = () => {
    if (!proposals.data) return;
    const all = applyLocalGrid(proposals.data, { ...value.state, pageSize: 1_000_000 }, 1, {
      types,
      searchText: vendorProposalSearchText,
    }).rows;
    const cols = visibleColumnNames(value.state)
      .map((n) => columns.find((c) => c.name === n))
      .filter((c) => c !== undefined && c.name !== "actions");
    const csv = toCsv(
      cols.map((c) => c?.caption ?? ""),
      all.map((r) =>
        cols.map((c) => (r as unknown as Record<string, string | number | null>)[c?.name ?? ""] ?? null),
      ),
    );
    saveBlob(new Blob([csv], { type: "text/csv" }), `${workorder.wonumber}_vendor_proposals.csv`);
  };

  return (
    <Stack gap="xs">
      <DataGrid
        label="Vendor submitted proposals"
        columns={columns}
        value={value}
        onChange={change}
        data={data}
        loading={proposals.isPending}
        fetching={proposals.isFetching}
        error={proposals.error}
        onRetry={() => void proposals.refetch()}
        getRowId={(p) => String(p.id)}
        onRowOpen={(p) => setReviewing(p)}
        onExport={exportCsv}
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
          onSave={async (note) => {
            const out = await attempt(() =>
              billingApi.vendorProposalStatus(
                rejecting.id,
                VENDOR_PROPOSAL_STATUS.Rejected,
                rejecting.version,
                note,
              ),
            );
            if (out) {
              notifySuccess("Status updated");
              setRejecting(null);
              applied(out.proposals);
            }
          }}
        />
      )}
    </Stack>
  );
};
