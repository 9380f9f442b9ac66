/** The rate editor of spec 3 §2.9, shared by customer trades and vendor trades. */

export { GeoMultiSelect } from "./GeoMultiSelect.tsx";
// vendor search (Geography mode) picks states, counties and cities the same way.
export { fetchStates, type GeoPick } from "./geo-api.ts";
export { RateEditorModal, toRateValues } from "./RateEditorModal.tsx";
export { RATE_REFRESH_DELAY_MS, RatesGrid } from "./RatesGrid.tsx";
export type { RateEditorApi, RateValues } from "./rate-types.ts";
