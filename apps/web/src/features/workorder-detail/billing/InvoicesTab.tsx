import { Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { saveFile } from "../../../api/download.ts";
import { api } from "../../../api/instance.ts";
import { ActionsMenu } from "../../../components/ActionsMenu.tsx";
import { confirmDialog } from "../../../components/confirm-dialog.tsx";
import { DataGrid } from "../../../components/datagrid/index.ts";
import { useDocumentPreview } from "../../../components/file-preview/index.ts";
import { notifyFailure } from "../../../components/notify.ts";
import { useApiMutation } from "../../../components/use-api-mutation.ts";
import { useLocalGridTab } from "../../../components/use-local-grid-tab.ts";
import { billingApi, billingKeys, type InvoiceStatusAction } from "./billing-api.ts";
import { type InvoiceActionKey, invoiceActions } from "./billing-rules.ts";
import { InvoiceModal } from "./InvoiceModal.tsx";
import { invoiceColumns, invoiceSearchText } from "./invoice-columns.tsx";
import type { BillingTabProps, CustomerInvoice } from "./types.ts";
import { AddButton } from "./ui.tsx";

const STATUS_TOASTS = {
  approve: "Invoice Approved",
  unapprove: "Invoice Un-Approved",
  reject: "Invoice Saved",
} as const;

/** Invoice & Payments tab of the staff work-order detail (spec 2 §2, §4, §9). */
export const InvoicesTab = ({ workorder, onChanged }: BillingTabProps) => {
  const queryClient = useQueryClient();
  const key = billingKeys.invoices(workorder.id);
  const [editing, setEditing] = useState<CustomerInvoice | "new" | null>(null);
  const preview = useDocumentPreview<CustomerInvoice>({
    key: ["invoice-preview"],
    load: billingApi.invoiceHtml,
    title: "Invoice Preview",
    width: 800,
  });

  const setStatus = useApiMutation({
    mutationFn: ({ inv, action }: { inv: CustomerInvoice; action: InvoiceStatusAction }) =>
      billingApi.invoiceStatus(action, inv.id, inv.version),
    success: (_list, { action }) => STATUS_TOASTS[action],
    onSuccess: (list) => {
      queryClient.setQueryData(key, list);
      onChanged();
    },
  });
  const remove = useApiMutation({
    mutationFn: (inv: CustomerInvoice) => billingApi.removeInvoice(inv.id),
    success: "Removed Invoice",
    failure: "Failed to remove Invoice",
    invalidates: [key],
    onSuccess: onChanged,
  });
  const download = (path: string, body: unknown, fallbackName: string) =>
    api
      .download(path, { body, fallbackName })
      .then(saveFile)
      .catch((err: unknown) => notifyFailure(err));

  const run = async (inv: CustomerInvoice, action: InvoiceActionKey) => {
    const file = `${workorder.wonumber}_invoice_${inv.invoicenumber}`;
    switch (action) {
      case "edit":
        return setEditing(inv);
      case "approve":
      case "unapprove":
      case "reject":
        if (action === "reject" && !(await confirmDialog(`Reject invoice ${inv.invoicenumber}?`))) return;
        return setStatus.mutate({ inv, action });
      case "preview":
        return preview.open(inv);
      case "pdf":
        return void download(
          "/api/workorder/generatewoinvoice",
          { invoiceid: inv.id, format: "pdf" },
          `${file}.pdf`,
        );
      case "word":
        return void download("/api/workorder/generatewordwoinvoice", { invoiceid: inv.id }, `${file}.docx`);
      case "remove":
        if (await confirmDialog("Are you sure you want to delete this invoice?")) remove.mutate(inv);
    }
  };

  const tab = useLocalGridTab({
    queryKey: key,
    queryFn: () => billingApi.invoices(workorder.id),
    columns: invoiceColumns((inv) => (
      <ActionsMenu
        label={`Actions for invoice ${inv.invoicenumber}`}
        items={invoiceActions(inv)}
        onSelect={(item) => void run(inv, item.key)}
      />
    )),
    pageSize: 100,
    searchText: invoiceSearchText,
  });

  return (
    <Stack gap="xs">
      <DataGrid
        {...tab.grid}
        label="Invoices"
        getRowId={(i) => String(i.id)}
        onRowOpen={(i) => setEditing(i)}
        emptyText="No Invoices Found"
        height={480}
        toolbar={
          <AddButton
            label="Add Invoice"
            disabled={!workorder.abilities.addInvoice}
            onClick={() => setEditing("new")}
          />
        }
      />
      {editing && (
        <InvoiceModal
          workorderid={workorder.id}
          invoice={editing === "new" ? null : editing}
          readOnly={
            editing === "new" ? !workorder.abilities.addInvoice : editing.abilities.edit !== "enabled"
          }
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: key });
            onChanged();
          }}
        />
      )}
      {preview.popup}
    </Stack>
  );
};
