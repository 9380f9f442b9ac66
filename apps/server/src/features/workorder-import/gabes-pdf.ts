import { badRequest } from "../../platform/errors.ts";
import {
  PDF_FENCE,
  PDF_TEXT_PARSER,
  runFenced,
  WORK_ORDER_PDF_LIMITS,
} from "../../platform/file-parsing/index.ts";
import type { ParsedOrder } from "./parsed-order.ts";
import { briefOf, parseAmount, parseCityStateZip, parseUsDate, readLabelled } from "./text-fields.ts";

/**
 * Gabes' work-order PDF (issue 18): a page headed "GABE'S" / "Maintenance Work Order" with labelled fields
 * (Work Order #, PO Number, Date Issued, Store #, Store Address, City/State/Zip, Trade, Priority, NTE,
 * Requested By), then "Problem Description:" and "Vendor Instructions:". fixtures/gabes-pdf-fixture.ts prints
 * one. The customer is the one named Gabes / Gabe's.
 */
export const GABES_CUSTOMER_NAMES = ["Gabe's", "Gabes"];

const LABELS = [
  "Work Order #",
  "PO Number",
  "Date Issued",
  "Store #",
  "Store Address",
  "City/State/Zip",
  "Trade",
  "Priority",
  "NTE",
  "Requested By",
  "Problem Description",
  "Vendor Instructions",
] as const;

const unreadable = (message: string, field = "file") => badRequest(message, { [field]: message });

/** The PDF's text, read in a fenced parser thread after its page count is checked (WORK_ORDER_PDF_LIMITS). */
export const pdfText = (data: Buffer, fileName: string): Promise<string> =>
  runFenced(
    PDF_TEXT_PARSER,
    { bytes: new Uint8Array(data) },
    { shownName: fileName, ...WORK_ORDER_PDF_LIMITS },
    PDF_FENCE,
  );

export const parseGabesText = (text: string, fileName: string): Omit<ParsedOrder, "files"> => {
  if (!text.trim()) {
    throw unreadable(
      `${fileName} has no text to read (a scanned image?). Gabes work orders are imported from the PDF Gabes' system prints.`,
    );
  }
  if (!/GABE'?S/i.test(text) || !/Maintenance Work Order/i.test(text)) {
    throw unreadable(
      `${fileName} is not a Gabes work order: its layout is not known (expected "GABE'S – Maintenance Work Order" with PO Number, Store # and Problem Description).`,
    );
  }
  const v = readLabelled(text, LABELS);
  const po = v.get("PO Number") ?? null;
  const store = v.get("Store #")?.replace(/^#/, "").trim() ?? null;
  const description = v.get("Problem Description") ?? null;
  const csz = parseCityStateZip(v.get("City/State/Zip"));
  const street = v.get("Store Address") ?? null;
  const problems: Record<string, string> = {};
  if (!po) problems.ponumber = "PO Number could not be read.";
  if (!store && !(street && csz))
    problems.location = "Store # (or Store Address with City/State/Zip) could not be read.";
  if (!description) problems.description = "Problem Description could not be read.";
  if (Object.keys(problems).length > 0 || !po || !description) {
    throw badRequest(`${fileName}: ${Object.values(problems).join(" ")} Nothing was imported.`, problems);
  }
  const nte = parseAmount(v.get("NTE"));
  const issued = parseUsDate(v.get("Date Issued"));
  const read = {
    "Work Order #": v.get("Work Order #"),
    "PO Number": po,
    "Date Issued": issued ? v.get("Date Issued") : null,
    "Store #": store,
    "Store Address": street,
    "City/State/Zip": csz ? v.get("City/State/Zip") : null,
    Trade: v.get("Trade"),
    Priority: v.get("Priority"),
    NTE: nte === null ? null : v.get("NTE"),
    "Requested By": v.get("Requested By"),
    "Problem Description": description,
  };
  const found = Object.entries(read)
    .filter(([, value]) => value)
    .map(([k]) => k);
  const missing = Object.entries(read)
    .filter(([, value]) => !value)
    .map(([k]) => k);
  return {
    source: "gabes-pdf",
    ponumber: po,
    customer: { by: "name", names: GABES_CUSTOMER_NAMES },
    location: {
      storeid: store,
      name: store ? `Store #${store}` : null,
      streetaddress: street,
      city: csz?.city ?? null,
      statecode: csz?.statecode ?? null,
      postalcode: csz?.postalcode ?? null,
    },
    trade: v.get("Trade") ?? null,
    priority: v.get("Priority") ?? null,
    nte,
    calldate: issued,
    scheduledate: null,
    briefdescription: briefOf(description),
    description,
    requestedby: v.get("Requested By") ?? null,
    externalref: v.get("Work Order #") ?? fileName,
    payload: { file: fileName, fields: read, text },
    found,
    missing,
  };
};

export const parseGabesPdf = async (data: Buffer, fileName: string): Promise<ParsedOrder> => {
  const text = await pdfText(data, fileName);
  return { ...parseGabesText(text, fileName), files: [{ name: fileName, data }] };
};
