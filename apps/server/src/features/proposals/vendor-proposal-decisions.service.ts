import {
  canConvertVendorProposal,
  canDecideVendorProposal,
  fromCents,
  LABOR_MULTIPLIER,
  laborLineCents,
  MARGIN_DEFAULT,
  type OrderState,
  proposedAmountCents,
  toCents,
  VENDOR_PROPOSAL_STATUS,
  VENDOR_PROPOSAL_STATUS_NAMES,
  vendorDocumentCents,
  vendorProposalAbilities,
} from "@fm/domain";
import { eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  customerProposals,
  proposalItems,
  vendorProposals,
  vendors,
  workOrders,
  workOrderVendors,
} from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { assertVersion, invalidState, validation } from "../../platform/errors.ts";
import { usdFromCents } from "../../platform/format/money.ts";
import { sanitizeRichText } from "../../platform/html/sanitize.ts";
import { addSystemNote, lockWorkOrderChild, orderVendorLines } from "../../platform/workorder-core/index.ts";
import { presentVendorLines, readVendorLines } from "../vendor-billing/index.ts";
import { getProposal, proposalAmountCents } from "./proposals.service.ts";

const SKILLS: Readonly<Record<number, string>> = { 1: "Supervisor", 2: "Technician", 3: "Helper" };
const RATE_TYPES: Readonly<Record<number, string>> = { 1: "Regular", 2: "Overtime", 3: "Double Time" };

// The vendor-billing feature's one reader and presenter of vendor document lines (and its money composition).
const linesOf = async (db: DbOrTx, id: number) =>
  (await readVendorLines(db, "proposal", [id])).get(id) ?? { labor: [], materials: [], other: [] };

/** The Vendor Submitted Proposals tab (spec 2 §2, §3), with the Review Proposal popup's lines. Drafts stay hidden. */
export const listVendorProposals = async (db: DbOrTx, user: AuthUser, order: OrderState & { id: number }) => {
  const workorderid = order.id;
  const vendorCount = (await orderVendorLines(db, workorderid)).length;
  const rows = await db
    .select({ p: vendorProposals, vendorname: vendors.name, wonumber: workOrders.wonumber })
    .from(vendorProposals)
    .innerJoin(vendors, eq(vendors.id, vendorProposals.vendorid))
    .innerJoin(workOrders, eq(workOrders.id, vendorProposals.workorderid))
    .where(sql`${vendorProposals.workorderid} = ${workorderid} and ${vendorProposals.proposalstatusid} <> 1`)
    .orderBy(sql`${vendorProposals.id} desc`);
  const lines = await readVendorLines(
    db,
    "proposal",
    rows.map((r) => r.p.id),
  );
  return rows.map(({ p, vendorname, wonumber }) => {
    const l = lines.get(p.id) ?? { labor: [], materials: [], other: [] };
    return {
      id: p.id,
      proposalnumber: p.proposalnumber,
      proposaldate: p.proposaldate.toISOString(),
      proposalstatusid: p.proposalstatusid,
      proposalstatus: VENDOR_PROPOSAL_STATUS_NAMES[p.proposalstatusid] ?? "",
      vendorid: p.vendorid,
      vendorname,
      workorderid: p.workorderid,
      workordervendorid: p.workordervendorid,
      wonumber,
      proposalamount: fromCents(vendorDocumentCents(l)),
      description: p.description,
      note: p.note,
      rejectionnote: p.rejectionnote,
      version: p.version,
      ...presentVendorLines(l),
      abilities: vendorProposalAbilities(user, order, { proposalstatusid: p.proposalstatusid, vendorCount }),
    };
  });
};

const READ_ONLY = "Invoiced and Cancelled work orders cannot change proposals.";

/** A vendor proposal for a write, in the lock order (AGENTS.md): its editable work order, then the proposal. */
const lockVendorProposal = async (
  tx: DbOrTx,
  user: AuthUser,
  id: number,
  action: "decideVendorProposal" | "convertVendorProposal",
) => {
  const { row: p, wo } = await lockWorkOrderChild(tx, user, vendorProposals, id, {
    what: "Vendor proposal",
    action,
    readOnly: READ_ONLY,
  });
  return { p, wo };
};

/**
 * Approve (3) or Reject (4, with a note) a submitted (status 2) vendor proposal (spec 2 §4); only when exactly
 * one vendor is attached. Approve sets that vendor line's quoted amount to the proposal amount and reports the
 * old and new amounts ('Update Vendor Quoted Amount from $ X to $ Y').
 */
export const setVendorProposalStatus = (
  db: Db,
  user: AuthUser,
  input: {
    proposalId: number;
    proposalStatusId: 3 | 4;
    version: number;
    note?: string | null | undefined;
  },
) =>
  db.transaction(async (tx) => {
    const { p, wo } = await lockVendorProposal(tx, user, input.proposalId, "decideVendorProposal");
    assertVersion(p.version, input.version, "vendor proposal");
    if (!canDecideVendorProposal(p.proposalstatusid))
      throw invalidState("Only a submitted (waiting) vendor proposal can be approved or rejected.", {
        proposalStatusId: `proposal is ${VENDOR_PROPOSAL_STATUS_NAMES[p.proposalstatusid] ?? "not submitted"}`,
      });
    const lines = await orderVendorLines(tx, wo.id).for("update");
    const [line] = lines;
    if (lines.length !== 1 || !line)
      throw invalidState("Approve and reject need exactly one vendor attached to the work order.", {
        proposalId: `${lines.length} vendors attached`,
      });
    const [v] = await tx.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, p.vendorid));
    const vname = v?.name ?? `vendor ${p.vendorid}`;
    const note = input.note?.trim() ?? "";
    let quoted: { from: number; to: number; changed: boolean } | null = null;
    if (input.proposalStatusId === VENDOR_PROPOSAL_STATUS.Rejected) {
      if (!note) throw validation("Rejection note is required.", { note: "Rejection note is required." });
      await tx
        .update(vendorProposals)
        .set({
          proposalstatusid: VENDOR_PROPOSAL_STATUS.Rejected,
          rejectionnote: note,
          statusdate: new Date(),
          statusby: user.id,
          version: sql`${vendorProposals.version} + 1`,
        })
        .where(eq(vendorProposals.id, p.id));
      await addSystemNote(
        tx,
        wo.id,
        user,
        `Proposal ${p.proposalnumber} from Vendor ${vname} rejected: ${note}`,
      );
    } else {
      const cents = vendorDocumentCents(await linesOf(tx, p.id));
      const fromC = toCents(line.quotedamount);
      quoted = { from: fromCents(fromC), to: fromCents(cents), changed: fromC !== cents };
      await tx
        .update(vendorProposals)
        .set({
          proposalstatusid: VENDOR_PROPOSAL_STATUS.Approved,
          statusdate: new Date(),
          statusby: user.id,
          version: sql`${vendorProposals.version} + 1`,
        })
        .where(eq(vendorProposals.id, p.id));
      if (quoted.changed)
        await tx
          .update(workOrderVendors)
          .set({
            quotedamount: (cents / 100).toFixed(2),
            modifieddate: new Date(),
            version: sql`${workOrderVendors.version} + 1`,
          })
          .where(eq(workOrderVendors.id, line.id));
      await addSystemNote(
        tx,
        wo.id,
        user,
        `Proposal ${p.proposalnumber} from Vendor ${vname} approved (${usdFromCents(cents)})${
          quoted.changed
            ? `; Vendor Quoted Amount updated from ${usdFromCents(fromC)} to ${usdFromCents(cents)}`
            : ""
        }.`,
      );
    }
    return { proposals: await listVendorProposals(tx, user, wo), quotedamount: quoted };
  });

/**
 * convertvendorproposal: a customer proposal (In Progress) whose lines are the vendor's labor, materials and
 * other lines marked up at the default margin; quoted amount = the vendor proposal amount. Customer-facing
 * fields only: the scope of work (the vendor's description) and the lines, never the vendor's note or number.
 */
export const convertVendorProposal = (db: Db, user: AuthUser, id: number) =>
  db.transaction(async (tx) => {
    const { p: vp, wo } = await lockVendorProposal(tx, user, id, "convertVendorProposal");
    if (!canConvertVendorProposal(vp.proposalstatusid))
      throw invalidState("Draft and rejected vendor proposals cannot be converted.", {
        proposalid: `proposal is ${VENDOR_PROPOSAL_STATUS_NAMES[vp.proposalstatusid]}`,
      });
    const { labor, materials, other } = await linesOf(tx, vp.id);
    const up = (cents: number) => (proposedAmountCents(cents, MARGIN_DEFAULT) / 100).toFixed(2);
    const items = [
      ...labor.map((l) => ({
        itemtypeid: 1,
        description: `${SKILLS[l.skilllevelid] ?? "Labor"} — ${RATE_TYPES[l.typeid] ?? ""} (${l.numberoftechs} tech${
          l.numberoftechs === 1 ? "" : "s"
        } × ${Number(l.numberofhours)} h × ${LABOR_MULTIPLIER[l.typeid] ?? 1})`,
        quantity: "1",
        rate: up(laborLineCents(l)),
        taxrate: "0",
        uomid: null,
      })),
      ...materials.map((l) => ({
        itemtypeid: 2,
        description: [l.description, l.partnumber ? `(#${l.partnumber})` : ""].filter(Boolean).join(" "),
        quantity: l.quantity,
        rate: up(toCents(l.unitprice)),
        taxrate: "0",
        uomid: l.uomid,
      })),
      ...other.map((l) => ({
        itemtypeid: 4,
        description: l.description ?? "Other",
        quantity: l.quantity,
        rate: up(toCents(l.unitprice)),
        taxrate: "0",
        uomid: null,
      })),
    ];
    const vendorCents = vendorDocumentCents({ labor, materials, other });
    const [cp] = await tx
      .insert(customerProposals)
      .values({
        workorderid: wo.id,
        workordervendorid: vp.workordervendorid,
        // Issue 29: only what the customer may read is copied; the vendor's note and its own proposal
        // number stay on the vendor proposal (staff fill in the Customer Proposal # themselves).
        proposalnumber: null,
        notes: null,
        vendorquotedamount: (vendorCents / 100).toFixed(2),
        margin: String(MARGIN_DEFAULT),
        scopeofwork: sanitizeRichText(vp.description ?? ""),
        createdby: user.id,
      })
      .returning();
    if (!cp) throw new Error("proposal not created");
    if (items.length) await tx.insert(proposalItems).values(items.map((i) => ({ ...i, proposalid: cp.id })));
    const stored = await tx.select().from(proposalItems).where(eq(proposalItems.proposalid, cp.id));
    const cents = proposalAmountCents(vendorCents / 100, MARGIN_DEFAULT, stored);
    await tx
      .update(customerProposals)
      .set({ amount: (cents / 100).toFixed(2) })
      .where(eq(customerProposals.id, cp.id));
    await addSystemNote(
      tx,
      wo.id,
      user,
      `Vendor proposal ${vp.proposalnumber} converted to a customer proposal: ${usdFromCents(cents)}.`,
    );
    return getProposal(tx, user, cp.id);
  });
