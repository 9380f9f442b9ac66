import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * Every write to a work order or one of its rows runs its policy (packages/domain/src/policies) first: it calls
 * `assertAllowed`, or a gate that does — `requireEditableWorkOrder` / `lockWorkOrderChild`, which take the
 * action by type — or a local helper built on them (lockLine, lockProposal, lockInvoice …). This guard reads
 * each exported function of the server's sources and fails when one writes a work-order table without
 * reaching a gate, unless it is listed below with the reason it needs none.
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const TABLES = [
  "workOrders",
  "workOrderVendors",
  "workOrderNotes",
  "workOrderAttachments",
  "workOrderEvents",
  "workOrderTrades",
  "customerProposals",
  "proposalItems",
  "invoices",
  "invoiceItems",
  "vendorProposals",
  "vendorInvoices",
  "vendorQc",
];
const WRITES = new RegExp(`\\.(insert|update|delete)\\((${TABLES.join("|")})\\b`);

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
];

/** `file#function` → why it writes without a policy of its own. */
const NO_POLICY: Record<string, string> = {
  "features/notes/notes.service.ts#addSystemNote":
    "the System note of a write whose caller passed its policy",
  "features/notes/notes.service.ts#addSystemNotes":
    "the System notes of a bulk write whose caller passed its policy",
  "features/notes/notes.service.ts#addUserNote":
    "the note of a write (status change, Add Note) that passed its policy",
  "features/notices/notice-delivery.ts#deliverNotice":
    "the event of a notice whose caller passed sendNotice / cancelVendor",
  "features/invoices/workorder-amounts.ts#syncWorkOrderAmounts":
    "keeps the order's amounts in step inside an invoice or proposal write that passed its policy",
  "features/workorders/workorder-actions.service.ts#reassignCustomerDispatcher":
    "bulk reassign of a customer's open orders (Admin-only route); Invoiced and Cancelled orders are excluded in its SQL",
  "features/workorders/workorder-form.service.ts#insertWorkOrder":
    "creates a new order (Add Work Order, import, portal new order); the route's access rule is its policy",
  "features/workorders/workorder-form.service.ts#createWorkOrder":
    "creates a new order; the route's access rule is its policy",
  "features/workorders/workorder-form.service.ts#createChildWorkOrder":
    "creates a child order (add:workorders route); the parent is only read",
  "features/accounting/accounting.service.ts#saveApprovals":
    "accounting's flags on billing rows (AccountingAdmin-only route), allowed whatever the order's status",
  "features/accounting/accounting.service.ts#removeVendorBill":
    "accounting's flags on billing rows (AccountingAdmin-only route), allowed whatever the order's status",
  "features/workorder-import/workorder-import.service.ts#importParsedOrder":
    "creates an order from an import (add:workorder route); the route's access rule is its policy",
  "features/invoices/invoices.service.ts#createInvoiceRow":
    "the insert of saveInvoice / convertProposal, which pass addInvoice first",
  "features/invoices/invoices.service.ts#recomputeInvoiceAmount":
    "the total of an invoice write that passed its policy",
  "features/proposals/proposals.service.ts#writeProposalItems":
    "the lines of a proposal write that passed its policy",
  "features/vendor-billing/portal-invoices.service.ts#syncVendorInvoiceApproval":
    "the vendor's invoice follows the line's Approve / UnApprove, which passed approveVendorInvoice",
  // automatic dispatch (issue 32, s32accept): the server itself acts, under the order's lock
  "features/autodispatch/autodispatch-notes.ts#autoDispatchNote":
    "the System note of an automatic-dispatch step (the job or the decision listener)",
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
    for (const [name, body] of decls) {
      if (!/^export /.test(body) || !WRITES.test(body)) continue;
      if (gates.has(name) || calls(body, gates)) continue;
      const key = `${rel}#${name}`;
      if (!Object.hasOwn(NO_POLICY, key)) found.push(key);
    }
  }
  return found.sort();
};

describe("work-order writes", () => {
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

  it("finds the writes it guards (the pattern still matches the code)", () => {
    const text = fs.readFileSync(path.join(SRC, "features/workorders/workorder-actions.service.ts"), "utf8");
    expect(WRITES.test(text)).toBe(true);
    expect(declarations(text).has("toggleFlag")).toBe(true);
  });
});
