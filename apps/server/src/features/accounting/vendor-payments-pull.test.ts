import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qboTransfers, vendorPayments } from "../../db/schema/index.ts";
import { makeVendor, uid } from "../../test/factories.ts";
import { expectRefusal } from "../../test/refusals.ts";
import { useSignedIn, useTestApp } from "../../test/use-test-app.ts";
import { makePendingBill, qboEnvOf } from "./accounting-test-helpers.ts";
import { type FakeQbo, startFakeQbo } from "./qbo/fake-qbo/fake-qbo-server.ts";

let fake: FakeQbo;
beforeAll(async () => {
  fake = await startFakeQbo();
});
afterAll(() => fake.close());
const t = useTestApp({ env: () => qboEnvOf(fake) });
const dispatcher = useSignedIn(t, { roles: ["Dispatchers"] });

interface Payment {
  txnDate: string;
  paymentType: string;
  refNumber: string | null;
  amount: number;
  paymentLines: { memo: string | null; appliedToTxnRefNumber: string | null; appliedToTxnAmount: number }[];
}
const payments = async (vendorid: number) =>
  (
    await t.call(dispatcher.token, { method: "GET", url: `/api/vendor/payments?vendorid=${vendorid}` })
  ).json() as Payment[];
const refresh = (vendorid: number) =>
  t.call(dispatcher.token, { method: "POST", url: `/api/vendor/payments/refresh?vendorid=${vendorid}` });

describe("QuickBooks bill payments → the vendor's Payments tab", () => {
  it("pulls a BillPayment with its lines (work order, vendor invoice), idempotent by its QuickBooks Id", async () => {
    const { vendor, wo, line } = await makePendingBill(t.db);
    const ref = String(vendor.billingvendorid);
    fake.addVendor({ Id: ref, DisplayName: vendor.name });
    // the bill the push sent earlier (qbotransfers knows its QuickBooks id)
    const billId = `B${uid()}`;
    await t.db.insert(qboTransfers).values({
      kind: "bill",
      sourceid: line.id,
      state: "sent",
      requestid: uid(),
      qboid: billId,
      sentat: new Date(),
    });
    fake.addBillPayment({
      VendorRef: { value: ref, name: vendor.name },
      PayType: "Check",
      TxnDate: "2026-11-20",
      DocNumber: "10452",
      TotalAmt: 512.5,
      Line: [
        { Amount: 412.5, LinkedTxn: [{ TxnId: billId, TxnType: "Bill" }] },
        { Amount: 100, LinkedTxn: [{ TxnId: "elsewhere", TxnType: "Bill" }] },
      ],
    });
    // another vendor's payment is not this vendor's
    fake.addBillPayment({
      VendorRef: { value: "other" },
      PayType: "Check",
      TxnDate: "2026-11-20",
      TotalAmt: 9,
      Line: [],
    });

    const started = await refresh(vendor.id);
    expect(started.statusCode, started.body).toBe(202);
    expectRefusal(await refresh(vendor.id), 409, "conflict");
    await t.ctx.jobs.drain();
    const [p] = await payments(vendor.id);
    expect(p).toMatchObject({
      txnDate: "2026-11-20",
      paymentType: "Check",
      refNumber: "10452",
      amount: 512.5,
    });
    expect(p?.paymentLines).toEqual([
      expect.objectContaining({
        memo: wo.wonumber,
        appliedToTxnRefNumber: line.invoicenumber,
        appliedToTxnAmount: 412.5,
      }),
      expect.objectContaining({ memo: null, appliedToTxnRefNumber: null, appliedToTxnAmount: 100 }),
    ]);

    // again: nothing new
    expect((await refresh(vendor.id)).statusCode).toBe(202);
    await t.ctx.jobs.drain();
    expect(
      (await t.db.select().from(vendorPayments).where(eq(vendorPayments.vendorid, vendor.id))).length,
    ).toBe(1);
  });

  it("a vendor without a billing vendor id fails the pull with a message and stores nothing", async () => {
    const v = await makeVendor(t.db, { billingvendorid: null });
    const started = await refresh(v.id);
    const { jobid } = started.json() as { jobid: number };
    await t.ctx.jobs.drain();
    const job = (await t.call(dispatcher.token, { method: "GET", url: `/api/jobs/${jobid}` })).json() as {
      state: string;
      error: string | null;
    };
    expect(job.state).toBe("failed");
    expect(await payments(v.id)).toEqual([]);
  });
});
