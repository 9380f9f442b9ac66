import { describe, expect, it } from "vitest";
import { proposalFromLine } from "./proposal-from-line.ts";

const line = { id: 7, quotedamount: 1234.56, tradename: "HVAC" };
const vp = (over: Partial<Parameters<typeof proposalFromLine>[1][number]>) => ({
  workordervendorid: 7,
  proposalstatusid: 3,
  proposaldate: "2026-11-20T10:00:00.000Z",
  description: "Replace the fan motor",
  ...over,
});

describe("Create Proposal from a vendor line", () => {
  it("takes the vendor's quote, trade and latest proposal's scope (escaped, one paragraph per line)", () => {
    expect(
      proposalFromLine(
        line,
        [
          vp({ description: "Old scope" }),
          vp({ proposaldate: "2026-11-21T10:00:00.000Z", description: "Replace <fan>\n\nTest the unit" }),
          vp({ proposaldate: "2026-11-22T10:00:00.000Z", proposalstatusid: 4, description: "Rejected" }),
          vp({ proposaldate: "2026-11-23T10:00:00.000Z", workordervendorid: 8, description: "Other vendor" }),
        ],
        "<p>Order description</p>",
      ),
    ).toEqual({
      workordervendorid: 7,
      quotedamount: 1234.56,
      note: "Trade: HVAC",
      scopeofwork: "<p>Replace &lt;fan&gt;</p><p>Test the unit</p>",
    });
  });

  it("falls back to the work order's description, and no trade note without a trade", () => {
    expect(proposalFromLine({ ...line, tradename: null }, [], "<p>Leaking roof</p>")).toEqual({
      workordervendorid: 7,
      quotedamount: 1234.56,
      note: "",
      scopeofwork: "<p>Leaking roof</p>",
    });
    expect(proposalFromLine(line, [vp({ description: "  " })], null).scopeofwork).toBe("");
  });
});
