import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * Row scope is enforced in one place: a work order is read through listWorkOrders, getWorkOrderDetail,
 * requireWorkOrder / lockWorkOrder or the other reader-taking loaders (each applies readerScope itself).
 * This guard fails when a new file selects from or joins `workorders` without being listed here, so a read
 * path that forgets the scope cannot slip in unnoticed.
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Files that apply the reader's scope themselves (they must call readerScope / workOrderScope). */
const SCOPED = [
  "platform/workorder-core/workorder-access.ts",
  "features/workorders/workorder-list.service.ts",
  "features/workorders/workorder-detail.service.ts",
  "features/attachments/attachment-queries.ts",
  "features/attachments/attachments.service.ts",
  "features/documents/workorder-document-data.ts",
  "features/invoices/billing-document.ts",
  "features/home/home-counts.service.ts",
  // vendor portal proposals and invoices (vbilling)
  "features/vendor-billing/portal-proposals.service.ts",
  "features/vendor-billing/portal-invoices.service.ts",
  "features/customer-portal/customer-billing-lists.service.ts",
  // work-order import (issue 18): the order already carrying a PO, read under the importer's scope
  "features/workorder-import/workorder-import.service.ts",
  // technician in the field (issue 31): Today reads under readerScope
  "features/field/field-reads.service.ts",
  // recall and duplicate warning (issue 32 §6): the site's earlier orders under readerScope
  "features/workorders/recall.service.ts",
];

/** Files that touch `workorders` without returning its rows to a caller, each with the reason. */
const NOT_ROW_READS: Record<string, string> = {
  "features/overdue/overdue.service.ts": "a count for the Admin bell, no rows",
  "features/invoices/invoices.service.ts":
    "joins the order's wonumber to an invoice the route already scoped",
  "features/proposals/proposals.service.ts":
    "joins the order's wonumber to a proposal the route already scoped",
  "features/proposals/vendor-proposal-decisions.service.ts":
    "joins wonumber for an order requireWorkOrder checked",
  "features/sidepanel/past-vendors.service.ts":
    "aggregates vendors of a site for an order requireWorkOrder checked",
  "features/workorders/provider-password.service.ts":
    "one customer's provider password, behind a staff-only route; no work-order row is returned",
  "features/accounting/pending.service.ts":
    "the AccountingAdmin-only pending lists join billing lines to their order's number; no portal reader reaches them",
  // vendors (issue 15): staff-only management reads (read:vendors or Admin sees every order)
  "features/vendors/vendor-history.service.ts":
    "a vendor's History tab / popup for staff with read:vendors or Admin, who read every order",
  "features/accounting/vendor-payments-pull.ts":
    "the QuickBooks payments job matches a payment line's memo to a work-order id; the server's own read",
  // reports (issue 17): staff with Admin or view:reports, who see every order
  "features/reports/report-defs-sla.ts": "report SQL for staff with Admin or view:reports (every order)",
  "features/reports/report-defs-money.ts": "report SQL for staff with Admin or view:reports (every order)",
  "features/reports/report-defs-vendors.ts": "report SQL for staff with Admin or view:reports (every order)",
  "features/reports/report-defs-workorders.ts":
    "report SQL for staff with Admin or view:reports (every order)",
  // map reports (issue 17)
  "features/map-reports/map-reports.service.ts":
    "counts per ZIP / job site for staff with Admin or view:reports (who see every order); no work-order row is returned",
  "features/field/checkin.service.ts":
    "joins the WO # of the caller's own open check-in (the check-in rule names it); no other row is returned",
  "faults/fault-data.ts": "the fault tests' own checks of what a crash left in the database",
  // SLA clocks (issue 32, s32sla)
  "features/sla/sla-clocks.ts":
    "the clock inputs of one order whose route already passed requireWorkOrder / requireEditableWorkOrder (or the escalation job), and the ids of a job site's running orders to refresh after the site's edit; returns no list",
  "features/sla/sla-refresh.job.ts":
    "the SLA refresh job's scan of open orders after a policy change (server-side, no caller); returns no list",
  "features/autodispatch/autodispatch-step.ts":
    "the automatic dispatch job's step on one opted-in order (server-side, no caller); returns no list",
  "features/sla/sla-escalation.ts":
    "the escalation job's scan of every open order's due time (server-side, no caller); sends to the order's own dispatcher",
  "features/sla/sla-policies.service.ts":
    "an Admin's change of the warning lead resets the pending escalation times of every open order (set-based update); returns no row",
  // ServiceChannel push (issue 33, decision 0047-h33)
  "features/servicechannel-sync/sync-outbox.ts":
    "takes the row lock of an order its caller already changed, so its outbox ids follow the commit order; returns no row",
  // vendor acceptance (issue 32, s32accept)
  "features/vendor-acceptance/response-links.ts":
    "the public page of a dispatch e-mail's link: the token's own line only (its WO #, brief description, city), no list",
  // live screens (issue 33, o33live)
  "features/live-events/live-scope.ts":
    "reads an order's customer and vendor ids to decide which streams get its event; no row is returned",
};

const READS_WORKORDERS = /(from|Join)\(workOrders\b|(from|join) \$\{workOrders\}|\b(from|join) workorders\b/;

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory())
      return ["db", "seed", "test"].includes(e.name) && dir === SRC ? [] : sourceFiles(full);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [full] : [];
  });

describe("work-order reads", () => {
  const readers = sourceFiles(SRC)
    .filter((f) => READS_WORKORDERS.test(fs.readFileSync(f, "utf8")))
    .map((f) => path.relative(SRC, f).split(path.sep).join("/"))
    .sort();

  it("go only through the files that apply the reader's scope, or are listed with a reason", () => {
    const unlisted = readers.filter((f) => !SCOPED.includes(f) && !Object.hasOwn(NOT_ROW_READS, f));
    expect(unlisted, "read work orders through listWorkOrders / requireWorkOrder / lockWorkOrder").toEqual(
      [],
    );
  });

  it("each scoped file applies the scope", () => {
    for (const f of SCOPED) {
      const text = fs.readFileSync(path.join(SRC, f), "utf8");
      expect(/readerScope\(|workOrderScope\(|attachmentVisibility\(/.test(text), f).toBe(true);
    }
  });

  it("finds the reads it guards (the pattern still matches the code)", () => {
    expect(readers).toEqual(expect.arrayContaining(SCOPED));
  });
});
