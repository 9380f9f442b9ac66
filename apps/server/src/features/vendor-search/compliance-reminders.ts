import {
  COMPLIANCE_REMINDER_THRESHOLDS,
  type ComplianceDoc,
  complianceOf,
  todayIso,
  W9_RENEWAL_YEARS,
} from "@fm/domain";
import { escapeHtml, VENDOR_COMPLIANCE_REMINDER_KIND } from "@fm/domain/contracts";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { vendorComplianceReminders } from "../../db/schema/index.ts";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import { queueMail } from "../mail/index.ts";

const DOC_NAMES: Record<ComplianceDoc, string> = {
  GL: "General Liability insurance certificate (COI)",
  WC: "Workers' Compensation insurance certificate",
  W9: "W9",
};

/** The tightest threshold a document `daysLeft` from expiry has reached (7 before 30), or null. */
export const reminderThreshold = (daysLeft: number): number | null => {
  if (daysLeft < 0) return null;
  const reached = COMPLIANCE_REMINDER_THRESHOLDS.filter((t) => daysLeft <= t);
  return reached.length ? Math.min(...reached) : null;
};

interface Candidate {
  id: number;
  name: string;
  email: string | null;
  glexpirationdate: string | null;
  wcexpirationdate: string | null;
  w9date: string | null;
  wcexempt: boolean;
}

const reminderMail = (v: Candidate, doc: ComplianceDoc, date: string, daysLeft: number) => {
  const what = DOC_NAMES[doc];
  const when = daysLeft === 0 ? "today" : `in ${daysLeft} day${daysLeft === 1 ? "" : "s"}`;
  const text = `Hello ${v.name},\n\nYour ${what} on file with us expires ${when} (${date}). Please send us the renewed document before then: vendors with expired insurance cannot be dispatched.\n\nThank you.`;
  return {
    subject: `Reminder: your ${what} expires on ${date}`,
    text,
    html: `<p>Hello ${escapeHtml(v.name)},</p><p>Your ${escapeHtml(what)} on file with us expires ${escapeHtml(when)} (${escapeHtml(date)}). Please send us the renewed document before then: vendors with expired insurance cannot be dispatched.</p><p>Thank you.</p>`,
  };
};

/**
 * The daily compliance reminders (docs/vendor-compliance.md): every active vendor with an e-mail address and
 * a GL, WC (unless WC Exempt) or W9 date expiring within 30 days gets one mail per document per threshold
 * (30, then 7 days). vendorcompliancereminders records what was sent, inserted in the same transaction as
 * the outbox row, so a rerun (retry, second server, second run the same day) sends nothing twice.
 */
export const sendComplianceReminders = async (db: Db, today: string) => {
  const horizon = Math.max(...COMPLIANCE_REMINDER_THRESHOLDS);
  const res = await db.execute(sql`
    select id, name, coalesce(nullif(trim(primaryemail), ''), nullif(trim(dispatchemail), '')) as email,
           glexpirationdate::text as glexpirationdate, wcexpirationdate::text as wcexpirationdate,
           w9date::text as w9date, wcexempt
    from vendors
    where isactive and (
      glexpirationdate between ${today}::date and ${today}::date + ${horizon}::int
      or (not wcexempt and wcexpirationdate between ${today}::date and ${today}::date + ${horizon}::int)
      or (w9date + make_interval(years => ${W9_RENEWAL_YEARS}))::date between ${today}::date and ${today}::date + ${horizon}::int)
    order by id`);
  const candidates = (res as unknown as { rows: Candidate[] }).rows;
  let sent = 0;
  for (const v of candidates) {
    if (!v.email) continue;
    for (const item of complianceOf(v, today)) {
      if (item.state !== "expiring" || item.date === null || item.daysLeft === null) continue;
      const threshold = reminderThreshold(item.daysLeft);
      if (threshold === null) continue;
      const { date, daysLeft, doc } = item;
      const email = v.email;
      await db.transaction(async (tx) => {
        const [recorded] = await tx
          .insert(vendorComplianceReminders)
          .values({ vendorid: v.id, doctype: doc, expirationdate: date, thresholddays: threshold })
          .onConflictDoNothing()
          .returning({ id: vendorComplianceReminders.id });
        if (!recorded) return;
        await queueMail(tx, { to: [email], ...reminderMail(v, doc, date, daysLeft) });
        sent++;
      });
    }
  }
  return { vendors: candidates.length, sent };
};

const Payload = z.object({
  today: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

/** The job of the daily run (scheduled by platform/jobs once a day, key = the day). */
export const complianceReminderJob = defineJob({
  kind: VENDOR_COMPLIANCE_REMINDER_KIND,
  payload: Payload,
  maxAttempts: 5,
  run: async (job) => {
    const result = await sendComplianceReminders(job.db, job.payload.today ?? todayIso());
    await job.progress(result.vendors, result.vendors, `${result.sent} reminder(s) sent`);
    return result;
  },
});
