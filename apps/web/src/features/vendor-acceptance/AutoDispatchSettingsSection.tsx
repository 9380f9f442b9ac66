import { isAdmin } from "@fm/domain";
import { Button, Group, NumberInput, Select, Stack, Switch, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useCurrentUser } from "../../auth/use-session.ts";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { autoDispatchApi, autoDispatchKeys } from "./autodispatch-api.ts";

/**
 * Automatic dispatch of a customer (Admin, issue 32): opt in per trade, with the minutes each vendor has to
 * accept before the next is offered. Shown on the customer's Trades tab; nothing for other users.
 */
export const AutoDispatchSettingsSection = ({
  customerid,
  trades,
}: {
  customerid: number;
  trades: { tradeid: number; tradename: string }[];
}) => {
  const user = useCurrentUser();
  const admin = isAdmin(user);
  const query = useQuery({
    queryKey: autoDispatchKeys.settings(customerid),
    queryFn: () => autoDispatchApi.settings(customerid),
    enabled: admin,
  });
  const [tradeid, setTradeid] = useState<string | null>(null);
  const [wait, setWait] = useState<number | string>(60);
  const save = useApiMutation({
    mutationFn: autoDispatchApi.save,
    success: "Automatic dispatch saved",
    failure: "Failed to save automatic dispatch",
    invalidates: [autoDispatchKeys.settings(customerid)],
  });
  if (!admin) return null;
  const rows = query.data ?? [];
  return (
    <Stack gap="xs" mt="md">
      <Title order={3} size="h5">
        Automatic Dispatch
      </Title>
      <Text size="sm" c="dimmed">
        New orders of an opted-in trade are offered to the best-ranked eligible vendor, then the next when one
        declines or does not answer in time.
      </Text>
      {rows.length > 0 && (
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Trade</Table.Th>
              <Table.Th>Minutes per vendor</Table.Th>
              <Table.Th>On</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.tradename}</Table.Td>
                <Table.Td>{r.waitminutes}</Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={`Automatic dispatch for ${r.tradename}`}
                    checked={r.enabled}
                    onChange={(e) =>
                      save.mutate({
                        customerid,
                        tradeid: r.tradeid,
                        enabled: e.currentTarget.checked,
                        waitminutes: r.waitminutes,
                      })
                    }
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group align="flex-end">
        <Select
          label="Trade"
          data={trades.map((t) => ({ value: String(t.tradeid), label: t.tradename }))}
          value={tradeid}
          onChange={setTradeid}
          searchable
          w={240}
        />
        <NumberInput label="Minutes per vendor" min={5} max={10080} value={wait} onChange={setWait} w={160} />
        <Button
          disabled={!tradeid}
          loading={save.isPending}
          onClick={() =>
            tradeid &&
            save.mutate({
              customerid,
              tradeid: Number(tradeid),
              enabled: true,
              waitminutes: Number(wait) || 60,
            })
          }
        >
          Turn On
        </Button>
      </Group>
    </Stack>
  );
};
