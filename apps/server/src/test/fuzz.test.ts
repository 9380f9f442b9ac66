import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { signIn } from "./factories.ts";
import type { KnownIds } from "./fuzz/arbitraries.ts";
import { type ChecksumScope, changedTables, tableChecksums } from "./fuzz/checksum.ts";
import { isUploadOperation, requestFor } from "./fuzz/requests.ts";
import { makeOwner } from "./matrix/callers.ts";
import { attachment, type Fixture, invoice, proposal, vendorProposal, view } from "./matrix/fixtures.ts";
import { apiOperations } from "./openapi-routes.ts";
import { createTestApp } from "./test-app.ts";

/*
 * Schema-driven fuzzing (issue 11 "Prove it"): for every /api operation of the OpenAPI document, requests
 * drawn from its parameter and body schemas plus hostile values, sent as Admin and as an external user.
 * Zero 5xx; and after every refused (4xx) request the touched tables are byte-for-byte unchanged.
 *
 * `npm test` runs a short, bounded pass; `npm run test:fuzz` (FUZZ_RUNS, default 200) the long one.
 */
const LONG = process.env.FUZZ_RUNS !== undefined;
const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 2) || 2);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

const t = await createTestApp();
afterAll(() => t.close());
const setupAdmin = await signIn(t, { roles: ["Admin"] });
const owner = await makeOwner(t);
const f: Fixture = { t, admin: setupAdmin.token, owner, userid: setupAdmin.user.id, markers: [] };
const withFile = await attachment(f);
const customerProposal = await proposal(f);
const customerInvoice = await invoice(f);
const fromVendor = await vendorProposal(f);
const savedView = await view(f);
const ids: KnownIds = {
  workorder: [withFile.wo.id, customerProposal.wo.id, customerInvoice.wo.id, fromVendor.wo.id],
  customer: [owner.customerid],
  jobsite: [owner.jobsiteid],
  vendor: [owner.vendorid],
  line: [withFile.line.id, fromVendor.line.id],
  proposal: [customerProposal.proposal.id, fromVendor.proposal.id],
  invoice: [customerInvoice.invoice.id],
  attachment: [withFile.file.id],
  user: [setupAdmin.user.id],
  view: [savedView.id],
};
const scope: ChecksumScope = { customerids: [owner.customerid], vendorids: [owner.vendorid], userids: [] };
const operations = await apiOperations(t.app);

/** Admin reaches every service; a Vendor user of the fuzzed rows' vendor is the external attacker. */
const CALLERS = ["Admin", "Vendor"] as const;

/** A fresh user per route, so a route that signs out or changes its caller cannot blind the next one. */
const callerToken = async (caller: (typeof CALLERS)[number]) => {
  const { user, token } = await signIn(t, {
    roles: [caller],
    vendorid: caller === "Vendor" ? owner.vendorid : null,
  });
  scope.userids.push(user.id);
  return token;
};

let baseline = await tableChecksums(t.db, scope);

describe("schema-driven fuzzing of every /api route", () => {
  it("sends hostile files (issue 29) to every upload route", () => {
    const uploads = operations.filter(isUploadOperation).map((o) => o.path);
    for (const path of [
      "/api/workorder/attachfile",
      "/api/vendorprofile/importproposalitems",
      "/api/vendorprofile/importinvoiceitems",
      "/api/workorder/parseWOHTML",
      "/api/jobsites/importjobsites",
      "/api/customer/rate/import",
      "/api/admin/importtradezips",
      "/api/vendorprofile/uploaddocument",
    ])
      expect(uploads).toContain(path);
  });

  it.each(operations.map((o) => [o.key, o] as const))(
    "%s: no 5xx, refusals change nothing",
    async (_key, op) => {
      for (const caller of CALLERS) {
        const token = await callerToken(caller);
        baseline = await tableChecksums(t.db, scope);
        await fc.assert(
          fc.asyncProperty(requestFor(op, ids), async (request) => {
            const res = await t.call(token, request);
            const what = `${caller} ${request.method} ${request.url} → ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, what).toBeLessThan(500);
            const after = await tableChecksums(t.db, scope);
            if (res.statusCode >= 400)
              expect(changedTables(baseline, after), `refused, yet changed: ${what}`).toEqual([]);
            baseline = after;
          }),
          { numRuns: RUNS, endOnFailure: !LONG, ...(SEED === undefined ? {} : { seed: SEED }) },
        );
      }
    },
    LONG ? 600_000 : 60_000,
  );
});
