import {
  complianceBlock,
  dispatchRefusal,
  fromCents,
  NOTE_TYPE_ID,
  PERTAINS_TO,
  todayIso,
  VENDOR_INFO_CHANGE_NOTE_TYPE,
  vendorLineAbilities,
  vendorLineCostCents,
} from "@fm/domain";
import {
  EVENT_COUNT_ACTIONS,
  EVENT_COUNT_KEYS,
  type EventCounts,
  type UpdateVendorBody,
} from "@fm/domain/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  customerVendorExclusions,
  trades,
  vendorInvoices,
  vendorQc,
  vendors,
  workOrderEvents,
  workOrderNotes,
  workOrderVendors,
} from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import {
  assertVersion,
  badRequest,
  duplicate,
  impossible,
  validation,
  vendorNotDispatchable,
} from "../../platform/errors.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { addSystemNote, lockWorkOrder, lockWorkOrderChild } from "../../platform/workorder-core/index.ts";
import { vendorLineState } from "../notices/index.ts";
import { refreshSlaClocks } from "../sla/index.ts";
import { DISPATCH_NOTICES, lineAcceptance } from "../vendor-acceptance/index.ts";
import { syncVendorInvoiceApproval } from "../vendor-billing/index.ts";
import { emitWebhookEvent } from "../webhooks/index.ts";

const money = (v: string | null) => (v === null ? null : Number(v));

/** The Vendor tab's lines (spec 2 §3 work-order vendor line), with notice counts for the badges. */
export const listVendorLines = async (
  db: DbOrTx,
  user: AuthUser,
  order: { id: number; statusid: number },
) => {
  const workorderid = order.id;
  const rows = await db
    .select({ line: workOrderVendors, v: vendors, tradename: trades.tradename })
    .from(workOrderVendors)
    .innerJoin(vendors, eq(vendors.id, workOrderVendors.vendorid))
    .leftJoin(trades, eq(trades.id, workOrderVendors.tradeid))
    .where(eq(workOrderVendors.workorderid, workorderid))
    .orderBy(asc(workOrderVendors.id));
  const events = await db
    .select({
      id: workOrderEvents.workordervendorid,
      type: workOrderEvents.actiontype,
      n: sql<number>`count(*)::int`,
    })
    .from(workOrderEvents)
    .where(eq(workOrderEvents.workorderid, workorderid))
    .groupBy(workOrderEvents.workordervendorid, workOrderEvents.actiontype);
  const count = (lineId: number, type: string) =>
    events.find((e) => e.id === lineId && e.type === type)?.n ?? 0;
  // Issue 32 §5: the verdict of the invoice rules on each line's latest portal invoice.
  const verdicts = new Map(
    (
      await db
        .select({
          lineid: vendorInvoices.workordervendorid,
          failedrules: vendorInvoices.failedrules,
          autoapproved: vendorInvoices.autoapproved,
        })
        .from(vendorInvoices)
        .where(eq(vendorInvoices.workorderid, workorderid))
        .orderBy(asc(vendorInvoices.id))
    ).map((v) => [v.lineid, v]),
  );
  const dispatched = (lineId: number) => DISPATCH_NOTICES.some((type) => count(lineId, type) > 0);
  return rows.map(({ line, v, tradename }) => ({
    id: line.id,
    wovendorid: line.id,
    workordervendorid: line.id,
    version: line.version,
    vendorid: v.id,
    vendorname: v.name,
    minnte: money(v.minnte),
    quoteonly: line.quoteonly,
    tradeid: line.tradeid,
    tradename,
    invnumber: line.invoicenumber,
    status: line.status,
    createddate: line.createddate.toISOString(),
    vendoraddress: v.address,
    vendorcity: v.city,
    vendorstate: v.statecode,
    vendorzip: v.postalcode,
    primaryphone: v.primaryphone,
    dispatchemail: v.dispatchemail,
    paidbycc: line.paidbycreditcard,
    quotedamount: Number(line.quotedamount),
    invoiceamount: money(line.invoiceamount),
    invoicedate: line.invoicedate,
    cost: fromCents(vendorLineCostCents(line)),
    nodflagged: line.nodflagged,
    note: line.note,
    isapproved: line.isapproved,
    failedrules: verdicts.get(line.id)?.failedrules ?? [],
    autoapproved: verdicts.get(line.id)?.autoapproved ?? false,
    eventcounts: Object.fromEntries(
      EVENT_COUNT_KEYS.map((k) => [k, count(line.id, EVENT_COUNT_ACTIONS[k])]),
    ) as EventCounts,
    abilities: vendorLineAbilities(user, order, vendorLineState(line)),
    acceptance: lineAcceptance(user, order, line, dispatched(line.id)),
  }));
};

type LineAction =
  | "editVendorLine"
  | "detachVendor"
  | "vendorQc"
  | "approveVendorInvoice"
  | "unapproveVendorInvoice"
  | "flagNod";

/**
 * A vendor line for a write, in the lock order (AGENTS.md): its work order first, then the line; then the
 * action's policy (packages/domain policies: who, the locked-order list, the line's state).
 */
const lockLine = async (tx: DbOrTx, user: AuthUser, id: number, action: LineAction) => {
  const { row, wo } = await lockWorkOrderChild(tx, user, workOrderVendors, id, {
    what: "Vendor line",
    action: "row",
  });
  assertAllowed(user, action, { order: wo, line: vendorLineState(row) });
  return { line: row, wo };
};

const vendorInfoNote = (tx: DbOrTx, workorderid: number, user: AuthUser, note: string) =>
  tx.insert(workOrderNotes).values({
    workorderid,
    note,
    type: VENDOR_INFO_CHANGE_NOTE_TYPE,
    typeid: NOTE_TYPE_ID.Other,
    pertainsto: PERTAINS_TO.Vendor,
    createdby: user.id,
    createdbyname: user.name,
  });

/**
 * Attach Vendor (spec 2 §4): the line starts at NTE 0 and quoted 0. Tier 6, Redlined and customer-excluded
 * vendors are refused here whatever the client shows (spec 1 §9).
 */
export const attachVendor = (
  db: Db,
  user: AuthUser,
  input: { workorderid: number; vendorid: number; tradeid?: number | null | undefined },
) =>
  db.transaction(async (tx) => {
    const wo = await lockWorkOrder(tx, user, input.workorderid);
    assertAllowed(user, "attachVendor", { order: wo });
    const [v] = await tx.select().from(vendors).where(eq(vendors.id, input.vendorid));
    if (!v) throw badRequest("Vendor was not found.", { vendorid: "Vendor was not found." });
    const refusal = dispatchRefusal(v);
    if (refusal === "tier_6")
      throw vendorNotDispatchable("vendor_tier_6", `${v.name} is a tier 6 vendor and cannot be dispatched.`, {
        vendorid: "tier 6 vendors cannot be dispatched",
      });
    if (refusal === "redlined")
      throw vendorNotDispatchable("vendor_redlined", `${v.name} is Redlined and cannot be dispatched.`, {
        vendorid: "Redlined vendors cannot be dispatched",
      });
    if (!v.isactive)
      throw vendorNotDispatchable("vendor_inactive", `${v.name} is inactive.`, {
        vendorid: "vendor is inactive",
      });
    // Compliance (issue 15, docs/vendor-compliance.md): expired GL, or expired WC unless WC Exempt.
    const blocked = complianceBlock(v, todayIso());
    if (blocked === "gl_expired")
      throw vendorNotDispatchable(
        "vendor_noncompliant",
        `${v.name} cannot be dispatched: the general liability insurance expired on ${v.glexpirationdate}.`,
        { vendorid: "general liability insurance expired" },
      );
    if (blocked === "wc_expired")
      throw vendorNotDispatchable(
        "vendor_noncompliant",
        `${v.name} cannot be dispatched: the workers' comp insurance expired on ${v.wcexpirationdate}.`,
        { vendorid: "workers' comp insurance expired" },
      );
    const [excluded] = await tx
      .select({ id: customerVendorExclusions.id })
      .from(customerVendorExclusions)
      .where(
        and(
          eq(customerVendorExclusions.customerid, wo.customerid),
          eq(customerVendorExclusions.vendorid, v.id),
        ),
      );
    if (excluded)
      throw vendorNotDispatchable("vendor_excluded", `${v.name} is excluded by the customer.`, {
        vendorid: "excluded by the customer",
      });
    const [dup] = await tx
      .select({ id: workOrderVendors.id })
      .from(workOrderVendors)
      .where(and(eq(workOrderVendors.workorderid, wo.id), eq(workOrderVendors.vendorid, v.id)));
    if (dup)
      throw duplicate(`${v.name} is already attached to this work order.`, { vendorid: "already attached" });
    const [line] = await tx
      .insert(workOrderVendors)
      .values({
        workorderid: wo.id,
        vendorid: v.id,
        tradeid: input.tradeid ?? null,
        quotedamount: "0",
        createdby: user.id,
      })
      .returning({ id: workOrderVendors.id });
    await addSystemNote(tx, wo.id, user, `Vendor attached: ${v.name}.`);
    await emitWebhookEvent(tx, "workorder.vendor_assigned", {
      workorderid: wo.id,
      wonumber: wo.wonumber,
      workordervendorid: line?.id ?? null,
      vendorid: v.id,
      vendorname: v.name,
      tradeid: input.tradeid ?? null,
    });
    return listVendorLines(tx, user, wo);
  });

const isoDay = (d: Date | null) => (d === null ? null : d.toISOString().slice(0, 10));

/**
 * Edit Vendor (spec 2 §2) with the vendor's bill (issue 35): Invoice Amount and Invoice Date left out keep their
 * values; a bill needs the vendor's invoice number, as a portal submission has one.
 */
export const updateVendorLine = (db: Db, user: AuthUser, input: UpdateVendorBody) =>
  db.transaction(async (tx) => {
    const { line, wo } = await lockLine(tx, user, input.id, "editVendorLine");
    assertVersion(line.version, input.version, "vendor line");
    const next = {
      paidbycreditcard: input.paidbycreditcard,
      quoteonly: input.quoteonly,
      quotedamount: input.quotedamount.toFixed(2),
      invoicenumber: input.invoicenumber?.trim() || null,
      invoiceamount:
        input.invoiceamount === undefined
          ? line.invoiceamount
          : input.invoiceamount === null
            ? null
            : input.invoiceamount.toFixed(2),
      invoicedate: input.invoicedate === undefined ? line.invoicedate : isoDay(input.invoicedate),
      note: input.note?.trim() || null,
    };
    if ((next.invoiceamount !== null || next.invoicedate !== null) && next.invoicenumber === null)
      throw validation("Enter the vendor's invoice number with the bill.", {
        invoicenumber: "Invoice Number is required.",
      });
    const changes = (
      [
        ["Paid by CC", String(line.paidbycreditcard), String(next.paidbycreditcard)],
        ["Quote Only", String(line.quoteonly), String(next.quoteonly)],
        ["Cost", Number(line.quotedamount).toFixed(2), next.quotedamount],
        ["Invoice Number", line.invoicenumber ?? "(blank)", next.invoicenumber ?? "(blank)"],
        [
          "Invoice Amount",
          line.invoiceamount === null ? "(blank)" : Number(line.invoiceamount).toFixed(2),
          next.invoiceamount === null ? "(blank)" : Number(next.invoiceamount).toFixed(2),
        ],
        ["Invoice Date", line.invoicedate ?? "(blank)", next.invoicedate ?? "(blank)"],
        ["Note", line.note ?? "(blank)", next.note ?? "(blank)"],
      ] as const
    )
      .filter(([, a, b]) => a !== b)
      .map(([label, a, b]) => `${label}: ${a} → ${b}`);
    await tx
      .update(workOrderVendors)
      .set({ ...next, modifieddate: new Date(), version: sql`${workOrderVendors.version} + 1` })
      .where(eq(workOrderVendors.id, line.id));
    const [v] = await tx.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, line.vendorid));
    if (changes.length)
      await vendorInfoNote(
        tx,
        line.workorderid,
        user,
        `${v?.name ?? "Vendor"} updated: ${changes.join("; ")}.`,
      );
    return listVendorLines(tx, user, wo);
  });

/** Detach (spec 2 §4): disabled when approved; the line's notice history keeps its events. */
export const removeVendorLine = (db: Db, user: AuthUser, id: number) =>
  db.transaction(async (tx) => {
    const { line } = await lockLine(tx, user, id, "detachVendor");
    const [v] = await tx.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, line.vendorid));
    await tx.delete(workOrderVendors).where(eq(workOrderVendors.id, line.id));
    // An accepted line was what stopped the respond-by clock.
    await refreshSlaClocks(tx, line.workorderid);
    await addSystemNote(tx, line.workorderid, user, `Vendor removed: ${v?.name ?? line.vendorid}.`);
    return true;
  });

/** Flag NOD / Remove NOD flag: only while the line is not approved (spec 2 §4). */
export const flagNod = (db: Db, user: AuthUser, id: number, flag: boolean) =>
  db.transaction(async (tx) => {
    const { line } = await lockLine(tx, user, id, "flagNod");
    await tx
      .update(workOrderVendors)
      .set({ nodflagged: flag, version: sql`${workOrderVendors.version} + 1` })
      .where(eq(workOrderVendors.id, id));
    await vendorInfoNote(
      tx,
      line.workorderid,
      user,
      flag ? "Vendor line flagged NOD." : "NOD flag removed from vendor line.",
    );
    return { nodflagged: flag };
  });

/** Approve Invoice needs an invoice number; sets status 'Approved'. UnApprove clears both (spec 2 §4). */
export const setVendorInvoiceApproval = (db: Db, user: AuthUser, id: number, approve: boolean) =>
  db.transaction(async (tx) => {
    const { line, wo } = await lockLine(
      tx,
      user,
      id,
      approve ? "approveVendorInvoice" : "unapproveVendorInvoice",
    );
    if (approve === line.isapproved) return listVendorLines(tx, user, wo);
    await tx
      .update(workOrderVendors)
      .set({
        isapproved: approve,
        status: approve ? "Approved" : null,
        approvedby: approve ? user.id : null,
        approveddate: approve ? new Date() : null,
        version: sql`${workOrderVendors.version} + 1`,
      })
      .where(eq(workOrderVendors.id, id));
    await syncVendorInvoiceApproval(tx, line, approve, user.id);
    await vendorInfoNote(
      tx,
      line.workorderid,
      user,
      approve
        ? `Vendor invoice ${line.invoicenumber} approved.`
        : `Vendor invoice ${line.invoicenumber ?? ""} unapproved.`,
    );
    return listVendorLines(tx, user, wo);
  });

export interface QcInput {
  workordervendorid: number;
  techarrivedonschedule?: boolean | null | undefined;
  techwasprofessional?: boolean | null | undefined;
  repairsmade?: boolean | null | undefined;
  metexpectations?: boolean | null | undefined;
  expectationcomment?: string | null | undefined;
  overallrating: number;
  totalscore: number;
  comments?: string | null | undefined;
  reviewername: string;
  incurredonly: boolean;
}

/** QC Follow-up (spec 2 §5): unless Incurred Only, questions 1–4 must be answered and question 5 non-zero. */
export const saveVendorQc = (db: Db, user: AuthUser, q: QcInput) =>
  db.transaction(async (tx) => {
    const { line } = await lockLine(tx, user, q.workordervendorid, "vendorQc");
    if (!q.incurredonly) {
      const fields: Record<string, string> = {};
      for (const k of [
        "techarrivedonschedule",
        "techwasprofessional",
        "repairsmade",
        "metexpectations",
      ] as const) {
        if (q[k] === null || q[k] === undefined) fields[k] = "Required.";
      }
      if (!q.overallrating) fields.overallrating = "Required.";
      if (Object.keys(fields).length)
        throw validation("Answer every question, or tick Incurred Only.", fields);
    }
    const [row] = await tx
      .insert(vendorQc)
      .values({
        workordervendorid: line.id,
        techarrivedonschedule: q.techarrivedonschedule ?? null,
        techwasprofessional: q.techwasprofessional ?? null,
        repairsmade: q.repairsmade ?? null,
        metexpectations: q.metexpectations ?? null,
        expectationcomment: q.expectationcomment ?? null,
        overallrating: q.overallrating,
        totalscore: q.totalscore,
        comments: q.comments ?? null,
        reviewername: q.reviewername,
        reviewedby: user.id,
        incurredonly: q.incurredonly,
      })
      .returning({ id: vendorQc.id });
    await addSystemNote(
      tx,
      line.workorderid,
      user,
      `QC follow-up recorded (total score ${q.totalscore}${q.incurredonly ? ", incurred only" : ""}).`,
    );
    if (!row) throw impossible("vendor QC insert returned no row");
    return { id: row.id };
  });
