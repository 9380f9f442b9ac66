import type { ServiceChannelSyncItem, ServiceChannelSyncState } from "@fm/domain/contracts";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { formatDateTime } from "../../components/datagrid/index.ts";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { scSyncApi, scSyncKeys } from "./servicechannel-sync-api.ts";

const KIND: Record<ServiceChannelSyncItem["kind"], string> = {
  status: "Status",
  checkin: "Check-in",
  checkout: "Check-out",
  note: "Note",
};
const STATE_COLOR: Record<ServiceChannelSyncItem["state"], string> = {
  pending: "gray",
  sending: "blue",
  sent: "green",
  failed: "red",
  superseded: "yellow",
};

/** Why a superseded item was not sent (decision 0047-h33-sc-push). */
const SUPERSEDED = "Not sent: a newer change already reached ServiceChannel.";

/**
 * Issue 33 §6: the staff detail's ServiceChannel section — the linked ServiceChannel work order, the last
 * successful push, and the items not sent yet (pending or failed, with ServiceChannel's error) with Retry for
 * staff allowed to change the order, and those superseded (a newer change reached ServiceChannel first).
 * Nothing is shown for an order not imported from ServiceChannel.
 */
export const ServiceChannelSyncPanel = ({ workorderid }: { workorderid: number }) => {
  const state = useQuery({
    queryKey: scSyncKeys.state(workorderid),
    queryFn: () => scSyncApi.state(workorderid),
  });
  const retry = useApiMutation({
    mutationFn: (id: number) => scSyncApi.retry(id),
    success: "Retry queued",
    failure: "Retry not queued",
    invalidates: [scSyncKeys.state(workorderid)],
  });
  if (!state.data) return null;
  return (
    <ServiceChannelSyncView
      data={state.data}
      retrying={retry.isPending ? (retry.variables ?? null) : null}
      onRetry={(id) => retry.mutate(id)}
    />
  );
};

/** The section itself (state in, Retry out): nothing for an order not imported from ServiceChannel. */
export const ServiceChannelSyncView = ({
  data,
  retrying,
  onRetry,
}: {
  data: ServiceChannelSyncState;
  retrying: number | null;
  onRetry: (id: number) => void;
}) => {
  if (data.scworkorderid === null) return null;
  // Listed: what is not sent (pending, sending, failed) and what a newer change superseded.
  const listed = data.items.filter((i) => i.state !== "sent");
  const open = listed.filter((i) => i.state !== "superseded");
  const sent = data.items.length - listed.length;
  return (
    <Paper withBorder p="xs" radius="sm" component="section" aria-label="ServiceChannel">
      <Group justify="space-between" mb={6}>
        <Title order={6}>ServiceChannel</Title>
        {open.some((i) => i.state === "failed") ? (
          <Badge color="red" variant="light">
            Sync failed
          </Badge>
        ) : open.length ? (
          <Badge color="gray" variant="light">
            Pending
          </Badge>
        ) : (
          <Badge color="green" variant="light">
            In sync
          </Badge>
        )}
      </Group>
      <Stack gap={4}>
        <Text size="sm">
          Work order <b>{data.scworkorderid}</b>
        </Text>
        <Text size="xs" c="dimmed">
          Last sync: {data.lastsyncat ? formatDateTime(data.lastsyncat) : "never"} · {sent} sent
        </Text>
        {listed.map((i) => (
          <Group key={i.id} gap={6} wrap="nowrap" align="flex-start" data-testid="sc-sync-item">
            <Badge size="sm" color={STATE_COLOR[i.state]} variant="light">
              {i.state}
            </Badge>
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm">
                {KIND[i.kind]} · {formatDateTime(i.createdat)}
                {i.attempts ? ` · ${i.attempts} attempt${i.attempts === 1 ? "" : "s"}` : ""}
              </Text>
              {i.lasterror && (
                <Text size="xs" c="red" style={{ overflowWrap: "anywhere" }}>
                  {i.lasterror}
                </Text>
              )}
              {i.state === "superseded" && (
                <Text size="xs" c="dimmed">
                  {SUPERSEDED}
                </Text>
              )}
            </Stack>
            {data.canretry && i.state === "failed" && (
              <Button
                size="compact-xs"
                variant="light"
                loading={retrying === i.id}
                onClick={() => onRetry(i.id)}
              >
                Retry
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
};
