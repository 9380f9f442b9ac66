import { MultiSelect } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { fetchGeoPage, type GeoKind, type GeoPick } from "./geo-api.ts";

const keyOf = (p: { value: string; statecode: string }) => `${p.statecode}|${p.value}`;

/**
 * Cities, counties or ZIPs of the rate's states: options load in pages of 50 as the list scrolls, filtered by
 * what is typed; they reload the next time the list opens after the states changed (the query key holds them).
 */
export const GeoMultiSelect = ({
  kind,
  label,
  states,
  value,
  onChange,
}: {
  kind: GeoKind;
  label: string;
  states: readonly string[];
  value: GeoPick[];
  onChange: (value: GeoPick[]) => void;
}) => {
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const query = useInfiniteQuery({
    queryKey: ["geo", kind, [...states].sort().join(","), debounced],
    queryFn: ({ pageParam }) => fetchGeoPage(kind, states, debounced, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
    enabled: opened && states.length > 0,
    staleTime: 5 * 60_000,
  });
  const byKey = useMemo(() => {
    const m = new Map<string, GeoPick>();
    for (const p of value) m.set(keyOf(p), p);
    for (const page of query.data?.pages ?? []) for (const p of page.items) m.set(keyOf(p), p);
    return m;
  }, [value, query.data]);
  const data = [...byKey.entries()].map(([k, p]) => ({ value: k, label: p.label }));
  return (
    <MultiSelect
      label={label}
      placeholder={states.length ? `Search ${label.toLowerCase()}` : "Choose a state first"}
      disabled={states.length === 0}
      data={data}
      value={value.map(keyOf)}
      onChange={(keys) => onChange(keys.map((k) => byKey.get(k)).filter((p): p is GeoPick => Boolean(p)))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      nothingFoundMessage={query.isFetching ? "Loading..." : "Nothing found"}
      hidePickedOptions
      clearable
      scrollAreaProps={{
        onBottomReached: () => {
          if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
        },
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
};
