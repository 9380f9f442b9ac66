import { formatDistance } from "@fm/domain";
import type { CheckInEvent } from "@fm/domain/contracts";
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { formatDateTime } from "../../components/datagrid/format.ts";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { fieldApi, fieldKeys } from "./field-api.ts";

// Leaflet only when a trail has a point to show (its own chunk, like the map reports).
const CheckInMap = lazy(() => import("./CheckInMap.tsx").then((m) => ({ default: m.CheckInMap })));

const METHOD: Record<CheckInEvent["method"], string> = {
  gps: "GPS",
  override: "geofence overridden",
  code: "check-in code",
};

const describe = (e: CheckInEvent) =>
  [
    e.kind === "in" ? "Checked in" : "Checked out",
    e.user,
    METHOD[e.method],
    e.distance === null ? null : `${formatDistance(e.distance)} from site`,
    e.confirmedby ? `confirmed by ${e.confirmedby}` : null,
    e.workcomplete ? "work complete" : null,
  ]
    .filter(Boolean)
    .join(" · ");

/** The staff detail's Check-ins section (issue 31): the trail, a small map, the dispatcher's code check. */
export const CheckInTrailPanel = ({
  workorderid,
  canConfirm,
}: {
  workorderid: number;
  canConfirm: boolean;
}) => {
  const trail = useQuery({
    queryKey: fieldKeys.trail(workorderid),
    queryFn: () => fieldApi.trail(workorderid),
  });
  const [code, setCode] = useState("");
  const confirm = useApiMutation({
    mutationFn: () => fieldApi.confirmCode(workorderid, code.trim()),
    success: "Technician checked in",
    failure: "Check-in code not accepted",
    invalidates: [fieldKeys.trail(workorderid)],
    onSuccess: () => setCode(""),
  });
  const data = trail.data;
  return (
    <Paper withBorder p="xs" radius="sm" component="section" aria-label="Check-ins">
      <Group justify="space-between" mb={6}>
        <Title order={6}>Check-ins</Title>
        {data?.onsite && (
          <Badge color="green" variant="light">
            On site
          </Badge>
        )}
      </Group>
      <Stack gap={4}>
        {data && data.events.length === 0 && (
          <Text size="sm" c="dimmed">
            No check-ins yet.
          </Text>
        )}
        {data?.events.map((e) => (
          <Text key={e.id} size="sm">
            <b>{formatDateTime(e.at)}</b> {describe(e)}
            {e.resolution ? ` — ${e.resolution}` : ""}
          </Text>
        ))}
        {data?.site && data.events.some((e) => e.latitude !== null) && (
          <Suspense fallback={null}>
            <CheckInMap trail={data} />
          </Suspense>
        )}
        {canConfirm && (
          <form
            onSubmit={(ev) => {
              ev.preventDefault();
              confirm.mutate();
            }}
          >
            <Group gap="xs" align="end" wrap="nowrap">
              <TextInput
                label="Check-in code"
                description="The 6 digits the technician reads out."
                value={code}
                onChange={(ev) => setCode(ev.currentTarget.value)}
                inputMode="numeric"
                maxLength={6}
                style={{ flex: 1 }}
              />
              <Button
                type="submit"
                variant="light"
                loading={confirm.isPending}
                disabled={!/^\d{6}$/.test(code.trim())}
              >
                Confirm
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Paper>
  );
};
