// @vitest-environment jsdom
import type { ServiceChannelSyncState } from "@fm/domain/contracts";
import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ServiceChannelSyncView } from "./ServiceChannelSyncPanel.tsx";

const state = (over: Partial<ServiceChannelSyncState> = {}): ServiceChannelSyncState => ({
  scworkorderid: 180001001,
  lastsyncat: "2026-11-27T10:00:00.000Z",
  canretry: true,
  items: [
    {
      id: 7,
      kind: "note",
      state: "failed",
      attempts: 3,
      lasterror: "ServiceChannel answered 400: Cannot update invoiced Work order. (921)",
      createdat: "2026-11-27T11:00:00.000Z",
      lastattemptat: "2026-11-27T11:05:00.000Z",
      sentat: null,
    },
    {
      id: 6,
      kind: "status",
      state: "sent",
      attempts: 1,
      lasterror: null,
      createdat: "2026-11-27T10:00:00.000Z",
      lastattemptat: "2026-11-27T10:00:00.000Z",
      sentat: "2026-11-27T10:00:00.000Z",
    },
  ],
  ...over,
});

const show = (data: ServiceChannelSyncState, onRetry = vi.fn()) =>
  render(
    <MantineProvider>
      <ServiceChannelSyncView data={data} retrying={null} onRetry={onRetry} />
    </MantineProvider>,
  );

describe("ServiceChannelSyncView", () => {
  it("shows the linked id, the failed item with ServiceChannel's error, and Retry for a writer", () => {
    const onRetry = vi.fn();
    show(state(), onRetry);
    expect(screen.getByRole("region", { name: "ServiceChannel" }).textContent).toContain("180001001");
    expect(screen.getByText("Sync failed")).toBeTruthy();
    expect(screen.getByText(/Cannot update invoiced Work order/)).toBeTruthy();
    expect(screen.getAllByTestId("sc-sync-item")).toHaveLength(1); // the sent one is counted, not listed
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledWith(7);
  });

  it("is read-only for a reader, and absent for an order not from ServiceChannel", () => {
    const { unmount } = show(state({ canretry: false }));
    expect(screen.getByText(/Cannot update invoiced Work order/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
    unmount();
    show(state({ scworkorderid: null, items: [] }));
    expect(screen.queryByRole("region", { name: "ServiceChannel" })).toBeNull();
  });

  it("lists a superseded status update as not sent, without Retry, and the order as in sync", () => {
    show(
      state({
        items: [
          {
            id: 9,
            kind: "status",
            state: "sent",
            attempts: 1,
            lasterror: null,
            createdat: "2026-11-27T11:01:00.000Z",
            lastattemptat: "2026-11-27T11:01:00.000Z",
            sentat: "2026-11-27T11:01:00.000Z",
          },
          {
            id: 8,
            kind: "status",
            state: "superseded",
            attempts: 1,
            lasterror: null,
            createdat: "2026-11-27T11:00:00.000Z",
            lastattemptat: "2026-11-27T11:00:00.000Z",
            sentat: null,
          },
        ],
      }),
    );
    expect(screen.getByText("In sync")).toBeTruthy();
    const [item] = screen.getAllByTestId("sc-sync-item");
    expect(item?.textContent).toContain("superseded");
    expect(item?.textContent).toContain("Not sent: a newer change already reached ServiceChannel.");
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
  });
});
