import { PageViewSummaries, type PageViewSummary } from "@fm/domain/contracts";
import { Badge, Button, Group, Popover, ScrollArea, Table, Text } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../../api/instance.ts";
import { formatDateTime } from "../../../components/datagrid/index.ts";

const TAB_NAMES: Record<PageViewSummary["tab"], string> = {
  workorder: "Work Order",
  notes: "Notes",
  vendor: "Vendor",
  proposal: "Proposals",
  attachment: "Attachments",
  invoice: "Invoices",
};

/**
 * "Viewed by …" (spec 2 §6, staff only): who opened which tab of this order (staff, vendors, technicians,
 * customers), how often and when last — loaded when opened, fresh each time.
 */
export const ViewedBy = ({ workorderid }: { workorderid: number }) => {
  const [opened, setOpened] = useState(false);
  const views = useQuery({
    queryKey: ["workorder", workorderid, "pageviews"],
    queryFn: () =>
      api.get("/api/workorder/pageviews", { query: { workorderid }, response: PageViewSummaries }),
    enabled: opened,
    staleTime: 0,
  });
  const rows = views.data ?? [];
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={560} shadow="md" withinPortal>
      <Popover.Target>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconEye size={14} aria-hidden />}
          onClick={() => setOpened((o) => !o)}
        >
          Viewed by
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <section aria-label="Viewed by">
          <Text fw={600} size="sm" mb="xs">
            Viewed by
          </Text>
          {views.isPending ? (
            <Text size="sm" c="dimmed">
              Loading...
            </Text>
          ) : views.error ? (
            <Text size="sm" c="red">
              {views.error.message}
            </Text>
          ) : rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nobody has opened this work order yet.
            </Text>
          ) : (
            <ScrollArea.Autosize mah={320}>
              <Table striped withTableBorder fz="sm" aria-label="Page views">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>User</Table.Th>
                    <Table.Th>Tab</Table.Th>
                    <Table.Th>Views</Table.Th>
                    <Table.Th>Last Viewed</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => (
                    <Table.Tr key={`${r.userid}-${r.tab}`}>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          {r.username}
                          {r.usertype !== "Staff" && (
                            <Badge size="xs" variant="light">
                              {r.usertype}
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>{TAB_NAMES[r.tab]}</Table.Td>
                      <Table.Td>{r.views}</Table.Td>
                      <Table.Td>{formatDateTime(r.lastviewed)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          )}
        </section>
      </Popover.Dropdown>
    </Popover>
  );
};
