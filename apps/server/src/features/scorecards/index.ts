/** What the scorecards feature offers the others (Select Vendor, vendor search): scores from the rollup. */
export { scorecardRoutes } from "./scorecards.routes.ts";
export { scoresOf } from "./scorecards.service.ts";
