import { can } from "@fm/domain";
import { Button, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useCurrentUser } from "../../../auth/use-session.ts";
import {
  DataGrid,
  defaultGridState,
  filterTypes,
  type GridValue,
} from "../../../components/datagrid/index.ts";
import { notifyError, notifySuccess } from "../../../components/notify.ts";
import { applyLocalGrid } from "../local-grid.ts";
import { billingApi, billingKeys } from "./billing-api.ts";
import { type InvoiceActionKey, invoiceActions } from "./billing-rules.ts";
import { downloadDocument } from "./download.ts";
import { InvoiceModal } from "./InvoiceModal.tsx";
import { invoiceColumns, invoiceSearchText } from "./invoice-columns.tsx";
import type { BillingTabProps, CustomerInvoice } from "./types.ts";
import { ActionsMenu, attempt, confirmDialog, PreviewModal } from "./ui.tsx";

const STATUS_TOASTS = {
  approve: "Invoice Approved",
  unapprove: "Invoice Un-Approved",
  reject: "Invoice Saved",
} as const;

/** Invoice & Payments tab of the staff work-order detail (spec 2 §2, §4, §9). */
export const InvoicesTab = ({ workorder, readOnly, onChanged }: BillingTabProps) => {
  const user = useCurrentUser();
  const canApprove = can(user, "approve:customerinvoice");
  const queryClient = useQueryClient();
  const key = billingKeys.invoices(workorder.id);
  const invoices = useQuery({ queryKey: key, queryFn: () => billingApi.invoices(workorder.id) });
  const [editing, setEditing] = useState<CustomerInvoice | "new" | null>(null);
  const [preview, setPreview] = useState<CustomerInvoice | null>(null);

  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    onChanged();
  };

  const run = async (inv: CustomerInvoice, action: InvoiceActionKey) => {
    switch (action) {
      case "edit":
        return setEditing(inv);
      case "approve":
      case "unapprove":
      case "reject": {
        if (action === "reject" && !(await confirmDialog(`Reject invoice ${inv.invoicenumber}?`))) return;
        const list = await attempt(() => billingApi.invoiceStatus(action, inv.id, inv.version));
        if (list) {
          notifySuccess(STATUS_TOASTS[action]);
          queryClient.setQueryData(key, list);
          onChanged();
        }
        return;
      }
      case "preview":
        return setPreview(inv);
      case "pdf":
        return void attempt(() =>
          downloadDocument(
            "/api/workorder/generatewoinvoice",
            { invoiceid: inv.id, format: "pdf" },
            `${workorder.wonumber}_invoice_${inv.invoicenumber}.pdf`,
          ),
        );
      case "word":
        return void attempt(() =>
          downloadDocument(
            "/api/workorder/generatewordwoinvoice",
            { invoiceid: inv.id },
            `${workorder.wonumber}_invoice_${inv.invoicenumber}.docx`,
          ),
        );
      case "remove": {
        if (!(await confirmDialog("Are you sure you want to delete this invoice?"))) return;
        try {
          await billingApi.removeInvoice(inv.id);
          notifySuccess("Removed Invoice");
          changed();
        } catch {
          notifyError("Failed to remove Invoice");
        }
      }
    }
  };

  const columns = invoiceColumns((inv) => (
    <ActionsMenu
      label={`Actions for invoice ${inv.invoicenumber}`}
      items={invoiceActions(inv, { readOnly, canApprove })}
      onSelect={(k) => void run(inv, k)}
    />
  ));
  const [value, setValue] = useState<GridValue>(() => ({ state: defaultGridState(columns, 100), page: 1 }));
  const data = invoices.data
    ? applyLocalGrid(invoices.data, value.state, value.page, {
        types: filterTypes(columns),
        searchText: invoiceSearchText,
      })
    : undefined;

  return (
    <Stack gap="xs">
      <DataGrid
        label="Invoices"
        columns={columns}
        value={value}
        onChange={setValue}
        data={data}
        loading={invoices.isPending}
        fetching={invoices.isFetching}
        error={invoices.error}
        onRetry={() => void invoices.refetch()}
        getRowId={(i) => String(i.id)}
        onRowOpen={(i) => setEditing(i)}
        emptyText="No Invoices Found"
        height={480}
        toolbar={
          <Button
            size="xs"
            leftSection={<IconPlus size={16} />}
            disabled={readOnly}
            onClick={() => setEditing("new")}
          >
            Add Invoice
          </Button>
        }
      />
      {editing && (
        <InvoiceModal
          workorderid={workorder.id}
          invoice={editing === "new" ? null : editing}
          readOnly={readOnly}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            changed();
          }}
        />
      )}
      {preview && (
        <PreviewModal
          title="Invoice Preview"
          width={800}
          height={750}
          queryKey={["invoice-preview", preview.id, preview.version]}
          load={() => billingApi.invoiceHtml(preview.id)}
          onClose={() => setPreview(null)}
        />
      )}
    </Stack>
  );
};
