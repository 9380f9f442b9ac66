import { Anchor, Badge, Card, Group, Stack, Text } from "@mantine/core";
import { IconFlagFilled, IconMapPin } from "@tabler/icons-react";
import { Link } from "react-router";
import { workOrderRowStyle } from "./row-style.ts";
import type { WorkOrderRow } from "./workorder-api.ts";
import type { WorkOrderOrigin } from "./workorder-columns.tsx";

/** The status tile variant of a row: work order number, brief description, status, jobsite and address. */
export const WorkOrderTile = ({ row, origin }: { row: WorkOrderRow; origin: WorkOrderOrigin }) => {
  const style = workOrderRowStyle(row);
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      h="100%"
      style={{ background: style?.background, borderLeft: `4px solid ${row.statuscolor}` }}
      data-row-id={row.id}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={4} wrap="nowrap">
            {row.flagged && (
              <IconFlagFilled size={14} color="var(--mantine-color-red-7)" aria-label="Flagged" />
            )}
            <Anchor component={Link} to={`/workorder/details?id=${row.id}&origin=${origin}`} fw={700}>
              {row.wonumber}
            </Anchor>
          </Group>
          <Badge
            color={row.statuscolor}
            variant="light"
            tt="none"
            size="sm"
            style={{ color: row.statuscolor }}
          >
            {row.status}
          </Badge>
        </Group>
        <Text size="sm" lineClamp={2} mih={40}>
          {row.briefdescription}
        </Text>
        <Text size="sm" fw={600} truncate>
          {row.jobsite}
        </Text>
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={14} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text size="xs" c="dimmed" truncate>
            {row.streetaddress}, {row.city}, {row.statecode} {row.postalcode}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
};
