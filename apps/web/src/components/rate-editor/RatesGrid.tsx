import type { RateDetail } from "@fm/domain/contracts";
import { Button, Group } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { ActionsMenu } from "../ActionsMenu.tsx";
import { confirmDialog } from "../confirm-dialog.tsx";
import { actionsColumn, dateColumn, moneyColumn } from "../datagrid/column-kinds.tsx";
import type { GridColumn } from "../datagrid/index.ts";
import { DataGrid } from "../datagrid/index.ts";
import { notifyFailure, notifySuccess } from "../notify.ts";
import { useLocalGridTab } from "../use-local-grid-tab.ts";
import { RateEditorModal } from "./RateEditorModal.tsx";
import type { RateEditorApi, RateValues } from "./rate-types.ts";

/** The delay before the rate list refreshes after a save (spec 3 §2.9, §9). */
export const RATE_REFRESH_DELAY_MS = 1000;

const areaText = (r: RateDetail) =>
  [
    r.cities.length ? `${r.cities.length} cities` : "",
    r.counties.length ? `${r.counties.length} counties` : "",
    r.zipcodes.length ? `${r.zipcodes.length} ZIPs` : "",
  ]
    .filter(Boolean)
    .join(", ") || "Whole state";

/**
 * The rates grid of one trade (page size 10) with Add Rate, edit and delete (spec 3 §2.9). Used by customer
 * trades and vendor trades: everything owner-specific comes in through `api`.
 */
export const RatesGrid = ({
  label,
  rates,
  api,
  queryKey,
  readOnly = false,
}: {
  label: string;
  rates: readonly RateDetail[];
  api: RateEditorApi;
  /** A key unique to this owner's rates (grid state is kept per key). */
  queryKey: readonly unknown[];
  readOnly?: boolean;
}) => {
  const [editing, setEditing] = useState<RateDetail | "new" | null>(null);
  const refreshSoon = () => window.setTimeout(() => void api.refresh(), RATE_REFRESH_DELAY_MS);
  const columns: GridColumn<RateDetail>[] = [
    { name: "name", caption: "Name", width: 160 },
    { name: "traderatetype", caption: "Rate Type", width: 110 },
    { name: "statecodes", caption: "States", width: 120, cell: (r) => r.statecodes.join(", ") },
    { name: "areas", caption: "Areas", width: 180, cell: areaText, sortable: false, filterable: false },
    moneyColumn<RateDetail>("regularrate", "Regular Rate", 110),
    moneyColumn<RateDetail>("overtimerate", "Overtime Rate", 110),
    moneyColumn<RateDetail>("holidayrate", "Holiday Rate", 110),
    moneyColumn<RateDetail>("tripcharge", "Trip Charge", 100),
    {
      name: "markupcharge",
      caption: "Markup",
      width: 90,
      type: "number",
      cell: (r) => (r.markupcharge === null ? "" : `${r.markupcharge.toFixed(2)}%`),
    },
    dateColumn<RateDetail>("lastupdated", "Last Updated", 130),
    ...(readOnly
      ? []
      : [
          actionsColumn<RateDetail>((r) => (
            <ActionsMenu
              label={`Actions for ${r.name}`}
              items={[
                { key: "edit", label: "Edit" },
                { key: "delete", label: "Delete", danger: true },
              ]}
              onSelect={async (item) => {
                if (item.key === "edit") setEditing(r);
                if (
                  item.key === "delete" &&
                  (await confirmDialog(`Delete the rate ${r.name}?`, "Delete Rate", "Delete", "Cancel"))
                ) {
                  try {
                    await api.remove(r);
                    notifySuccess("Removed rate!");
                    refreshSoon();
                  } catch (err) {
                    notifyFailure(err);
                  }
                }
              }}
            />
          )),
        ]),
  ];
  const tab = useLocalGridTab<RateDetail>({
    // The rates come from the owner's query; the key follows their versions so the grid shows the latest.
    queryKey: [...queryKey, "rates-grid", rates.map((r) => `${r.id}:${r.version}`).join(",")],
    queryFn: async () => [...rates],
    columns,
    pageSize: 10,
    searchText: (r) => `${r.name} ${r.statecodes.join(" ")}`,
  });
  const save = async (values: RateValues) => {
    try {
      if (editing && editing !== "new") await api.update(editing, values);
      else await api.add(values);
      notifySuccess("Rate saved");
    } catch (err) {
      // A failed save shows the error and closes the editor (spec 3 §8).
      notifyFailure(err);
    }
    setEditing(null);
    refreshSoon();
  };
  return (
    <>
      <DataGrid
        {...tab.grid}
        label={label}
        getRowId={(r) => String(r.id)}
        emptyText="No rates yet"
        height={360}
        toolbarEnd={
          readOnly ? null : (
            <Group>
              <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing("new")}>
                Add Rate
              </Button>
            </Group>
          )
        }
      />
      {editing && (
        <RateEditorModal
          rate={editing === "new" ? null : editing}
          title={editing === "new" ? "Add Rate" : `Edit Rate ${editing.name}`}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
};
