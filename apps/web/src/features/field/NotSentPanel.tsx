import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCloudOff } from "@tabler/icons-react";
import { useState } from "react";
import { confirmDialog } from "../../components/confirm-dialog.tsx";
import { formatDateTime } from "../../components/datagrid/format.ts";
import { fieldQueue, offlineAsOf, useFieldQueue } from "./offline/field-offline.ts";
import { QUEUED_KIND_LABELS, QUEUED_STATE_LABELS, type QueuedAction } from "./offline/queue-types.ts";

const STATE_COLOR = { waiting: "gray", sending: "blue", refused: "red" } as const;

/** What one queued action is, in the tech's words. */
const describe = (a: QueuedAction) => {
  const p = a.payload;
  const what = QUEUED_KIND_LABELS[p.kind];
  const detail = p.kind === "photo" ? ` (${p.tag})` : "";
  return `${what}${detail} · ${a.wonumber}`;
};

/**
 * "Not sent" (issue 31): the actions kept on this phone (offline, or the server could not be reached or
 * refused them), oldest first, with their state; Retry sends again, Discard (after a confirmation) drops
 * one. Only `workorderid` limits the list to one order (the detail page); Today shows all of them.
 */
export const NotSentPanel = ({ workorderid }: { workorderid?: number }) => {
  const all = useFieldQueue();
  const [busy, setBusy] = useState<number | null>(null);
  const items = workorderid === undefined ? all : all.filter((a) => a.payload.workorderid === workorderid);
  if (items.length === 0) return null;
  const retry = async (id: number) => {
    setBusy(id);
    try {
      await fieldQueue.retry(id);
    } finally {
      setBusy(null);
    }
  };
  const discard = async (a: QueuedAction) => {
    const yes = await confirmDialog(
      `Discard ${describe(a)}? It was never sent and cannot be recovered.`,
      "Discard",
      "Discard",
      "Cancel",
    );
    if (yes) await fieldQueue.discard(a.id);
  };
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="not-sent-title">
      <Group gap="xs" mb="xs">
        <IconCloudOff size={18} aria-hidden />
        <Title order={2} size="h4" id="not-sent-title">
          Not sent ({items.length})
        </Title>
      </Group>
      <Stack gap="xs" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {items.map((a) => (
          <li key={a.id} aria-label={describe(a)}>
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} size="sm">
                  {describe(a)}
                </Text>
                <Badge color={STATE_COLOR[a.state]} variant="light">
                  {QUEUED_STATE_LABELS[a.state]}
                </Badge>
              </Group>
              <Text size="xs">Done on this phone {formatDateTime(a.occurredat)}</Text>
              {a.message && (
                <Alert color={a.state === "refused" ? "red" : "gray"} p="xs">
                  <Text size="sm">{a.message}</Text>
                </Alert>
              )}
              <Group gap="xs">
                <Button
                  size="sm"
                  variant="light"
                  loading={busy === a.id}
                  disabled={a.state === "sending"}
                  onClick={() => void retry(a.id)}
                >
                  Retry
                </Button>
                <Button
                  size="sm"
                  variant="subtle"
                  color="red"
                  disabled={a.state === "sending"}
                  onClick={() => void discard(a)}
                >
                  Discard
                </Button>
              </Group>
            </Stack>
          </li>
        ))}
      </Stack>
    </Paper>
  );
};

/**
 * "Offline: as of 13:05" over a read (`offlineRead(readKey, …)`) that came from the phone, not the server.
 * `updatedAt` is the query's `dataUpdatedAt`: a kept answer equal to the last one leaves `data` unchanged, so
 * the time of the fetch is what tells the screen to look again.
 */
export const AsOfNotice = ({ readKey, updatedAt }: { readKey: string; updatedAt: number }) => {
  const asof = updatedAt ? offlineAsOf(readKey) : null;
  return asof ? (
    <Alert color="yellow" p="xs" icon={<IconCloudOff size={18} aria-hidden />}>
      <Text size="sm">Offline: as of {formatDateTime(asof)}</Text>
    </Alert>
  ) : null;
};
