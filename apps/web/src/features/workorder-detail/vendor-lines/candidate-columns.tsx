import { Anchor, Button, Group, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { dateColumn, type GridColumn, moneyColumn, yesNoColumn } from "../../../components/datagrid/index.ts";
import { StarRating } from "../../../components/StarRating.tsx";
import {
  ComplianceMark,
  PaperworkNameCell,
  paperworkColor,
  roundToHalf,
  VendorStatusCell,
} from "../../../components/vendors/index.ts";
import type { VendorCandidate } from "./types.ts";
import { formatDistance, SELECTION_SORTS } from "./vendor-rules.ts";

export interface CandidateHandlers {
  attaching: number | null;
  onAttach: (v: VendorCandidate) => void;
  onHistory: (v: VendorCandidate) => void;
}

/**
 * Columns of the Select Vendor popup (spec 2 §2) in the spec's order, except that Distance and the dispatch
 * priority (the default sort) sit right after the name, where a dispatcher chooses.
 */
export const candidateColumns = (h: CandidateHandlers): GridColumn<VendorCandidate>[] => {
  const cols: GridColumn<VendorCandidate>[] = [
    {
      name: "attach",
      caption: "Attach",
      width: 90,
      hideable: false,
      cell: (v) =>
        v.canattach ? (
          <Button
            size="compact-xs"
            aria-label={`Attach ${v.name}`}
            loading={h.attaching === v.id}
            disabled={h.attaching !== null && h.attaching !== v.id}
            onClick={(e) => {
              e.stopPropagation();
              h.onAttach(v);
            }}
          >
            Attach
          </Button>
        ) : null,
    },
    {
      name: "name",
      caption: "Name",
      width: 240,
      hideable: false,
      cell: (v) => (
        <PaperworkNameCell complete={v.paperworkcomplete}>
          <Anchor href={`/vendor/details?id=${v.id}`} target="_blank" size="sm" c="dark.9" truncate>
            {v.name}
          </Anchor>
          <ComplianceMark vendor={v} />
        </PaperworkNameCell>
      ),
    },
    {
      name: "distancefromjob",
      caption: "Distance",
      type: "number",
      width: 100,
      align: "right",
      cell: (v) => <span data-distance={v.distancefromjob ?? ""}>{formatDistance(v.distancefromjob)}</span>,
    },
    {
      name: "dispatchpriority",
      caption: "Dispatch Priority",
      type: "number",
      width: 90,
      align: "right",
      cell: (v) => (v.dispatchpriority === null ? "" : String(v.dispatchpriority)),
    },
    yesNoColumn("coversjobsite", "Covers Site ZIP", 90),
    yesNoColumn("isactive", "Active", 70),
    yesNoColumn("excludedfromcustomer", "Excluded by Customer", 100),
    moneyColumn("minnte", "Min NTE", 100),
    dateColumn("createddate", "Created Date", 110),
    {
      name: "vendorrating",
      caption: "Rating",
      type: "number",
      width: 130,
      cell: (v) => (
        <Tooltip label={`${roundToHalf(v.vendorrating)} of 5 (${v.numberofratings} ratings)`}>
          <span>
            <StarRating value={roundToHalf(v.vendorrating)} readOnly size="sm" />
          </span>
        </Tooltip>
      ),
    },
    {
      name: "vendorstatus",
      caption: "Type",
      width: 110,
      cell: (v) => <VendorStatusCell statustypeid={v.vendorstatustypeid} status={v.vendorstatus} />,
    },
    {
      name: "primaryphone",
      caption: "Primary Phone",
      width: 140,
      cell: (v) =>
        v.primaryphone ? (
          <Anchor href={`tel:${v.primaryphone.replace(/[^\d+]/g, "")}`} size="sm">
            {v.primaryphone}
          </Anchor>
        ) : null,
    },
    yesNoColumn("backgroundchecksrun", "Background Checks Run?", 110),
    { name: "dispatchemail", caption: "Dispatch Email", width: 200 },
    { name: "address", caption: "Address", width: 180 },
    { name: "city", caption: "City", width: 120 },
    { name: "statecode", caption: "State", width: 60 },
    { name: "postalcode", caption: "Zip", width: 70 },
    // Issue 32 §4: the vendor's scorecard score for the trade (its Scorecard tab explains it).
    {
      name: "score",
      caption: "Score",
      type: "number",
      width: 80,
      align: "right",
      cell: (v) => v.score ?? "—",
    },
    {
      name: "wocount",
      caption: "WO Count",
      type: "number",
      width: 90,
      align: "right",
      cell: (v) =>
        v.wocount > 0 ? (
          <UnstyledButton
            aria-label={`Work order history of ${v.name}`}
            onClick={(e) => {
              e.stopPropagation();
              h.onHistory(v);
            }}
          >
            <Text size="sm" c="blue" td="underline">
              {v.wocount}
            </Text>
          </UnstyledButton>
        ) : (
          "0"
        ),
    },
    { name: "mssw", caption: "MS/SW", width: 80 },
    { name: "term", caption: "Terms", width: 100 },
    { name: "tierid", caption: "Tier", type: "number", width: 60, align: "right" },
    { name: "primarytrade", caption: "Trade", width: 150 },
  ];
  return cols.map((c) => ({ ...c, sortable: c.name in SELECTION_SORTS, filterable: false }));
};

/** The colour legend of the Select Vendor popup. */
export const PaperworkLegend = () => (
  <Group gap="md" aria-label="Legend">
    {[
      { label: "Paperwork Complete", color: paperworkColor(true) },
      { label: "Paperwork Incomplete", color: paperworkColor(false) },
    ].map((l) => (
      <Group key={l.label} gap={6}>
        <span
          aria-hidden
          style={{ width: 14, height: 14, borderRadius: 3, background: l.color, display: "inline-block" }}
        />
        <Text size="xs">{l.label}</Text>
      </Group>
    ))}
  </Group>
);
