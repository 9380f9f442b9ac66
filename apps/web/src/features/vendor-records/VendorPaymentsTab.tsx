import { type VendorPayment, type VendorPaymentLine, VendorPaymentPullResult } from "@fm/domain/contracts";
import { Button, Group, Stack, Table, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { formatMoney } from "../../components/datagrid/format.ts";
import { DataGrid, dateColumn, type GridColumn, moneyColumn } from "../../components/datagrid/index.ts";
import { JobProgress, useJob } from "../../components/jobs/index.ts";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";

import type { VendorRecordTabProps } from "./vendor-record-tab-props.ts";
import { vendorRecordKeys, vendorRecordsApi } from "./vendor-records-api.ts";

/** The lines of one payment: memo = work order number, applied-to reference = vendor invoice number. */
const PaymentLines = ({ lines }: { lines: readonly VendorPaymentLine[] }) =>
  lines.length ? (
    <Table withTableBorder striped fz="sm" aria-label="Payment lines">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Memo</Table.Th>
          <Table.Th>Applied To</Table.Th>
          <Table.Th ta="right">Applied Amount</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((l) => (
          <Table.Tr key={l.id}>
            <Table.Td>{l.memo ?? ""}</Table.Td>
            <Table.Td>{l.appliedToTxnRefNumber ?? ""}</Table.Td>
            <Table.Td ta="right">{formatMoney(l.appliedToTxnAmount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  ) : (
    <Text size="sm" c="dimmed">
      No lines
    </Text>
  );

/**
 * Payments tab (spec 3 §2.8): the vendor's payments (date, payment type, reference number, amount) with their
 * lines expandable; 'Refresh from QuickBooks' pulls new bill payments as a background job.
 */
export const VendorPaymentsTab = ({ vendorId, readOnly }: VendorRecordTabProps) => {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<number | null>(null);
  const job = useJob(jobId, VendorPaymentPullResult);
  const refresh = useApiMutation({
    mutationFn: () => vendorRecordsApi.refreshPayments(vendorId),
    onSuccess: (r) => setJobId(r.jobid),
    failure: "Failed to refresh from QuickBooks",
  });
  const finished = job.data?.state === "succeeded";
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: vendorRecordKeys.payments(vendorId) });
  }, [finished, queryClient, vendorId]);
  const columns: GridColumn<VendorPayment>[] = [
    dateColumn<VendorPayment>("txnDate", "Date", 120),
    { name: "paymentType", caption: "Payment Type", width: 140 },
    { name: "refNumber", caption: "Reference Number", width: 160 },
    moneyColumn<VendorPayment>("amount", "Amount", 120),
    {
      name: "lines",
      caption: "Lines",
      width: 80,
      sortable: false,
      filterable: false,
      cell: (p) => String(p.paymentLines.length),
    },
  ];
  const tab = useLocalGridTab<VendorPayment>({
    queryKey: vendorRecordKeys.payments(vendorId),
    queryFn: () => vendorRecordsApi.payments(vendorId),
    columns,
    pageSize: 20,
    initialSort: [{ column: "txnDate", desc: true }],
    searchText: (p) =>
      `${p.paymentType} ${p.refNumber ?? ""} ${p.paymentLines.map((l) => `${l.memo ?? ""} ${l.appliedToTxnRefNumber ?? ""}`).join(" ")}`,
  });
  return (
    <Stack gap="sm">
      {!readOnly && (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            loading={refresh.isPending || job.data?.state === "queued" || job.data?.state === "running"}
            onClick={() => refresh.mutate()}
          >
            Refresh from QuickBooks
          </Button>
        </Group>
      )}
      {job.data && job.data.state !== "succeeded" && (
        <JobProgress job={job.data} label="Refreshing from QuickBooks" />
      )}
      {job.data?.state === "succeeded" && job.data.result && (
        <Text size="sm" c="dimmed">
          QuickBooks: {job.data.result.fetched} payment(s) found, {job.data.result.added} new.
        </Text>
      )}
      <DataGrid
        {...tab.grid}
        label="Payments"
        getRowId={(p) => String(p.id)}
        emptyText="No payments yet"
        height={420}
        renderDetail={(p) => <PaymentLines lines={p.paymentLines} />}
      />
    </Stack>
  );
};
