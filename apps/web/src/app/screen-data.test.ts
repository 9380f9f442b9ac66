// @vitest-environment jsdom
import { defaultPermissionsFor } from "@fm/domain";
import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";

const prefetchHome = vi.fn();
const prefetchWorkOrderList = vi.fn(async () => undefined);
vi.mock("../features/home/prefetch-home.ts", () => ({ prefetchHome }));
vi.mock("../features/workorders/prefetch-list.ts", () => ({ prefetchWorkOrderList }));

const { loadScreenDataCode, preloadDataFor } = await import("./screen-data.ts");

const dispatcher = { roles: ["Dispatchers"], permissions: defaultPermissionsFor(["Dispatchers"]) };
const vendor = { roles: ["Vendor"], permissions: defaultPermissionsFor(["Vendor"]) };

describe("preloadDataFor (sign-in's target, decision 0023)", () => {
  const queryClient = new QueryClient();
  beforeEach(() => vi.clearAllMocks());

  it("starts /home's counts for the user", async () => {
    preloadDataFor(queryClient, dispatcher, "/home");
    await vi.waitFor(() => expect(prefetchHome).toHaveBeenCalledWith(queryClient, dispatcher));
  });

  it("starts the work-order list with the address's query, matched without case", async () => {
    preloadDataFor(queryClient, dispatcher, "/WorkOrder?status=3");
    await vi.waitFor(() => expect(prefetchWorkOrderList).toHaveBeenCalledTimes(1));
    const [, params] = prefetchWorkOrderList.mock.calls[0] as unknown as [QueryClient, URLSearchParams];
    expect(params.get("status")).toBe("3");
  });

  it("starts nothing for a screen the user may not open, an unknown path or another site", async () => {
    preloadDataFor(queryClient, vendor, "/workorder");
    preloadDataFor(queryClient, dispatcher, "/nowhere");
    preloadDataFor(queryClient, dispatcher, "https://example.org/home");
    await new Promise((r) => setTimeout(r, 20));
    expect(prefetchWorkOrderList).not.toHaveBeenCalled();
    expect(prefetchHome).not.toHaveBeenCalled();
  });

  it("sign-in's warm-up loads the target's preload code without asking for anything", async () => {
    loadScreenDataCode("/home");
    loadScreenDataCode("/nowhere");
    await new Promise((r) => setTimeout(r, 20));
    expect(prefetchHome).not.toHaveBeenCalled();
  });
});
