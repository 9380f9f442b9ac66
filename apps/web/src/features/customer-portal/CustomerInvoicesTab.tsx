import type { CustomerInvoice } from "@fm/domain/contracts";
import { Stack } from "@mantine/core";
import { useState } from "react";
import { saveFile } from "../../api/download.ts";
import { api } from "../../api/instance.ts";
import { ActionsMenu } from "../../components/ActionsMenu.tsx";
import {
  actionsColumn,
  DataGrid,
  dateColumn,
  type GridColumn,
  moneyColumn,
} from "../../components/datagrid/index.ts";
import { FilePreviewModal } from "../../components/file-preview/index.ts";
import { StoredLinesTable } from "../../components/line-items/index.ts";
import { notifyFailure } from "../../components/notify.ts";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { portalApi, portalKeys } from "./customer-portal-api.ts";

export const invoiceColumns = (
  actions: (i: CustomerInvoice) => React.ReactNode,
): GridColumn<CustomerInvoice>[] => [
  { name: "invoicenumber", caption: "Invoice #", width: 140 },
  moneyColumn("amount", "Invoice Amount", 150),
  dateColumn("invoicedate", "Invoice Date", 130),
  dateColumn("duedate", "Due Date", 130),
  { name: "note", caption: "Note", width: 260 },
  actionsColumn(actions),
];
export const invoiceSearchText = (i: CustomerInvoice) =>
  [i.invoicenumber, i.amount, i.note, i.wonumber].join(" ");

/** Preview (800x750) and PDF of an approved invoice; the actions of every customer invoice grid. */
export const useInvoiceActions = () => {
  const [preview, setPreview] = useState<CustomerInvoice | null>(null);
  const menu = (i: CustomerInvoice) => (
    <ActionsMenu
      label={`Actions for invoice ${i.invoicenumber}`}
      items={[
        { key: "preview", label: "Preview" },
        { key: "pdf", label: "PDF" },
      ]}
      position="bottom-end"
      onSelect={(item) =>
        item.key === "preview"
          ? setPreview(i)
          : void api
              .download("/api/customerprofile/generateinvoice", {
                body: { invoiceid: i.id, format: "pdf" },
                fallbackName: `${i.wonumber}_invoice_${i.invoicenumber}.pdf`,
              })
              .then(saveFile)
              .catch((err: unknown) => notifyFailure(err))
      }
    />
  );
  const popup = preview && (
    <FilePreviewModal
      title="Invoice Preview"
      width={800}
      height={750}
      source={{
        html: {
          queryKey: ["customer-invoice-preview", preview.id],
          load: () => portalApi.invoiceHtml(preview.id),
        },
      }}
      onClose={() => setPreview(null)}
    />
  );
  return { menu, popup, open: setPreview };
};

/** Invoices tab of the customer-facing detail: the approved invoices (grid state under the key invoicelist). */
export const CustomerInvoicesTab = ({ workorderid }: { workorderid: number }) => {
  const actions = useInvoiceActions();
  const tab = useLocalGridTab({
    queryKey: portalKeys.invoices(workorderid),
    queryFn: () => portalApi.invoices(workorderid),
    columns: invoiceColumns(actions.menu),
    pageSize: 100,
    searchText: invoiceSearchText,
    storageKey: "invoicelist",
  });
  return (
    <Stack gap="xs">
      <DataGrid
        {...tab.grid}
        label="Invoices"
        getRowId={(i) => String(i.id)}
        renderDetail={(i) => (
          <Stack p="xs">
            <StoredLinesTable lines={i.details} label={`Items of invoice ${i.invoicenumber}`} />
          </Stack>
        )}
        onRowOpen={(i) => actions.open(i)}
        emptyText="No invoices yet"
        height={480}
      />
      {actions.popup}
    </Stack>
  );
};
