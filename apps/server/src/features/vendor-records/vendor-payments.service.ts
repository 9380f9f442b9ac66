import { asc, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { vendorPaymentLines, vendorPayments } from "../../db/schema/index.ts";
import { requireVendor } from "./vendor-trades.service.ts";

/** GET /api/vendor/payments: the vendor's payments, newest first, each with its lines (spec 3 §2.8 Payments). */
export const listVendorPayments = async (db: DbOrTx, vendorid: number) => {
  await requireVendor(db, vendorid);
  const payments = await db
    .select()
    .from(vendorPayments)
    .where(eq(vendorPayments.vendorid, vendorid))
    .orderBy(desc(vendorPayments.txndate), desc(vendorPayments.id));
  const lines = payments.length
    ? await db
        .select()
        .from(vendorPaymentLines)
        .where(
          inArray(
            vendorPaymentLines.paymentid,
            payments.map((p) => p.id),
          ),
        )
        .orderBy(asc(vendorPaymentLines.id))
    : [];
  return payments.map((p) => ({
    id: p.id,
    vendorid: p.vendorid,
    txnDate: p.txndate,
    paymentType: p.paymenttype,
    refNumber: p.refnumber,
    amount: Number(p.amount),
    paymentLines: lines
      .filter((l) => l.paymentid === p.id)
      .map((l) => ({
        id: l.id,
        memo: l.memo,
        appliedToTxnRefNumber: l.appliedtotxnrefnumber,
        appliedToTxnAmount: Number(l.appliedtotxnamount),
        workorderid: l.workorderid,
      })),
  }));
};
