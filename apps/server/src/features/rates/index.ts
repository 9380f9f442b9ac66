/** What the rates feature offers the other features; they import it from here only (biome.json). */
/** What the rates feature offers the other features (the one home of the rate rules, spec 3 §2.9). */
export { addRate, deleteRate, insertRateRows, loadRates, updateRate } from "./rates.service.ts";
