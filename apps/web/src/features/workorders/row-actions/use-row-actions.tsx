import type { Ability } from "@fm/domain/contracts";
import {
  IconCalendarEvent,
  IconCalendarTime,
  IconFlag,
  IconMail,
  IconMapPin,
  IconMapPinOff,
  IconNote,
  IconTicket,
  IconUserCheck,
  IconUsers,
  IconX,
} from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { confirmDialog } from "../../../components/confirm-dialog.tsx";
import type { GridMenuItem } from "../../../components/datagrid/index.ts";
import { notifyError, notifySuccess } from "../../../components/notify.ts";
import { notifyWithUndo } from "../../../components/undo-toast.tsx";
import { useApiMutation } from "../../../components/use-api-mutation.ts";
import { type NoticeAction, type WorkOrderRow, workOrderApi, workOrderKeys } from "../workorder-api.ts";
import { AddNoteModal } from "./AddNoteModal.tsx";
import { DateModal } from "./DateModal.tsx";
import { noticesForStatus } from "./notice-menu.ts";
import { ReassignDispatcherModal } from "./ReassignDispatcherModal.tsx";
import { VendorNoticeModal } from "./VendorNoticeModal.tsx";

/** Spec 3 §9: 'No Vendor Found!' shows for 900 ms. */
export const NO_VENDOR_MS = 900;

type Popup =
  | { kind: "reassign"; row: WorkOrderRow }
  | { kind: "schedule"; row: WorkOrderRow }
  | { kind: "followup"; row: WorkOrderRow }
  | { kind: "note"; row: WorkOrderRow }
  | { kind: "notice"; row: WorkOrderRow; action: NoticeAction; title: string };

/** A row without abilities (the server's own reads) offers nothing. */
const NO_ABILITIES: NonNullable<WorkOrderRow["abilities"]> = {
  takeOwnership: "hidden",
  flag: "hidden",
  reassignDispatcher: "hidden",
  scheduleDate: "hidden",
  followUpDate: "hidden",
  geofencing: "hidden",
  addNote: "hidden",
  sendNotice: "hidden",
};

const ICON = { size: 16 } as const;

interface NoticeVars {
  row: WorkOrderRow;
  action: NoticeAction;
  vendor: WorkOrderRow["vendors"][number];
}

/**
 * The staff row menu of the work-order grids (spec 1 §4, §6) with its popups. Every action refreshes the
 * lists (spec 1 §7).
 */
export const useWorkOrderRowActions = (): {
  menu: (row: WorkOrderRow) => GridMenuItem[];
  popups: ReactNode;
} => {
  const [popup, setPopup] = useState<Popup | null>(null);
  const invalidates = [workOrderKeys.all];
  const takeOwnership = useApiMutation({
    mutationFn: (row: WorkOrderRow) => workOrderApi.takeOwnership(row.id),
    invalidates,
    success: "Updated Dispatcher",
    failure: "Failed to Update Dispatcher",
  });
  // One click flags or unflags: the spec's toast offers Undo for 5 s (the same toggle again).
  const toggleFlag = useApiMutation({
    mutationFn: ({ row }: { row: WorkOrderRow; undo?: boolean }) => workOrderApi.toggleFlag(row.id),
    invalidates,
    failure: "Failed to Flagged/UnFlagged",
    onSuccess: (_data, { row, undo }) => {
      if (undo) notifySuccess("Flagged/UnFlagged");
      else notifyWithUndo("Flagged/UnFlagged", () => toggleFlag.mutate({ row, undo: true }));
    },
  });
  const enableGeofence = useApiMutation({
    mutationFn: (row: WorkOrderRow) => workOrderApi.geofence(row.id, true),
    invalidates,
    success: "Enabled Geofencing",
    failure: "Failed to enable Geofencing",
  });
  const disableGeofence = useApiMutation({
    mutationFn: (row: WorkOrderRow) => workOrderApi.geofence(row.id, false),
    invalidates,
    success: "Disabled Geofencing",
    failure: "Failed to disable Geofencing",
  });
  const notify = useApiMutation({
    mutationFn: ({ row, action, vendor }: NoticeVars) =>
      workOrderApi.notice({
        workOrderId: row.id,
        vendorId: vendor.vendorid,
        workOrderVendorId: vendor.wovendorid,
        actionType: action,
        type: 0,
      }),
    invalidates,
    success: "Sent",
    failure: "Failed to Create",
  });

  const sendNotice = (row: WorkOrderRow, action: NoticeAction, vendor: WorkOrderRow["vendors"][number]) =>
    notify.mutateAsync({ row, action, vendor }).then(
      () => true,
      () => false,
    );

  /** Any action to a vendor: none → 'No Vendor Found!'; one → straight away; several → choose. */
  const notice = (row: WorkOrderRow, action: NoticeAction, title: string, alwaysAsk = false) => {
    const [only, ...more] = row.vendors;
    if (!only) {
      notifyError("No Vendor Found!", NO_VENDOR_MS);
      return;
    }
    if (more.length === 0 && !alwaysAsk) void sendNotice(row, action, only);
    else setPopup({ kind: "notice", row, action, title });
  };

  const menu = (row: WorkOrderRow): GridMenuItem[] => {
    // The server's abilities for this row (issue 28): hidden items are left out, disabled ones shown greyed.
    const may = row.abilities ?? NO_ABILITIES;
    const items: GridMenuItem[] = [];
    const offer = (ability: Ability, item: GridMenuItem) => {
      if (ability !== "hidden") items.push(ability === "enabled" ? item : { ...item, disabled: true });
    };
    offer(may.takeOwnership, {
      key: "own",
      label: "Take Ownership",
      icon: <IconUserCheck {...ICON} />,
      // It replaces the order's dispatcher at once, so it asks first (issue 30 #5).
      onClick: () =>
        void confirmDialog(
          `Take ownership of work order ${row.wonumber}? You become its dispatcher${
            row.dispatcher ? ` instead of ${row.dispatcher}` : ""
          }.`,
          "Take Ownership",
          "Take Ownership",
          "Cancel",
        ).then((ok) => ok && takeOwnership.mutate(row)),
    });
    offer(may.flag, {
      key: "flag",
      label: row.flagged ? "UnFlag" : "Flag",
      icon: <IconFlag {...ICON} />,
      onClick: () => toggleFlag.mutate({ row }),
    });
    offer(may.reassignDispatcher, {
      key: "reassign",
      label: "Reassign Dispatcher",
      icon: <IconUsers {...ICON} />,
      onClick: () => setPopup({ kind: "reassign", row }),
    });
    offer(may.scheduleDate, {
      key: "schedule",
      label: "Schedule Date",
      icon: <IconCalendarEvent {...ICON} />,
      onClick: () => setPopup({ kind: "schedule", row }),
    });
    offer(may.followUpDate, {
      key: "followup",
      label: "Follow-up Date",
      icon: <IconCalendarTime {...ICON} />,
      onClick: () => setPopup({ kind: "followup", row }),
    });
    // overridegeofencing = true means the geofence check is disabled for this order.
    const geofenceOff = row.overridegeofencing;
    offer(may.geofencing, {
      key: "geofence",
      label: geofenceOff ? "Enable Geofencing" : "Disable Geofencing",
      icon: geofenceOff ? <IconMapPin {...ICON} /> : <IconMapPinOff {...ICON} />,
      onClick: () => (geofenceOff ? enableGeofence : disableGeofence).mutate(row),
    });
    offer(may.addNote, {
      key: "note",
      label: "Add Note",
      icon: <IconNote {...ICON} />,
      divider: true,
      onClick: () => setPopup({ kind: "note", row }),
    });
    // Notices are writes (update:workorder, the sendNotice policy); a ticket needs an NTE above $0.00.
    offer(may.sendNotice === "enabled" && row.hasnte ? "disabled" : may.sendNotice, {
      key: "ticket",
      label: "Send WO Ticket",
      icon: <IconTicket {...ICON} />,
      onClick: () => notice(row, "TICKET", "Send Ticket", true),
    });
    for (const n of noticesForStatus(row.statusid)) {
      const cancel = n.action === "cancel_vendor";
      offer(may.sendNotice, {
        key: n.action,
        label: n.label,
        icon: cancel ? <IconX {...ICON} /> : <IconMail {...ICON} />,
        color: cancel ? "red" : undefined,
        onClick: () => notice(row, n.action, n.label, cancel),
      });
    }
    return items;
  };

  const close = () => setPopup(null);
  let popups: ReactNode = null;
  if (popup?.kind === "reassign") popups = <ReassignDispatcherModal row={popup.row} onClose={close} />;
  else if (popup?.kind === "schedule" || popup?.kind === "followup")
    popups = (
      <DateModal kind={popup.kind === "schedule" ? "schedule" : "followup"} row={popup.row} onClose={close} />
    );
  else if (popup?.kind === "note")
    popups = <AddNoteModal workorderid={popup.row.id} wonumber={popup.row.wonumber} onClose={close} />;
  else if (popup?.kind === "notice") {
    const { row, action, title } = popup;
    popups = (
      <VendorNoticeModal
        row={row}
        title={title}
        action={action}
        onClose={close}
        onSend={(vendor) => sendNotice(row, action, vendor)}
      />
    );
  }

  return { menu, popups };
};
