import { lazy, Suspense } from "react";
import { retryChunk } from "../../components/chunk-load.ts";
import { LoadPanel } from "../../components/LoadPanel.tsx";
import type { WorkOrderDetail } from "./detail-api.ts";

export interface VendorTabProps {
  workorder: WorkOrderDetail;
  onChanged: () => void;
}

// Loaded on first open of the tab: the Select Vendor popup and its grids are not needed before.
const LazyVendorTab = lazy(() =>
  retryChunk(() => import("./vendor-lines/VendorTab.tsx")).then((m) => ({ default: m.VendorTab })),
);

export const VendorTabSlot = (props: VendorTabProps) => (
  <Suspense fallback={<LoadPanel />}>
    <LazyVendorTab {...props} />
  </Suspense>
);
