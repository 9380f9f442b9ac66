import { Alert, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { formatMoney } from "../../components/datagrid/format.ts";
import { SizedModal } from "../../components/SizedModal.tsx";
import { accountingKeys, simulatorApi } from "./accounting-api.ts";

type Doc = { id: string; docNumber: string; party: string; total: number };

const DocTable = ({ label, party, docs }: { label: string; party: string; docs: Doc[] }) => (
  <Stack gap={4}>
    <Title order={4} size="h5">
      {label} ({docs.length})
    </Title>
    {docs.length === 0 ? (
      <Text size="sm" c="dimmed">
        None yet.
      </Text>
    ) : (
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>QuickBooks Id</Table.Th>
            <Table.Th>Doc #</Table.Th>
            <Table.Th>{party}</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {docs.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>{d.id}</Table.Td>
              <Table.Td>{d.docNumber}</Table.Td>
              <Table.Td>{d.party}</Table.Td>
              <Table.Td ta="right">{formatMoney(d.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    )}
  </Stack>
);

/** Demo mode: what the built-in QuickBooks simulator received (bills and invoices), to check a push. */
export const SimulatorModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const result = useQuery({
    queryKey: [...accountingKeys.all, "simulator"],
    queryFn: simulatorApi.documents,
    enabled: opened,
    staleTime: 0,
  });
  return (
    <SizedModal opened={opened} onClose={onClose} title="QuickBooks simulator" width={800} height={600}>
      {result.error ? (
        <Alert color="red">{result.error.message}</Alert>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The simulated company's books since the server started; a real company is connected through the
            settings in docs/configuration.md.
          </Text>
          <DocTable label="Bills" party="Vendor" docs={result.data?.bills ?? []} />
          <DocTable label="Invoices" party="Customer" docs={result.data?.invoices ?? []} />
        </Stack>
      )}
    </SizedModal>
  );
};
