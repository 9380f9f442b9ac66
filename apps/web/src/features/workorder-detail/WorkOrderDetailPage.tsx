import { isLockedStatus } from "@fm/domain";
import { Box, Group, Stack, Tabs, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { AuditHistoryTab } from "../../components/audit/AuditHistoryTab.tsx";
import { LoadPanel } from "../../components/LoadPanel.tsx";
import { usePageView } from "../../components/page-views/index.ts";
import { useUnsavedChangesGuard } from "../../components/unsaved-changes.ts";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { WorkOrderLoadError } from "../../components/WorkOrderLoadError.tsx";
import { AttachmentsTab } from "./attachments/AttachmentsTab.tsx";
import { CustomerProposalsTab, InvoicesTab, VendorProposalsTab } from "./billing/index.ts";
import { detailApi, detailKeys, type WorkOrderDetail } from "./detail-api.ts";
import { FollowUpTab } from "./FollowUpTab.tsx";
import { FormTab } from "./form/FormTab.tsx";
import { validateForm } from "./form/form-model.ts";
import { useWorkOrderEditor } from "./form/use-editor.ts";
import { CustomerUpdateModal } from "./header/CustomerUpdateModal.tsx";
import { DetailToolbar } from "./header/DetailToolbar.tsx";
import { Summary } from "./header/Summary.tsx";
import { ViewedBy } from "./header/ViewedBy.tsx";
import { NotesTab } from "./notes/NotesTab.tsx";
import { SidePanel } from "./panel/SidePanel.tsx";
import { useDetailViewer } from "./use-permissions.ts";
import { VendorTabSlot } from "./VendorTabSlot.tsx";

/** '/{origin}' of Back to List (spec 2 §2), default /workorder; only same-site paths. */
export const backPath = (origin: string | null) => {
  const clean = (origin ?? "").trim().replace(/^\/+/, "");
  return clean && !clean.includes("//") && !clean.includes(":") ? `/${clean}` : "/workorder";
};

/** /workorder/details?id&origin — the staff work-order detail (spec 2 §2). */
export const WorkOrderDetailPage = () => {
  const [params] = useSearchParams();
  const id = Number(params.get("id") ?? 0);
  const origin = params.get("origin") ?? "workorder";
  const query = useQuery({
    queryKey: detailKeys.detail(id),
    queryFn: () => detailApi.get(id),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  if (!Number.isInteger(id) || id <= 0) return <Text p="md">No work order was chosen.</Text>;
  if (query.isPending) return <LoadPanel />;
  if (query.error) return <WorkOrderLoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <DetailScreen key={id} wo={query.data} origin={origin} />;
};

const DetailScreen = ({ wo, origin }: { wo: WorkOrderDetail; origin: string }) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const perms = { ...useDetailViewer(), ...wo.abilities };
  const editor = useWorkOrderEditor(wo);
  const locked = isLockedStatus(Number(editor.values.statusid ?? wo.statusid));
  const readOnly = locked || perms.restricted || !perms.editor;
  const tabs = perms.tabs;
  const firstTab = (Object.keys(tabs) as (keyof typeof tabs)[]).find((k) => tabs[k]) ?? null;
  const [tab, setTab] = useState<string | null>(firstTab);
  usePageView(wo.id, tab);
  const [panelOpen, setPanelOpen] = useState(true);
  const [customerUpdate, setCustomerUpdate] = useState(false);
  const lists = editor.lists.data;

  useUnsavedChangesGuard(editor.dirty);

  const save = async () => {
    if (tabs.workorder && Object.keys(validateForm(editor.values)).length) setTab("workorder");
    await editor.save();
  };

  const addChild = useApiMutation({
    mutationFn: () => detailApi.createChild(wo.id),
    invalidates: [["workorders"]],
    onSuccess: (child) => navigate(`/workorder/details?id=${child.id}&origin=${encodeURIComponent(origin)}`),
  });

  const refreshAll = () => void queryClient.invalidateQueries({ queryKey: detailKeys.all(wo.id) });

  return (
    <Stack gap="sm" p={{ base: "xs", md: "sm" }}>
      <DetailToolbar
        onBack={() => navigate(backPath(origin))}
        onCustomerUpdate={perms.editor ? () => setCustomerUpdate(true) : undefined}
        onSave={perms.editor ? () => void save() : undefined}
        onAddChild={perms.addChild ? () => addChild.mutate() : undefined}
        onReopen={perms.reopen ? () => void editor.reopen() : undefined}
        locked={locked}
        isChild={wo.ischild}
        flagged={wo.flagged}
        saving={editor.saving}
        dirty={editor.dirty}
        panelOpen={panelOpen}
        onTogglePanel={() => setPanelOpen((o) => !o)}
      />
      {!perms.restricted && (
        <Group justify="flex-end" mt={-4} mb={-4}>
          <ViewedBy workorderid={wo.id} />
        </Group>
      )}
      <Summary wo={wo} showMargin={!perms.restricted} origin={origin} />
      <Box style={{ display: "flex", gap: "var(--mantine-spacing-sm)", alignItems: "flex-start" }}>
        <Box style={{ flex: 1, minWidth: 0 }}>
          {firstTab === null ? (
            <Text c="dimmed">You have no permission to view this work order's tabs.</Text>
          ) : (
            <Tabs value={tab} onChange={setTab} keepMounted={false} variant="outline">
              <Tabs.List>
                {tabs.workorder && <Tabs.Tab value="workorder">Work Order</Tabs.Tab>}
                {tabs.notes && <Tabs.Tab value="notes">Notes</Tabs.Tab>}
                {tabs.vendor && <Tabs.Tab value="vendor">Vendor</Tabs.Tab>}
                {tabs.proposals && <Tabs.Tab value="proposals">Customer Proposals</Tabs.Tab>}
                {tabs.invoices && <Tabs.Tab value="invoices">Invoice &amp; Payments</Tabs.Tab>}
                {tabs.attachments && <Tabs.Tab value="attachments">Attachments</Tabs.Tab>}
                {tabs.vendorproposals && (
                  <Tabs.Tab value="vendorproposals">Vendor Submitted Proposals</Tabs.Tab>
                )}
                {tabs.followup && <Tabs.Tab value="followup">Follow-Up</Tabs.Tab>}
                <Tabs.Tab value="changehistory">Change History</Tabs.Tab>
              </Tabs.List>
              <Box pt="sm">
                <Tabs.Panel value="workorder">
                  <FormTab editor={editor} wo={wo} readOnly={readOnly} />
                </Tabs.Panel>
                <Tabs.Panel value="notes">
                  <NotesTab
                    workorderid={wo.id}
                    wonumber={wo.wonumber}
                    users={lists?.dispatchers ?? []}
                    canAdd={wo.abilities.addNote}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="vendor">
                  <VendorTabSlot workorder={wo} onChanged={refreshAll} />
                </Tabs.Panel>
                <Tabs.Panel value="proposals">
                  <CustomerProposalsTab workorder={wo} onChanged={refreshAll} />
                </Tabs.Panel>
                <Tabs.Panel value="invoices">
                  <InvoicesTab workorder={wo} onChanged={refreshAll} />
                </Tabs.Panel>
                <Tabs.Panel value="attachments">
                  <AttachmentsTab
                    workorderid={wo.id}
                    wonumber={wo.wonumber}
                    readOnly={!wo.abilities.attachFile}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="vendorproposals">
                  <VendorProposalsTab workorder={wo} onChanged={refreshAll} />
                </Tabs.Panel>
                <Tabs.Panel value="followup">
                  <FollowUpTab
                    value={editor.followUp}
                    onChange={editor.changeFollowUp}
                    disabled={perms.restricted || readOnly}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="changehistory">
                  <AuditHistoryTab record="workorder" id={wo.id} />
                </Tabs.Panel>
              </Box>
            </Tabs>
          )}
        </Box>
        {panelOpen && (
          <Box component="aside" aria-label="Side panel" w={400} style={{ flexShrink: 0 }}>
            <SidePanel wo={wo} readOnly={locked} canAttach={perms.editor} />
          </Box>
        )}
      </Box>
      {customerUpdate && (
        <CustomerUpdateModal
          workorderid={wo.id}
          wonumber={wo.wonumber}
          onClose={() => setCustomerUpdate(false)}
        />
      )}
    </Stack>
  );
};
