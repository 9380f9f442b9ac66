import { VendorScorecard } from "@fm/domain/contracts";
import { api } from "../../api/instance.ts";

export const scorecardKeys = {
  vendor: (vendorid: number) => ["scorecards", "vendor", vendorid] as const,
};

export const scorecardsApi = {
  vendor: (vendorid: number) =>
    api.get("/api/vendor/scorecard", { query: { vendorid }, response: VendorScorecard }),
};
