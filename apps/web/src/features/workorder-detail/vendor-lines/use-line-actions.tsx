import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { saveBlob } from "../../../api/download.ts";
import { api } from "../../../api/instance.ts";
import { useCurrentUser } from "../../../auth/use-session.ts";
import { notifyFailure } from "../../../components/notify.ts";
import { useApiMutation } from "../../../components/use-api-mutation.ts";
import { billingApi, billingKeys } from "../billing/billing-api.ts";
import { ProposalModal } from "../billing/ProposalModal.tsx";
import { type ProposalPrefill, proposalFromLine } from "../billing/proposal-from-line.ts";
import { detailApi, detailKeys } from "../detail-api.ts";
import { AttachInvoiceModal } from "./AttachInvoiceModal.tsx";
import { EditLineModal } from "./EditLineModal.tsx";
import { QcFollowUpModal } from "./QcFollowUpModal.tsx";
import type { NoticeAction, VendorLine, VendorTabWorkOrder } from "./types.ts";
import { vendorApi } from "./vendor-api.ts";
import type { LineAction } from "./vendor-rules.ts";

type Popup =
  | { kind: "edit" | "invoice" | "qc"; line: VendorLine }
  | { kind: "proposal"; line: VendorLine; prefill: ProposalPrefill };

/** What each vendor-line action does (spec 2 §4, §8), with the popups it opens. */
export const useLineActions = ({
  workorder,
  setLines,
  refresh,
  refreshAttachments,
}: {
  workorder: VendorTabWorkOrder;
  /** The server answered with the order's lines. */
  setLines: (lines: VendorLine[]) => void;
  /** Reload the lines (and tell the detail screen). */
  refresh: () => void;
  refreshAttachments: (lineId: number) => void;
}): { run: (line: VendorLine, item: LineAction) => void; popups: ReactNode } => {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [popup, setPopup] = useState<Popup | null>(null);

  // Every write refreshes the lines (and the detail screen) once it settles, failed or not.
  const notice = useApiMutation({
    mutationFn: ({ line, actionType }: { line: VendorLine; actionType: NoticeAction }) =>
      vendorApi.notice({
        workOrderId: workorder.id,
        vendorId: line.vendorid,
        workOrderVendorId: line.id,
        actionType,
        type: 0,
      }),
    success: "Sent",
    failure: "Failed to send.",
    onSettled: refresh,
  });
  const approval = useApiMutation({
    mutationFn: ({ line, approve }: { line: VendorLine; approve: boolean }) =>
      approve ? vendorApi.approve(line.id) : vendorApi.unapprove(line.id),
    success: (_lines, { approve }) => (approve ? "Invoice Approved" : "Invoice Un-Approved"),
    onSuccess: setLines,
    onSettled: refresh,
  });
  const flagNod = useApiMutation({
    mutationFn: (line: VendorLine) => vendorApi.flagNod(line.id, !line.nodflagged),
    success: (_r, line) => (line.nodflagged ? "NOD flag removed" : "NOD flagged"),
    onSettled: refresh,
  });
  const detach = useApiMutation({
    mutationFn: (line: VendorLine) => vendorApi.remove(line.id),
    success: "Successfully remove vendor",
    failure: "Failed to remove vendor",
    onSettled: refresh,
  });
  const send = (line: VendorLine, actionType: NoticeAction) => notice.mutate({ line, actionType });

  /** Create Proposal (spec 2 §4): the customer-proposal editor, filled from the line and the vendor's scope. */
  const openProposal = async (line: VendorLine) => {
    try {
      const [vendorProposals, detail] = await Promise.all([
        queryClient.fetchQuery({
          queryKey: billingKeys.vendorProposals(workorder.id),
          queryFn: () => billingApi.vendorProposals(workorder.id),
        }),
        queryClient.fetchQuery({
          queryKey: detailKeys.detail(workorder.id),
          queryFn: () => detailApi.get(workorder.id),
        }),
      ]);
      setPopup({
        kind: "proposal",
        line,
        prefill: proposalFromLine(line, vendorProposals, detail.description),
      });
    } catch (err) {
      notifyFailure(err);
    }
  };

  const confirm = (title: string, text: string, label: string, onConfirm: () => void) =>
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: label, cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm,
    });

  const run = (line: VendorLine, item: LineAction) => {
    switch (item.key) {
      case "approve":
        approval.mutate({ line, approve: true });
        return;
      case "unapprove":
        approval.mutate({ line, approve: false });
        return;
      case "flagnod":
        flagNod.mutate(line);
        return;
      case "edit":
      case "qc":
        setPopup({ kind: item.key, line });
        return;
      case "attachinvoice":
        setPopup({ kind: "invoice", line });
        return;
      case "detach":
        confirm("Detach", `Detach ${line.vendorname} from work order ${workorder.wonumber}?`, "Detach", () =>
          detach.mutate(line),
        );
        return;
      case "cancel":
        confirm(
          "Cancel Vendor",
          `Cancel ${line.vendorname} on work order ${workorder.wonumber}? The vendor is notified and removed from the work order.`,
          "Cancel Vendor",
          () => void send(line, "cancel_vendor"),
        );
        return;
      case "proposal":
        void openProposal(line);
        return;
      case "signoff":
        api
          .download("/api/workorder/generatesignoff", {
            body: { workOrderId: workorder.id, workOrderVendorId: line.id },
            fallbackName: `${workorder.wonumber}_signoff.pdf`,
          })
          .then((file) => saveBlob(file.blob, `${workorder.wonumber}_signoff.pdf`))
          .catch((e: unknown) => notifyFailure(e));
        return;
      default:
        if (item.notice) void send(line, item.notice);
    }
  };

  const close = () => setPopup(null);
  let popups: ReactNode = null;
  if (popup?.kind === "edit")
    popups = (
      <EditLineModal
        line={popup.line}
        onClose={close}
        onSaved={(lines) => {
          setLines(lines);
          refresh();
        }}
      />
    );
  else if (popup?.kind === "invoice")
    popups = (
      <AttachInvoiceModal
        workorderid={workorder.id}
        line={popup.line}
        onClose={close}
        onUploaded={() => {
          refreshAttachments(popup.line.id);
          refresh();
        }}
      />
    );
  else if (popup?.kind === "proposal")
    popups = (
      <ProposalModal
        workorderid={workorder.id}
        proposal={null}
        prefill={popup.prefill}
        onClose={close}
        onSaved={() => {
          close();
          void queryClient.invalidateQueries({ queryKey: billingKeys.proposals(workorder.id) });
          refresh();
        }}
      />
    );
  else if (popup?.kind === "qc")
    popups = <QcFollowUpModal line={popup.line} reviewer={user.name} onClose={close} onSaved={refresh} />;
  return { run, popups };
};
