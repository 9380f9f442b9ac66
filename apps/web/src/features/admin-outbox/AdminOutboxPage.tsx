import { isAdmin } from "@fm/domain";
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconPaperclip, IconRefresh } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { api } from "../../api/instance.ts";
import { useCurrentUser } from "../../auth/use-session.ts";
import { formatDateTime } from "../../components/datagrid/format.ts";
import { ErrorFallback } from "../../components/ErrorFallback.tsx";
import { PageErrorBoundary } from "../../components/PageError.tsx";
import { Unauthorized } from "../../components/Unauthorized.tsx";

interface OutboxRow {
  id: number;
  to: string[];
  cc: string[] | null;
  subject: string;
  status: string;
  attempts: number;
  lasterror: string | null;
  sentat: string | null;
  createddate: string;
  workorderid: number | null;
  attachmentnames: string[];
}

const STATUS_COLOR: Record<string, string> = {
  queued: "blue",
  sending: "yellow",
  sent: "green",
  failed: "red",
};
const PAGE_SIZES = ["10", "20", "50", "100"];

/** The admin Outbox: queued, sending, sent and failed mail with attempts, last error and attachments. */
export const AdminOutboxPage = () => {
  const [status, setStatus] = useState("all");
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const result = useQuery({
    queryKey: ["admin", "outbox", status, page, pageSize],
    queryFn: ({ signal }) =>
      api.get<OutboxRow[]>("/api/admin/outbox", {
        query: { status: status === "all" ? undefined : status, page, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const rows = result.data ?? [];

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Outbox
        </Title>
        <Group gap="sm">
          <SegmentedControl
            size="xs"
            aria-label="Mail status"
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
            data={[
              { value: "all", label: "All" },
              { value: "queued", label: "Queued" },
              { value: "sending", label: "Sending" },
              { value: "sent", label: "Sent" },
              { value: "failed", label: "Failed" },
            ]}
          />
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} />}
            loading={result.isFetching}
            onClick={() => void result.refetch()}
          >
            Refresh
          </Button>
        </Group>
      </Group>
      {result.error ? (
        <ErrorFallback error={result.error} onReset={() => void result.refetch()} />
      ) : (
        <Paper withBorder radius="md">
          <ScrollArea>
            <Table highlightOnHover verticalSpacing={6} fz="sm" miw={1100} aria-label="Outbox">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Queued</Table.Th>
                  <Table.Th>To</Table.Th>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Attempts</Table.Th>
                  <Table.Th>Last Error</Table.Th>
                  <Table.Th>Sent</Table.Th>
                  <Table.Th>Work Order</Table.Th>
                  <Table.Th>Attachments</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={9} ta="center" c="dimmed" py="xl">
                      {result.isPending ? "Loading..." : "No mail"}
                    </Table.Td>
                  </Table.Tr>
                )}
                {rows.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(m.createddate)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{m.to.join(", ")}</Text>
                      {m.cc?.length ? (
                        <Text size="xs" c="dimmed">
                          cc {m.cc.join(", ")}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{m.subject}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLOR[m.status] ?? "gray"} tt="none">
                        {m.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{m.attempts}</Table.Td>
                    <Table.Td maw={260}>
                      {m.lasterror ? (
                        <Tooltip label={m.lasterror} multiline w={360}>
                          <Text size="xs" c="red" lineClamp={2}>
                            {m.lasterror}
                          </Text>
                        </Tooltip>
                      ) : null}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(m.sentat)}</Table.Td>
                    <Table.Td>
                      {m.workorderid ? (
                        <Anchor
                          component={Link}
                          to={`/workorder/details?id=${m.workorderid}&origin=workorder`}
                        >
                          {m.workorderid}
                        </Anchor>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {m.attachmentnames.map((n) => (
                        <Group key={n} gap={4} wrap="nowrap">
                          <IconPaperclip size={12} aria-hidden />
                          <Text size="xs">{n}</Text>
                        </Group>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <Group justify="space-between" px="sm" py={6}>
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                Page size
              </Text>
              <Select
                size="xs"
                w={80}
                aria-label="Page size"
                data={PAGE_SIZES}
                value={String(pageSize)}
                allowDeselect={false}
                onChange={(v) => {
                  setPageSize(Number(v));
                  setPage(1);
                }}
              />
            </Group>
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                Page {page}
              </Text>
              <Button
                size="compact-sm"
                variant="default"
                aria-label="Previous page"
                disabled={page === 1}
                onClick={() => setPage((p) => p - 1)}
              >
                <IconChevronLeft size={14} />
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                aria-label="Next page"
                disabled={rows.length < pageSize}
                onClick={() => setPage((p) => p + 1)}
              >
                <IconChevronRight size={14} />
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
    </Stack>
  );
};

/** /admin/outbox: Admin only (others see 'Unauthorized'). Routed in app/router.tsx, outside SCREENS. */
export const AdminOutboxRoute = () => {
  const user = useCurrentUser();
  useEffect(() => {
    document.title = "Outbox · FM Dispatch";
  }, []);
  if (!isAdmin(user)) return <Unauthorized message="Unauthorized" />;
  return (
    <PageErrorBoundary>
      <AdminOutboxPage />
    </PageErrorBoundary>
  );
};
