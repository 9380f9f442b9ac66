import { hasRole } from "@fm/domain";
import {
  ACCOUNTING_STATUS_POLL_MS,
  type PendingSyncs,
  type SubmitPendingBody,
  TRANSMISSION_TYPE,
} from "@fm/domain/contracts";
import { Alert, Box, Button, Group, LoadingOverlay, Stack, Tabs, Title } from "@mantine/core";
import { IconCloudUpload, IconUserSearch } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import { useCurrentUser } from "../../auth/use-session.ts";
import { confirmDialog } from "../../components/confirm-dialog.tsx";
import { JobProgress, useJob } from "../../components/jobs/index.ts";
import { PageErrorBoundary } from "../../components/PageError.tsx";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { useDocumentTitle } from "../../components/use-document-title.ts";
import { InvoiceRulesPanel } from "../invoice-rules/index.ts";
import { accountingApi, accountingKeys } from "./accounting-api.ts";
import { customerInvoiceColumns, vendorBillColumns, vendorUpdateColumns } from "./accounting-columns.tsx";
import { PendingGrid } from "./PendingGrid.tsx";
import {
  billSearchText,
  invoiceSearchText,
  type Ticks,
  toSubmitBody,
  vendorSearchText,
} from "./pending-state.ts";
import { SimulatorModal } from "./SimulatorModal.tsx";
import { UnmatchedVendorsModal } from "./UnmatchedVendorsModal.tsx";

const PushSummary = z.object({
  total: z.number(),
  sent: z.number(),
  failed: z.number(),
  skipped: z.number(),
});

const EMPTY_TICKS: Ticks = { vendorBilling: {}, completeBilling: {}, customerBilling: {}, vendors: {} };

/** /accounting/pending (spec 3 §2.12): review, approve and push vendor bills and customer invoices to QuickBooks. */
export const AccountingPendingPage = () => {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<string | null>("completeBilling");
  const [ticks, setTicks] = useState<Ticks>(EMPTY_TICKS);
  const [jobId, setJobId] = useState<number | null>(null);
  const [unmatchedOpen, setUnmatchedOpen] = useState(false);
  const [simulatorOpen, setSimulatorOpen] = useState(false);
  const pending = useQuery({
    queryKey: accountingKeys.pending,
    queryFn: accountingApi.pending,
    staleTime: 2000,
  });
  const qbo = useQuery({ queryKey: accountingKeys.qbo, queryFn: accountingApi.qboStatus });
  // The uploading state, polled every 30 seconds for AccountingAdmin users only (spec 3 §4).
  const uploading = useQuery({
    queryKey: accountingKeys.uploading,
    queryFn: accountingApi.uploading,
    refetchInterval: ACCOUNTING_STATUS_POLL_MS,
    enabled: hasRole(user, "AccountingAdmin"),
  });
  const job = useJob(jobId, PushSummary);

  // The logs and lists reload when the syncing state changes (spec 3 §4), and when our push ends.
  const wasUploading = useRef<boolean | undefined>(undefined);
  const uploadingNow = uploading.data;
  const jobState = job.data?.state;
  useEffect(() => {
    const changed = wasUploading.current !== undefined && wasUploading.current !== uploadingNow;
    wasUploading.current = uploadingNow;
    if (changed || jobState === "succeeded" || jobState === "failed") {
      void queryClient.invalidateQueries({ queryKey: accountingKeys.all });
    }
  }, [uploadingNow, jobState, queryClient]);

  const showLists = (data: PendingSyncs) => {
    queryClient.setQueryData(accountingKeys.pending, data);
    for (const list of ["vendorBilling", "completeBilling", "customerBilling", "vendors"] as const) {
      queryClient.setQueryData(accountingKeys.pendingList(list), data[list]);
    }
  };

  const push = useApiMutation({
    mutationFn: (body: SubmitPendingBody) => accountingApi.submit(body),
    success: "Approved Rows Sent",
    failure: "Push failed",
    onSuccess: (data) => {
      showLists(data);
      setTicks(EMPTY_TICKS);
      setJobId(data.jobId);
      void queryClient.invalidateQueries({ queryKey: accountingKeys.uploading });
    },
  });
  const remove = useApiMutation({
    mutationFn: (workorderVendorId: number) => accountingApi.removeVendorBill(workorderVendorId),
    success: "Vendor bill removed",
    failure: "Remove failed",
    onSuccess: showLists,
  });

  const onTick = (list: keyof Ticks) => (ids: number[], value: boolean) =>
    setTicks((t) => ({ ...t, [list]: { ...t[list], ...Object.fromEntries(ids.map((id) => [id, value])) } }));

  const removeMenu = (row: {
    workorderVendorId: number;
    vendorInvoiceNumber: string;
    vendorName: string;
  }) => [
    {
      key: "remove",
      label: "Remove vendor bill",
      color: "red",
      onClick: async () => {
        const ok = await confirmDialog(
          `Remove vendor bill ${row.vendorInvoiceNumber} of ${row.vendorName} from the pending list? It will not be sent to QuickBooks.`,
          "Remove vendor bill",
        );
        if (ok) remove.mutate(row.workorderVendorId);
      },
    },
  ];

  const busy = uploading.data === true || push.isPending;
  const vendorsChanged = (pending.data?.vendors.length ?? 0) > 0;
  const billCommon = {
    columns: vendorBillColumns(),
    idOf: (r: { workorderVendorId: number }) => r.workorderVendorId,
    describe: (r: { vendorName: string; vendorInvoiceNumber: string }) =>
      `${r.vendorName} ${r.vendorInvoiceNumber}`,
    searchText: billSearchText,
    logTypeId: TRANSMISSION_TYPE.VendorBilling,
    loadingText: "Loading...",
    rowMenu: removeMenu,
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Pending Approval
        </Title>
        <Group gap="sm">
          <Button
            leftSection={<IconCloudUpload size={16} />}
            loading={push.isPending}
            disabled={busy || qbo.data?.mode === "off" || !pending.data}
            onClick={() => pending.data && push.mutate(toSubmitBody(pending.data, ticks))}
          >
            Push Approved to QB
          </Button>
          <Button
            variant="default"
            leftSection={<IconUserSearch size={16} />}
            disabled={qbo.data?.mode === "off"}
            onClick={() => setUnmatchedOpen(true)}
          >
            Find Unmatched Vendors
          </Button>
        </Group>
      </Group>
      {qbo.data && qbo.data.mode !== "live" ? (
        <Alert
          color={qbo.data.mode === "demo" ? "yellow" : "red"}
          title={qbo.data.mode === "demo" ? "Demo mode" : "QuickBooks is not configured"}
        >
          <Group justify="space-between" wrap="nowrap">
            <span>{qbo.data.message}</span>
            {qbo.data.mode === "demo" ? (
              <Button size="xs" variant="white" onClick={() => setSimulatorOpen(true)}>
                Open simulator
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : null}
      {job.data && jobId !== null ? <JobProgress job={job.data} label="Pushing to QuickBooks" /> : null}
      {job.data?.state === "succeeded" && job.data.result ? (
        <Alert
          color={job.data.result.failed > 0 ? "orange" : "green"}
          withCloseButton
          onClose={() => setJobId(null)}
        >
          {job.data.result.sent} sent, {job.data.result.failed} failed
          {job.data.result.skipped ? `, ${job.data.result.skipped} already in QuickBooks` : ""}. Failed rows
          are marked Error; the transmission log has QuickBooks' message.
        </Alert>
      ) : null}
      <Box pos="relative">
        <LoadingOverlay
          visible={uploading.data === true}
          zIndex={5}
          overlayProps={{ blur: 1 }}
          loaderProps={{ type: "dots" }}
        />
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="completeBilling">Completed Invoicing</Tabs.Tab>
            <Tabs.Tab value="vendorBilling">Vendor Billing</Tabs.Tab>
            <Tabs.Tab value="customerBilling">Customer Invoicing</Tabs.Tab>
            {vendorsChanged ? <Tabs.Tab value="vendors">Pending Vendor Updates</Tabs.Tab> : null}
            <Tabs.Tab value="invoiceRules">Invoice Rules</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="completeBilling" pt="sm">
            <PendingGrid
              {...billCommon}
              list="completeBilling"
              label="Completed Invoicing"
              ticks={ticks.completeBilling}
              onTick={onTick("completeBilling")}
            />
          </Tabs.Panel>
          <Tabs.Panel value="vendorBilling" pt="sm">
            <PendingGrid
              {...billCommon}
              list="vendorBilling"
              label="Vendor Billing"
              ticks={ticks.vendorBilling}
              onTick={onTick("vendorBilling")}
            />
          </Tabs.Panel>
          <Tabs.Panel value="customerBilling" pt="sm">
            <PendingGrid
              list="customerBilling"
              label="Customer Invoicing"
              columns={customerInvoiceColumns()}
              idOf={(r) => r.invoiceId}
              describe={(r) => `${r.customerName} ${r.invoiceNumber}`}
              searchText={invoiceSearchText}
              ticks={ticks.customerBilling}
              onTick={onTick("customerBilling")}
              logTypeId={TRANSMISSION_TYPE.CustomerInvoicing}
              loadingText="Loading Invoices..."
            />
          </Tabs.Panel>
          {vendorsChanged ? (
            <Tabs.Panel value="vendors" pt="sm">
              <PendingGrid
                list="vendors"
                label="Pending Vendor Updates"
                columns={vendorUpdateColumns()}
                idOf={(r) => r.vendorId}
                describe={(r) => r.vendorName}
                searchText={vendorSearchText}
                ticks={ticks.vendors}
                onTick={onTick("vendors")}
                logTypeId={TRANSMISSION_TYPE.VendorBilling}
                loadingText="Loading..."
              />
            </Tabs.Panel>
          ) : null}
          <Tabs.Panel value="invoiceRules" pt="sm">
            <InvoiceRulesPanel />
          </Tabs.Panel>
        </Tabs>
      </Box>
      <UnmatchedVendorsModal opened={unmatchedOpen} onClose={() => setUnmatchedOpen(false)} />
      <SimulatorModal opened={simulatorOpen} onClose={() => setSimulatorOpen(false)} />
    </Stack>
  );
};

/** The routed screen, with the page's 'Something went wrong:' boundary. */
export const AccountingPendingRoute = () => {
  useDocumentTitle("Pending Approval");
  return (
    <PageErrorBoundary>
      <AccountingPendingPage />
    </PageErrorBoundary>
  );
};
