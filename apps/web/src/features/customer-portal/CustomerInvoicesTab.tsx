import type { CustomerInvoice } from "@fm/domain/contracts";
import { Button, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { saveFile } from "../../api/download.ts";
import { api } from "../../api/instance.ts";
import { ActionsMenu } from "../../components/ActionsMenu.tsx";
import {
  actionsColumn,
  DataGrid,
  dateColumn,
  downloadFile,
  type GridColumn,
  moneyColumn,
} from "../../components/datagrid/index.ts";
import { useDocumentPreview } from "../../components/file-preview/index.ts";
import { StoredLinesTable } from "../../components/line-items/index.ts";
import { notifyFailure } from "../../components/notify.ts";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { CustomerNoteModal, type NoteVariant } from "./CustomerNoteModal.tsx";
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
  const preview = useDocumentPreview<CustomerInvoice>({
    key: ["customer-invoice-preview"],
    load: portalApi.invoiceHtml,
    title: "Invoice Preview",
    width: 800,
  });
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
          ? preview.open(i)
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

  return { menu, popup: preview.popup, open: preview.open };
};

/**
 * New Invoice for a customer (spec 2 §2 Portals lists the button and its dialog, not what it saves): invoices
 * are raised by the dispatcher, so the dialog asks for one: a customer note on the order, mailed to the
 * dispatcher (decision 0044-a30portal-customer-new-invoice).
 */
const NEW_INVOICE: NoteVariant = {
  title: "New Invoice",
  noteLabel: "Invoice Request",
  lead: "Invoice requested by the customer.",
  success: "Invoice requested",
};

/** Invoices tab of the customer-facing detail: the approved invoices (grid state under the key invoicelist). */
export const CustomerInvoicesTab = ({
  workorder,
  editable,
}: {
  workorder: { id: number; wonumber: string };
  editable: boolean;
}) => {
  const workorderid = workorder.id;
  const actions = useInvoiceActions();
  const [requesting, setRequesting] = useState(false);
  const [selected, setSelected] = useState<CustomerInvoice[]>([]);
  // "Export including selected data": the selected invoices when there are some, else all of them.
  const exportXlsx = () =>
    downloadFile(
      "/api/customerprofile/invoices/export",
      { workorderid, ids: selected.map((i) => i.id).join(",") || undefined },
      `${workorder.wonumber}_invoices.xlsx`,
    ).catch((e: unknown) => notifyFailure(e, "Export failed"));
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
        phoneCards
        {...tab.grid}
        label="Invoices"
        getRowId={(i) => String(i.id)}
        rowLabel={(i) => `invoice ${i.invoicenumber}`}
        selectable
        onSelectionChange={setSelected}
        onExport={exportXlsx}
        toolbar={
          <Button
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={!editable}
            onClick={() => setRequesting(true)}
          >
            New Invoice
          </Button>
        }
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
      {requesting && (
        <CustomerNoteModal workorder={workorder} variant={NEW_INVOICE} onClose={() => setRequesting(false)} />
      )}
    </Stack>
  );
};
