import type { ReactNode } from "react";
import { SectionErrorBoundary } from "../PageError.tsx";
import { PageTabs } from "../PageTabs.tsx";

const PORTAL_ORDER_TABS = [
  ["workorder", "Work Order"],
  ["notes", "Notes"],
  ["proposals", "Proposals"],
  ["invoices", "Invoices"],
  ["attachments", "Attachments"],
] as const;

/** A tab of a work order in the customer and vendor portals. */
export type PortalOrderTab = (typeof PORTAL_ORDER_TABS)[number][0];

/**
 * The tabs of a work order in the customer AND vendor portals (spec 2 §2 Portals): Work Order, Notes, Proposals,
 * Invoices, Attachments; each panel fails on its own (a section error boundary).
 */
export const PortalOrderTabs = ({
  value,
  onChange,
  panels,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  panels: Record<PortalOrderTab, ReactNode>;
}) => (
  <PageTabs
    variant="outline"
    value={value}
    onChange={onChange}
    tabs={PORTAL_ORDER_TABS.map(([tab, label]) => ({
      value: tab,
      label,
      panel: <SectionErrorBoundary name={tab}>{panels[tab]}</SectionErrorBoundary>,
    }))}
  />
);
