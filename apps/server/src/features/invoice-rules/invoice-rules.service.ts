import {
  evaluateInvoiceRules,
  INVOICE_RULE_INFO,
  INVOICE_RULE_KEYS,
  type InvoiceRuleKey,
  type InvoiceRuleSetting,
  isTripCharge,
  PORTAL_ATTACHMENT_TYPES,
} from "@fm/domain";
import type { InvoiceRuleInput, InvoiceRules } from "@fm/domain/contracts";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  customerTrades,
  invoiceRules,
  jobSites,
  tradeRates,
  vendorTrades,
  workOrderAttachments,
  workOrderCheckins,
  workOrderTrades,
} from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { assertVersion, impossible, notFound } from "../../platform/errors.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";

const isRuleKey = (k: string): k is InvoiceRuleKey => (INVOICE_RULE_KEYS as readonly string[]).includes(k);

const PHOTO_TYPE = PORTAL_ATTACHMENT_TYPES.find((t) => t.name === "Photo")?.id ?? 9;

/** The configured rules (every key, in INVOICE_RULE_KEYS order). */
const readRules = async (db: DbOrTx) => {
  const rows = await db.select().from(invoiceRules);
  return INVOICE_RULE_KEYS.map((key) => {
    const r = rows.find((x) => x.key === key);
    if (!r) throw impossible(`invoice rule ${key} missing (migration 0048 inserts it)`);
    return r;
  });
};

/** GET /api/accounting/invoicerules. */
export const listInvoiceRules = async (db: DbOrTx): Promise<InvoiceRules> => ({
  rules: (await readRules(db)).map((r) => {
    const key = r.key as InvoiceRuleKey;
    return {
      key,
      label: INVOICE_RULE_INFO[key].label,
      tolerancelabel: INVOICE_RULE_INFO[key].tolerance,
      enabled: r.enabled,
      tolerance: Number(r.tolerance),
      version: r.version,
      modifieddate: r.modifieddate.toISOString(),
    };
  }),
});

/** PUT /api/accounting/invoicerules: one rule at the version the user saw (409 when stale). */
export const updateInvoiceRule = (db: Db, user: AuthUser, input: InvoiceRuleInput) => {
  assertAllowed(user, "editInvoiceRule", {});
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(invoiceRules).where(eq(invoiceRules.key, input.key)).for("update");
    if (!row) throw notFound(`Invoice rule ${input.key}`);
    assertVersion(row.version, input.version, "invoice rule");
    await tx
      .update(invoiceRules)
      .set({
        enabled: input.enabled,
        tolerance: input.tolerance.toFixed(2),
        modifiedby: user.id,
        modifieddate: new Date(),
        version: sql`${invoiceRules.version} + 1`,
      })
      .where(eq(invoiceRules.key, input.key));
    return listInvoiceRules(tx);
  });
};

export interface InvoiceUnderReview {
  order: {
    id: number;
    customerid: number;
    jobsiteid: number;
    nte: string | null;
    onsitedate: Date | null;
    completedate: Date | null;
  };
  line: { id: number; vendorid: number; tradeid: number | null };
  totalCents: number;
  labor: readonly { hourlyrate: string; numberofhours: string; numberoftechs: number }[];
  other: readonly { description: string | null; unitprice: string }[];
}

const cents = (v: string | number) => Math.round(Number(v) * 100);

/** The highest rate of the vendor's (else the customer's) trade rates that apply in the job site's state. */
const tradeRateOf = async (tx: DbOrTx, inv: InvoiceUnderReview) => {
  let tradeid = inv.line.tradeid;
  if (!tradeid) {
    const [t] = await tx
      .select({ tradeid: workOrderTrades.tradeid })
      .from(workOrderTrades)
      .where(eq(workOrderTrades.workorderid, inv.order.id))
      .orderBy(workOrderTrades.tradeid)
      .limit(1);
    tradeid = t?.tradeid ?? null;
  }
  if (!tradeid) return null;
  const [site] = await tx
    .select({ statecode: jobSites.statecode })
    .from(jobSites)
    .where(eq(jobSites.id, inv.order.jobsiteid));
  const inState = site
    ? sql`(cardinality(${tradeRates.statecodes}) = 0 or ${site.statecode} = any(${tradeRates.statecodes}))`
    : sql`true`;
  const best = {
    regular: sql<string | null>`max(${tradeRates.regularrate})`,
    trip: sql<string | null>`max(${tradeRates.tripcharge})`,
  };
  const [vendorRate] = await tx
    .select(best)
    .from(tradeRates)
    .innerJoin(vendorTrades, eq(vendorTrades.id, tradeRates.vendortradeid))
    .where(and(eq(vendorTrades.vendorid, inv.line.vendorid), eq(vendorTrades.tradeid, tradeid), inState));
  const [customerRate] = vendorRate?.regular
    ? [vendorRate]
    : await tx
        .select(best)
        .from(tradeRates)
        .innerJoin(customerTrades, eq(customerTrades.id, tradeRates.customertradeid))
        .where(
          and(
            eq(customerTrades.customerid, inv.order.customerid),
            eq(customerTrades.tradeid, tradeid),
            inState,
          ),
        );
  if (!customerRate?.regular) return null;
  return {
    regularCents: cents(customerRate.regular),
    tripCents: customerRate.trip === null ? null : cents(customerRate.trip),
  };
};

/** Hours on site: closed check-ins of the line (or of the order without a line), else on-site → complete. */
const workedHoursOf = async (tx: DbOrTx, inv: InvoiceUnderReview) => {
  const [row] = await tx
    .select({
      n: sql<number>`count(*)::int`,
      hours: sql<number>`coalesce(sum(extract(epoch from ${workOrderCheckins.closedat} - ${workOrderCheckins.at})), 0)::float8 / 3600`,
    })
    .from(workOrderCheckins)
    .where(
      and(
        eq(workOrderCheckins.workorderid, inv.order.id),
        eq(workOrderCheckins.kind, "in"),
        sql`${workOrderCheckins.closedat} is not null`,
        or(eq(workOrderCheckins.workordervendorid, inv.line.id), isNull(workOrderCheckins.workordervendorid)),
      ),
    );
  if (row && row.n > 0) return row.hours;
  const { onsitedate, completedate } = inv.order;
  return onsitedate && completedate && completedate > onsitedate
    ? (completedate.getTime() - onsitedate.getTime()) / 3_600_000
    : null;
};

/**
 * The verdict of the configured rules on a vendor's invoice being submitted (inside the submit's transaction,
 * after its locks). No rule enabled: nothing is read and nothing is approved.
 */
export const judgeInvoice = async (tx: DbOrTx, inv: InvoiceUnderReview) => {
  const settings: InvoiceRuleSetting[] = (await readRules(tx)).flatMap((r) =>
    isRuleKey(r.key) ? [{ key: r.key, enabled: r.enabled, tolerance: Number(r.tolerance) }] : [],
  );
  if (!settings.some((s) => s.enabled)) return { failed: [], autoApprove: false };
  const [photos] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(workOrderAttachments)
    .where(
      and(
        eq(workOrderAttachments.workorderid, inv.order.id),
        eq(workOrderAttachments.attachmenttypeid, PHOTO_TYPE),
      ),
    );
  return evaluateInvoiceRules(settings, {
    totalCents: inv.totalCents,
    nteCents: inv.order.nte === null ? null : cents(inv.order.nte),
    labor: inv.labor.map((l) => ({
      hourlyCents: cents(l.hourlyrate),
      hours: Number(l.numberofhours),
      techs: l.numberoftechs,
    })),
    tripCents: inv.other.filter((o) => isTripCharge(o.description)).map((o) => cents(o.unitprice)),
    rate: await tradeRateOf(tx, inv),
    workedHours: await workedHoursOf(tx, inv),
    photos: photos?.n ?? 0,
  });
};
