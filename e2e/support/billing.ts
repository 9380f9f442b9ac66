import type { InvoiceRuleKey } from "@fm/domain";
import type {
  CustomerTrade,
  InvoiceRules,
  NewVendorProposalBody,
  VendorLine,
  VendorPortalInvoice,
} from "@fm/domain/contracts";
import type { Locator, Page } from "playwright-core";
import { extractText, getDocumentProxy } from "unpdf";
import { jsonCall, workOrdersOfStatus } from "./workorders.ts";

/** A vendor line as GET /api/workorder/getworkordervendors answers it (the contract's VendorLine). */
export type ApiVendorLine = VendorLine;

/** The vendor lines of a work order (GET /api/workorder/getworkordervendors). */
export const vendorLinesOf = (baseUrl: string, token: string, workorderid: number) =>
  jsonCall<ApiVendorLine[]>(
    baseUrl,
    token,
    "GET",
    `/api/workorder/getworkordervendors?workorderid=${workorderid}`,
  );

/**
 * The line of an order's only vendor, or undefined: a proposal is decided and the schedule is the vendor's only
 * with exactly one vendor on the order, and a line whose vendor declined puts no vendor on it (the demo has one).
 */
export const soleVendorLine = (lines: readonly ApiVendorLine[]): ApiVendorLine | undefined => {
  const [line] = lines;
  return lines.length === 1 && line && line.acceptance.status !== "declined" ? line : undefined;
};

/**
 * A Dispatched demo order not used yet, with one vendor line quoting `quote` dollars (set through the API so
 * the test knows the exact amount).
 */
export const orderWithVendorQuote = async (
  baseUrl: string,
  token: string,
  used: Set<number>,
  quote: number,
): Promise<{ id: number; wonumber: string; line: ApiVendorLine }> => {
  const rows = await workOrdersOfStatus(baseUrl, token, 9);
  const row = rows.find((r) => !used.has(r.id) && r.vendors.length === 1);
  if (!row) throw new Error("no Dispatched demo work order with exactly one vendor");
  used.add(row.id);
  const [line] = await vendorLinesOf(baseUrl, token, row.id);
  if (!line) throw new Error(`work order ${row.wonumber} has no vendor line`);
  const lines = await jsonCall<ApiVendorLine[]>(baseUrl, token, "PUT", "/api/workorder/updatevendor", {
    id: line.id,
    version: line.version,
    paidbycreditcard: line.paidbycc,
    quoteonly: line.quoteonly,
    quotedamount: quote,
    invoicenumber: line.invnumber,
    note: line.note,
  });
  const updated = lines.find((l) => l.id === line.id);
  if (!updated) throw new Error("the vendor line vanished");
  return { id: row.id, wonumber: row.wonumber, line: updated };
};

/** Opens a tab of the detail page, failing clearly when it is not there or still a placeholder. */
export const openBillingTab = async (page: Page, name: string, marker: Locator): Promise<void> => {
  const tab = page.getByRole("tab", { name, exact: true });
  try {
    await tab.waitFor({ timeout: 10_000 });
  } catch {
    throw new Error(`The work-order detail page has no '${name}' tab.`);
  }
  await tab.click();
  try {
    await marker.waitFor({ timeout: 10_000 });
  } catch {
    throw new Error(
      `The '${name}' tab does not show the billing grid yet: mount it from apps/web/src/features/workorder-detail/billing in WorkOrderDetailPage.`,
    );
  }
};

/** Opens the Actions menu of a grid row and clicks one of its items. */
export const rowAction = async (row: Locator, menuLabel: string, item: string): Promise<void> => {
  await row.getByRole("button", { name: menuLabel }).click();
  await row
    .page()
    .getByRole("menu", { name: menuLabel })
    .getByRole("menuitem", { name: item, exact: true })
    .click();
};

/** The text of a PDF, all pages. */
export const pdfText = async (bytes: Uint8Array): Promise<string> => {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
};

/** The lines of a vendor proposal or invoice (labor, materials, other), as the vendor types them. */
export type VendorDocumentLines = Pick<NewVendorProposalBody, "labor" | "materials" | "other">;

/**
 * Turns the invoice rules `on` (every other rule off, tolerance 0); `invoicerules` is one configuration per
 * database, so a file that turns rules on calls `setInvoiceRules(…, [])` in its afterAll.
 */
export const setInvoiceRules = async (baseUrl: string, admin: string, on: readonly InvoiceRuleKey[]) => {
  const { rules } = await jsonCall<InvoiceRules>(baseUrl, admin, "GET", "/api/accounting/invoicerules");
  for (const rule of rules)
    await jsonCall(baseUrl, admin, "PUT", "/api/accounting/invoicerules", {
      key: rule.key,
      enabled: on.includes(rule.key),
      tolerance: 0,
      version: rule.version,
    });
};

/**
 * A vendor's portal invoice on the order, the way the vendor and the office go through it: the vendor's
 * proposal with `lines`, submitted; staff approve it; the vendor creates the invoice from it and submits it
 * (where the invoice rules judge it). Answers the submitted invoice.
 */
export const submitVendorInvoice = async (
  baseUrl: string,
  tokens: { vendor: string; staff: string },
  workorderid: number,
  invoicenumber: string,
  lines: VendorDocumentLines,
): Promise<VendorPortalInvoice> => {
  const p = await jsonCall<{ id: number; version: number }>(
    baseUrl,
    tokens.vendor,
    "POST",
    "/api/vendorprofile/newproposal",
    { workorderid, description: `Work for ${invoicenumber}`, ...lines },
  );
  const sent = await jsonCall<{ version: number }>(
    baseUrl,
    tokens.vendor,
    "PUT",
    "/api/vendorprofile/updateproposalstatus",
    { proposalId: p.id, proposalStatusId: 2, version: p.version },
  );
  await jsonCall(baseUrl, tokens.staff, "PUT", "/api/workorder/vendorproposalstatus", {
    proposalId: p.id,
    proposalStatusId: 3,
    version: sent.version,
  });
  const inv = await jsonCall<{ id: number; version: number }>(
    baseUrl,
    tokens.vendor,
    "POST",
    `/api/vendorprofile/createinvoice/${p.id}`,
    { invoicenumber, description: `Invoice ${invoicenumber}` },
  );
  return jsonCall<VendorPortalInvoice>(
    baseUrl,
    tokens.vendor,
    "PUT",
    "/api/vendorprofile/updateinvoicestatus",
    {
      invoiceId: inv.id,
      invoiceStatusId: 2,
      version: inv.version,
    },
  );
};

/**
 * The customer's rate for the trade (Customer details → Trades → rate), all states: what the invoice rules'
 * "rates" rule compares a vendor's labor and trip rates with when the vendor has none of its own.
 */
export const addCustomerTradeRate = async (
  baseUrl: string,
  admin: string,
  r: { customerid: number; tradeid: number; regularrate: number; tripcharge: number },
) => {
  const { trades } = await jsonCall<{ trades: CustomerTrade[] }>(
    baseUrl,
    admin,
    "POST",
    "/api/customer/trade/add",
    { customerid: r.customerid, tradeid: r.tradeid },
  );
  const trade = trades.find((t) => t.tradeid === r.tradeid);
  if (!trade) throw new Error(`trade ${r.tradeid} was not added to customer ${r.customerid}`);
  await jsonCall(baseUrl, admin, "POST", "/api/customer/rate/add", {
    customertradeid: trade.customertradeid,
    name: "Standard",
    statecodes: [],
    regularrate: r.regularrate,
    tripcharge: r.tripcharge,
  });
};
