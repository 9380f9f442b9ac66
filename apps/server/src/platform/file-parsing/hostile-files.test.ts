/**
 * Hostile files (issue 29): each one took the server down, froze it or slipped through before the parsers were
 * fenced. Every case is generated here (test/hostile-files.ts), refused with its code, changes nothing, and
 * while it is read the server still answers a health request within 1 s and grows by less than 300 MB.
 */
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import {
  customerTrades,
  jobSites,
  vendorProposalLabor,
  vendorProposalMaterials,
  vendorProposalOther,
  vendorProposals,
  workOrderAttachments,
} from "../../db/schema/index.ts";
import { orderFor, vendorWithUsers } from "../../features/vendor-billing/vendor-billing.test-helpers.ts";
import { makeCustomer, makeWorkOrder } from "../../test/factories.ts";
import {
  hostilePdfs,
  manyPagesPdf,
  mergeBombWorkbook,
  rtfBombMsg,
  wideXls,
  xfdWorkbook,
  zipBombWorkbook,
} from "../../test/hostile-files.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { multipartBody } from "../../test/uploads.ts";
import { useWorkOrderFile } from "../../test/work-order-file.ts";
import { fileImport, importState } from "../../test/workorder-import-helpers.ts";

const { t, token: staff, customerid, jobsiteid } = await useWorkOrderFile();
const owner = { customerid, jobsiteid };
const A = await vendorWithUsers(t);
const B = await vendorWithUsers(t);

const MB = 1024 * 1024;

/**
 * Sends `send` and, while the server reads the file, asks for /api/health every 100 ms: each must answer
 * within 1 s (the parse never blocks the server's thread) and the process's RSS must grow by < 300 MB.
 */
const whileServing = async (send: () => Promise<LightMyRequestResponse>) => {
  const rssBefore = process.memoryUsage.rss();
  let peak = rssBefore;
  let slowest = 0;
  let done = false;
  const pending = send().finally(() => {
    done = true;
  });
  const probes = (async () => {
    let n = 0;
    while (!done || n === 0) {
      const started = performance.now();
      const health = await t.call(null, { method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      peak = Math.max(peak, process.memoryUsage.rss());
      n++;
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const res = await pending;
  await probes;
  expect(slowest, "a health request during the upload answered late").toBeLessThan(1_000);
  expect((peak - rssBefore) / MB, "RSS growth in MB while reading the file").toBeLessThan(300);
  return res;
};

const draftProposal = async (vendor = A) => {
  const { wo } = await orderFor(t, owner, vendor.vendor.id);
  const res = await t.call(vendor.token, {
    method: "POST",
    url: "/api/vendorprofile/newproposal",
    payload: { workorderid: wo.id, description: "Hostile import", labor: [], materials: [], other: [] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number };
};

const proposalState = (id: number) => async () => ({
  p: await t.db.select().from(vendorProposals).where(eq(vendorProposals.id, id)),
  labor: await t.db.select().from(vendorProposalLabor).where(eq(vendorProposalLabor.proposalid, id)),
  materials: await t.db
    .select()
    .from(vendorProposalMaterials)
    .where(eq(vendorProposalMaterials.proposalid, id)),
  other: await t.db.select().from(vendorProposalOther).where(eq(vendorProposalOther.proposalid, id)),
});

const importItems = (token: string, proposalid: number, name: string, content: Buffer) => () =>
  t.call(token, {
    method: "POST",
    url: "/api/vendorprofile/importproposalitems",
    ...multipartBody({ proposalid }, [{ name, content }]),
  });

describe("Import Items with hostile workbooks", () => {
  it("refuses a 9 KB .xlsx with one cell at column XFD per row (heap OOM on main) with 422, naming the limit", async () => {
    const p = await draftProposal();
    const file = xfdWorkbook();
    expect(file.length).toBeLessThan(20_000);
    const body = await expectRefusedUnchanged(
      () => whileServing(importItems(A.token, p.id, "items.xlsx", file)),
      422,
      "file_limit",
      proposalState(p.id),
    );
    expect(body.message).toMatch(/column 16384, past the limit of 50 columns/);
  });

  it("refuses the same file from a Tech too, and into an invoice", async () => {
    const p = await draftProposal();
    expectRefusal(await importItems(A.techToken, p.id, "items.xlsx", xfdWorkbook(50))(), 422, "file_limit");
  });

  it("checks the proposal's owner BEFORE reading the file: another vendor's or a missing proposal is 404", async () => {
    const p = await draftProposal();
    for (const id of [p.id, 2_000_000_000]) {
      const body = await expectRefusedUnchanged(
        importItems(B.token, id, "items.xlsx", xfdWorkbook()),
        404,
        "not_found",
        proposalState(p.id),
      );
      expect(body.message).not.toMatch(/limit/);
    }
  });

  it("refuses a merge over the whole sheet and a zip bomb before they are built", async () => {
    const p = await draftProposal();
    const merge = await expectRefusedUnchanged(
      importItems(A.token, p.id, "items.xlsx", mergeBombWorkbook()),
      422,
      "file_limit",
      proposalState(p.id),
    );
    expect(merge.message).toMatch(/past the limit/);
    const bomb = zipBombWorkbook(60);
    expect(bomb.length).toBeLessThan(1 * MB);
    const body = await expectRefusedUnchanged(
      () => whileServing(importItems(A.token, p.id, "items.xlsx", bomb)),
      422,
      "file_limit",
      proposalState(p.id),
    );
    expect(body.message).toMatch(/unpacks to more than 50 MB in one part/);
  });

  it("refuses a 4 KB .xls that claims A1:IV65536 (a 16 s freeze on main) without freezing", async () => {
    const p = await draftProposal();
    const file = wideXls();
    expect(file.length).toBeLessThan(10_000);
    const body = await expectRefusedUnchanged(
      () => whileServing(importItems(A.token, p.id, "items.xls", file)),
      422,
      "file_limit",
      proposalState(p.id),
    );
    expect(body.message).toMatch(/limit/);
  });
});

describe("Import Work Order with hostile files", () => {
  const state = importState(
    t.db,
    t.ctx.config.dataDir,
    ["Sprouts Farmers Market", "Sprouts", "Gabe's", "Gabes"],
    [],
  );

  it("refuses a 3 KB .msg RTF bomb (it aborted the process on main) with 422, the server alive", async () => {
    const file = rtfBombMsg();
    expect(file.length).toBeLessThan(10_000);
    const res = await expectRefusedUnchanged(
      () => whileServing(() => t.call(staff, fileImport("application/vnd.ms-outlook", "bomb.msg", file))),
      422,
      "file_limit",
      state,
    );
    expect(res.message).toMatch(/bomb\.msg: its RTF body unpacks to more than 4 MB/);
  });

  it("refuses a PDF of 20,000 pages (147 s on main) by its page count, within seconds", async () => {
    const file = manyPagesPdf();
    const started = performance.now();
    const body = await expectRefusedUnchanged(
      () => whileServing(() => t.call(staff, fileImport("application/pdf", "pages.pdf", file))),
      422,
      "file_limit",
      state,
    );
    expect(body.message).toMatch(/20000 pages; at most 50/);
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});

describe("PDF uploads with active content or appended data", () => {
  const attach = (workorderid: number, name: string, content: Buffer) =>
    t.call(staff, {
      method: "POST",
      url: "/api/workorder/attachfile",
      ...multipartBody({ workorderid, attachmenttypeid: 1 }, [{ name, content }]),
    });

  for (const pdf of hostilePdfs())
    it(`refuses ${pdf.name} with 422 naming why, storing nothing`, async () => {
      const wo = await makeWorkOrder(t.db, owner);
      const body = await expectRefusedUnchanged(
        () => attach(wo.id, pdf.name, pdf.content),
        422,
        "unsafe_file",
        () => t.db.select().from(workOrderAttachments).where(eq(workOrderAttachments.workorderid, wo.id)),
      );
      expect(body.message).toMatch(pdf.why);
    });
});

describe("File imports (background jobs) with hostile files", () => {
  interface Job {
    state: string;
    error: string | null;
  }
  const runImport = async (url: string, name: string, content: Buffer) => {
    const res = await t.call(staff, { method: "POST", url, ...multipartBody({}, [{ name, content }]) });
    expect(res.statusCode, res.body).toBe(202);
    const { jobid } = res.json() as { jobid: number };
    await whileServing(async () => {
      await t.ctx.jobs.drain();
      return t.call(null, { method: "GET", url: "/api/health" });
    });
    return (await t.call(staff, { method: "GET", url: `/api/jobs/${jobid}` })).json() as Job;
  };

  it("Import Job Sites: a row reaching column XFD fails the job at once, naming the limit, nothing imported", async () => {
    const customer = await makeCustomer(t.db);
    const job = await runImport(
      `/api/jobsites/importjobsites?customerid=${customer.id}`,
      "sites.xlsx",
      xfdWorkbook(2_000),
    );
    expect(job.state).toBe("failed");
    expect(job.error).toMatch(/column 16384, past the limit of 50 columns/);
    expect(await t.db.select().from(jobSites).where(eq(jobSites.customerid, customer.id))).toEqual([]);
  });

  it("Import Trade Rates: a .csv past the column limit fails the job, naming the limit, nothing imported", async () => {
    const customer = await makeCustomer(t.db);
    const wide = Buffer.from(`${Array.from({ length: 70 }, (_, i) => `c${i}`).join(",")}\n`);
    const job = await runImport(`/api/customer/rate/import?customerid=${customer.id}`, "rates.csv", wide);
    expect(job.state).toBe("failed");
    expect(job.error).toBe("rates.csv: a row has more than 64 columns (the limit); nothing was imported.");
    expect(
      await t.db.select().from(customerTrades).where(eq(customerTrades.customerid, customer.id)),
    ).toEqual([]);
  });
});

describe("Upload names", () => {
  it("drops bidi controls and zero-width characters, so a name cannot fake its extension", async () => {
    const wo = await makeWorkOrder(t.db, owner);
    const res = await t.call(staff, {
      method: "POST",
      url: "/api/workorder/attachfile",
      ...multipartBody({ workorderid: wo.id, attachmenttypeid: 1 }, [
        { name: "invoice\u202Efdp.txt", content: Buffer.from("hello") },
        { name: "re\u200Bport\uFEFF.txt", content: Buffer.from("hello") },
      ]),
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.db
      .select()
      .from(workOrderAttachments)
      .where(eq(workOrderAttachments.workorderid, wo.id));
    expect(rows.map((r) => r.displayname).sort()).toEqual(["invoicefdp.txt", "report.txt"]);
  });
});

describe("Uploaded documents a browser could run", () => {
  it("serves a vendor's HTML compliance document only as a sandboxed download, to the vendor and to staff", async () => {
    const page = Buffer.from('<meta http-equiv="refresh" content="0;url=https://example.com/"><p>W9</p>');
    const up = await t.call(A.token, {
      method: "POST",
      url: "/api/vendorprofile/uploaddocument",
      ...multipartBody({ doctype: "W9" }, [{ name: "w9.html", content: page }]),
    });
    expect(up.statusCode, up.body).toBe(201);
    const { document } = up.json() as { document: { id: number } };
    for (const [token, url] of [
      [A.token, `/api/vendorprofile/document/${document.id}/download`],
      [staff, `/api/vendor/document/${A.vendor.id}/${document.id}/download`],
    ] as const) {
      const res = await t.call(token, { method: "GET", url });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="w9.html"/);
      expect(res.headers["content-security-policy"]).toMatch(/^sandbox; default-src 'none'/);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.rawPayload.equals(page)).toBe(true);
    }
  });
});
