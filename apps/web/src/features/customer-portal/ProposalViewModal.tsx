import { formatUsd } from "@fm/domain";
import type { CustomerProposal } from "@fm/domain/contracts";
import { Badge, Group, Modal, Paper, SimpleGrid, Stack, Text, Textarea, Typography } from "@mantine/core";
import { formatDate } from "../../components/datagrid/index.ts";
import { StoredLinesTable } from "../../components/line-items/index.ts";
import { ReadOnlyField as Field } from "../../components/ReadOnlyField.tsx";
import { useReturnFocus } from "../../components/use-return-focus.ts";

/** The full-screen, read-only proposal popup (spec 2 §2 Portals): Proposal Notes, Scope of Work, items. */
export const ProposalViewModal = ({
  proposal,
  onClose,
}: {
  proposal: CustomerProposal;
  onClose: () => void;
}) => {
  useReturnFocus();
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      title={`Proposal ${proposal.proposalnumber} — Work Order ${proposal.wonumber}`}
    >
      <Stack gap="sm">
        <Paper withBorder p="sm">
          <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
            <Field label="Proposed Amount">{formatUsd(proposal.amount)}</Field>
            <Field label="Status">
              <Badge variant="light">{proposal.status}</Badge>
            </Field>
            <Field label="Date Created">{formatDate(proposal.createddate)}</Field>
            <Field label="Complete Date">{formatDate(proposal.completedate)}</Field>
            <Field label="Cust. PO">{proposal.custponumber}</Field>
          </SimpleGrid>
        </Paper>
        <Textarea label="Proposal Notes" value={proposal.note ?? ""} readOnly autosize minRows={2} />
        <div>
          <Text size="sm" fw={500} mb={4}>
            Scope of Work <span style={{ color: "var(--mantine-color-red-6)" }}>*</span>
          </Text>
          <Paper withBorder p="sm">
            <Typography fz="sm">
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises the scope of work before sending it */}
              <div dangerouslySetInnerHTML={{ __html: proposal.scopeofwork }} />
            </Typography>
          </Paper>
        </div>
        <StoredLinesTable lines={proposal.details} label={`Items of proposal ${proposal.proposalnumber}`} />
        <Group justify="flex-end" gap="lg">
          <Text size="sm">Subtotal {formatUsd(proposal.subtotal)}</Text>
          <Text size="sm">Tax {formatUsd(proposal.taxes)}</Text>
          <Text fw={700}>Total {formatUsd(proposal.amount)}</Text>
        </Group>
        {proposal.rejectionnote && (
          <Textarea label="Rejection Information" value={proposal.rejectionnote} readOnly autosize />
        )}
      </Stack>
    </Modal>
  );
};
