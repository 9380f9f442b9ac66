import { type ComponentType, lazy, Suspense } from "react";
import { LoadPanel } from "../../components/LoadPanel.tsx";
import type { WorkOrderDetail } from "./detail-api.ts";
import { TabPlaceholder } from "./TabPlaceholder.tsx";

export interface VendorTabProps {
  workorder: WorkOrderDetail;
  readOnly: boolean;
  onChanged: () => void;
}

// The Vendor tab is a colleague's (vendors/VendorTab.tsx); until that file exists the tab says so.
const modules = import.meta.glob<{ VendorTab: ComponentType<VendorTabProps> }>("./vendors/VendorTab.tsx");
const load = modules["./vendors/VendorTab.tsx"];
const LazyVendorTab = load ? lazy(() => load().then((m) => ({ default: m.VendorTab }))) : null;

export const VendorTabSlot = (props: VendorTabProps) =>
  LazyVendorTab ? (
    <Suspense fallback={<LoadPanel />}>
      <LazyVendorTab {...props} />
    </Suspense>
  ) : (
    <TabPlaceholder title="Vendor" text="The vendors attached to this work order will be listed here." />
  );
