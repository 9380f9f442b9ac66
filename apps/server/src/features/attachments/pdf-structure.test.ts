import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workOrderAttachments } from "../../db/schema/index.ts";
import { isStructurallyValidPdf } from "../../platform/uploads/index.ts";
import { makeCustomer, makeJobSite, makeWorkOrder, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { type FilePart, minimalPdf, multipartBody, pdfHeaderOver } from "./attachment-test-helpers.ts";

let t: TestApp;
let token: string;
let refs: { customerid: number; jobsiteid: number };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fm-pdf-"));

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t, { roles: ["Dispatchers"] })).token;
  const customerid = (await makeCustomer(t.db)).id;
  refs = { customerid, jobsiteid: (await makeJobSite(t.db, customerid)).id };
});
afterAll(async () => {
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const upload = async (files: FilePart[]) => {
  const wo = await makeWorkOrder(t.db, refs);
  const res = await t.call(token, {
    method: "POST",
    url: "/api/workorder/attachfile",
    ...multipartBody({ workorderid: wo.id, attachmenttypeid: 1 }, files),
  });
  const rows = await t.db
    .select()
    .from(workOrderAttachments)
    .where(eq(workOrderAttachments.workorderid, wo.id));
  const stored = path.join(t.ctx.config.dataDir, "files", "workorder", String(wo.id));
  const staged = path.join(t.ctx.config.dataDir, "tmp", "uploads");
  return {
    res,
    rows,
    storedFiles: fs.existsSync(stored) ? fs.readdirSync(stored) : [],
    stagedFiles: fs.existsSync(staged) ? fs.readdirSync(staged) : [],
  };
};

const fileWith = (name: string, bytes: Buffer) => {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, bytes);
  return file;
};

describe("PDF structure check (issue 11 #11)", () => {
  it("accepts a structurally valid PDF and opens it", async () => {
    expect(await isStructurallyValidPdf(fileWith("ok.pdf", minimalPdf()))).toBe(true);
    const { res, rows } = await upload([
      { name: "report.pdf", content: minimalPdf(), type: "application/pdf" },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(rows).toHaveLength(1);
  });

  it.each([
    { what: "an ELF executable", bytes: pdfHeaderOver("elf") },
    { what: "a PE executable", bytes: pdfHeaderOver("pe") },
    { what: "bytes that are no document", bytes: Buffer.from("%PDF-1.4\nnothing here at all\n%%EOF\n") },
    { what: "a PDF cut off after its header", bytes: minimalPdf().subarray(0, 40) },
  ])("refuses $what behind a %PDF- header with 415, storing nothing", async ({ bytes }) => {
    expect(await isStructurallyValidPdf(fileWith("bad.pdf", bytes))).toBe(false);
    const { res, rows, storedFiles, stagedFiles } = await upload([
      { name: "invoice.pdf", content: bytes, type: "application/pdf" },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: "unsupported_media_type",
      message: "The file invoice.pdf is not a valid PDF document.",
      fields: { files: "The file invoice.pdf is not a valid PDF document." },
    });
    expect(rows).toEqual([]);
    expect(storedFiles).toEqual([]);
    expect(stagedFiles).toEqual([]);
  });

  it("checks a file declared as application/pdf whatever its name, and refuses the whole upload", async () => {
    const { res, rows } = await upload([
      { name: "good.pdf", content: minimalPdf() },
      {
        name: "scan.zip",
        content: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(20)]),
        type: "application/pdf",
      },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      error: "unsupported_media_type",
      message: "The file scan.zip is not a valid PDF document.",
    });
    expect(rows).toEqual([]);
  });
});
