/** What the scorecards feature offers the other features (vendor details, Select Vendor, vendor search). */
export { formatRate } from "./scorecard-format.ts";
export { VendorScorecardTab } from "./VendorScorecardTab.tsx";
