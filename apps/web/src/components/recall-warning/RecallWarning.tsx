import type { SimilarOrder } from "@fm/domain/contracts";
import { Alert, Anchor, Badge, Group, List, Select, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatDate } from "../datagrid/format.ts";

const KIND_LABEL = { duplicate: "Open", recall: "Recent" } as const;

/**
 * The new-order forms' recall / duplicate warning (issue 32 §6): the site's open orders and those of the last
 * 30 days, each a link, and a choice of the one this order recalls. It only warns: Save stays possible.
 */
export const RecallWarning = ({
  orders,
  detailsPath,
  recallof,
  onRecallOf,
}: {
  orders: readonly SimilarOrder[];
  detailsPath: (id: number) => string;
  recallof: number | null;
  onRecallOf: (id: number | null) => void;
}) => {
  if (!orders.length) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title="This site already has an order for this trade"
      role="status"
    >
      <Text size="sm" mb={4}>
        Check it is not a duplicate. If the earlier work failed, mark this order as its recall.
      </Text>
      <List size="sm" spacing={2} mb="xs">
        {orders.map((o) => (
          <List.Item key={o.id}>
            <Group gap={6} wrap="wrap">
              <Anchor component={Link} to={detailsPath(o.id)} target="_blank" rel="noopener">
                {o.wonumber}
              </Anchor>
              <Badge size="xs" variant="light" color={o.kind === "duplicate" ? "orange" : "blue"}>
                {KIND_LABEL[o.kind]}
              </Badge>
              <Text size="sm" span>
                {o.status} · {formatDate(o.createddate)} · {o.briefdescription}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
      <Select
        label="Recall Of"
        placeholder="Not a recall"
        clearable
        maw={360}
        data={orders.map((o) => ({ value: String(o.id), label: `${o.wonumber} (${o.status})` }))}
        value={recallof ? String(recallof) : null}
        onChange={(v) => onRecallOf(v ? Number(v) : null)}
      />
    </Alert>
  );
};
