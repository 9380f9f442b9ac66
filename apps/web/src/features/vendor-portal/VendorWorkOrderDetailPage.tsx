import { hasRole } from "@fm/domain";
import type { VendorWorkOrderDetail } from "@fm/domain/contracts";
import { Box, Button, Group, Stack } from "@mantine/core";
import { IconArrowLeft, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useCurrentUser } from "../../auth/use-session.ts";
import { LoadPanel } from "../../components/LoadPanel.tsx";
import { SectionErrorBoundary } from "../../components/PageError.tsx";
import { usePageView } from "../../components/page-views/index.ts";
import { PortalOrderTabs } from "../../components/portal-order/PortalOrderTabs.tsx";
import { RecordNotFound } from "../../components/RecordLoadError.tsx";
import { WorkOrderLoadError } from "../../components/WorkOrderLoadError.tsx";
import { AsOfNotice, FieldActionBar, keptOrderKey, readKeptOrder } from "../field/index.ts";
import { VendorNteRaisePanel } from "../invoice-rules/index.ts";
import { DispatchDecisionBar } from "../vendor-acceptance/index.ts";
import { VendorInvoicesTab, VendorProposalsTab } from "../vendor-billing/index.ts";
import { VendorAttachmentsTab } from "./VendorAttachmentsTab.tsx";
import { VendorNoteModal } from "./VendorNoteModal.tsx";
import { VendorNotesTab } from "./VendorNotesTab.tsx";
import { VendorSummary } from "./VendorSummary.tsx";
import { VendorWorkOrderTab } from "./VendorWorkOrderTab.tsx";
import { useVendorOrderForm } from "./vendor-order-form.ts";
import { vendorKeys } from "./vendor-portal-api.ts";

/** '/{origin}' of Back to List, default My Work Orders; only same-site paths. */
export const vendorBackPath = (origin: string | null) => {
  const clean = (origin ?? "").trim().replace(/^\/+/, "");
  return clean && !clean.includes("//") && !clean.includes(":")
    ? `/${clean}`
    : "/vendorprofile/workorderlist?status=open";
};

/** /vendorprofile/workorderdetails?id&origin — the vendor-facing work-order detail (spec 2 §2 Portals). */
export const VendorWorkOrderDetailPage = () => {
  const [params] = useSearchParams();
  const id = Number(params.get("id") ?? 0);
  const origin = params.get("origin");
  const query = useQuery({
    queryKey: vendorKeys.detail(id),
    // Issue 31: the order a tech opened stays readable offline (the last answer kept on the phone, "as of").
    queryFn: () => readKeptOrder(id),
    enabled: Number.isInteger(id) && id > 0,
    refetchOnWindowFocus: false,
    networkMode: "always",
  });
  if (!Number.isInteger(id) || id <= 0)
    return <RecordNotFound what="Work order" backTo="/vendorprofile/workorderlist?status=open" />;
  if (query.isPending) return <LoadPanel />;
  if (query.error) return <WorkOrderLoadError error={query.error} onRetry={() => void query.refetch()} />;
  // Keyed by the order, not its version: a refreshed order (a save, the live stream) keeps the open tab, an open
  // popup and the Work Order tab's unsaved edits, which it shows on top of the fresh record (issue 30 #1).
  return <VendorDetail key={id} wo={query.data} origin={origin} updatedAt={query.dataUpdatedAt} />;
};

const VendorDetail = ({
  wo,
  origin,
  updatedAt,
}: {
  wo: VendorWorkOrderDetail;
  origin: string | null;
  /** When the order was last read (the server, or offline the phone's kept copy). */
  updatedAt: number;
}) => {
  const navigate = useNavigate();
  const [tab, setTab] = useState<string | null>("workorder");
  usePageView(wo.id, tab);
  const [adding, setAdding] = useState(false);
  const office = hasRole(useCurrentUser(), "Vendor");
  // The Work Order tab's form lives here: the phone's action bar saves it too (issue 31).
  const editor = useVendorOrderForm(wo);
  return (
    <Stack gap="sm" p={{ base: "xs", md: "sm" }}>
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
          onClick={() => navigate(vendorBackPath(origin))}
        >
          Back to List
        </Button>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={wo.locked}
          onClick={() => setAdding(true)}
        >
          Add Note
        </Button>
      </Group>
      <AsOfNotice readKey={keptOrderKey(wo.id)} updatedAt={updatedAt} />
      <DispatchDecisionBar
        workorderid={wo.id}
        wonumber={wo.wonumber}
        acceptance={wo.acceptance}
        invalidates={[
          vendorKeys.detail(wo.id),
          vendorKeys.notes(wo.id),
          vendorKeys.lists,
          ["field", "today"],
        ]}
      />
      <SectionErrorBoundary name="summary">
        <VendorSummary wo={wo} />
      </SectionErrorBoundary>
      <PortalOrderTabs
        value={tab}
        onChange={setTab}
        panels={{
          workorder: <VendorWorkOrderTab wo={wo} editor={editor} />,
          notes: <VendorNotesTab workorderid={wo.id} wonumber={wo.wonumber} locked={wo.locked} />,
          proposals: <VendorProposalsTab workOrderId={wo.id} locked={wo.locked} />,
          invoices: (
            <>
              {/* Issue 32 §5: the vendor's office asks for a higher NTE here. */}
              {office && (
                <Box mb="sm">
                  <VendorNteRaisePanel workorderid={wo.id} locked={wo.locked} />
                </Box>
              )}
              <VendorInvoicesTab workOrderId={wo.id} locked={wo.locked} />
            </>
          ),
          attachments: <VendorAttachmentsTab workorderid={wo.id} locked={wo.locked} />,
        }}
      />
      <FieldActionBar
        workorderid={wo.id}
        wonumber={wo.wonumber}
        locked={wo.locked}
        detailKey={vendorKeys.detail(wo.id)}
        attachmentsKey={vendorKeys.attachments(wo.id)}
        onAddNote={() => setAdding(true)}
        save={{ onSave: () => editor.save(), disabled: !editor.canSave, loading: editor.busy }}
      />
      {adding && (
        <VendorNoteModal workorderid={wo.id} wonumber={wo.wonumber} onClose={() => setAdding(false)} />
      )}
    </Stack>
  );
};
