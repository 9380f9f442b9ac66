import type { GridPage } from "@fm/domain";
import { createTheme, MantineProvider, Menu, Popover } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { vi } from "vitest";
import { DataGrid } from "./DataGrid.tsx";
import type { DataGridProps } from "./data-grid-props.ts";
import { defaultGridState } from "./grid-state.ts";
import type { GridColumn, GridValue } from "./grid-types.ts";

/** Test support for the DataGrid component tests (not exported from the folder's index). */

export interface Thing {
  id: number;
  name: string;
  city: string;
  amount: number;
  created: string;
}

export const THINGS: Thing[] = [
  { id: 1, name: "Alpha", city: "Austin", amount: 10, created: "2026-01-05T15:00:00Z" },
  { id: 2, name: "Bravo", city: "Boston", amount: 20, created: "2026-02-06T15:00:00Z" },
  { id: 3, name: "Charlie", city: "Chicago", amount: 30, created: "2026-03-07T15:00:00Z" },
];

export const thingColumns: GridColumn<Thing>[] = [
  { name: "name", caption: "Name", hideable: false },
  { name: "city", caption: "City", width: 120 },
  { name: "amount", caption: "Amount", type: "number", align: "right", sortable: false },
  { name: "created", caption: "Created", type: "date", hidden: true },
];

export const pageOf = (rows: Thing[], total = rows.length): GridPage<Thing> => ({
  rows,
  total,
  page: 1,
  pageSize: 20,
});

export const startValue = (page = 1): GridValue => ({ state: defaultGridState(thingColumns, 20), page });

/** jsdom lays nothing out: a popover would count its target as scrolled away ('detached') and hide. */
const theme = createTheme({
  components: {
    Popover: Popover.extend({ defaultProps: { hideDetached: false } }),
    Menu: Menu.extend({ defaultProps: { hideDetached: false } }),
  },
});

type GridOptions = Partial<Omit<DataGridProps<Thing>, "value" | "onChange">>;

interface HarnessProps {
  options: GridOptions;
  initial: GridValue;
  onChange: (value: GridValue) => void;
}

/** The caller's side: keeps the grid's value in state, as the screens do. */
const Harness = ({ options, initial, onChange }: HarnessProps) => {
  const [value, setValue] = useState(initial);
  return (
    <DataGrid<Thing>
      label="Things"
      columns={thingColumns}
      data={pageOf(THINGS)}
      getRowId={(r) => String(r.id)}
      {...options}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
};

/** Renders a controlled DataGrid 'Things' over THINGS; `lastValue()` is the last value it sent to onChange. */
export const renderGrid = (options: GridOptions = {}, initial: GridValue = startValue()) => {
  const onChange = vi.fn<(value: GridValue) => void>();
  const user = userEvent.setup();
  render(
    <MantineProvider theme={theme}>
      <Harness options={options} initial={initial} onChange={onChange} />
    </MantineProvider>,
  );
  const lastValue = (): GridValue => {
    const v = onChange.mock.lastCall?.[0];
    if (!v) throw new Error("the grid has not called onChange");
    return v;
  };
  return { user, onChange, lastValue };
};

export const gridTable = () => screen.getByRole("table", { name: "Things" });

/** The rows region that takes the keyboard. */
export const rowsRegion = () => screen.getByRole("group", { name: "Things rows" });

/** The body row of a row id. */
export const rowOf = (id: number): HTMLElement => {
  const tr = gridTable().querySelector<HTMLElement>(`tbody tr[data-row-id="${id}"]`);
  if (!tr) throw new Error(`no row ${id}`);
  return tr;
};

/** The captions of the data columns shown, in order. */
export const shownCaptions = () =>
  Array.from(gridTable().querySelectorAll("thead tr:first-child th"))
    .map((th) => th.textContent ?? "")
    .filter((t) => t !== "");

/** The header cell of a caption. */
export const headerOf = (caption: string): HTMLElement => {
  const th = Array.from(gridTable().querySelectorAll<HTMLElement>("thead tr:first-child th")).find(
    (el) => el.textContent === caption,
  );
  if (!th) throw new Error(`no header ${caption}`);
  return th;
};

export const activeRowIds = () =>
  Array.from(gridTable().querySelectorAll("tbody tr[data-active]")).map((tr) =>
    tr.getAttribute("data-row-id"),
  );

export const cellTexts = (id: number) =>
  within(rowOf(id))
    .getAllByRole("cell")
    .map((td) => td.textContent);
