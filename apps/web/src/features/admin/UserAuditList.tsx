import { Loader, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { adminApi, adminKeys } from "./admin-api.ts";

const show = (v: unknown) =>
  v === null || v === undefined ? "—" : Array.isArray(v) ? v.join(", ") : String(v);

/** The admin audit trail of a user: who changed what, when, before → after. */
export const UserAuditList = ({ userId }: { userId: number }) => {
  const audit = useQuery({ queryKey: adminKeys.audit(userId), queryFn: () => adminApi.audit(userId) });
  if (audit.isPending) return <Loader size="xs" aria-label="Loading history" />;
  if (audit.isError)
    return (
      <Text size="sm" c="red">
        History could not be loaded: {audit.error.message}
      </Text>
    );
  if (!audit.data.length)
    return (
      <Text size="sm" c="dimmed">
        No changes recorded.
      </Text>
    );
  return (
    <Table striped withTableBorder fz="xs" aria-label="User history">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>Who</Table.Th>
          <Table.Th>Change</Table.Th>
          <Table.Th>Before → After</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {audit.data.map((e) => (
          <Table.Tr key={e.id}>
            <Table.Td>{new Date(e.createddate).toLocaleString()}</Table.Td>
            <Table.Td>{e.actorname}</Table.Td>
            <Table.Td>{e.action}</Table.Td>
            <Table.Td>
              {Object.keys({ ...e.before, ...e.after })
                .map((k) => `${k}: ${show(e.before?.[k])} → ${show(e.after?.[k])}`)
                .join("; ")}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};
