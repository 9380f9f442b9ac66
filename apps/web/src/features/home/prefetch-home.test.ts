import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { homeApi, homeKeys } from "./home-api.ts";
import { prefetchHome } from "./prefetch-home.ts";

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const asked = (qc: QueryClient) =>
  qc
    .getQueryCache()
    .findAll({ queryKey: homeKeys.counts })
    .map((q) => q.queryKey.slice(2, 3)[0]);

describe("prefetchHome", () => {
  afterEach(() => vi.restoreAllMocks());

  it("starts the internal dashboard's counts for staff", async () => {
    vi.spyOn(homeApi, "activeCounts").mockResolvedValue([]);
    vi.spyOn(homeApi, "priorityCounts").mockResolvedValue([]);
    vi.spyOn(homeApi, "dailyCounts").mockResolvedValue([]);
    const qc = client();
    prefetchHome(qc, { roles: ["Dispatchers"], permissions: [] });
    expect(asked(qc).sort()).toEqual(["active", "priority"]);
    await vi.waitFor(() => expect(asked(qc).sort()).toEqual(["active", "daily", "priority"]));
    await vi.waitFor(() => expect(qc.getQueryData(homeKeys.active())).toEqual([]));
  });

  it("starts only the status counts of a portal dashboard", () => {
    vi.spyOn(homeApi, "activeCounts").mockResolvedValue([]);
    const priority = vi.spyOn(homeApi, "priorityCounts");
    const qc = client();
    prefetchHome(qc, { roles: ["Vendor"], permissions: [] });
    expect(asked(qc)).toEqual(["active"]);
    expect(priority).not.toHaveBeenCalled();
  });

  it("asks once when the cards' own queries follow", async () => {
    const active = vi.spyOn(homeApi, "activeCounts").mockResolvedValue([]);
    vi.spyOn(homeApi, "priorityCounts").mockResolvedValue([]);
    vi.spyOn(homeApi, "dailyCounts").mockResolvedValue([]);
    const qc = client();
    prefetchHome(qc, { roles: ["Vendor"], permissions: [] });
    prefetchHome(qc, { roles: ["Vendor"], permissions: [] });
    await vi.waitFor(() => expect(qc.getQueryData(homeKeys.active())).toEqual([]));
    expect(active).toHaveBeenCalledTimes(1);
  });
});
