/** What the rates feature offers the other features; they import it from here only (biome.json). */
// vendor-search (Import Zips) parses its CSV with the same RFC 4180 reader as Import Trade Rates.
export { parseCsv } from "./rate-import.ts";
/** What the rates feature offers the other features (the one home of the rate rules, spec 3 §2.9). */
export { addRate, deleteRate, insertRateRows, loadRates, updateRate } from "./rates.service.ts";
