import { ActionIcon, Anchor, Box, Loader, Table, Text, Tooltip } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { formatDateTime } from "../../../components/datagrid/index.ts";
import { saveDownload } from "../../../components/file-preview/index.ts";
import type { VendorAttachment } from "./types.ts";
import { vendorApi, vendorKeys } from "./vendor-api.ts";

const download = (a: VendorAttachment) =>
  saveDownload(`/api/workorder/attachment/${a.id}/download`, a.displayname);

/** The expanded vendor line: its attachments (type, filename, uploaded by, uploaded date, download). */
export const LineAttachments = ({ lineId, vendorname }: { lineId: number; vendorname: string }) => {
  const query = useQuery({
    queryKey: vendorKeys.attachments(lineId),
    queryFn: () => vendorApi.attachments(lineId),
  });
  if (query.isPending) return <Loader size="xs" m="xs" aria-label="Loading attachments" />;
  if (query.isError)
    return (
      <Text c="red" size="sm" p="xs">
        {query.error.message}
      </Text>
    );
  if (query.data.length === 0)
    return (
      <Text c="dimmed" size="sm" p="xs">
        No attachments
      </Text>
    );
  return (
    <Box px="md" py={4}>
      <Table withTableBorder striped aria-label={`Attachments of ${vendorname}`} fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Type</Table.Th>
            <Table.Th>File Name</Table.Th>
            <Table.Th>Uploaded By</Table.Th>
            <Table.Th>Uploaded Date</Table.Th>
            <Table.Th w={60} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>{a.attachmenttype}</Table.Td>
              <Table.Td>
                <Anchor component="button" type="button" size="sm" onClick={() => void download(a)}>
                  {a.displayname}
                </Anchor>
              </Table.Td>
              <Table.Td>{a.createdbyuser}</Table.Td>
              <Table.Td>{formatDateTime(a.createddate)}</Table.Td>
              <Table.Td>
                <Tooltip label="Download">
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={`Download ${a.displayname}`}
                    onClick={() => void download(a)}
                  >
                    <IconDownload size={16} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
};
