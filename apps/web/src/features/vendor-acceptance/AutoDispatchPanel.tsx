import type { AutoDispatchState } from "@fm/domain/contracts";
import { Alert, Button, Group, List, Text } from "@mantine/core";
import { IconHandStop } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { formatDateTime } from "../../components/datagrid/format.ts";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { autoDispatchApi, autoDispatchKeys } from "./autodispatch-api.ts";

const STATE_TEXT: Record<Exclude<AutoDispatchState["state"], "none">, string> = {
  running: "Automatic dispatch is running",
  accepted: "Automatic dispatch finished: a vendor accepted",
  exhausted: "Automatic dispatch found no vendor: dispatch it yourself",
  stopped: "Automatic dispatch was stopped",
};

/**
 * The order's automatic dispatch on the staff Vendor tab: its state, each offer and its outcome, and Stop /
 * Take Over while it runs (`canStop` from the server). Nothing when the order was never auto-dispatched.
 */
export const AutoDispatchPanel = ({
  workorderid,
  onChanged,
}: {
  workorderid: number;
  onChanged?: () => void;
}) => {
  const query = useQuery({
    queryKey: autoDispatchKeys.state(workorderid),
    queryFn: () => autoDispatchApi.state(workorderid),
  });
  const stop = useApiMutation({
    mutationFn: () => autoDispatchApi.stop(workorderid),
    success: "Automatic dispatch stopped",
    failure: "Failed to stop automatic dispatch",
    invalidates: [autoDispatchKeys.state(workorderid)],
    onSuccess: () => onChanged?.(),
  });
  const s = query.data;
  if (!s || s.state === "none") return null;
  return (
    <Alert
      variant="light"
      color={s.state === "exhausted" ? "red" : s.state === "running" ? "blue" : "gray"}
      title={STATE_TEXT[s.state]}
    >
      <Group justify="space-between" align="flex-start">
        <div>
          <Text size="sm">
            {s.tradename} · {s.waitminutes} minutes per vendor · started{" "}
            {s.startedat ? formatDateTime(s.startedat) : ""}
          </Text>
          <List size="sm">
            {s.offers.map((o) => (
              <List.Item key={o.vendorid}>
                {o.rank}. {o.vendorname}: {o.outcome}
                {o.outcome === "pending" ? ` (until ${formatDateTime(o.expiresat)})` : ""}
                {o.reason ? (
                  <Text component="span" size="xs" c="dimmed">
                    {" "}
                    · ranked for: {o.reason}
                  </Text>
                ) : null}
              </List.Item>
            ))}
          </List>
        </div>
        {s.canStop && (
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconHandStop size={16} aria-hidden />}
            loading={stop.isPending}
            onClick={() => stop.mutate()}
          >
            Stop and Take Over
          </Button>
        )}
      </Group>
    </Alert>
  );
};
