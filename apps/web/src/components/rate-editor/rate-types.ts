import type { RateDetail } from "@fm/domain/contracts";

/** What the editor saves: the rate's fields without its owner (the caller adds customertradeid / vendortradeid). */
export interface RateValues {
  name: string;
  traderatetypeid: number;
  statecodes: string[];
  cities: { city: string; statecode: string }[];
  counties: { county: string; statecode: string }[];
  zipcodes: { zipcode: string; statecode: string }[];
  regularrate: number | null;
  overtimerate: number | null;
  holidayrate: number | null;
  tripcharge: number | null;
  markupcharge: number | null;
}

/**
 * How a rates grid reaches its owner's API: customer trades and vendor trades pass their own calls. `add`
 * creates a rate on the owner, `update` edits one at its version, `remove` deletes one; `refresh` reloads the
 * owner's rates (called 1000 ms after a save, spec 3 §2.9).
 */
export interface RateEditorApi {
  add: (values: RateValues) => Promise<unknown>;
  update: (rate: RateDetail, values: RateValues) => Promise<unknown>;
  remove: (rate: RateDetail) => Promise<unknown>;
  refresh: () => Promise<unknown> | undefined;
}
