// @vitest-environment jsdom
import { defaultPermissionsFor } from "@fm/domain";
import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";

const warmWorkOrderList = vi.fn(async () => undefined);
const preloadList = vi.fn(async () => undefined);
vi.mock("../features/workorders/prefetch-list.ts", () => ({ warmWorkOrderList }));
vi.mock("./screen-components.tsx", () => ({
  SCREEN_COMPONENTS: { "/workorder": Object.assign(() => null, { preload: preloadList }) },
}));

const { warmScreens } = await import("./screen-preload.ts");

const dispatcher = { roles: ["Dispatchers"], permissions: defaultPermissionsFor(["Dispatchers"]) };
const vendor = { roles: ["Vendor"], permissions: defaultPermissionsFor(["Vendor"]) };

describe("warmScreens (on idle after the first screen, decision 0023)", () => {
  const queryClient = new QueryClient();
  beforeEach(() => vi.clearAllMocks());

  it("loads the work-order list's chunk and the reads its first page waits for", async () => {
    warmScreens(queryClient, dispatcher, "/home");
    expect(preloadList).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(warmWorkOrderList).toHaveBeenCalledWith(queryClient));
  });

  it("leaves alone the screen already open and screens the user may not open", async () => {
    warmScreens(queryClient, dispatcher, "/WorkOrder?status=3");
    warmScreens(queryClient, vendor, "/home");
    await new Promise((r) => setTimeout(r, 20));
    expect(preloadList).not.toHaveBeenCalled();
    expect(warmWorkOrderList).not.toHaveBeenCalled();
  });
});
