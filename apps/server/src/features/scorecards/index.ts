/** What the scorecards feature offers the others (Select Vendor, vendor search): scores from the rollup. */
export { scorecardRoutes } from "./scorecards.routes.ts";
export { scoreSql, scoresOf } from "./scorecards.service.ts";
