import { formatUsd, isVendorDraft } from "@fm/domain";
import type { VendorPortalInvoice } from "@fm/domain/contracts";
import { Badge, Group, SimpleGrid, Tabs, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { formatDate } from "../../components/datagrid/index.ts";
import { FormModal } from "../../components/FormModal.tsx";
import {
  documentTotal,
  fromLinesValue,
  type LinesValue,
  linesOf,
  lineValidation,
  toLinesValue,
} from "./billing-model.ts";
import { ImportItems } from "./ImportItems.tsx";
import { LineTable } from "./LineTables.tsx";
import { Info } from "./ProposalEditor.tsx";
import { type InvoiceDraft, vendorBillingApi } from "./vendor-billing-api.ts";

interface Values extends LinesValue {
  invoicenumber: string;
  description: string;
  note: string;
}

const required = (label: string) => (v: string) => (v.trim() ? null : `${label} is required.`);

/** Edit Invoice (spec 2 §2 Portals: full-screen, tabs Summary, Labor, Materials, Other); a draft only. */
export const InvoiceEditor = ({
  invoice,
  locked,
  onSave,
  onImported,
  onClose,
}: {
  invoice: VendorPortalInvoice;
  locked: boolean;
  onSave: (draft: InvoiceDraft) => Promise<unknown>;
  onImported: () => void;
  onClose: () => void;
}) => {
  const editable = !locked && isVendorDraft(invoice.invoicestatusid);
  const [tab, setTab] = useState<string | null>("summary");
  const form = useForm<Values>({
    initialValues: {
      invoicenumber: invoice.invoicenumber,
      description: invoice.description,
      note: invoice.note ?? "",
      ...toLinesValue(linesOf(invoice)),
    },
    validate: {
      invoicenumber: required("Invoice Number"),
      description: required("Description"),
      ...lineValidation,
    },
  });
  const submit = (v: Values) =>
    onSave({
      invoicenumber: v.invoicenumber.trim(),
      description: v.description.trim(),
      note: v.note.trim() || null,
      ...fromLinesValue(v),
    });
  const count = (k: keyof LinesValue) => form.values[k].length;
  const bad = (k: string) => Object.keys(form.errors).some((e) => e === k || e.startsWith(`${k}.`));
  return (
    <FormModal
      form={form}
      title={`${editable ? "Edit" : "View"} Invoice ${invoice.invoicenumber}`}
      width="100%"
      height="95vh"
      onClose={onClose}
      onSubmit={submit}
      canSubmit={editable}
    >
      <Group justify="space-between">
        <Group gap="xs">
          <Badge variant="light" color={editable ? "gray" : "blue"}>
            {invoice.invoicestatus}
          </Badge>
          <Text fw={600}>Invoice Amount: {formatUsd(documentTotal(form.values))}</Text>
        </Group>
        {editable && (
          <ImportItems
            disabled={!editable}
            upload={(file) => vendorBillingApi.importInvoiceItems(invoice.id, file)}
            onImported={onImported}
          />
        )}
      </Group>
      <Tabs value={tab} onChange={setTab} variant="outline" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="summary" color={bad("invoicenumber") || bad("description") ? "red" : undefined}>
            Summary
          </Tabs.Tab>
          <Tabs.Tab value="labor" color={bad("labor") ? "red" : undefined}>
            Labor ({count("labor")}){bad("labor") ? " !" : ""}
          </Tabs.Tab>
          <Tabs.Tab value="materials" color={bad("materials") ? "red" : undefined}>
            Materials ({count("materials")}){bad("materials") ? " !" : ""}
          </Tabs.Tab>
          <Tabs.Tab value="other" color={bad("other") ? "red" : undefined}>
            Other ({count("other")}){bad("other") ? " !" : ""}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="summary" pt="sm">
          <SimpleGrid cols={{ base: 2, md: 4 }} mb="sm">
            <Info label="Work Order #">{invoice.wonumber}</Info>
            <Info label="Proposal #">{invoice.proposalnumber ?? ""}</Info>
            <Info label="Invoice Date">{formatDate(invoice.invoicedate)}</Info>
            <Info label="Status">{invoice.invoicestatus}</Info>
          </SimpleGrid>
          <TextInput
            label="Invoice Number"
            required
            readOnly={!editable}
            data-autofocus
            {...form.getInputProps("invoicenumber")}
          />
          <Textarea
            label="Description"
            required
            autosize
            minRows={3}
            maxRows={8}
            readOnly={!editable}
            {...form.getInputProps("description")}
          />
          <Textarea
            label="Note"
            autosize
            minRows={2}
            maxRows={6}
            readOnly={!editable}
            {...form.getInputProps("note")}
          />
        </Tabs.Panel>
        <Tabs.Panel value="labor" pt="sm">
          <LineTable form={form} kind="labor" readOnly={!editable} />
        </Tabs.Panel>
        <Tabs.Panel value="materials" pt="sm">
          <LineTable form={form} kind="materials" readOnly={!editable} />
        </Tabs.Panel>
        <Tabs.Panel value="other" pt="sm">
          <LineTable form={form} kind="other" readOnly={!editable} />
        </Tabs.Panel>
      </Tabs>
    </FormModal>
  );
};

/** Create Invoice from an approved proposal: invoice number and description are required (spec 2 §5). */
export const CreateInvoiceModal = ({
  proposalnumber,
  onSave,
  onClose,
}: {
  proposalnumber: string;
  onSave: (v: { invoicenumber: string; description: string; note: string | null }) => Promise<unknown>;
  onClose: () => void;
}) => {
  const form = useForm({
    initialValues: { invoicenumber: "", description: "", note: "" },
    validate: { invoicenumber: required("Invoice Number"), description: required("Description") },
  });
  return (
    <FormModal
      form={form}
      title={`Create Invoice from Proposal ${proposalnumber}`}
      width={600}
      height={450}
      onClose={onClose}
      onSubmit={(v) =>
        onSave({
          invoicenumber: v.invoicenumber.trim(),
          description: v.description.trim(),
          note: v.note.trim() || null,
        })
      }
      submitLabel="Create Invoice"
    >
      <TextInput label="Invoice Number" required {...form.getInputProps("invoicenumber")} />
      <Textarea label="Description" required autosize minRows={3} {...form.getInputProps("description")} />
      <Textarea label="Note" autosize minRows={2} {...form.getInputProps("note")} />
    </FormModal>
  );
};
