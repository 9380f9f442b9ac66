// @vitest-environment jsdom
import type { VendorWorkOrderDetail } from "@fm/domain/contracts";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { showRebaseConflict } from "../../components/conflict-offer.tsx";
import { lineAcceptance } from "../../test/factories.ts";
import { useVendorOrderForm } from "./vendor-order-form.ts";
import { vendorApi } from "./vendor-portal-api.ts";

// The in-app navigation guard needs a data router; it is the page's concern, not this form's.
vi.mock("../../components/unsaved-changes.ts", () => ({ useUnsavedChangesGuard: () => {} }));
vi.mock("../../components/conflict-offer.tsx", async (load) => ({
  ...(await load<typeof import("../../components/conflict-offer.tsx")>()),
  showRebaseConflict: vi.fn(),
}));

const WO: VendorWorkOrderDetail = {
  id: 7,
  wonumber: "FMB-7",
  version: 3,
  ponumber: null,
  customername: "Acme",
  city: "Austin",
  statecode: "TX",
  dispatchdate: null,
  dispatcher: null,
  priority: null,
  briefdescription: "Leak",
  statusid: 9,
  status: "Dispatched",
  locked: false,
  jobsite: "Store 1",
  streetaddress: "1 Main St",
  postalcode: "78701",
  sitephone: "+1 (512) 555-0100",
  specialprocedure: null,
  description: null,
  trades: [],
  duedate: null,
  scheduledate: null,
  completedate: null,
  techid: 12,
  techname: "Terry Tech",
  workordervendorid: 5,
  vendornote: "Old note",
  acceptance: lineAcceptance(),
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <MantineProvider env="test">{children}</MantineProvider>
  </QueryClientProvider>
);

afterEach(() => vi.restoreAllMocks());

describe("useVendorOrderForm (the Work Order tab's form, saved from the tab or the phone's action bar)", () => {
  it("offers Save only once something changed, and sends only that field at the form's version", async () => {
    const update = vi.spyOn(vendorApi, "update").mockResolvedValue({ ...WO, version: 4, vendornote: "New" });
    const { result } = renderHook(() => useVendorOrderForm(WO), { wrapper });
    expect(result.current.canSave).toBe(false);
    act(() => result.current.form.setFieldValue("note", "New"));
    expect(result.current.canSave).toBe(true);
    act(() => result.current.save());
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenCalledWith({ id: 7, version: 3, note: "New" });
  });

  it("a locked order offers no Save, edited or not", () => {
    const { result } = renderHook(() => useVendorOrderForm({ ...WO, locked: true }), { wrapper });
    act(() => result.current.form.setFieldValue("note", "New"));
    expect(result.current.canSave).toBe(false);
  });

  it("a stale save (409) offers Reload", async () => {
    vi.spyOn(vendorApi, "update").mockRejectedValue(
      new ApiError(409, { error: "conflict", message: "Work order was changed by someone else." }),
    );
    const { result } = renderHook(() => useVendorOrderForm(WO), { wrapper });
    act(() => result.current.form.setFieldValue("note", "Mine"));
    act(() => result.current.save());
    await waitFor(() => expect(showRebaseConflict).toHaveBeenCalledTimes(1));
    expect(vi.mocked(showRebaseConflict).mock.calls[0]?.[0]).toBe("Work order");
  });
});
