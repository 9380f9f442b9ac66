import { badRequest } from "../../platform/errors.ts";
import { MSG_PARSER, runFenced } from "../../platform/file-parsing/index.ts";
import type { ParsedOrder } from "./parsed-order.ts";
import { briefOf, parseAddressLine, parseAmount, parseUsDate, readLabelled } from "./text-fields.ts";

/**
 * Sprouts sends work orders as Outlook messages (issue 18): the body (plain text, or HTML, or RTF) carries
 * "Sprouts Farmers Market - Facilities Work Order" and labelled fields PO #, Store, Address (street, city,
 * ST ZIP), Trade, Priority, NTE, Scheduled, Requested By, Description (up to the "--" signature). The
 * message's attachments become the order's attachments. The customer is the one named Sprouts.
 */
export const SPROUTS_CUSTOMER_NAMES = ["Sprouts Farmers Market", "Sprouts"];

const LABELS = [
  "PO #",
  "Store",
  "Address",
  "Trade",
  "Priority",
  "NTE",
  "Scheduled",
  "Requested By",
  "Description",
] as const;

const unreadable = (message: string) => badRequest(message, { file: message });

/** The message read in a fenced parser thread (platform/file-parsing/msg.parser.ts), within MSG_LIMITS. */
export const readMsg = async (data: Buffer, fileName: string, maxAttachmentBytes: number) => {
  const msg = await runFenced(
    MSG_PARSER,
    { bytes: new Uint8Array(data) },
    { shownName: fileName, maxAttachmentBytes },
  );
  return { ...msg, attachments: msg.attachments.map((a) => ({ name: a.name, data: Buffer.from(a.data) })) };
};

export const parseSproutsMsg = async (
  data: Buffer,
  fileName: string,
  maxAttachmentBytes: number,
): Promise<ParsedOrder> => {
  const msg = await readMsg(data, fileName, maxAttachmentBytes);
  const all = `${msg.subject}\n${msg.text}`;
  if (!msg.text.trim()) throw unreadable(`${fileName} has no message body to read.`);
  if (!/Sprouts/i.test(all)) {
    throw unreadable(
      `${fileName} is not a Sprouts work order: its layout is not known (expected "Sprouts Farmers Market - Facilities Work Order" with PO #, Store and Description).`,
    );
  }
  // The signature after "--" is not part of the description.
  const body = msg.text.split(/\n--\s*(?:\n|$)/)[0] ?? msg.text;
  const v = readLabelled(body, LABELS);
  const po = v.get("PO #") ?? null;
  const store = v.get("Store")?.replace(/^#/, "").trim() ?? null;
  const description = v.get("Description") ?? null;
  const address = parseAddressLine(v.get("Address"));
  const problems: Record<string, string> = {};
  if (!po) problems.ponumber = "PO # could not be read.";
  if (!store && !address) problems.location = "Store (or Address) could not be read.";
  if (!description) problems.description = "Description could not be read.";
  if (Object.keys(problems).length > 0 || !po || !description) {
    throw badRequest(`${fileName}: ${Object.values(problems).join(" ")} Nothing was imported.`, problems);
  }
  const nte = parseAmount(v.get("NTE"));
  const scheduled = parseUsDate(v.get("Scheduled"));
  const read = {
    "PO #": po,
    Store: store,
    Address: address ? v.get("Address") : null,
    Trade: v.get("Trade"),
    Priority: v.get("Priority"),
    NTE: nte === null ? null : v.get("NTE"),
    Scheduled: scheduled ? v.get("Scheduled") : null,
    "Requested By": v.get("Requested By"),
    Description: description,
  };
  return {
    source: "sprouts-msg",
    ponumber: po,
    customer: { by: "name", names: SPROUTS_CUSTOMER_NAMES },
    location: {
      storeid: store,
      name: store ? `Store #${store}` : null,
      streetaddress: address?.streetaddress ?? null,
      city: address?.city ?? null,
      statecode: address?.statecode ?? null,
      postalcode: address?.postalcode ?? null,
    },
    trade: v.get("Trade") ?? null,
    priority: v.get("Priority") ?? null,
    nte,
    calldate: null,
    scheduledate: scheduled,
    briefdescription: briefOf(description),
    description,
    requestedby: v.get("Requested By") ?? null,
    externalref: fileName,
    payload: { file: fileName, subject: msg.subject, from: msg.from, fields: read, body: msg.text },
    found: Object.entries(read)
      .filter(([, x]) => x)
      .map(([k]) => k),
    missing: Object.entries(read)
      .filter(([, x]) => !x)
      .map(([k]) => k),
    files: [{ name: fileName, data }, ...msg.attachments],
  };
};
