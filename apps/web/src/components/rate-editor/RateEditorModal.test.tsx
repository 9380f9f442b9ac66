// @vitest-environment jsdom
import type { RateDetail } from "@fm/domain/contracts";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RateEditorModal } from "./RateEditorModal.tsx";
import type { RateValues } from "./rate-types.ts";

vi.mock("./geo-api.ts", () => ({
  fetchStates: () =>
    Promise.resolve([
      { statecode: "CA", statename: "California" },
      { statecode: "TX", statename: "Texas" },
    ]),
  fetchGeoPage: () => Promise.resolve({ items: [], total: 0 }),
}));

/** A rate over two states with a city, a county and ZIPs picked in each. */
const RATE: RateDetail = {
  id: 7,
  version: 3,
  name: "Metro",
  traderatetypeid: 1,
  traderatetype: "Standard",
  statecodes: ["CA", "TX"],
  cities: [
    { city: "Fresno", statecode: "CA" },
    { city: "Austin", statecode: "TX" },
  ],
  counties: [
    { county: "Fresno", statecode: "CA" },
    { county: "Travis", statecode: "TX" },
  ],
  zipcodes: [
    { zipcode: "93701", statecode: "CA" },
    { zipcode: "78701", statecode: "TX" },
    { zipcode: "78702", statecode: "TX" },
  ],
  regularrate: 95,
  overtimerate: null,
  holidayrate: null,
  tripcharge: null,
  markupcharge: null,
  lastupdated: "2026-01-01T00:00:00.000Z",
};

const setup = () => {
  const onSave = vi.fn<(values: RateValues) => Promise<unknown>>(() => Promise.resolve(undefined));
  const user = userEvent.setup({ delay: null });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RateEditorModal rate={RATE} title="Edit Rate" onSave={onSave} onClose={() => undefined} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onSave, user };
};

describe("RateEditorModal: removing a state", () => {
  it("drops that state's cities, counties and ZIPs and keeps the other state's", async () => {
    const { onSave, user } = setup();
    const dialog = await screen.findByRole("dialog", { name: "Edit Rate" });
    for (const picked of ["Austin, TX", "Travis, TX", "78701 (TX)", "78702 (TX)", "Fresno, CA", "93701 (CA)"])
      expect(dialog.textContent).toContain(picked);

    // Backspace in the empty States search removes the last state: TX.
    const statesInput = screen
      .getAllByLabelText("States", { exact: false })
      .find((el) => el instanceof HTMLInputElement && el.type !== "hidden");
    if (!statesInput) throw new Error("no States input");
    await user.click(statesInput);
    await user.keyboard("{Backspace}");
    await waitFor(() => expect(dialog.textContent).not.toContain("Austin, TX"));
    for (const gone of ["Travis, TX", "78701 (TX)", "78702 (TX)"])
      expect(dialog.textContent).not.toContain(gone);
    for (const kept of ["Fresno, CA", "93701 (CA)"]) expect(dialog.textContent).toContain(kept);

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      statecodes: ["CA"],
      cities: [{ city: "Fresno", statecode: "CA" }],
      counties: [{ county: "Fresno", statecode: "CA" }],
      zipcodes: [{ zipcode: "93701", statecode: "CA" }],
      regularrate: 95,
    });
  }, 60_000);
});
