import { formatUsd } from "@fm/domain";
import type { VendorDocumentAbilities } from "@fm/domain/contracts";
import { Badge, Group, SimpleGrid, Tabs, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { confirmDialog } from "../../components/confirm-dialog.tsx";
import { FormModal } from "../../components/FormModal.tsx";
import { focusFirstInvalid } from "../../components/focus-invalid.ts";
import { useLoadedForm } from "../../components/form-changes.ts";
import {
  documentTotal,
  fromLinesValue,
  type LinesValue,
  linesOf,
  lineValidation,
  toLinesValue,
} from "./billing-model.ts";
import type { DocumentKind, HeaderValues } from "./document-kinds.tsx";
import { ImportItems } from "./ImportItems.tsx";
import { LineTable } from "./LineTables.tsx";
import type { BillingLines } from "./vendor-billing-api.ts";

type Values = HeaderValues & LinesValue;
type Doc = { id: number; version: number; abilities: VendorDocumentAbilities } & Parameters<
  typeof linesOf
>[0];

const required = (label: string) => (v: string) => (v.trim() ? null : `${label} is required.`);
const LINE_TABS = [
  ["labor", "Labor"],
  ["materials", "Materials"],
  ["other", "Other"],
] as const;

export interface DocumentEditorProps<D extends Doc> {
  kind: DocumentKind<D>;
  /** null: a new document (proposals only). */
  doc: D | null;
  locked: boolean;
  /** Saves through the list's mutation (toast, refetch) and answers the stored document. */
  save: (doc: D | null, values: HeaderValues & BillingLines) => Promise<D>;
  /** A new document was saved and stays open (Import Items on a new draft). */
  onStored: (doc: D) => void;
  /** Reloads the list (after an import or an attachment); resolves when the fresh rows are in. */
  reload: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Add/Edit Proposal and Edit Invoice (spec 2 §2 Portals: full-screen, tabs Summary, Labor, Materials, Other,
 * and a proposal's Attachments). Editable as the document's `abilities.edit` says (a draft on an open order);
 * otherwise it opens read-only.
 * Import Items adds rows on the server, so unsaved edits are saved first, after the user agrees
 * (decision 0044-a28web): nothing typed is ever thrown away, and a new draft can import too.
 */
export const DocumentEditor = <D extends Doc>({
  kind,
  doc,
  locked,
  save,
  onStored,
  reload,
  onClose,
}: DocumentEditorProps<D>) => {
  // A stored document as the server allows (a draft on an order that accepts writes); a new one unless locked.
  const editable = doc ? doc.abilities.edit : !locked;
  const [tab, setTab] = useState<string | null>("summary");
  const valuesOf = (d: D | null): Values => ({
    ...kind.header(d),
    ...(d ? toLinesValue(linesOf(d)) : { labor: [], materials: [], other: [] }),
  });
  const loaded = valuesOf(doc);
  const form = useForm<Values>({
    initialValues: loaded,
    validate: kind.requiresHeader
      ? { invoicenumber: required("Invoice Number"), description: required("Description"), ...lineValidation }
      : lineValidation,
  });
  // After an import or a save the list brings a new version: the form shows it (edits kept, useLoadedForm).
  useLoadedForm(form, loaded, doc ? `${doc.id}-${doc.version}` : "new");
  const request = (v: Values) => ({
    invoicenumber: v.invoicenumber,
    description: v.description,
    note: v.note,
    ...fromLinesValue(v),
  });
  const submit = async (v: Values) => {
    await save(doc, request(v));
    onClose();
  };

  /** The stored document the file's rows go to: saved first when new or changed, if the user agrees. */
  const importTarget = async (fileName: string): Promise<D | null> => {
    if (doc && !form.isDirty()) return doc;
    if (form.validate().hasErrors) {
      focusFirstInvalid(() => document.querySelector<HTMLElement>("[role=dialog] form"));
      throw new Error(
        `Fix the highlighted fields first: the ${kind.noun.toLowerCase()} is saved before importing.`,
      );
    }
    const what = doc ? "your changes" : `the new ${kind.noun.toLowerCase()}`;
    const ok = await confirmDialog(
      `Import Items adds the rows of ${fileName} to the saved ${kind.noun.toLowerCase()}. Save ${what} first?`,
      "Save and Import",
      "Save and Import",
      "Cancel",
    );
    if (!ok) return null;
    const stored = await save(doc, request(form.getValues()));
    // The form becomes the stored record, so the import's reload shows every imported row.
    form.setValues(valuesOf(stored));
    form.resetDirty(valuesOf(stored));
    onStored(stored);
    return stored;
  };
  const importFile = async (file: File) => {
    const target = await importTarget(file.name);
    if (!target) return null;
    const result = await kind.importItems(target.id, file);
    await reload();
    return result;
  };

  const total = documentTotal(form.values);
  /** A tab whose fields have errors is marked, so a refused save shows where to look. */
  const bad = (k: string) => Object.keys(form.errors).some((e) => e === k || e.startsWith(`${k}.`));
  const noun = kind.noun;
  const title = doc ? `${editable ? "Edit" : "View"} ${noun} ${kind.number(doc)}` : `Add ${noun}`;
  const note = doc && kind.note(doc);
  return (
    <FormModal
      form={form}
      title={title}
      width="100%"
      height="95vh"
      onClose={onClose}
      onSubmit={submit}
      canSubmit={editable}
    >
      <Group justify="space-between">
        <Group gap="xs">
          {doc && (
            <Badge variant="light" color={editable ? "gray" : "blue"}>
              {kind.status(doc)}
            </Badge>
          )}
          <Text fw={600}>
            {noun} Amount: {formatUsd(total)}
          </Text>
        </Group>
        {editable && <ImportItems upload={importFile} />}
      </Group>
      <Tabs value={tab} onChange={setTab} variant="outline" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="summary" color={bad("invoicenumber") || bad("description") ? "red" : undefined}>
            Summary
          </Tabs.Tab>
          {LINE_TABS.map(([k, caption]) => (
            <Tabs.Tab key={k} value={k} color={bad(k) ? "red" : undefined}>
              {caption} ({form.values[k].length}){bad(k) ? " !" : ""}
            </Tabs.Tab>
          ))}
          {kind.attachments && <Tabs.Tab value="attachments">Attachments</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="summary" pt="sm">
          {doc && (
            <SimpleGrid cols={{ base: 2, md: 4 }} mb="sm">
              {kind.facts(doc, total).map(([label, value]) => (
                <Info key={label} label={label}>
                  {value}
                </Info>
              ))}
            </SimpleGrid>
          )}
          {note && (
            <Text c="red" size="sm" mb="sm">
              {note}
            </Text>
          )}
          {kind.requiresHeader && (
            <TextInput
              label="Invoice Number"
              required
              readOnly={!editable}
              data-autofocus
              {...form.getInputProps("invoicenumber")}
            />
          )}
          <Textarea
            label="Description"
            required={kind.requiresHeader}
            autosize
            minRows={3}
            maxRows={8}
            readOnly={!editable}
            data-autofocus={kind.requiresHeader ? undefined : true}
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
        {LINE_TABS.map(([k]) => (
          <Tabs.Panel key={k} value={k} pt="sm">
            <LineTable form={form} kind={k} readOnly={!editable} />
          </Tabs.Panel>
        ))}
        {kind.attachments && (
          <Tabs.Panel value="attachments" pt="sm">
            {kind.attachments(doc, editable, () => void reload())}
          </Tabs.Panel>
        )}
      </Tabs>
    </FormModal>
  );
};

export const Info = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm">{children}</Text>
  </div>
);
