import type { VendorPortalInvoice } from "@fm/domain/contracts";
import { Stack } from "@mantine/core";
import { useState } from "react";
import { saveFile } from "../../api/download.ts";
import { ActionsMenu } from "../../components/ActionsMenu.tsx";
import { confirmDialog } from "../../components/confirm-dialog.tsx";
import { DataGrid, downloadFile } from "../../components/datagrid/index.ts";
import { useDocumentPreview } from "../../components/file-preview/index.ts";
import { notifyFailure } from "../../components/notify.ts";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { type InvoiceActionKey, invoiceActions } from "./billing-model.ts";
import { invoiceColumns, invoiceSearchText } from "./columns.tsx";
import { DocumentEditor } from "./DocumentEditor.tsx";
import { type HeaderValues, INVOICE_KIND } from "./document-kinds.tsx";
import type { ListScope } from "./ProposalList.tsx";
import { type BillingLines, vendorBillingApi, vendorBillingKeys } from "./vendor-billing-api.ts";

/** The grid state is saved locally under the invoice list key (spec 2 §2 Portals). */
export const INVOICE_LIST_KEY = "invoicelist";

/**
 * The vendor's invoices: one work order's (Invoices tab) or all in one status (My Invoices). Invoices are
 * created from an approved proposal (Proposals tab); here they are edited while draft, submitted, cloned,
 * deleted, previewed and downloaded.
 */
export const InvoiceList = ({ scope }: { scope: ListScope }) => {
  const inOrder = "workorderid" in scope;
  const locked = inOrder && scope.locked;
  const key = inOrder
    ? vendorBillingKeys.invoices(scope.workorderid)
    : vendorBillingKeys.myInvoices(scope.status);
  const [editing, setEditing] = useState<VendorPortalInvoice | null>(null);
  const preview = useDocumentPreview<VendorPortalInvoice>({
    key: ["vendor-billing", "invoice-preview"],
    load: vendorBillingApi.invoiceHtml,
    title: (i) => `Invoice ${i.invoicenumber}`,
  });
  const invalidates = [vendorBillingKeys.all];
  const save = useApiMutation({
    mutationFn: ({ i, v }: { i: VendorPortalInvoice | null; v: HeaderValues & BillingLines }) =>
      INVOICE_KIND.save(i, null, v),
    success: "Invoice Saved",
    failure: false,
    invalidates,
  });
  const submit = useApiMutation({
    mutationFn: (i: VendorPortalInvoice) => vendorBillingApi.submitInvoice(i.id, i.version),
    success: (i) => `Invoice ${i.invoicenumber} submitted`,
    failure: "Failed to submit the invoice",
    invalidates,
  });
  const clone = useApiMutation({
    mutationFn: (i: VendorPortalInvoice) => vendorBillingApi.cloneInvoice(i.id),
    success: (i) => `Invoice cloned as ${i.invoicenumber}`,
    failure: "Failed to clone the invoice",
    invalidates,
  });
  const remove = useApiMutation({
    mutationFn: (i: VendorPortalInvoice) => vendorBillingApi.deleteInvoice(i.id, i.version),
    success: "Removed Invoice",
    failure: "Failed to remove Invoice",
    invalidates,
  });

  const run = async (i: VendorPortalInvoice, action: InvoiceActionKey) => {
    if (action === "edit") return setEditing(i);
    if (action === "preview") return preview.open(i);
    if (action === "pdf")
      return vendorBillingApi
        .invoicePdf(i.id)
        .then(saveFile)
        .catch((e: unknown) => notifyFailure(e, "Failed to download the PDF"));
    if (action === "clone") return clone.mutate(i);
    if (action === "submit") {
      if (
        await confirmDialog(
          `Submit invoice ${i.invoicenumber}? It cannot be edited afterwards.`,
          "Submit Invoice",
        )
      )
        submit.mutate(i);
      return;
    }
    if (await confirmDialog(`Delete invoice ${i.invoicenumber}?`, "Delete Invoice")) remove.mutate(i);
  };

  const tab = useLocalGridTab({
    queryKey: key,
    queryFn: async () =>
      (
        await vendorBillingApi.invoices(
          inOrder ? { workorderid: scope.workorderid } : { status: scope.status },
        )
      ).invoices,
    columns: invoiceColumns(
      (i) => (
        <ActionsMenu
          label={`Actions for invoice ${i.invoicenumber}`}
          items={invoiceActions(i)}
          onSelect={(item) => void run(i, item.key)}
        />
      ),
      inOrder ? null : `vendorprofile/invoices?status=${scope.status}`,
    ),
    pageSize: 100,
    searchText: invoiceSearchText,
    storageKey: INVOICE_LIST_KEY,
    initialSort: [{ column: "invoicedate", desc: true }],
  });
  const current = editing && ((tab.query.data ?? []).find((i) => i.id === editing.id) ?? editing);

  return (
    <Stack gap="xs">
      <DataGrid
        phoneCards
        {...tab.grid}
        label={inOrder ? "Invoices" : "My Invoices"}
        getRowId={(i) => String(i.id)}
        onRowOpen={(i) => setEditing(i)}
        onExport={() =>
          void downloadFile(
            "/api/vendorprofile/vendorworkorderinvoices/export",
            inOrder ? { workorderid: scope.workorderid } : { status: scope.status },
            "Invoices.xlsx",
          ).catch((e: unknown) => notifyFailure(e, "Export failed"))
        }
        pageSizes={[10, 20, 50, 100]}
        emptyText={inOrder ? "No Invoices Found. Create one from an approved proposal." : "No Invoices Found"}
        height={inOrder ? 420 : undefined}
      />
      {current && (
        <DocumentEditor
          kind={INVOICE_KIND}
          doc={current}
          locked={locked}
          save={(i, v) => save.mutateAsync({ i, v })}
          onStored={setEditing}
          reload={() => tab.query.refetch()}
          onClose={() => setEditing(null)}
        />
      )}
      {preview.popup}
    </Stack>
  );
};
