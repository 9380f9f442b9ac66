import { STATUS, timeZoneOfState } from "@fm/domain";
import {
  escapeHtml,
  type ImportLocation,
  type WorkOrderImportResult,
  WorkOrderInput,
} from "@fm/domain/contracts";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  customers,
  divisions,
  jobSites,
  priorities,
  requestTypes,
  trades,
  workOrderAttachments,
  workOrderImports,
  workOrders,
} from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, impossible } from "../../platform/errors.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { workOrderScope } from "../../platform/workorder-core/index.ts";
import { insertWorkOrder } from "../workorders/index.ts";
import { checkImportedFile, removeFiles, type StoredFile, storeFiles } from "./imported-files.ts";
import { type ParsedOrder, SOURCES } from "./parsed-order.ts";

/** Spec 2 §3 attachment type 1: the customer's own paperwork for the order. */
const CUSTOMER_WORK_REQUEST_TYPE = 1;

type Customer = { id: number; customername: string };

/** The customers the source names (usually one), oldest first. */
const findCustomers = async (db: DbOrTx, parsed: ParsedOrder): Promise<Customer[]> => {
  const cols = { id: customers.id, customername: customers.customername };
  if (parsed.customer.by === "servicechannel") {
    const { subscriberid, name } = parsed.customer;
    const rows = subscriberid
      ? await db
          .select(cols)
          .from(customers)
          .where(and(eq(customers.servicechannelsubscriberid, subscriberid), eq(customers.isactive, true)))
          .orderBy(asc(customers.id))
      : [];
    if (rows.length === 0) {
      const message = `ServiceChannel subscriber ${subscriberid || "(none)"}${name ? ` (${name})` : ""} is not linked to an active customer: enter the subscriber id on the customer first.`;
      throw badRequest(message, { customer: message });
    }
    return rows;
  }
  const names = parsed.customer.names.map((n) => n.toLowerCase());
  const rows = await db
    .select(cols)
    .from(customers)
    .where(and(inArray(sql`lower(${customers.customername})`, names), eq(customers.isactive, true)))
    .orderBy(asc(customers.id));
  if (rows.length === 0) {
    const message = `No active customer named ${parsed.customer.names[0]}: add the customer before importing its work orders.`;
    throw badRequest(message, { customer: message });
  }
  return rows;
};

/** The customer whose job sites know the location (the first named one when none does), with that site. */
const findCustomerAndSite = async (db: DbOrTx, parsed: ParsedOrder) => {
  const candidates = await findCustomers(db, parsed);
  for (const customer of candidates) {
    const site = await matchJobSite(db, customer.id, parsed.location);
    if (site) return { customer, site };
  }
  const [first] = candidates;
  if (!first) throw impossible("findCustomers answered no customer");
  return { customer: first, site: null };
};

/** The order that already carries this PO for the customer (the import offers it instead of a duplicate). */
const existingOrder = async (db: DbOrTx, user: AuthUser, customerid: number, po: string) => {
  const [row] = await db
    .select({ id: workOrders.id, wonumber: workOrders.wonumber })
    .from(workOrders)
    .where(
      and(
        eq(workOrders.customerid, customerid),
        sql`lower(trim(${workOrders.ponumber})) = ${po.trim().toLowerCase()}`,
        workOrderScope(user),
      ),
    )
    .orderBy(asc(workOrders.id))
    .limit(1);
  return row ?? null;
};

/** The order already imported from this ServiceChannel work order (its Id is unique on workorderimports). */
const existingScOrder = async (db: DbOrTx, scworkorderid: number | null | undefined) => {
  if (!scworkorderid) return null;
  const [row] = await db
    .select({ id: workOrders.id, wonumber: workOrders.wonumber })
    .from(workOrderImports)
    .innerJoin(workOrders, eq(workOrders.id, workOrderImports.workorderid))
    .where(eq(workOrderImports.scworkorderid, scworkorderid));
  return row ?? null;
};

const digits = (s: string | null | undefined) => (s ?? "").replace(/\D+/g, "");
const squash = (s: string | null | undefined) => (s ?? "").toLowerCase().replace(/[^a-z0-9]+/g, "");

/** The customer's job site of a location: same store number (digits of the site's name), else same address. */
const matchJobSite = async (db: DbOrTx, customerid: number, loc: ImportLocation) => {
  const sites = await db
    .select({
      id: jobSites.id,
      jobsite: jobSites.jobsite,
      streetaddress: jobSites.streetaddress,
      postalcode: jobSites.postalcode,
    })
    .from(jobSites)
    .where(and(eq(jobSites.customerid, customerid), eq(jobSites.isactive, true)))
    .orderBy(asc(jobSites.id));
  const store = digits(loc.storeid);
  if (store) {
    const hit = sites.find((s) => {
      const d = digits(s.jobsite);
      return d !== "" && Number(d) === Number(store);
    });
    if (hit) return hit;
  } else if (loc.storeid) {
    const hit = sites.find((s) => squash(s.jobsite) === squash(loc.storeid));
    if (hit) return hit;
  }
  if (loc.streetaddress && loc.postalcode) {
    const hit = sites.find(
      (s) =>
        squash(s.streetaddress) === squash(loc.streetaddress) &&
        s.postalcode.slice(0, 5) === loc.postalcode?.slice(0, 5),
    );
    if (hit) return hit;
  }
  return null;
};

const describeLocation = (loc: ImportLocation) =>
  [
    loc.storeid ? `store ${loc.storeid}` : loc.name,
    [loc.streetaddress, loc.city, [loc.statecode, loc.postalcode].filter(Boolean).join(" ")]
      .filter(Boolean)
      .join(", "),
  ]
    .filter(Boolean)
    .join(" at ");

const createJobSite = async (tx: DbOrTx, customer: Customer, loc: ImportLocation) => {
  const fields: Record<string, string> = {};
  if (!loc.streetaddress) fields.streetaddress = "The location's street address could not be read.";
  if (!loc.city) fields.city = "The location's city could not be read.";
  if (!loc.statecode || !/^[A-Z]{2}$/.test(loc.statecode))
    fields.statecode = "The location's state could not be read.";
  if (!loc.postalcode || !/^\d{5}(-\d{4})?$/.test(loc.postalcode))
    fields.postalcode = "The location's ZIP could not be read.";
  if (
    Object.keys(fields).length > 0 ||
    !loc.streetaddress ||
    !loc.city ||
    !loc.statecode ||
    !loc.postalcode
  ) {
    throw badRequest(`The job site cannot be created: ${Object.values(fields).join(" ")}`, fields);
  }
  const name = (loc.storeid ? `Store #${loc.storeid}` : (loc.name ?? loc.streetaddress)).slice(0, 200);
  const [site] = await tx
    .insert(jobSites)
    .values({
      customerid: customer.id,
      jobsite: name,
      jobsitedescription: `${customer.customername} - ${loc.city}, ${loc.statecode}`,
      streetaddress: loc.streetaddress,
      city: loc.city,
      statecode: loc.statecode,
      postalcode: loc.postalcode,
      timezone: timeZoneOfState(loc.statecode),
    })
    .returning({ id: jobSites.id, jobsite: jobSites.jobsite });
  if (!site) throw impossible("job site insert returned no row");
  return site;
};

/** A source's priority in our four: P1 Emergency, P2 Urgent, P3 Routine, P4 Scheduled. */
export const priorityIdFor = (text: string | null): number | null => {
  const t = (text ?? "").toLowerCase();
  if (!t) return null;
  if (/\bp1\b|emergenc|critical|immediate/.test(t)) return 1;
  if (/\bp2\b|urgent|high|24 ?h/.test(t)) return 2;
  if (/\bp3\b|routine|normal|standard|medium|72 ?h/.test(t)) return 3;
  if (/\bp4\b|schedul|low|planned|preventive/.test(t)) return 4;
  return null;
};

const tradeIdFor = async (db: DbOrTx, name: string | null) => {
  if (!name) return null;
  const all = await db.select({ id: trades.id, tradename: trades.tradename }).from(trades);
  const wanted = squash(name);
  const exact = all.find((t) => squash(t.tradename) === wanted);
  if (exact) return exact;
  return (
    all.find((t) => wanted.startsWith(squash(t.tradename)) || squash(t.tradename).startsWith(wanted)) ?? null
  );
};

const defaultId = async (db: DbOrTx, table: typeof divisions | typeof requestTypes) => {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .orderBy(desc(table.isdefaultonnew), asc(table.id))
    .limit(1);
  if (!row) throw impossible("no division or request type to default to");
  return row.id;
};

const descriptionHtml = (text: string | null) =>
  text
    ? text
        .split(/\n{2,}/)
        .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
        .join("")
    : null;

export interface ImportOptions {
  createjobsite: boolean;
  maxBytes: number;
  maxMb: number;
}

/**
 * Turns a parsed source into a work order (issue 18). Nothing is written unless the whole order is: the job
 * site (when the user agreed to create it), the order with its trade, its attachments' rows, the import
 * record with the original payload and one System note naming the source, in one transaction. The same PO
 * for the same customer answers the existing order; an unknown location answers what it is, so the user can
 * agree to create the job site and send the request again.
 */
export const importParsedOrder = async (
  ctx: AppContext,
  user: AuthUser,
  parsed: ParsedOrder,
  opts: ImportOptions,
): Promise<WorkOrderImportResult> => {
  assertAllowed(user, "importWorkOrder", {});
  const { db } = ctx.database;
  const { customer, site } = await findCustomerAndSite(db, parsed);
  const exists = (wo: { id: number; wonumber: string }): WorkOrderImportResult => ({
    outcome: "exists",
    workorder: wo,
    ponumber: parsed.ponumber,
    customer: customer.customername,
    message: `PO Number ${parsed.ponumber} is already on Work Order #${wo.wonumber} for ${customer.customername}; nothing was imported.`,
  });
  const before =
    (await existingScOrder(db, parsed.scworkorderid)) ??
    (await existingOrder(db, user, customer.id, parsed.ponumber));
  if (before) return exists(before);

  if (!site && !opts.createjobsite) {
    return {
      outcome: "jobsite_unknown",
      ponumber: parsed.ponumber,
      customer: customer.customername,
      location: parsed.location,
      message: `${customer.customername} has no job site for ${describeLocation(parsed.location) || "this location"}. Create the job site and import?`,
    };
  }

  const found = [...parsed.found];
  const missing = [...parsed.missing];
  const trade = await tradeIdFor(db, parsed.trade);
  if (parsed.trade && !trade) missing.push(`Trade (${parsed.trade} matches no trade)`);
  const priorityid = priorityIdFor(parsed.priority) ?? 3;
  if (parsed.priority && !priorityIdFor(parsed.priority))
    missing.push(`Priority (${parsed.priority} is not known; P3 - Routine used)`);
  const [priority] = await db.select().from(priorities).where(eq(priorities.id, priorityid));
  if (!priority) throw impossible(`priority ${priorityid} missing from reference data`);
  const received = parsed.calldate ?? new Date();
  const duedate = new Date(Math.max(received.getTime(), Date.now()) + priority.responsehours * 3_600_000);

  const candidate = WorkOrderInput.safeParse({
    customerid: customer.id,
    // A placeholder while the job site may still have to be created (in the transaction below).
    jobsiteid: site?.id ?? 1,
    divisionid: await defaultId(db, divisions),
    statusid: STATUS.Received,
    priorityid,
    requesttypeid: await defaultId(db, requestTypes),
    duedate: duedate.toISOString(),
    briefdescription: parsed.briefdescription,
    description: descriptionHtml(parsed.description),
    requestedby: parsed.requestedby?.slice(0, 200) ?? null,
    ponumber: parsed.ponumber,
    nte: parsed.nte,
    scheduledate: parsed.scheduledate?.toISOString() ?? null,
    tradeids: trade ? [trade.id] : [],
  });
  if (!candidate.success) {
    const fields: Record<string, string> = {};
    for (const issue of candidate.error.issues) fields[String(issue.path[0] ?? "file")] ??= issue.message;
    throw badRequest(
      `The work order read from the source is not valid: ${Object.values(fields).join(" ")}`,
      fields,
    );
  }

  // Files: the imported file itself first (always valid: the upload checks passed), then what it carried.
  const accepted = parsed.files.filter((f, i) => {
    const problem =
      i === 0 && parsed.source !== "servicechannel" ? null : checkImportedFile(f, opts.maxBytes, opts.maxMb);
    if (problem) missing.push(`Attachment ${f.name} not stored: ${problem}`);
    return !problem;
  });
  const stored: StoredFile[] = await storeFiles(ctx, accepted);
  try {
    const result = await db.transaction(async (tx) => {
      // Two imports of one PO at once: the second waits here, then finds the first one's order.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`woimport:${customer.id}:${parsed.ponumber.trim().toLowerCase()}`}))`,
      );
      const raced =
        (await existingScOrder(tx, parsed.scworkorderid)) ??
        (await existingOrder(tx, user, customer.id, parsed.ponumber));
      if (raced) return { raced };
      const jobsite = site ?? (await createJobSite(tx, customer, parsed.location));
      const input = { ...candidate.data, jobsiteid: jobsite.id };
      const what = SOURCES[parsed.source];
      const parts = [
        `Work order imported from ${what}: PO ${parsed.ponumber}`,
        parsed.externalref
          ? ` (${parsed.source === "servicechannel" ? "ServiceChannel work order" : "file"} ${parsed.externalref})`
          : "",
        ".",
        site ? "" : ` Job site ${jobsite.jobsite} created from the imported location.`,
        stored.length ? ` Attachments: ${stored.map((s) => s.displayname).join(", ")}.` : "",
        missing.length ? ` Not read from the source: ${missing.join("; ")}.` : "",
      ];
      const wo = await insertWorkOrder(tx, user, input, { note: parts.join("") });
      if (stored.length) {
        await tx.insert(workOrderAttachments).values(
          stored.map((s) => ({
            workorderid: wo.id,
            attachmenttypeid: CUSTOMER_WORK_REQUEST_TYPE,
            filename: s.filename,
            displayname: s.displayname,
            path: s.path,
            contenttype: s.contenttype,
            size: s.size,
            createdby: user.id,
            createdbyname: user.name,
          })),
        );
      }
      await tx.insert(workOrderImports).values({
        workorderid: wo.id,
        source: parsed.source,
        customerid: customer.id,
        ponumber: parsed.ponumber,
        externalref: parsed.externalref,
        scworkorderid: parsed.scworkorderid ?? null,
        payload: parsed.payload as Record<string, unknown>,
        importedby: user.id,
      });
      return { wo, jobsite: jobsite.jobsite };
    });
    if ("raced" in result && result.raced) {
      await removeFiles(ctx, stored);
      return exists(result.raced);
    }
    return {
      outcome: "imported",
      workorder: result.wo,
      ponumber: parsed.ponumber,
      customer: customer.customername,
      jobsite: result.jobsite,
      jobsitecreated: !site,
      found,
      missing,
      attachments: stored.length,
    };
  } catch (err) {
    await removeFiles(ctx, stored);
    throw err;
  }
};
