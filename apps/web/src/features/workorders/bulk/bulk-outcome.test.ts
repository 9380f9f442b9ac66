import { describe, expect, it } from "vitest";
import { bulkOutcome } from "./bulk-outcome.ts";

const name = (id: number) => `FMB-${id}`;

describe("bulkOutcome", () => {
  it("says how many were done when none was refused", () => {
    expect(bulkOutcome({ done: [1, 2], refused: [] }, name)).toEqual({
      title: "Updated Dispatcher",
      message: "2 work orders done.",
      color: "green",
    });
    expect(bulkOutcome({ done: [1], refused: [] }, name).message).toBe("1 work order done.");
  });

  it("counts the refusals and names each refused order with its reason", () => {
    const out = bulkOutcome(
      {
        done: [1],
        refused: [
          { workorderid: 2, error: "locked", message: "This work order is Invoiced." },
          { workorderid: 3, error: "not_found", message: "Work order 3 not found." },
        ],
      },
      name,
    );
    expect(out).toEqual({
      title: "1 done, 2 refused",
      message: "FMB-2: This work order is Invoiced.\nFMB-3: Work order 3 not found.",
      color: "orange",
    });
  });
});
