import type { PageViewTab } from "@fm/domain/contracts";
import { useEffect } from "react";
import { trackPageView } from "./page-view-tracker.ts";

/** The detail pages' tab values → the tracked tabs (spec 2 §6: work order, notes, vendor, proposal, attachment, invoice). */
const TAB_OF: Record<string, PageViewTab> = {
  workorder: "workorder",
  notes: "notes",
  vendor: "vendor",
  proposals: "proposal",
  vendorproposals: "proposal",
  attachments: "attachment",
  invoices: "invoice",
};

/** Records each opening of a work-order tab: `usePageView(wo.id, tab)` on a detail page with Tabs. */
export const usePageView = (workorderid: number | null | undefined, tab: string | null): void => {
  useEffect(() => {
    const tracked = tab ? TAB_OF[tab] : undefined;
    if (workorderid && tracked) trackPageView(workorderid, tracked);
  }, [workorderid, tab]);
};
