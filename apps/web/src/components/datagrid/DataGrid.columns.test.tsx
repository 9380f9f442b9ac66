// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cellTexts, gridTable, headerOf, renderGrid, shownCaptions } from "./grid-test-harness.tsx";

const columnOf = (
  value: { state: { columns: { name: string; visible: boolean; index: number; width?: number }[] } },
  name: string,
) => value.state.columns.find((c) => c.name === name);

const orderOf = (value: { state: { columns: { name: string; index: number }[] } }) =>
  [...value.state.columns].sort((a, b) => a.index - b.index).map((c) => c.name);

const resizerOf = (caption: string): HTMLElement => {
  const grip = headerOf(caption).querySelector<HTMLElement>('div[draggable="false"]');
  if (!grip) throw new Error(`no resize grip on ${caption}`);
  return grip;
};

const colWidths = () =>
  Array.from(gridTable().querySelectorAll<HTMLElement>("colgroup col")).map((c) => c.style.width);

describe("DataGrid columns", () => {
  it("shows the visible columns in state order with their cells", () => {
    renderGrid();
    expect(shownCaptions()).toEqual(["Name", "City", "Amount"]);
    expect(cellTexts(2)).toEqual(["Bravo", "Boston", "20"]);
    expect(colWidths()).toEqual(["150px", "120px", "150px"]);
  });

  it("hides and shows columns with the column chooser", async () => {
    const { user, lastValue } = renderGrid();
    await user.click(screen.getByRole("button", { name: "Columns" }));
    expect(await screen.findByRole("checkbox", { name: "Name" })).toBeDisabled();

    await user.click(screen.getByRole("checkbox", { name: "City" }));
    expect(columnOf(lastValue(), "city")?.visible).toBe(false);
    expect(lastValue().page).toBe(1);
    expect(shownCaptions()).toEqual(["Name", "Amount"]);
    expect(cellTexts(2)).toEqual(["Bravo", "20"]);

    await user.click(screen.getByRole("checkbox", { name: "Created" }));
    expect(columnOf(lastValue(), "created")?.visible).toBe(true);
    expect(shownCaptions()).toEqual(["Name", "Amount", "Created"]);
    expect(screen.getByRole("checkbox", { name: "Created" })).toBeChecked();
  });

  it("moves a column left and right with the column chooser", async () => {
    const { user, lastValue } = renderGrid();
    await user.click(screen.getByRole("button", { name: "Columns" }));
    await user.click(await screen.findByRole("button", { name: "Move Amount left" }));
    expect(orderOf(lastValue())).toEqual(["name", "amount", "city", "created"]);
    expect(shownCaptions()).toEqual(["Name", "Amount", "City"]);
    await user.click(screen.getByRole("button", { name: "Move Name right" }));
    expect(shownCaptions()).toEqual(["Amount", "Name", "City"]);
  });

  it("reorders columns by dragging a header onto another", () => {
    const { lastValue } = renderGrid();
    const dataTransfer = { effectAllowed: "", setData: () => {} };
    fireEvent.dragStart(headerOf("Amount"), { dataTransfer });
    fireEvent.dragOver(headerOf("Name"), { dataTransfer });
    expect(headerOf("Name")).toHaveAttribute("data-dragover");
    fireEvent.drop(headerOf("Name"), { dataTransfer });
    expect(orderOf(lastValue())).toEqual(["amount", "name", "city", "created"]);
    expect(shownCaptions()).toEqual(["Amount", "Name", "City"]);
    expect(cellTexts(1)).toEqual(["10", "Alpha", "Austin"]);
    expect(headerOf("Name")).not.toHaveAttribute("data-dragover");
  });

  it("resizes a column by dragging its grip, and a double click resets the width", () => {
    const { lastValue, onChange } = renderGrid();
    fireEvent.mouseDown(resizerOf("City"), { clientX: 300 });
    fireEvent.mouseMove(document, { clientX: 340 });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.mouseUp(document, { clientX: 360 });
    expect(columnOf(lastValue(), "city")?.width).toBe(180);
    expect(colWidths()).toEqual(["150px", "180px", "150px"]);

    fireEvent.doubleClick(resizerOf("City"));
    expect(columnOf(lastValue(), "city")?.width).toBe(120);
    expect(colWidths()).toEqual(["150px", "120px", "150px"]);
  });

  it("keeps a resized column at the minimum width", () => {
    const { lastValue } = renderGrid();
    fireEvent.mouseDown(resizerOf("Name"), { clientX: 300 });
    fireEvent.mouseUp(document, { clientX: 100 });
    expect(columnOf(lastValue(), "name")?.width).toBe(40);
  });
});
