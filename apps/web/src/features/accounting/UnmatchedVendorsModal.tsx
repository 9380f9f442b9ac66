import { Alert, Anchor, Loader, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { SizedModal } from "../../components/SizedModal.tsx";
import { accountingApi, accountingKeys } from "./accounting-api.ts";

/**
 * 'Find Unmatched Vendors': vendors of pending bills QuickBooks cannot match by billing vendor id. Nothing is created
 * in QuickBooks; the bookkeeper links each vendor on its details (a same-named QuickBooks vendor is suggested).
 */
export const UnmatchedVendorsModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const result = useQuery({
    queryKey: [...accountingKeys.all, "unmatched"],
    queryFn: accountingApi.unmatchedVendors,
    enabled: opened,
    staleTime: 0,
  });
  return (
    <SizedModal opened={opened} onClose={onClose} title="Unmatched Vendors" width={800} height={500}>
      {result.isFetching && !result.data ? (
        <Stack align="center" p="lg">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            Asking QuickBooks...
          </Text>
        </Stack>
      ) : result.error ? (
        <Alert color="red" title="QuickBooks could not be asked">
          {result.error.message}
        </Alert>
      ) : result.data && result.data.unmatched.length === 0 ? (
        <Alert color="green">
          All {result.data.checked} vendors with pending bills are matched in QuickBooks.
        </Alert>
      ) : result.data ? (
        <Stack gap="xs">
          <Text size="sm">
            {result.data.unmatched.length} of {result.data.checked} vendors with pending bills have no
            QuickBooks match. Their bills are not sent until the billing vendor id is set on the vendor; no
            vendor is created in QuickBooks.
          </Text>
          <Table striped highlightOnHover aria-label="Unmatched vendors">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Vendor</Table.Th>
                <Table.Th>Billing Vendor ID</Table.Th>
                <Table.Th>Problem</Table.Th>
                <Table.Th>QuickBooks vendor of the same name</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.data.unmatched.map((v) => (
                <Table.Tr key={v.vendorId}>
                  <Table.Td>
                    <Anchor
                      href={`/vendor/details?id=${v.vendorId}`}
                      target="_blank"
                      rel="noopener"
                      size="sm"
                    >
                      {v.vendorName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{v.billingVendorId ?? "—"}</Table.Td>
                  <Table.Td>{v.reason}</Table.Td>
                  <Table.Td>{v.suggestedQboId ? `Id ${v.suggestedQboId}` : "None"}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
    </SizedModal>
  );
};
