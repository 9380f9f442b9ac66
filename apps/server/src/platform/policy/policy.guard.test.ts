import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * Every write to a business table — a work order or one of its rows, a customer, a vendor, a job site, a user,
 * a rate … — runs its policy (packages/domain/src/policies) first: it calls `assertAllowed`, or a gate that
 * does — `requireEditableWorkOrder` / `lockWorkOrderChild`, which take the action by type, `defineFileImport`
 * (its spec names the import's policy) — or a local helper built on them (lockLine, lockProposal, lockInvoice …).
 * This guard reads each exported function of the server's sources and fails when one writes a business table,
 * itself or through a helper of its file, without reaching a gate, unless it is listed below with the reason it
 * needs none. Every table of the schema
 * is a business table unless NOT_BUSINESS names it with a reason, so a new table is guarded from its first day.
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Tables no user action writes through a policy: the machinery's own, and those kept by triggers. */
const NOT_BUSINESS: Record<string, string> = {
  authSessions: "sign-in sessions: the credentials are the authority (auth feature)",
  refreshTokens: "sign-in sessions: the credentials are the authority (auth feature)",
  rateLimits: "request quotas, written by the quota check itself",
  loginThrottle: "sign-in lockouts, written by the sign-in check itself",
  jobs: "the job runner's queue: a job is enqueued by a write that passed its policy",
  errorLog: "the browser's error reports",
  mailOutbox: "queued mail of a write that passed its policy (queueMail) and the sender's bookkeeping",
  adminAudit: "the audit row of an Admin write that passed its policy",
  workOrderPageViews: "who opened which tab: a record of reads",
  savedViews: "the caller's own saved grid views (scoped to the owner in the service)",
  workOrderCounts: "kept by triggers on workorders",
  workOrderScopeCounts: "kept by triggers on workorders",
  workOrderSiteDays: "report rollup kept by triggers",
  invoicedOrderDays: "report rollup kept by triggers",
  orderLineFacts: "report rollup kept by triggers",
  workOrderDayCounts: "report rollup kept by triggers",
  tradeScorecardTotals: "scorecard rollup kept by triggers (migration 0065)",
  tradeScorecardPending: "scorecard rollup's queued changes, kept by triggers (migration 0065)",
  vendorScorecardLines: "each vendor line's share of the scorecard rollup, kept by triggers (migration 0067)",
  // issues 31-34: the machinery's own tables
  idempotencyKeys: "stored answers of replayed requests: the first request passed its policy",
  auditLog: "the audit trail, written by the fm_audit trigger; only the retention job deletes",
  liveEvents: "live-screen events written by triggers; only the retention job deletes",
  webhookDeliveries: "the delivery log of events emitted by writes that passed their policies",
  workOrderSlas:
    "SLA clock readings derived from the order's rows (refreshSlaClocks) inside writes that passed their policies",
  slaStale: "marks kept by triggers on the SLA clock inputs; cleared by refreshSlaClocks",
  vendorResponseLinks: "single-use link tokens issued with a dispatch notice that passed its policy",
  userWritePositions: "read-your-writes routing (WAL positions)",
  serviceChannelSync:
    "the ServiceChannel sync outbox: rows queued by writes that passed their policies; the retry route runs its own",
};

const schemaText = fs
  .readdirSync(path.join(SRC, "db/schema"))
  .filter((f) => f.endsWith(".ts"))
  .map((f) => fs.readFileSync(path.join(SRC, "db/schema", f), "utf8"))
  .join("\n");
const ALL_TABLES = [...schemaText.matchAll(/^export const (\w+) = pgTable\(/gm)].map((m) => m[1] as string);
const TABLES = ALL_TABLES.filter((t) => !Object.hasOwn(NOT_BUSINESS, t));
const TABLE_LIST = TABLES.join("|");
/**
 * `.insert(table` / `.update(table` / `.delete(table`, and the row-deleting helpers given a table (the
 * versioned-row delete, and the stored-file delete of attachments/stored-files.ts built on it).
 */
const WRITES = new RegExp(
  `\\.(insert|update|delete)\\((${TABLE_LIST})\\b|(deleteVersionedRow|deleteStoredFileRow)\\(\\w+, (${TABLE_LIST})\\b`,
);

/** The gates themselves, and helpers other features export that pass one. */
const GATES = [
  "assertAllowed",
  "requireEditableWorkOrder",
  "lockWorkOrderChild",
  "lockPortalProposal",
  "lockPortalInvoice",
  // vendor-billing/vendor-documents.ts: the kind table's gates, each through lockWorkOrderChild
  "lockPortalDocument",
  "lockDraftForEdit",
  "lockForSubmit",
  // platform/jobs/file-import.ts: its spec's `policy` (an ImportAction) runs in `start` before the file is read
  "defineFileImport",
  // features/attachments/party-attachments.ts: a customer's or vendor's attachment writes, each after its action
  "storePartyUpload",
  "lockPartyAttachment",
];

/** `file#function` → why it writes without a policy of its own. */
const NO_POLICY: Record<string, string> = {
  "platform/workorder-core/system-notes.ts#addSystemNote":
    "the System note of a write whose caller passed its policy",
  "platform/workorder-core/system-notes.ts#addSystemNotes":
    "the System notes of a bulk write whose caller passed its policy",
  "platform/workorder-core/system-notes.ts#addSystemNoteRows":
    "the server's own System notes (the SLA escalation scan's batches): no user acts, nothing to ask",
  "features/notes/notes.service.ts#addUserNote":
    "the note of a write (status change, Add Note) that passed its policy",
  "features/notices/notice-delivery.ts#deliverNotice":
    "the event of a notice whose caller passed sendNotice / cancelVendor",
  "features/invoices/workorder-amounts.ts#syncWorkOrderAmounts":
    "keeps the order's amounts in step inside an invoice or proposal write that passed its policy",
  "features/workorders/workorder-form.service.ts#writeWorkOrder":
    "writes the columns of an order its caller locked through its policy (Save, the customer portal's update)",
  "features/workorders/workorder-form.service.ts#replaceTrades":
    "sets the trades of an order its caller locked through its policy (Save, the customer portal's update)",
  "features/workorders/workorder-form.service.ts#insertWorkOrder":
    "creates a new order (Add Work Order, import, portal new order); the route's access rule is its policy",
  "features/workorders/workorder-form.service.ts#createWorkOrder":
    "creates a new order; the route's access rule is its policy",
  "features/accounting/accounting.service.ts#saveApprovals":
    "accounting's flags on billing rows (AccountingAdmin-only route), allowed whatever the order's status",
  "features/accounting/accounting.service.ts#removeVendorBill":
    "accounting's flags on billing rows (AccountingAdmin-only route), allowed whatever the order's status",
  "features/invoices/invoices.service.ts#createInvoiceRow":
    "the insert of saveInvoice / convertProposal, which pass addInvoice first",
  "features/invoices/invoices.service.ts#recomputeInvoiceAmount":
    "the total of an invoice write that passed its policy",
  "features/proposals/proposals.service.ts#writeProposalItems":
    "the lines of a proposal write that passed its policy",
  "features/vendor-billing/portal-invoices.service.ts#syncVendorInvoiceApproval":
    "the vendor's invoice follows the line's Approve / UnApprove, which passed approveVendorInvoice",
  "features/sla/sla-clocks.ts#refreshSlaClocks":
    "stores the SLA due time derived from the order's own rows, inside a write that passed its policy or the escalation scan",
  "features/vendor-billing/vendor-lines.ts#insertLines":
    "the labor / material / other lines of a vendor document write that passed its gate (vendor-documents.ts)",
  "features/vendor-billing/vendor-lines.ts#replaceLines":
    "the labor / material / other lines of a vendor document write that passed its gate (vendor-documents.ts)",
  // ---- beyond work orders (issue 28: admin, parties, imports) ----
  "features/admin/invitations.service.ts#issueInvitation":
    "the invitation of createUser / resendInvitation, which pass their policies",
  "features/admin/invitations.service.ts#setPasswordWithInvitation":
    "public set-password: the single-use, expiring invitation token is its authority",
  "features/auth/login.service.ts#login":
    "sign-in's own bookkeeping on the user: the credentials are its authority",
  "features/accounting/qbo/token-store.ts#saveTokens":
    "the QuickBooks connection's tokens (AccountingAdmin-only connect flow)",
  "features/accounting/qbo/token-store.ts#clearTokens":
    "the QuickBooks connection's tokens (AccountingAdmin-only connect flow)",
  "features/accounting/vendor-payments-pull.ts#pullVendorPayments":
    "the QuickBooks payments pull job: its refresh route runs refreshVendorPayments before enqueueing",
  "features/jobsites/jobsite-procedures.ts#saveProcedures":
    "the procedures of addJobSite / updateJobSite, which pass their policies",
  "features/rates/rates.service.ts#insertRateRows":
    "the rows of addRate, copyVendorTrade and the rate import, which pass their policies",
  "features/vendor-search/compliance-reminders.ts#sendComplianceReminders":
    "the daily compliance reminder job: the server's own work, no caller",
  "platform/auth/api-token-auth.ts#apiTokenUser":
    "the token's last-used time and address, written by the auth check itself",
  "features/webhooks/delivery.job.ts#webhookDeliveryJob":
    "the delivery job: a subscription's failure count and auto-disable after repeated failures (no caller)",
  "features/webhooks/emit.ts#emitWebhookEvent":
    "the event of a write that passed its policy, in that write's transaction",
  "features/sla/sla-clocks.ts#refreshSlaClocksFor":
    "stores the SLA due times derived from the orders' own rows, inside writes that passed their policies, the seed or the refresh job",
  // automatic dispatch (issue 32, s32accept): the server itself acts, under the order's lock
  "features/autodispatch/autodispatch-notes.ts#autoDispatchNote":
    "the System note of an automatic-dispatch step (the job or the decision listener)",
  "features/autodispatch/autodispatch-step.ts#autoDispatchJob":
    "the job runner's automatic-dispatch job: closes expired offers and finishes runs (the server itself acts)",
  "features/autodispatch/autodispatch-step.ts#onOfferDecision":
    "closes the offer a vendor's accept / decline answered; the decision passed its own policy or single-use link",
  "features/accounting/push.service.ts#pushApproved":
    "the QuickBooks push job's transfer and transmission logs: its route (AccountingAdmin-only access) enqueued it with the approvals",
  "features/sla/sla-escalation.ts#scanSlaEscalations":
    "the SLA escalation scan: the server's own work (stages reached, System notes, notices), no caller",
  "features/sla/sla-escalation.ts#markSeededHistoryEscalated":
    "the demo and scale seeds' last step: the stages their made-up past orders reached count as sent (no caller)",
  "features/sla/sla-escalation.ts#slaEscalationJob":
    "the job runner's SLA escalation scan: the server's own work, no caller",
  "platform/auth/load-user.ts#loadUser":
    "links a first external sign-in to the staff account of the provider-verified e-mail: the identity token is its authority",
  "features/autodispatch/autodispatch-step.ts#autoDispatchStep":
    "the job runner's step for an opted-in customer × trade (Admin setting): it starts only on a Received order and offers through Select Vendor's attachable vendors",
};

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory())
      return ["db", "seed", "test", "faults"].includes(e.name) && dir === SRC ? [] : sourceFiles(full);
    return e.name.endsWith(".ts") && !/\.test\.ts$|test-helpers\.ts$|test-setup\.ts$/.test(e.name)
      ? [full]
      : [];
  });

/** The file's top-level `const` declarations, name → text. */
const declarations = (text: string): Map<string, string> => {
  const out = new Map<string, string>();
  const starts = [...text.matchAll(/^(?:export )?const (\w+)/gm)];
  starts.forEach((m, i) => {
    const end = starts[i + 1]?.index ?? text.length;
    if (m[1]) out.set(m[1], text.slice(m.index, end));
  });
  return out;
};

const calls = (body: string, names: Iterable<string>) =>
  [...names].some((n) => new RegExp(`\\b${n}\\(`).test(body));

const unguardedWrites = (): string[] => {
  const found: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, "utf8");
    if (!WRITES.test(text)) continue;
    const rel = path.relative(SRC, file).split(path.sep).join("/");
    const decls = declarations(text);
    // Local helpers that pass a gate count as gates (to a fixpoint: a helper of a helper).
    const gates = new Set(GATES);
    for (let grew = true; grew; ) {
      grew = false;
      for (const [name, body] of decls)
        if (!gates.has(name) && calls(body.replace(new RegExp(`^(?:export )?const ${name}`), ""), gates)) {
          gates.add(name);
          grew = true;
        }
    }
    // A local helper that writes makes its callers writers too (to a fixpoint), so an exported function that
    // writes through an unexported helper is judged like one that writes itself.
    // A listed exception is not a writer to its callers: its reason covers them.
    const writers = new Set(
      [...decls]
        .filter(([name, body]) => WRITES.test(body) && !Object.hasOwn(NO_POLICY, `${rel}#${name}`))
        .map(([name]) => name),
    );
    for (let grew = true; grew; ) {
      grew = false;
      for (const [name, body] of decls)
        if (
          !writers.has(name) &&
          calls(body.replace(new RegExp(`^(?:export )?const ${name}`), ""), writers)
        ) {
          writers.add(name);
          grew = true;
        }
    }
    for (const [name, body] of decls) {
      if (!/^export /.test(body) || !writers.has(name)) continue;
      if (gates.has(name) || calls(body, gates)) continue;
      const key = `${rel}#${name}`;
      if (!Object.hasOwn(NO_POLICY, key)) found.push(key);
    }
  }
  return found.sort();
};

describe("business-table writes", () => {
  it("each run their policy (assertAllowed, requireEditableWorkOrder, lockWorkOrderChild) or are listed with a reason", () => {
    expect(unguardedWrites(), "call the action's policy before writing (AGENTS.md: policies)").toEqual([]);
  });

  it("the listed exceptions still exist (the list does not rot)", () => {
    for (const key of Object.keys(NO_POLICY)) {
      const [file, name] = key.split("#") as [string, string];
      const text = fs.readFileSync(path.join(SRC, file), "utf8");
      expect(new RegExp(`^export const ${name}\\b`, "m").test(text), key).toBe(true);
    }
  });

  it("reads every table of the schema, and NOT_BUSINESS names only real tables", () => {
    expect(ALL_TABLES.length).toBeGreaterThan(50);
    for (const t of [
      "workOrders",
      "customers",
      "vendors",
      "jobSites",
      "users",
      "tradeRates",
      "vendorContacts",
    ])
      expect(TABLES, t).toContain(t);
    for (const t of Object.keys(NOT_BUSINESS)) expect(ALL_TABLES, t).toContain(t);
  });

  it("the generic record writers run the policy they are given on every write", () => {
    for (const file of [
      "platform/party-records/party-contacts.ts",
      "platform/party-records/party-notes.ts",
      "features/attachments/party-attachments.ts",
    ]) {
      const text = fs.readFileSync(path.join(SRC, file), "utf8");
      for (const verb of ["add", "update", "remove"])
        expect(text, `${file} ${verb}`).toMatch(
          new RegExp(`assertAllowed\\(user, (opts\\.)?actions\\.${verb},`),
        );
    }
  });

  it("finds the writes it guards (the pattern still matches the code)", () => {
    const customers = fs.readFileSync(path.join(SRC, "features/customers/customer-tabs.service.ts"), "utf8");
    expect(declarations(customers).get("updateCustomerAttachment")).toMatch(WRITES);

    const text = fs.readFileSync(path.join(SRC, "features/workorders/workorder-actions.service.ts"), "utf8");
    expect(WRITES.test(text)).toBe(true);
    expect(declarations(text).has("toggleFlag")).toBe(true);
  });
});
