import { Alert, Button, Loader, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { AsOfNotice, NotSentPanel } from "./NotSentPanel.tsx";
import { offlineAsOf } from "./offline/field-offline.ts";
import { keepOrdersOnPhone } from "./offline/kept-orders.ts";
import { TodayCard } from "./TodayCard.tsx";
import { todayQuery } from "./today-query.ts";

/**
 * /vendorprofile/today (issue 31): the technician's orders for today and the overdue ones, earliest first,
 * as cards for one thumb; search by WO #. Offline: the last cards kept on the phone ("as of"), each card's
 * order (kept after the day's answer), and the actions not sent yet.
 */
export const TodayPage = () => {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useQuery({ ...todayQuery(debounced), placeholderData: keepPreviousData });
  // Each card's order is kept on the phone after a fresh day's answer, so that it opens offline too.
  useEffect(() => {
    if (!debounced && query.data && offlineAsOf("today:") === null)
      keepOrdersOnPhone(query.data.map((c) => c.id));
  }, [debounced, query.data]);
  return (
    <Stack gap="sm" p={{ base: "xs", md: "sm" }} maw={720}>
      <NotSentPanel />
      {query.data && <AsOfNotice readKey={`today:${debounced}`} updatedAt={query.dataUpdatedAt} />}
      <TextInput
        label="Search by Work Order #"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        inputMode="search"
        size="md"
      />
      {query.isPending && <Loader aria-label="Loading today's work orders" />}
      {query.error && (
        <Alert color="red" title="Could not load today's work orders">
          <Text size="sm">{query.error.message}</Text>
          <Button mt="xs" variant="light" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {query.data && query.data.length === 0 && (
        <Text>{debounced ? "No work order matches." : "Nothing scheduled for today."}</Text>
      )}
      {query.data?.map((card) => (
        <TodayCard key={card.id} card={card} />
      ))}
    </Stack>
  );
};
