import type { VendorPortalProposal } from "@fm/domain/contracts";
import { ActionIcon, Anchor, Button, FileButton, Group, Table, Text } from "@mantine/core";
import { IconPaperclip, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { confirmDialog } from "../../components/confirm-dialog.tsx";
import { formatDate } from "../../components/datagrid/index.ts";
import { saveDownload } from "../../components/file-preview/index.ts";
import { notifyFailure, notifySuccess } from "../../components/notify.ts";
import { vendorBillingApi } from "./vendor-billing-api.ts";

/**
 * The Attachments tab of a proposal: photos and documents for the reviewer. Files are added and removed
 * while the proposal is a draft (stored as the work order's 'Vendor Proposal' attachments).
 */
export const ProposalFiles = ({
  proposal,
  editable,
  onChanged,
}: {
  proposal: VendorPortalProposal | null;
  editable: boolean;
  onChanged: () => void;
}) => {
  const [busy, setBusy] = useState(false);
  if (!proposal)
    return (
      <Text c="dimmed" size="sm">
        Save the proposal first, then attach photos or documents here.
      </Text>
    );
  const upload = async (files: File[]) => {
    if (!files.length) return;
    setBusy(true);
    try {
      await vendorBillingApi.attachToProposal(proposal.id, files);
      notifySuccess(files.length === 1 ? "File attached" : `${files.length} files attached`);
      onChanged();
    } catch (e) {
      notifyFailure(e, "Failed to attach");
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: number, name: string) => {
    if (!(await confirmDialog(`Remove ${name} from this proposal?`, "Remove File"))) return;
    try {
      await vendorBillingApi.removeProposalAttachment(proposal.id, id);
      notifySuccess("File removed");
      onChanged();
    } catch (e) {
      notifyFailure(e, "Failed to remove the file");
    }
  };
  const download = (id: number, name: string) =>
    saveDownload(`/api/workorder/attachment/${id}/download`, name);
  return (
    <>
      {editable && (
        <Group>
          <FileButton onChange={(f) => void upload(f)} multiple>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                loading={busy}
                leftSection={<IconPaperclip size={16} />}
              >
                Attach Files
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      {proposal.attachments.length === 0 ? (
        <Text c="dimmed" size="sm" mt="xs">
          No files attached to this proposal.
        </Text>
      ) : (
        <Table withTableBorder striped aria-label="Proposal files" mt="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>File</Table.Th>
              <Table.Th>Uploaded By</Table.Th>
              <Table.Th>Uploaded Date</Table.Th>
              {editable && <Table.Th w={40} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {proposal.attachments.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>
                  <Anchor component="button" type="button" onClick={() => void download(a.id, a.displayname)}>
                    {a.displayname}
                  </Anchor>
                </Table.Td>
                <Table.Td>{a.createdbyname}</Table.Td>
                <Table.Td>{formatDate(a.createddate)}</Table.Td>
                {editable && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${a.displayname}`}
                      onClick={() => void remove(a.id, a.displayname)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
};
