import { createHash, randomBytes } from "node:crypto";
import type { ResponseLinkDecision, VendorResponseBody, VendorResponseView } from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  jobSites,
  vendorResponseLinks,
  vendors,
  workOrders,
  workOrderVendors,
} from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { nowOf } from "../../platform/clock.ts";
import type { AppContext } from "../../platform/context.ts";
import { alreadyDecided, linkExpired, linkUsed, notFound, validation } from "../../platform/errors.ts";
import { lockWorkOrder, systemReader } from "../../platform/workorder-core/index.ts";
import { applyDecision, type DispatchAnswer } from "./decision.service.ts";

/** Path of the public confirmation page (apps/web VendorResponsePage). */
export const VENDOR_RESPONSE_PATH = "/vendor-response";

export const hashResponseToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface ResponseLinks {
  accept: string;
  decline: string;
  expiresat: Date;
}

/**
 * Issues the Accept and Decline links of a dispatch e-mail for a vendor line: random tokens, only their
 * hashes kept, expiring after VENDOR_RESPONSE_LINK_HOURS. Null without PUBLIC_URL (links point there only,
 * never at a request's Host) or when the line is already decided.
 */
export const issueResponseLinks = async (
  ctx: AppContext,
  tx: DbOrTx,
  line: { id: number; acceptedat: Date | null; declinedat: Date | null },
): Promise<ResponseLinks | null> => {
  const base = ctx.config.PUBLIC_URL;
  if (!base || line.acceptedat || line.declinedat) return null;
  const expiresat = new Date(nowOf(ctx).getTime() + ctx.config.VENDOR_RESPONSE_LINK_HOURS * 3_600_000);
  const link = async (decision: ResponseLinkDecision) => {
    const token = randomBytes(32).toString("base64url");
    await tx.insert(vendorResponseLinks).values({
      tokenhash: hashResponseToken(token),
      workordervendorid: line.id,
      decision,
      expiresat,
    });
    return `${base.replace(/\/+$/, "")}${VENDOR_RESPONSE_PATH}/${token}`;
  };
  return { accept: await link("accept"), decline: await link("decline"), expiresat };
};

const INVALID = "This link is not valid. Use the latest dispatch e-mail or sign in to the vendor portal.";
const EXPIRED = "This link has expired. Sign in to the vendor portal to accept or decline the work order.";
const USED = "This link was already used: the work order was accepted or declined.";

const findLink = async (tx: DbOrTx, token: string, lock: boolean) => {
  const q = tx
    .select()
    .from(vendorResponseLinks)
    .where(eq(vendorResponseLinks.tokenhash, hashResponseToken(token)));
  const [row] = lock ? await q.for("update") : await q;
  // Unknown and forged tokens read the same: nothing tells a guesser it came close.
  if (!row) throw notFound("This link");
  return row;
};

const linkState = (ctx: AppContext, link: typeof vendorResponseLinks.$inferSelect) =>
  link.usedat ? "used" : link.expiresat.getTime() <= nowOf(ctx).getTime() ? "expired" : "open";

/** GET for the confirmation page: what the link decides and whether it still works. Reading changes nothing. */
export const viewResponseLink = async (ctx: AppContext, token: string): Promise<VendorResponseView> => {
  const { db } = ctx.database;
  const link = await findLink(db, token, false);
  const [row] = await db
    .select({ wo: workOrders, vendorname: vendors.name, city: jobSites.city, statecode: jobSites.statecode })
    .from(workOrderVendors)
    .innerJoin(workOrders, eq(workOrders.id, workOrderVendors.workorderid))
    .innerJoin(vendors, eq(vendors.id, workOrderVendors.vendorid))
    .innerJoin(jobSites, eq(jobSites.id, workOrders.jobsiteid))
    .where(eq(workOrderVendors.id, link.workordervendorid));
  if (!row) throw notFound("This link");
  return {
    decision: link.decision === "accept" ? "accept" : "decline",
    state: linkState(ctx, link),
    wonumber: row.wo.wonumber,
    vendorname: row.vendorname,
    briefdescription: row.wo.briefdescription,
    city: row.city,
    statecode: row.statecode,
    expiresat: link.expiresat.toISOString(),
  };
};

/** The vendor the link stands for, as a principal for the acceptance policy only (it never signs anything). */
const linkPrincipal = (vendorid: number, name: string): AuthUser => ({
  id: 0,
  email: "",
  name,
  roles: ["Vendor"],
  permissions: [],
  vendorid,
  customerid: null,
});

/**
 * POST of the confirmation form: decides once. Order: the link (unknown 404, used 409 link_used, expired 410
 * link_expired), the answer's field (ETA / reason, 400), then the order and the line locked in the lock order
 * and the one decision path (a line decided another way: 409 already_decided).
 */
export const decideByLink = async (ctx: AppContext, token: string, body: VendorResponseBody) => {
  const peek = await findLink(ctx.database.db, token, false);
  const answer = answerOf(peek.decision, body);
  return ctx.database.db.transaction(async (tx) => {
    const [ref] = await tx
      .select({ workorderid: workOrderVendors.workorderid })
      .from(workOrderVendors)
      .where(eq(workOrderVendors.id, peek.workordervendorid));
    if (!ref) throw notFound("This link");
    const wo = await lockWorkOrder(tx, systemReader("vendor response link"), ref.workorderid);
    const link = await findLink(tx, token, true);
    const state = linkState(ctx, link);
    if (state === "used") throw linkUsed(USED);
    if (state === "expired") throw linkExpired(EXPIRED);
    const [line] = await tx
      .select()
      .from(workOrderVendors)
      .where(eq(workOrderVendors.id, link.workordervendorid))
      .for("update");
    if (!line) throw notFound("This link");
    if (line.acceptedat || line.declinedat) throw alreadyDecided(USED);
    const [vendor] = await tx
      .select({ name: vendors.name })
      .from(vendors)
      .where(eq(vendors.id, line.vendorid));
    const name = `${vendor?.name ?? "Vendor"} (e-mail link)`;
    await applyDecision(
      ctx,
      tx,
      { policyUser: linkPrincipal(line.vendorid, name), author: { id: null, name }, via: "e-mail link" },
      wo,
      line,
      answer,
    );
    return { decision: answer.kind, wonumber: wo.wonumber };
  });
};

const answerOf = (decision: string, body: VendorResponseBody): DispatchAnswer => {
  if (decision === "accept") {
    if (!body.eta) throw validation("ETA is required.", { eta: "ETA is required." });
    return { kind: "accept", eta: body.eta };
  }
  if (!body.reason) throw validation("Reason is required.", { reason: "Reason is required." });
  return { kind: "decline", reason: body.reason };
};

export const RESPONSE_LINK_MESSAGES = { INVALID, EXPIRED, USED };
