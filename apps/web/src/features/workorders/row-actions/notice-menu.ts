import { isNodStatusName } from "@fm/domain";
import type { NoticeAction } from "../workorder-api.ts";

export interface NoticeItem {
  action: NoticeAction;
  label: string;
}

/** The per-status notice items of the staff row menu (spec 1 §4). */
export const noticesForStatus = (status: string): NoticeItem[] => {
  const s = status.trim();
  if (isNodStatusName(s))
    return [
      { action: "NOD_MISSING", label: "Send NOD - Missing Docs" },
      { action: "NOD_QUALITY", label: "Send NOD - Quality" },
      { action: "NOD_WRONGAMOUNT", label: "Send NOD - Wrong Amount" },
      { action: "NOD_WRONGRATES", label: "Send NOD - Wrong Rates" },
    ];
  switch (s) {
    case "CWOP":
      return [{ action: "CWOP", label: "Send CWOP" }];
    case "Pending Proposal - Vendor":
      return [{ action: "PPV", label: "Send Pending Proposal" }];
    case "WOP":
      return [{ action: "WAITING_ON_PARTS", label: "Send Waiting on Parts" }];
    case "Dispatched":
      return [
        { action: "DISPATCHED", label: "Send Dispatched" },
        { action: "cancel_vendor", label: "Cancel Vendor" },
      ];
    case "TBS":
      return [
        { action: "TBS", label: "Send TBS" },
        { action: "cancel_vendor", label: "Cancel Vendor" },
      ];
    case "TOS":
      return [{ action: "TOS", label: "Send TOS" }];
    default:
      return [];
  }
};
