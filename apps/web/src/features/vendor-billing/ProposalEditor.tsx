import { formatUsd, isVendorDraft } from "@fm/domain";
import type { VendorPortalProposal } from "@fm/domain/contracts";
import { Badge, Group, SimpleGrid, Tabs, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
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
import { ProposalFiles } from "./ProposalFiles.tsx";
import { type ProposalDraft, vendorBillingApi } from "./vendor-billing-api.ts";

interface Values extends LinesValue {
  description: string;
  note: string;
}

/**
 * Add/Edit Proposal (spec 2 §2 Portals: full-screen, tabs Summary, Labor, Materials, Other, Attachments). A
 * draft is editable; any other status (or a locked order) opens read-only.
 */
export const ProposalEditor = ({
  proposal,
  locked,
  onSave,
  onImported,
  onClose,
}: {
  /** null: a new proposal. */
  proposal: VendorPortalProposal | null;
  locked: boolean;
  onSave: (draft: ProposalDraft) => Promise<unknown>;
  onImported: () => void;
  onClose: () => void;
}) => {
  const editable = !locked && (proposal === null || isVendorDraft(proposal.proposalstatusid));
  const [tab, setTab] = useState<string | null>("summary");
  const form = useForm<Values>({
    initialValues: {
      description: proposal?.description ?? "",
      note: proposal?.note ?? "",
      ...(proposal ? toLinesValue(linesOf(proposal)) : { labor: [], materials: [], other: [] }),
    },
    validate: lineValidation,
  });
  const submit = (v: Values) =>
    onSave({ description: v.description.trim() || null, note: v.note.trim() || null, ...fromLinesValue(v) });
  const total = documentTotal(form.values);
  const count = (k: keyof LinesValue) => form.values[k].length;
  /** A tab whose lines have errors is marked, so a refused save shows where to look. */
  const bad = (k: string) => Object.keys(form.errors).some((e) => e === k || e.startsWith(`${k}.`));
  return (
    <FormModal
      form={form}
      title={proposal ? `${editable ? "Edit" : "View"} Proposal ${proposal.proposalnumber}` : "Add Proposal"}
      width="100%"
      height="95vh"
      onClose={onClose}
      onSubmit={submit}
      canSubmit={editable}
    >
      <Group justify="space-between">
        <Group gap="xs">
          {proposal && (
            <Badge variant="light" color={editable ? "gray" : "blue"}>
              {proposal.proposalstatus}
            </Badge>
          )}
          <Text fw={600}>Proposal Amount: {formatUsd(total)}</Text>
        </Group>
        {proposal && editable && (
          <ImportItems
            disabled={!editable}
            upload={(file) => vendorBillingApi.importProposalItems(proposal.id, file)}
            onImported={onImported}
          />
        )}
      </Group>
      <Tabs value={tab} onChange={setTab} variant="outline" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="summary">Summary</Tabs.Tab>
          <Tabs.Tab value="labor" color={bad("labor") ? "red" : undefined}>
            Labor ({count("labor")}){bad("labor") ? " !" : ""}
          </Tabs.Tab>
          <Tabs.Tab value="materials" color={bad("materials") ? "red" : undefined}>
            Materials ({count("materials")}){bad("materials") ? " !" : ""}
          </Tabs.Tab>
          <Tabs.Tab value="other" color={bad("other") ? "red" : undefined}>
            Other ({count("other")}){bad("other") ? " !" : ""}
          </Tabs.Tab>
          <Tabs.Tab value="attachments">Attachments</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="summary" pt="sm">
          {proposal && (
            <SimpleGrid cols={{ base: 2, md: 4 }} mb="sm">
              <Info label="Proposal #">{proposal.proposalnumber}</Info>
              <Info label="Work Order #">{proposal.wonumber}</Info>
              <Info label="Status">{proposal.proposalstatus}</Info>
              <Info label="Proposal Amount">{formatUsd(total)}</Info>
            </SimpleGrid>
          )}
          {proposal?.rejectionnote && (
            <Text c="red" size="sm" mb="sm">
              Rejection Note: {proposal.rejectionnote}
            </Text>
          )}
          <Textarea
            label="Description"
            autosize
            minRows={3}
            maxRows={8}
            readOnly={!editable}
            data-autofocus
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
        <Tabs.Panel value="attachments" pt="sm">
          <ProposalFiles proposal={proposal} editable={editable} onChanged={onImported} />
        </Tabs.Panel>
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
