import type { WorkOrderImportResult } from "@fm/domain/contracts";
import { Anchor, Badge, Button, Group, List, Paper, Progress, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { detailsPath } from "./import-api.ts";

/** One dropped file and how its import went. */
export interface FileRow {
  key: string;
  file: File;
  progress: number;
  state: "uploading" | "done" | "failed";
  result?: WorkOrderImportResult;
  error?: { message: string; fields: Record<string, string> };
}

const Outcome = ({ row, onCreateSite }: { row: FileRow; onCreateSite: (row: FileRow) => void }) => {
  if (row.state === "uploading") {
    return (
      <Progress
        value={row.progress}
        size="md"
        striped
        animated
        aria-label={`Upload progress of ${row.file.name}`}
      />
    );
  }
  if (row.state === "failed" && row.error) {
    const details = Object.values(row.error.fields).filter((f) => !row.error?.message.includes(f));
    return (
      <Stack gap={2}>
        <Text size="sm" c="red">
          {row.error.message}
        </Text>
        {details.length > 0 && (
          <List size="xs" c="red">
            {details.map((d) => (
              <List.Item key={d}>{d}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    );
  }
  const r = row.result;
  if (!r) return null;
  if (r.outcome === "imported") {
    return (
      <Stack gap={2}>
        <Text size="sm">
          Imported as{" "}
          <Anchor component={Link} to={detailsPath(r.workorder.id)}>
            Work Order #{r.workorder.wonumber}
          </Anchor>{" "}
          · PO {r.ponumber} · {r.customer} · {r.jobsite}
          {r.jobsitecreated ? " (new job site)" : ""}
          {r.attachments ? ` · ${r.attachments} attachment${r.attachments === 1 ? "" : "s"}` : ""}
        </Text>
        {r.missing.length > 0 && (
          <Text size="xs" c="dimmed">
            Not read: {r.missing.join("; ")}
          </Text>
        )}
      </Stack>
    );
  }
  if (r.outcome === "exists") {
    return (
      <Text size="sm">
        Already imported:{" "}
        <Anchor component={Link} to={detailsPath(r.workorder.id)}>
          Work Order #{r.workorder.wonumber}
        </Anchor>{" "}
        carries PO {r.ponumber}.
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Text size="sm">{r.message}</Text>
      <Button size="xs" variant="light" onClick={() => onCreateSite(row)}>
        Create job site and import
      </Button>
    </Group>
  );
};

const badge = (row: FileRow) => {
  if (row.state === "uploading") return <Badge color="blue">Uploading</Badge>;
  if (row.state === "failed") return <Badge color="red">Invalid</Badge>;
  if (row.result?.outcome === "imported") return <Badge color="green">Imported</Badge>;
  if (row.result?.outcome === "exists") return <Badge color="gray">Already imported</Badge>;
  return <Badge color="yellow">Needs a job site</Badge>;
};

/** The result list of a file import: a progress bar while uploading, then a link per order or what failed. */
export const FileImportList = ({
  rows,
  onCreateSite,
}: {
  rows: FileRow[];
  onCreateSite: (row: FileRow) => void;
}) => (
  <Stack gap="xs" aria-label="Imported files" role="list">
    {rows.map((row) => (
      <Paper key={row.key} withBorder p="xs" role="listitem" aria-label={row.file.name}>
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600} truncate>
              {row.file.name}
            </Text>
            {badge(row)}
          </Group>
          <Outcome row={row} onCreateSite={onCreateSite} />
        </Stack>
      </Paper>
    ))}
  </Stack>
);
