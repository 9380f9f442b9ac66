// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stubViewport } from "../../../test/viewport.ts";
import { ReviewProposalModal } from "./ReviewProposalModal.tsx";
import type { VendorProposal } from "./types.ts";

const proposal: VendorProposal = {
  id: 7,
  proposalnumber: "VP-7",
  proposaldate: "2026-11-20T00:00:00Z",
  proposalstatusid: 2,
  proposalstatus: "Submitted",
  vendorid: 3,
  vendorname: "Acme HVAC",
  workorderid: 11,
  workordervendorid: 5,
  wonumber: "WO-11",
  proposalamount: 410,
  description: null,
  note: null,
  rejectionnote: null,
  version: 1,
  labor: [
    { id: 1, skilllevelid: 2, typeid: 1, numberoftechs: 2, hourlyrate: 50, numberofhours: 3, total: 300 },
  ],
  materials: [
    {
      id: 2,
      description: "Belt",
      partnumber: "B-1",
      uomid: 1,
      uom: "Each",
      unitprice: 25,
      quantity: 2,
      total: 50,
    },
  ],
  other: [{ id: 3, typeid: 1, description: "Trip", unitprice: 60, quantity: 1, total: 60 }],
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent));

describe("ReviewProposalModal", () => {
  it("shows the cost summary and each kind of line under its tab, with the same captions", async () => {
    stubViewport(false);
    render(
      <MantineProvider env="test">
        <ReviewProposalModal proposal={proposal} actions={[]} onAction={vi.fn()} onClose={vi.fn()} />
      </MantineProvider>,
    );
    expect(rowsOf(screen.getByRole("table", { name: "Cost summary" }))).toEqual([
      ["Labor", "$300.00"],
      ["Materials", "$50.00"],
      ["Other", "$60.00"],
      ["Total", "$410.00"],
    ]);
    await userEvent.click(screen.getByRole("tab", { name: "Labor" }));
    expect(rowsOf(screen.getByRole("table", { name: "Labor" }))).toEqual([
      ["Skill Level", "Type", "# of Techs", "Hourly Rate", "Hours", "Cost"],
      ["Technician", "Regular", "2", "$50.00", "3", "$300.00"],
    ]);
    await userEvent.click(screen.getByRole("tab", { name: "Materials" }));
    expect(rowsOf(screen.getByRole("table", { name: "Materials" }))).toEqual([
      ["Description", "Part #", "Unit", "Unit Price", "Quantity", "Cost"],
      ["Belt", "B-1", "Each", "$25.00", "2", "$50.00"],
    ]);
    await userEvent.click(screen.getByRole("tab", { name: "Other" }));
    expect(rowsOf(screen.getByRole("table", { name: "Other" }))).toEqual([
      ["Type", "Description", "Quantity", "Price", "Cost"],
      ["Other", "Trip", "1", "$60.00", "$60.00"],
    ]);
  });
});
