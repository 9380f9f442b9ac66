import { can } from "@fm/domain";
import {
  VENDOR_SEARCH_DEFAULT_RADIUS,
  VENDOR_SEARCH_NO_TRADE,
  VENDOR_SEARCH_RADII,
  type VendorSearchRow,
} from "@fm/domain/contracts";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useCurrentUser } from "../../auth/use-session.ts";
import { DataGrid, type GridColumn, yesNoColumn } from "../../components/datagrid/index.ts";
import { fetchStates, GeoMultiSelect, type GeoPick } from "../../components/rate-editor/index.ts";
import { Unauthorized } from "../../components/Unauthorized.tsx";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { ComplianceMark, VendorHistoryModal, vendorStatusColor } from "../../components/vendors/index.ts";
import { type VendorSearchCriteria, vendorSearchApi, vendorSearchKeys } from "./vendor-search-api.ts";

const MATCHED: Record<VendorSearchRow["matchedby"], string> = {
  location: "Location",
  coverage: "Coverage ZIP",
  servicestate: "State serviced",
};

const columns = (onHistory: (v: VendorSearchRow) => void): GridColumn<VendorSearchRow>[] => [
  {
    name: "name",
    caption: "Name",
    width: 260,
    hideable: false,
    cell: (v) => (
      <Group gap={4} wrap="nowrap">
        <Anchor href={`/vendor/details?id=${v.id}`} target="_blank" size="sm" truncate>
          {v.name}
        </Anchor>
        <ComplianceMark vendor={v} />
      </Group>
    ),
  },
  {
    name: "distancefromjob",
    caption: "Distance",
    type: "number",
    width: 90,
    align: "right",
    cell: (v) => (v.distancefromjob === null ? "" : `${v.distancefromjob.toFixed(1)} mi`),
  },
  yesNoColumn("ispreferredvendor", "Preferred", 90),
  {
    name: "vendorstatus",
    caption: "Status",
    width: 110,
    cell: (v) =>
      v.vendorstatus ? (
        <Badge color={vendorStatusColor(v.vendorstatustypeid)} c="dark.9" variant="filled" size="sm">
          {v.vendorstatus}
        </Badge>
      ) : null,
  },
  { name: "tierid", caption: "Tier", type: "number", width: 60, align: "right" },
  { name: "primaryphone", caption: "Phone", width: 140 },
  { name: "dispatchemail", caption: "Dispatch Email", width: 220 },
  { name: "city", caption: "City", width: 130 },
  { name: "county", caption: "County", width: 120 },
  { name: "statecode", caption: "State", width: 60 },
  { name: "postalcode", caption: "Zip", width: 70 },
  // Issue 32 §4: the vendor's scorecard score (its Scorecard tab explains it).
  { name: "score", caption: "Score", type: "number", width: 80, align: "right", cell: (v) => v.score ?? "—" },
  {
    name: "wocount",
    caption: "WO Count",
    type: "number",
    width: 90,
    align: "right",
    cell: (v) => (
      <UnstyledButton
        aria-label={`Work order history of ${v.name}`}
        onClick={(e) => {
          e.stopPropagation();
          onHistory(v);
        }}
      >
        <Text size="sm" c="blue" td="underline">
          {v.wocount}
        </Text>
      </UnstyledButton>
    ),
  },
  { name: "trades", caption: "Trades", width: 260 },
  { name: "matchedby", caption: "Matched By", width: 120, cell: (v) => MATCHED[v.matchedby] },
];

const searchText = (v: VendorSearchRow) =>
  [v.name, v.city, v.county, v.statecode, v.postalcode, v.primaryphone, v.dispatchemail, v.trades].join(" ");

/**
 * /vendor/search (spec 3 §2.16): Radius mode (trades, 10–100 miles, ZIP) and Geography mode (states, then
 * counties and cities in pages of 50, with trades); the results grid with the §3 fields, the compliance mark
 * and the WO Count popup.
 */
export const VendorSearchPage = () => {
  const user = useCurrentUser();
  const [mode, setMode] = useState<"radius" | "geography">("radius");
  const [trades, setTrades] = useState<string[]>([]);
  const [radius, setRadius] = useState(String(VENDOR_SEARCH_DEFAULT_RADIUS));
  const [zip, setZip] = useState("");
  const [states, setStates] = useState<string[]>([]);
  const [counties, setCounties] = useState<GeoPick[]>([]);
  const [cities, setCities] = useState<GeoPick[]>([]);
  const [criteria, setCriteria] = useState<VendorSearchCriteria | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [history, setHistory] = useState<VendorSearchRow | null>(null);
  const tradeList = useQuery({ queryKey: vendorSearchKeys.trades, queryFn: vendorSearchApi.trades });
  const stateList = useQuery({
    queryKey: ["geo", "states"],
    queryFn: fetchStates,
  });
  const [result, setResult] = useState<{ total: number; truncated: boolean } | null>(null);
  const tab = useLocalGridTab<VendorSearchRow>({
    queryKey: vendorSearchKeys.results(criteria),
    queryFn: async () => {
      if (!criteria) return [];
      const r = await vendorSearchApi.search(criteria);
      setResult({ total: r.total, truncated: r.truncated });
      return r.rows;
    },
    columns: columns(setHistory),
    pageSize: 20,
    searchText,
  });
  if (!can(user, "read:vendors")) return <Unauthorized message="Unauthorized to view this page." />;

  const search = () => {
    const bad: Record<string, string> = {};
    if (!trades.length) bad.trades = VENDOR_SEARCH_NO_TRADE;
    if (mode === "radius" && !/^\d{5}$/.test(zip.trim())) bad.zip = "Zip Code must be a 5-digit ZIP code.";
    if (mode === "geography" && !states.length) bad.states = "Choose a state, county or city.";
    setErrors(bad);
    if (Object.keys(bad).length) return;
    const tradeIds = trades.map(Number);
    setCriteria(
      mode === "radius"
        ? { mode, body: { trades: tradeIds, radius: Number(radius), zip: zip.trim() } }
        : {
            mode,
            body: {
              trades: tradeIds,
              states,
              counties: counties.map((c) => ({ county: c.value, statecode: c.statecode })),
              cities: cities.map((c) => ({ city: c.value, statecode: c.statecode })),
            },
          },
    );
    tab.grid.onChange({ ...tab.grid.value, page: 1 });
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Vendor Search
      </Title>
      <Card withBorder>
        <Stack gap="sm">
          <SegmentedControl
            w={260}
            value={mode}
            onChange={(v) => setMode(v === "geography" ? "geography" : "radius")}
            data={[
              { value: "radius", label: "Radius" },
              { value: "geography", label: "Geography" },
            ]}
          />
          <Group align="start">
            <MultiSelect
              label="Trades"
              placeholder="Choose trades"
              w={360}
              searchable
              clearable
              data={(tradeList.data ?? []).map((t) => ({ value: String(t.tradeid), label: t.tradename }))}
              value={trades}
              onChange={setTrades}
              error={errors.trades}
              comboboxProps={{ withinPortal: true }}
            />
            {mode === "radius" ? (
              <>
                <Select
                  label="Radius"
                  w={140}
                  data={VENDOR_SEARCH_RADII.map((r) => ({ value: String(r), label: `${r} miles` }))}
                  value={radius}
                  onChange={(v) => setRadius(v ?? String(VENDOR_SEARCH_DEFAULT_RADIUS))}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                />
                <TextInput
                  label="Zip Code"
                  w={140}
                  maxLength={10}
                  value={zip}
                  onChange={(e) => setZip(e.currentTarget.value)}
                  onKeyDown={(e) => {
                    if (e.key === "Enter") search();
                  }}
                  error={errors.zip}
                />
              </>
            ) : (
              <>
                <MultiSelect
                  label="States"
                  placeholder="Choose states"
                  w={240}
                  searchable
                  clearable
                  data={(stateList.data ?? []).map((s) => ({ value: s.statecode, label: s.statecode }))}
                  value={states}
                  onChange={(next) => {
                    setStates(next);
                    setCounties((c) => c.filter((p) => next.includes(p.statecode)));
                    setCities((c) => c.filter((p) => next.includes(p.statecode)));
                  }}
                  error={errors.states}
                  comboboxProps={{ withinPortal: true }}
                />
                <div style={{ width: 260 }}>
                  <GeoMultiSelect
                    kind="counties"
                    label="Counties"
                    states={states}
                    value={counties}
                    onChange={setCounties}
                  />
                </div>
                <div style={{ width: 260 }}>
                  <GeoMultiSelect
                    kind="cities"
                    label="Cities"
                    states={states}
                    value={cities}
                    onChange={setCities}
                  />
                </div>
              </>
            )}
            <Button mt={25} onClick={search} loading={tab.query.isFetching && criteria !== null}>
              Search
            </Button>
          </Group>
          {mode === "geography" && (
            <Text size="xs" c="dimmed">
              With counties or cities chosen, vendors located in them or covering one of their ZIP codes are
              found; with states alone, also the vendors serving those states.
            </Text>
          )}
        </Stack>
      </Card>
      {result?.truncated && (
        <Alert color="yellow">
          {result.total} vendors match; the closest {tab.query.data?.length ?? 0} are shown. Narrow the
          search.
        </Alert>
      )}
      <DataGrid
        {...tab.grid}
        label="Vendor search results"
        getRowId={(v) => String(v.id)}
        height={560}
        emptyText={criteria ? "No vendors found" : "Choose trades and a place, then Search"}
      />
      {history && <VendorHistoryModal vendor={history} onClose={() => setHistory(null)} />}
    </Stack>
  );
};
