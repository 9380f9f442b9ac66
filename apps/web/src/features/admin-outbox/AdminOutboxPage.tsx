import { isAdmin } from "@fm/domain";
import { Button, Group, SegmentedControl, Stack, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useCurrentUser } from "../../auth/use-session.ts";
import {
  DataGrid,
  defaultGridState,
  filterTypes,
  type GridValue,
  pagedQueryGridProps,
  toListQuery,
} from "../../components/datagrid/index.ts";
import { PageErrorBoundary } from "../../components/PageError.tsx";
import { Unauthorized } from "../../components/Unauthorized.tsx";
import { useDocumentTitle } from "../../components/use-document-title.ts";
import { outboxApi, outboxKeys } from "./outbox-api.ts";
import { OUTBOX_COLUMNS } from "./outbox-columns.tsx";

const OUTBOX_PAGE_SIZE = 20;
const FILTER_TYPES = filterTypes(OUTBOX_COLUMNS);

const STATUS_CHOICES = [
  { value: "all", label: "All" },
  { value: "queued", label: "Queued" },
  { value: "sending", label: "Sending" },
  { value: "sent", label: "Sent" },
  { value: "failed", label: "Failed" },
];

/** The admin Outbox: queued, sending, sent and failed mail with attempts, last error and attachments. */
export const AdminOutboxPage = () => {
  const [status, setStatus] = useState("all");
  const [value, setValue] = useState<GridValue>(() => ({
    state: defaultGridState(OUTBOX_COLUMNS, OUTBOX_PAGE_SIZE),
    page: 1,
  }));
  const query = useMemo(() => {
    const q = toListQuery(value.state, value.page, FILTER_TYPES);
    if (status !== "all") q.status = status;
    return q;
  }, [value, status]);
  const result = useQuery({
    queryKey: outboxKeys.list(query),
    queryFn: ({ signal }) => outboxApi.list(query, signal),
    placeholderData: keepPreviousData,
  });

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
              setValue((x) => ({ ...x, page: 1 }));
            }}
            data={STATUS_CHOICES}
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
      <DataGrid
        label="Outbox"
        columns={OUTBOX_COLUMNS}
        value={value}
        onChange={setValue}
        {...pagedQueryGridProps(result)}
        getRowId={(m) => String(m.id)}
        emptyText="No mail"
      />
    </Stack>
  );
};

/** /admin/outbox: Admin only (others see 'Unauthorized'). Routed in app/router.tsx, outside SCREENS. */
export const AdminOutboxRoute = () => {
  const user = useCurrentUser();
  useDocumentTitle("Outbox");
  if (!isAdmin(user)) return <Unauthorized message="Unauthorized" />;
  return (
    <PageErrorBoundary>
      <AdminOutboxPage />
    </PageErrorBoundary>
  );
};
