// @vitest-environment jsdom
import type { VendorAttachmentList, VendorPayment, VendorTrade } from "@fm/domain/contracts";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VendorAttachmentsTab, VendorPaymentsTab, VendorTradesTab } from "./index.ts";
import { vendorRecordsApi } from "./vendor-records-api.ts";

const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">{ui}</MantineProvider>
    </QueryClientProvider>,
  );

const HVAC: VendorTrade = {
  id: 5,
  vendortradeid: 5,
  tradeid: 1,
  tradename: "HVAC",
  vendorid: 7,
  isDeleted: false,
  rates: [
    {
      id: 9,
      version: 1,
      name: "Standard",
      traderatetypeid: 1,
      traderatetype: "Hourly",
      statecodes: ["TX"],
      cities: [],
      counties: [],
      zipcodes: [],
      regularrate: 85,
      overtimerate: null,
      holidayrate: null,
      tripcharge: null,
      markupcharge: null,
      lastupdated: "2026-11-01T00:00:00.000Z",
    },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe("Vendor Trades tab (spec 3 §2.8, §2.9)", () => {
  it("offers only the trades the vendor lacks in Add Trade and adds the chosen one", async () => {
    vi.spyOn(vendorRecordsApi, "trades").mockResolvedValue([HVAC]);
    vi.spyOn(vendorRecordsApi, "tradeList").mockResolvedValue([
      { tradeid: 1, tradename: "HVAC" },
      { tradeid: 2, tradename: "Plumbing" },
    ]);
    const add = vi.spyOn(vendorRecordsApi, "addTrade").mockResolvedValue({ trades: [HVAC] });
    const user = userEvent.setup();
    wrap(<VendorTradesTab vendorId={7} readOnly={false} />);
    expect(await screen.findByRole("table", { name: "Trades" })).toBeTruthy();
    expect(await screen.findByText("HVAC")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add Trade" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getAllByLabelText(/^Trade/)[0] as HTMLElement);
    const options = (await screen.findAllByRole("option")).map((o) => o.textContent);
    expect(options).toEqual(["Plumbing"]);
    await user.click(screen.getByRole("option", { name: "Plumbing" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(add).toHaveBeenCalledWith(7, 2, "Plumbing"));
  });

  it("read-only: no Add Trade, Copy Trade, Remove Trade or Add Rate", async () => {
    vi.spyOn(vendorRecordsApi, "trades").mockResolvedValue([HVAC]);
    const user = userEvent.setup();
    wrap(<VendorTradesTab vendorId={7} readOnly />);
    expect(await screen.findByText("HVAC")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Actions for HVAC" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Expand details" }));
    expect(await screen.findByText("Standard")).toBeTruthy();
    for (const name of ["Add Trade", "Copy Trade", "Remove Trade", "Add Rate"])
      expect(screen.queryByRole("button", { name })).toBeNull();
  });
});

const LIST: VendorAttachmentList = {
  attachments: [
    {
      id: 3,
      version: 1,
      vendorid: 7,
      attachmenttypeid: 13,
      attachmenttype: "COI",
      filename: "coi_20261101.pdf",
      displayname: "coi.pdf",
      path: "vendor/7/coi_20261101.pdf",
      contenttype: "application/pdf",
      size: 10,
      expirationdate: "2027-06-30",
      createdbyuser: "Dana Dispatcher",
      createddate: "2026-11-01T00:00:00.000Z",
    },
  ],
  vendordocuments: [
    {
      id: 4,
      doctype: "W9",
      displayname: "w9.pdf",
      filename: "w9_1.pdf",
      size: 5,
      createdbyuser: "Vic Vendor",
      createddate: "2026-11-02T00:00:00.000Z",
    },
  ],
};

describe("Vendor Attachments tab (spec 3 §2.10)", () => {
  it("keeps the uploader disabled until a type is chosen; a COI asks for its expiration date", async () => {
    vi.spyOn(vendorRecordsApi, "attachments").mockResolvedValue(LIST);
    const user = userEvent.setup();
    wrap(<VendorAttachmentsTab vendorId={7} readOnly={false} />);
    expect(await screen.findByText("coi.pdf")).toBeTruthy();
    expect(await screen.findByText("w9.pdf")).toBeTruthy();
    expect(screen.getByText("Choose an attachment type to enable uploads")).toBeTruthy();
    expect(screen.queryByLabelText("Expiration Date")).toBeNull();
    await user.click(screen.getAllByLabelText("Attachment Type")[0] as HTMLElement);
    await user.click(await screen.findByRole("option", { name: "COI" }));
    expect(screen.getByText("Drop files here or click to select")).toBeTruthy();
    expect(screen.getByLabelText("Expiration Date")).toBeTruthy();
  });

  it("read-only: no uploader and no document request", async () => {
    vi.spyOn(vendorRecordsApi, "attachments").mockResolvedValue(LIST);
    wrap(<VendorAttachmentsTab vendorId={7} readOnly />);
    expect(await screen.findByText("coi.pdf")).toBeTruthy();
    expect(screen.queryByText("Choose an attachment type to enable uploads")).toBeNull();
    expect(screen.queryByRole("button", { name: "Request Document" })).toBeNull();
  });
});

const PAYMENT: VendorPayment = {
  id: 1,
  vendorid: 7,
  txnDate: "2026-11-20",
  paymentType: "Check",
  refNumber: "10452",
  amount: 512.5,
  paymentLines: [
    { id: 1, memo: "WO-1001", appliedToTxnRefNumber: "VI-77", appliedToTxnAmount: 412.5, workorderid: 3 },
  ],
};

describe("Vendor Payments tab (spec 3 §2.8)", () => {
  it("lists payments and shows a payment's lines when expanded", async () => {
    vi.spyOn(vendorRecordsApi, "payments").mockResolvedValue([PAYMENT]);
    const user = userEvent.setup();
    wrap(<VendorPaymentsTab vendorId={7} readOnly={false} />);
    expect(await screen.findByText("10452")).toBeTruthy();
    expect(screen.getByText("$512.50")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Refresh from QuickBooks" })).toBeTruthy();
    await user.click(screen.getAllByRole("button", { name: /expand/i })[0] as HTMLElement);
    const lines = await screen.findByRole("table", { name: "Payment lines" });
    expect(within(lines).getByText("WO-1001")).toBeTruthy();
    expect(within(lines).getByText("VI-77")).toBeTruthy();
    expect(within(lines).getByText("$412.50")).toBeTruthy();
  });
});
