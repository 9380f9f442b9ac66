import { Anchor, Badge, Group, Text, Tooltip } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { Link } from "react-router";
import type { GridColumn } from "../../components/datagrid/index.ts";
import type { OutboxRow } from "./outbox-api.ts";

const STATUS_COLOR: Record<string, string> = {
  queued: "blue",
  sending: "yellow",
  sent: "green",
  failed: "red",
};

/** The Outbox grid's columns; names are the server's allow-listed columns (outbox.columns.ts). */
export const OUTBOX_COLUMNS: readonly GridColumn<OutboxRow>[] = [
  { name: "createddate", caption: "Queued", type: "date", width: 170 },
  {
    name: "to",
    caption: "To",
    width: 260,
    cell: (m) => (
      <Text size="sm" truncate title={[...m.to, ...(m.cc ?? [])].join(", ")}>
        {m.to.join(", ")}
        {m.cc?.length ? (
          <Text span size="xs" c="dimmed">
            {" "}
            cc {m.cc.join(", ")}
          </Text>
        ) : null}
      </Text>
    ),
  },
  { name: "subject", caption: "Subject", width: 300 },
  {
    name: "status",
    caption: "Status",
    width: 100,
    cell: (m) => (
      <Badge variant="light" color={STATUS_COLOR[m.status] ?? "gray"} tt="none">
        {m.status}
      </Badge>
    ),
  },
  { name: "attempts", caption: "Attempts", type: "number", align: "right", width: 90 },
  {
    name: "lasterror",
    caption: "Last Error",
    width: 260,
    cell: (m) =>
      m.lasterror ? (
        <Tooltip label={m.lasterror} multiline w={360}>
          <Text size="xs" c="red" truncate>
            {m.lasterror}
          </Text>
        </Tooltip>
      ) : null,
  },
  { name: "sentat", caption: "Sent", type: "date", width: 170 },
  {
    name: "workorderid",
    caption: "Work Order",
    type: "number",
    width: 110,
    cell: (m) =>
      m.workorderid ? (
        <Anchor component={Link} to={`/workorder/details?id=${m.workorderid}&origin=workorder`}>
          {m.workorderid}
        </Anchor>
      ) : null,
  },
  {
    name: "attachmentnames",
    caption: "Attachments",
    width: 220,
    sortable: false,
    cell: (m) => (
      <Group gap={8} wrap="nowrap">
        {m.attachmentnames.map((n) => (
          <Group key={n} gap={4} wrap="nowrap">
            <IconPaperclip size={12} aria-hidden />
            <Text size="xs">{n}</Text>
          </Group>
        ))}
      </Group>
    ),
  },
];
