import { VENDOR_COMPLIANCE_REMINDER_KIND } from "@fm/domain/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  jobs,
  mailOutbox,
  vendorComplianceReminders,
  vendorTrades,
  workOrderVendors,
} from "../../db/schema/index.ts";
import { makeVendor, makeWorkOrder, uid } from "../../test/factories.ts";
import { expectRefusedUnchanged } from "../../test/refusals.ts";
import { useWorkOrderFile } from "../../test/work-order-file.ts";
import { reminderThreshold, sendComplianceReminders } from "./compliance-reminders.ts";

const { t, token, customerid, jobsiteid } = await useWorkOrderFile({
  jobsite: { latitude: 30.2672, longitude: -97.7431 },
});

const DAY = 86_400_000;
const inDays = (n: number, from = new Date()) =>
  new Date(from.getTime() + n * DAY).toISOString().slice(0, 10);

describe("compliance on Select Vendor and attach", () => {
  it("refuses to attach a vendor with expired GL, or expired WC unless WC Exempt, naming the reason", async () => {
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid });
    const lines = () => t.db.select().from(workOrderVendors).where(eq(workOrderVendors.workorderid, wo.id));
    const attach = (vendorid: number) =>
      t.call(token, {
        method: "POST",
        url: "/api/workorder/savevendor",
        payload: { workorderid: wo.id, vendorid },
      });

    const gl = await makeVendor(t.db, { glexpirationdate: inDays(-1) });
    const body = await expectRefusedUnchanged(() => attach(gl.id), 400, "vendor_noncompliant", lines);
    expect(body.message).toBe(
      `${gl.name} cannot be dispatched: the general liability insurance expired on ${inDays(-1)}.`,
    );
    expect(body.fields).toEqual({ vendorid: "general liability insurance expired" });

    const wc = await makeVendor(t.db, { wcexpirationdate: inDays(-30) });
    const wcBody = await expectRefusedUnchanged(() => attach(wc.id), 400, "vendor_noncompliant", lines);
    expect(wcBody.message).toContain("workers' comp insurance expired");

    // WC Exempt: an expired WC date does not block; expiring soon and an expired W9 never block
    const exempt = await makeVendor(t.db, { wcexpirationdate: inDays(-30), wcexempt: true });
    const expiring = await makeVendor(t.db, { glexpirationdate: inDays(5), w9date: inDays(-3) });
    expect((await attach(exempt.id)).statusCode).toBe(201);
    expect((await attach(expiring.id)).statusCode).toBe(201);
  });

  it("shows the compliance mark on Select Vendor and offers no Attach for blocked vendors", async () => {
    const tradeid = 18;
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid });
    const tag = uid();
    const ok = await makeVendor(t.db, { name: `Ok ${tag}`, glexpirationdate: inDays(200) });
    const soon = await makeVendor(t.db, { name: `Soon ${tag}`, wcexpirationdate: inDays(12) });
    const expired = await makeVendor(t.db, { name: `Expired ${tag}`, glexpirationdate: inDays(-2) });
    for (const v of [ok, soon, expired]) await t.db.insert(vendorTrades).values({ vendorid: v.id, tradeid });
    const res = await t.call(token, {
      method: "GET",
      url: `/api/workorder/getvendorsbytrades?workorderId=${wo.id}&tradeIds=${tradeid}&search=${tag}&sort=name`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (
      res.json() as {
        rows: {
          id: number;
          compliancealert: boolean;
          canattach: boolean;
          compliance: { doc: string; state: string }[];
        }[];
      }
    ).rows;
    expect(rows.map((r) => [r.id, r.compliancealert, r.canattach])).toEqual([
      [expired.id, true, false],
      [ok.id, false, true],
      [soon.id, true, true],
    ]);
    expect(rows[2]?.compliance.find((c) => c.doc === "WC")?.state).toBe("expiring");
  });
});

describe("daily compliance reminders", () => {
  it("picks the tightest threshold reached", () => {
    expect([45, 31, 30, 8, 7, 0, -1].map(reminderThreshold)).toEqual([null, null, 30, 30, 7, 7, null]);
  });

  it("sends each vendor one reminder per document per threshold, through the outbox", async () => {
    // A day of its own in the future, so other files' vendors (same database on PostgreSQL) do not interfere
    // with what this test counts: only this file's vendors are asked about.
    const today = "2190-03-01";
    const day = (n: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
    const v = await makeVendor(t.db, {
      primaryemail: `office-${uid()}@vendor.test`,
      glexpirationdate: day(25), // 30-day reminder now, 7-day one later
      wcexpirationdate: day(3), // 7-day reminder only
      w9date: day(90), // not yet
    });
    const exempt = await makeVendor(t.db, { wcexempt: true, wcexpirationdate: day(5) });
    const noMail = await makeVendor(t.db, {
      primaryemail: null,
      dispatchemail: null,
      glexpirationdate: day(5),
    });
    const sentTo = async () =>
      (
        await t.db
          .select({
            vendorid: vendorComplianceReminders.vendorid,
            doc: vendorComplianceReminders.doctype,
            days: vendorComplianceReminders.thresholddays,
          })
          .from(vendorComplianceReminders)
          .where(inArray(vendorComplianceReminders.vendorid, [v.id, exempt.id, noMail.id]))
          .orderBy(vendorComplianceReminders.id)
      ).map((r) => [r.vendorid, r.doc, r.days]);
    const mails = async () =>
      (
        await t.db
          .select({ subject: mailOutbox.subject })
          .from(mailOutbox)
          .where(sql`${v.primaryemail} = any(${mailOutbox.to})`)
          .orderBy(mailOutbox.id)
      ).map((m) => m.subject);

    await sendComplianceReminders(t.db, today);
    expect(await sentTo()).toEqual([
      [v.id, "GL", 30],
      [v.id, "WC", 7],
    ]);
    expect(await mails()).toEqual([
      `Reminder: your General Liability insurance certificate (COI) expires on ${day(25)}`,
      `Reminder: your Workers' Compensation insurance certificate expires on ${day(3)}`,
    ]);

    // the same day again (a retry, a second server): nothing more
    await sendComplianceReminders(t.db, today);
    expect((await mails()).length).toBe(2);

    // 20 days later the GL is 5 days out: its 7-day reminder goes once; the WC has expired
    await sendComplianceReminders(t.db, day(20));
    await sendComplianceReminders(t.db, day(21));
    expect(await sentTo()).toEqual([
      [v.id, "GL", 30],
      [v.id, "WC", 7],
      [v.id, "GL", 7],
    ]);
    expect((await mails()).length).toBe(3);
  });

  it("is a daily job of the one runner: one run per day however often the loop asks", async () => {
    const now = new Date("2191-06-01T08:00:00Z");
    await t.ctx.jobs.enqueueDaily(now);
    await t.ctx.jobs.enqueueDaily(new Date("2191-06-01T23:00:00Z"));
    const rows = await t.db
      .select({ id: jobs.id, payload: jobs.payload })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, VENDOR_COMPLIANCE_REMINDER_KIND),
          eq(jobs.idempotencykey, `${VENDOR_COMPLIANCE_REMINDER_KIND}:2191-06-01`),
        ),
      );
    expect(rows).toEqual([{ id: expect.any(Number), payload: { today: "2191-06-01" } }]);
    await t.ctx.jobs.drain();
    const [done] = await t.db
      .select({ state: jobs.state })
      .from(jobs)
      .where(eq(jobs.id, rows[0]?.id ?? 0));
    expect(done?.state).toBe("succeeded");
  });
});
