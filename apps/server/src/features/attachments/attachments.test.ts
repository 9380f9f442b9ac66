import fs from "node:fs";
import path from "node:path";
import { STATUS } from "@fm/domain";
import type { Attachment } from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { workOrderAttachments, workOrderNotes, workOrders, workOrderVendors } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn } from "../../test/factories.ts";
import {
  CALLERS,
  type Caller,
  expectPermissionMatrix,
  STAFF,
  tokenFor,
} from "../../test/permission-matrix.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { useWorkOrderFile } from "../../test/work-order-file.ts";
import { workOrderState } from "../../test/work-order-state.ts";
import { type FilePart, minimalPdf, multipartBody, SAMPLES } from "./attachment-test-helpers.ts";

const TYPE_WORK_ORDER = 1;
/** Spec 2 §3, letter for letter and in its order. */
const SPEC_PORTAL_LIST = [
  { id: 7, name: "Invoice" },
  { id: 9, name: "Photo" },
  { id: 3, name: "Proposal" },
  { id: 8, name: "Sign Off" },
  { id: 1, name: "Work Request" },
  { id: 10, name: "Other" },
];
const TYPE_OTHER = 10;

const { t, token, customerid, jobsiteid } = await useWorkOrderFile();

const newOrder = (over: Partial<typeof workOrders.$inferInsert> = {}) =>
  makeWorkOrder(t.db, { customerid, jobsiteid }, over);

const upload = (
  fields: Record<string, string | number>,
  files: FilePart[],
  as: string | null = token,
  app: TestApp = t,
) => app.call(as, { method: "POST", url: "/api/workorder/attachfile", ...multipartBody(fields, files) });

const uploadOk = async (
  workorderid: number,
  files: FilePart[],
  extra: Record<string, string | number> = {},
) => {
  const res = await upload({ workorderid, attachmenttypeid: TYPE_WORK_ORDER, ...extra }, files);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Attachment[];
};

const list = (workorderid: number, as = token) =>
  t.call(as, { method: "GET", url: `/api/workorder/attachments?workorderid=${workorderid}` });
const download = (id: number, as: string | null = token) =>
  t.call(as, { method: "GET", url: `/api/workorder/attachment/${id}/download` });
const notesOf = async (id: number) =>
  (await t.db.select().from(workOrderNotes).where(eq(workOrderNotes.workorderid, id))).map((n) => n.note);
const rowsOf = (id: number) =>
  t.db.select().from(workOrderAttachments).where(eq(workOrderAttachments.workorderid, id));
const stagedUploads = () => {
  const dir = path.join(t.ctx.config.dataDir, "tmp", "uploads");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe("attachment types", () => {
  it("lists the work-order types (scope workorder or any) only", async () => {
    const res = await t.call(token, { method: "GET", url: "/api/workorder/getattachmenttypes" });
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as { id: number }[]).map((x) => x.id);
    expect(ids).toContain(TYPE_WORK_ORDER);
    expect(ids).toContain(TYPE_OTHER);
    expect(ids.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 31, 32, 33, 34, 35]); // spec 2 §3 fixed list
  });

  it("offers vendors, techs and customers only the portal subset", async () => {
    const vendor = await makeVendor(t.db);
    const customerUser = await signIn(t, { roles: ["Customer"], customerid });
    for (const as of [
      (await signIn(t, { roles: ["Vendor"], vendorid: vendor.id })).token,
      (await signIn(t, { roles: ["Tech"], vendorid: vendor.id })).token,
      customerUser.token,
    ]) {
      const res = await t.call(as, { method: "GET", url: "/api/workorder/getattachmenttypes" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SPEC_PORTAL_LIST);
    }
    const vendorOwn = await t.call((await signIn(t, { roles: ["Vendor"], vendorid: vendor.id })).token, {
      method: "GET",
      url: "/api/vendorprofile/attachmenttypes",
    });
    expect(vendorOwn.json()).toEqual(SPEC_PORTAL_LIST);
    const own = await t.call(customerUser.token, {
      method: "GET",
      url: "/api/customerprofile/getattachmenttypes",
    });
    expect((own.json() as { id: number }[]).map((x) => x.id)).toEqual([9, 1, 10]);
  });

  it("shows a vendor only the portal types among the order's own files, and all of its own line's (issue 29)", async () => {
    const wo = await newOrder();
    const vendor = await makeVendor(t.db);
    const rival = await makeVendor(t.db);
    const staff = await signIn(t, { roles: ["Dispatchers"] });
    const [line, rivalLine] = await t.db
      .insert(workOrderVendors)
      .values([
        { workorderid: wo.id, vendorid: vendor.id },
        { workorderid: wo.id, vendorid: rival.id },
      ])
      .returning();
    const file = (attachmenttypeid: number, workordervendorid: number | null, displayname: string) => ({
      workorderid: wo.id,
      attachmenttypeid,
      workordervendorid,
      displayname,
      filename: `${displayname}_1.pdf`,
      path: `x/${displayname}_1.pdf`,
      size: 10,
      contenttype: "application/pdf",
      createdby: staff.user.id,
      createdbyname: "staff",
    });
    const rows = await t.db
      .insert(workOrderAttachments)
      .values([
        file(4, null, "approval"), // Customer Proposal Approval: staff's, not the portal list's
        file(2, null, "nte-email"), // Vendor NTE Email of some vendor
        file(9, null, "photo"),
        file(1, null, "request"),
        file(2, line?.id ?? null, "own-nte"), // filed on the vendor's own line
        file(9, rivalLine?.id ?? null, "rival-photo"),
      ])
      .returning({ id: workOrderAttachments.id, displayname: workOrderAttachments.displayname });
    const id = (name: string) => rows.find((r) => r.displayname === name)?.id ?? 0;
    const office = (await signIn(t, { roles: ["Vendor"], vendorid: vendor.id })).token;
    const seen = (await list(wo.id, office)).json() as Attachment[];
    expect(seen.map((a) => a.displayname).sort()).toEqual(["own-nte", "photo", "request"]);
    for (const hidden of ["approval", "nte-email", "rival-photo"])
      expectRefusal(await download(id(hidden), office), 404, "not_found");
    expect((await list(wo.id)).json()).toHaveLength(6);
  });
});

describe("upload, list, download, zip", () => {
  it("stores two files of one type with timestamp-suffixed names and lists them newest first", async () => {
    const wo = await newOrder();
    const rows = await uploadOk(wo.id, [
      { name: "invoice.pdf", content: SAMPLES.pdf, type: "application/pdf" },
      { name: "Front door.png", content: SAMPLES.png, type: "image/png" },
    ]);
    expect(rows).toHaveLength(2);
    const pdf = rows.find((r) => r.displayname === "invoice.pdf");
    expect(pdf).toMatchObject({
      workorderid: wo.id,
      attachmenttypeid: TYPE_WORK_ORDER,
      attachmenttype: "Customer Work Request",
      contenttype: "application/pdf",
      size: SAMPLES.pdf.length,
      previewable: true,
      workordervendorid: null,
    });
    expect(pdf?.filename).toMatch(/^invoice_\d{8}T\d{9}\.pdf$/);
    expect(pdf?.path).toBe(`workorder/${wo.id}/${pdf?.filename}`);
    const png = rows.find((r) => r.displayname === "Front door.png");
    expect(png?.filename).toMatch(/^Front_door_\d{8}T\d{9}\.png$/);
    for (const r of rows) expect(await t.ctx.blobs.exists(r.path)).toBe(true);
    expect(await notesOf(wo.id)).toEqual([
      "Attachments added: invoice.pdf, Front door.png (Customer Work Request).",
    ]);

    const later = await uploadOk(wo.id, [{ name: "notes.docx", content: SAMPLES.docx }]);
    const listed = (await list(wo.id)).json() as Attachment[];
    expect(listed.map((r) => r.id)[0]).toBe(later[0]?.id);
    expect(listed).toHaveLength(3);
    expect(listed.find((r) => r.displayname === "notes.docx")?.previewable).toBe(false);
    expect(listed[0]?.createdbyuser).toMatch(/^Test User/);
    expect(stagedUploads()).toEqual([]);
  });

  it("serves previewable files inline and others as downloads, with the original name", async () => {
    const wo = await newOrder();
    const rows = await uploadOk(wo.id, [
      { name: "Reçu 1.pdf", content: SAMPLES.pdf },
      { name: "report.docx", content: SAMPLES.docx },
      { name: "page.html", content: SAMPLES.html },
      { name: "readme.txt", content: SAMPLES.txt },
    ]);
    const byName = (n: string) => rows.find((r) => r.displayname === n)?.id ?? 0;

    const pdf = await download(byName("Reçu 1.pdf"));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(
      `inline; filename="Re_u 1.pdf"; filename*=UTF-8''Re%C3%A7u%201.pdf`,
    );
    expect(pdf.rawPayload.equals(SAMPLES.pdf)).toBe(true);

    const docx = await download(byName("report.docx"));
    expect(docx.headers["content-disposition"]).toMatch(/^attachment; filename="report.docx"/);
    expect(docx.rawPayload.equals(SAMPLES.docx)).toBe(true);

    // HTML a browser could run: only ever a download (issue 29), sandboxed if opened anyway
    const html = await download(byName("page.html"));
    expect(html.headers["content-disposition"]).toMatch(/^attachment; filename="page.html"/);
    expect(html.headers["content-security-policy"]).toMatch(/^sandbox; default-src 'none'/);
    expect(html.headers["x-content-type-options"]).toBe("nosniff");
    expect(html.rawPayload.equals(SAMPLES.html)).toBe(true);

    const txt = await download(byName("readme.txt"));
    expect(txt.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(txt.headers["content-security-policy"]).toMatch(/^sandbox/);
  });

  it("zips the selected files as {wonumber}_attachments.zip with unique names and the right bytes", async () => {
    const wo = await newOrder();
    const first = await uploadOk(wo.id, [
      { name: "invoice.pdf", content: SAMPLES.pdf },
      { name: "photo.png", content: SAMPLES.png },
    ]);
    const second = minimalPdf("second");
    const again = await uploadOk(wo.id, [{ name: "invoice.pdf", content: second }]);
    const ids = [...first, ...again].map((r) => r.id);
    const res = await t.call(token, {
      method: "POST",
      url: "/api/workorder/attachments/zip",
      payload: { ids },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toContain(`filename="${wo.wonumber}_attachments.zip"`);
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(["invoice (2).pdf", "invoice.pdf", "photo.png"]);
    expect(Buffer.from(entries["photo.png"] ?? []).equals(SAMPLES.png)).toBe(true);
    const pdfs = [entries["invoice.pdf"], entries["invoice (2).pdf"]].map((e) =>
      Buffer.from(e ?? []).toString(),
    );
    expect(pdfs.sort()).toEqual([SAMPLES.pdf.toString(), second.toString()].sort());
  });

  it("refuses a zip across work orders or of unknown ids", async () => {
    const a = (await uploadOk((await newOrder()).id, [{ name: "a.pdf", content: SAMPLES.pdf }]))[0]?.id;
    const b = (await uploadOk((await newOrder()).id, [{ name: "b.pdf", content: SAMPLES.pdf }]))[0]?.id;
    const zip = (ids: number[]) =>
      t.call(token, { method: "POST", url: "/api/workorder/attachments/zip", payload: { ids } });
    expectRefusal(await zip([a ?? 0, b ?? 0]), 400, "bad_request");
    expectRefusal(await zip([a ?? 0, 2_000_000_000]), 404, "not_found");
    expectRefusal(await zip([]), 400, "validation");
  });
});

describe("edit and delete", () => {
  it("renames and changes the type with a System note; the extension stays; stale versions answer 409", async () => {
    const wo = await newOrder();
    const [row] = await uploadOk(wo.id, [{ name: "scan.pdf", content: SAMPLES.pdf }]);
    if (!row) throw new Error("no row");
    const put = (payload: Record<string, unknown>) =>
      t.call(token, { method: "PUT", url: "/api/workorder/updateattachment", payload });
    const res = await put({
      id: row.id,
      displayname: "Signed sign-off.pdf",
      attachmenttypeid: TYPE_OTHER,
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      displayname: "Signed sign-off.pdf",
      filename: row.filename,
      attachmenttypeid: TYPE_OTHER,
      attachmenttype: "Other",
      version: 2,
    });
    expect(await notesOf(wo.id)).toContain(
      "Attachment updated: name scan.pdf → Signed sign-off.pdf; type Customer Work Request → Other.",
    );
    expectRefusal(
      await put({ id: row.id, displayname: "x.pdf", attachmenttypeid: TYPE_OTHER, version: 1 }),
      409,
      "conflict",
    );
    const noVersion = await put({ id: row.id, displayname: "blind.pdf", attachmenttypeid: TYPE_OTHER });
    expectRefusal(noVersion, 400, "validation");
    expect(noVersion.json()).toMatchObject({ fields: { version: expect.any(String) } });
    const [kept] = await t.db.select().from(workOrderAttachments).where(eq(workOrderAttachments.id, row.id));
    expect(kept).toMatchObject({ displayname: "Signed sign-off.pdf", version: 2 });
    const ext = await put({ id: row.id, displayname: "scan.exe", attachmenttypeid: TYPE_OTHER, version: 2 });
    expect(ext.statusCode).toBe(400);
    expect(ext.json()).toMatchObject({ fields: { displayname: expect.any(String) } });
    const bad = await put({
      id: row.id,
      displayname: "../scan.pdf",
      attachmenttypeid: TYPE_OTHER,
      version: 2,
    });
    expect(bad.statusCode).toBe(400);
    const wrongType = await put({ id: row.id, displayname: "scan.pdf", attachmenttypeid: 13, version: 2 });
    expectRefusal(wrongType, 400, "bad_request");
    expect(
      (await put({ id: 2_000_000_000, displayname: "a.pdf", attachmenttypeid: 1, version: 1 })).statusCode,
    ).toBe(404);
  });

  it("deletes the row and its blob, with a System note", async () => {
    const wo = await newOrder();
    const [row] = await uploadOk(wo.id, [{ name: "old.png", content: SAMPLES.png }]);
    if (!row) throw new Error("no row");
    const res = await t.call(token, { method: "DELETE", url: `/api/workorder/removeattachment/${row.id}` });
    expect(res.statusCode).toBe(200);
    expect(await t.ctx.blobs.exists(row.path)).toBe(false);
    expect(await rowsOf(wo.id)).toEqual([]);
    expect(await notesOf(wo.id)).toContain("Attachment removed: old.png (Customer Work Request).");
    expectRefusal(await download(row.id), 404, "not_found");
    const again = await t.call(token, { method: "DELETE", url: `/api/workorder/removeattachment/${row.id}` });
    expectRefusal(again, 404, "not_found");
  });
});

describe("validation", () => {
  const refused = async (
    files: FilePart[],
    message: RegExp,
    fields: Record<string, string | number> = {},
  ) => {
    const wo = await newOrder();
    const res = await upload({ workorderid: wo.id, attachmenttypeid: TYPE_WORK_ORDER, ...fields }, files);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { error: string; message: string; fields: Record<string, string> };
    expect(body.message).toMatch(message);
    expect(await rowsOf(wo.id)).toEqual([]);
    expect(fs.existsSync(path.join(t.ctx.config.dataDir, "files", "workorder", String(wo.id)))).toBe(false);
    expect(stagedUploads()).toEqual([]);
    return body;
  };

  it("refuses path traversal and dangerous names, naming the file", async () => {
    await refused(
      [{ name: "../../etc/passwd.pdf", content: SAMPLES.pdf }],
      /\.\.\/\.\.\/etc\/passwd\.pdf is not allowed/,
    );
    await refused([{ name: "..\\evil.pdf", content: SAMPLES.pdf }], /evil\.pdf is not allowed/);
    await refused([{ name: ".hidden.pdf", content: SAMPLES.pdf }], /not allowed/);
    await refused([{ name: "CON.pdf", content: SAMPLES.pdf }], /CON\.pdf is not allowed/);
    await refused([{ name: "a\u0001b.pdf", content: SAMPLES.pdf }], /a\?b\.pdf is not allowed/);
  });

  it("refuses extensions off the allow-list", async () => {
    const body = await refused(
      [{ name: "setup.exe", content: "MZ" }],
      /setup\.exe has a type that cannot be attached/,
    );
    expect(body.fields.files).toMatch(/Allowed: pdf/);
    await refused([{ name: "noextension", content: "x" }], /cannot be attached/);
  });

  it("refuses content that does not match its extension, and the whole upload with it", async () => {
    await refused(
      [
        { name: "good.pdf", content: SAMPLES.pdf },
        { name: "fake.pdf", content: "<html>not a pdf</html>" },
      ],
      /^The content of fake\.pdf does not match its extension\.$/,
    );
    await refused([{ name: "photo.jpg", content: SAMPLES.png }], /content of photo\.jpg does not match/);
    await refused([{ name: "notes.txt", content: Buffer.from([0x68, 0x00, 0x69]) }], /content of notes\.txt/);
    await refused([{ name: "bad.csv", content: Buffer.from([0xc3, 0x28]) }], /content of bad\.csv/);
    await refused([{ name: "empty.pdf", content: "" }], /empty\.pdf is empty/);
  });

  it("refuses a missing type, a missing work order and an upload without files", async () => {
    const wo = await newOrder();
    const noType = await upload({ workorderid: wo.id }, [{ name: "a.pdf", content: SAMPLES.pdf }]);
    expect(noType.statusCode).toBe(400);
    expect(noType.json()).toMatchObject({
      message: "Choose an attachment type first.",
      fields: { attachmenttypeid: "Choose an attachment type first." },
    });
    const vendorType = await upload({ workorderid: wo.id, attachmenttypeid: 13 }, [
      { name: "a.pdf", content: SAMPLES.pdf },
    ]);
    expect(vendorType.json()).toMatchObject({
      fields: { attachmenttypeid: expect.stringMatching(/not a work-order/) },
    });
    const noWo = await upload({ attachmenttypeid: 1 }, [{ name: "a.pdf", content: SAMPLES.pdf }]);
    expect(noWo.json()).toMatchObject({ fields: { workorderid: "Work Order is required." } });
    const noFiles = await upload({ workorderid: wo.id, attachmenttypeid: 1 }, []);
    expect(noFiles.statusCode).toBe(400);
    expect(noFiles.json()).toMatchObject({ message: "Choose at least one file to upload." });
    const unknownWo = await upload({ workorderid: 2_000_000_000, attachmenttypeid: 1 }, [
      { name: "a.pdf", content: SAMPLES.pdf },
    ]);
    expectRefusal(unknownWo, 404, "not_found");
    const json = await t.call(token, {
      method: "POST",
      url: "/api/workorder/attachfile",
      payload: { workorderid: wo.id },
    });
    expectRefusal(json, 400, "bad_request");
    expect(await rowsOf(wo.id)).toEqual([]);
    expect(stagedUploads()).toEqual([]);
  });

  it("refuses a file over ATTACHMENT_MAX_MB, naming it, and stores nothing", async () => {
    const small = await createTestApp({ ATTACHMENT_MAX_MB: "1" });
    try {
      const as = (await signIn(small, { roles: ["Dispatchers"] })).token;
      const own = await makeCustomer(small.db);
      const site = await makeJobSite(small.db, own.id);
      const wo = await makeWorkOrder(small.db, { customerid: own.id, jobsiteid: site.id });
      const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
      const res = await upload(
        { workorderid: wo.id, attachmenttypeid: 1 },
        [
          { name: "ok.pdf", content: SAMPLES.pdf },
          { name: "big.pdf", content: big },
        ],
        as,
        small,
      );
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        error: "payload_too_large",
        message: "The file big.pdf is larger than the 1 MB limit.",
      });
      expect(
        await small.db.select().from(workOrderAttachments).where(eq(workOrderAttachments.workorderid, wo.id)),
      ).toEqual([]);
      expect(fs.existsSync(path.join(small.ctx.config.dataDir, "files", "workorder", String(wo.id)))).toBe(
        false,
      );
    } finally {
      await small.close();
    }
  });

  it("keeps Invoiced and Cancelled orders read-only", async () => {
    const wo = await newOrder();
    const [row] = await uploadOk(wo.id, [{ name: "a.pdf", content: SAMPLES.pdf }]);
    for (const statusid of [STATUS.Invoiced, STATUS.Cancelled]) {
      await t.db.update(workOrders).set({ statusid }).where(eq(workOrders.id, wo.id));
      const up = await upload({ workorderid: wo.id, attachmenttypeid: 1 }, [
        { name: "b.pdf", content: SAMPLES.pdf },
      ]);
      expect(up.statusCode).toBe(400);
      expect(up.json()).toMatchObject({ error: "locked" });
      const state = () => workOrderState(t.db, wo.id);
      const put = () =>
        t.call(token, {
          method: "PUT",
          url: "/api/workorder/updateattachment",
          payload: { id: row?.id, displayname: "c.pdf", attachmenttypeid: 1, version: 1 },
        });
      await expectRefusedUnchanged(put, 400, "locked", state);
      const del = () =>
        t.call(token, { method: "DELETE", url: `/api/workorder/removeattachment/${row?.id}` });
      await expectRefusedUnchanged(del, 400, "locked", state);
      expect((await download(row?.id ?? 0)).statusCode).toBe(200);
    }
    expect(await rowsOf(wo.id)).toHaveLength(1);
  });
});

describe("vendor lines and row-level scope", () => {
  it("keeps vendor-line files with their line; vendors see their own, customers none of them", async () => {
    const vendor = await makeVendor(t.db);
    const other = await makeVendor(t.db);
    const wo = await newOrder();
    const [line] = await t.db
      .insert(workOrderVendors)
      .values({ workorderid: wo.id, vendorid: vendor.id })
      .returning();
    const [otherLine] = await t.db
      .insert(workOrderVendors)
      .values({ workorderid: wo.id, vendorid: other.id })
      .returning();
    if (!line || !otherLine) throw new Error("no lines");
    const [general] = await uploadOk(wo.id, [{ name: "general.pdf", content: SAMPLES.pdf }]);
    const [mine] = await uploadOk(wo.id, [{ name: "mine.pdf", content: SAMPLES.pdf }], {
      workordervendorid: line.id,
    });
    const [theirs] = await uploadOk(wo.id, [{ name: "theirs.pdf", content: SAMPLES.pdf }], {
      workordervendorid: otherLine.id,
    });
    expect(mine?.workordervendorid).toBe(line.id);
    expect(await notesOf(wo.id)).toContain(
      `Attachment added: mine.pdf (Customer Work Request) for vendor ${vendor.name}.`,
    );

    const vendorLine = (id: number, as = token) =>
      t.call(as, { method: "GET", url: `/api/workorder/vendor/attachments/${id}` });
    expect(((await vendorLine(line.id)).json() as Attachment[]).map((r) => r.displayname)).toEqual([
      "mine.pdf",
    ]);

    const vendorToken = (await signIn(t, { roles: ["Vendor"], vendorid: vendor.id })).token;
    const seen = ((await list(wo.id, vendorToken)).json() as Attachment[]).map((r) => r.displayname).sort();
    expect(seen).toEqual(["general.pdf", "mine.pdf"]);
    expect((await vendorLine(line.id, vendorToken)).statusCode).toBe(200);
    expectRefusal(await vendorLine(otherLine.id, vendorToken), 404, "not_found");
    expectRefusal(await download(theirs?.id ?? 0, vendorToken), 404, "not_found");
    expect((await download(mine?.id ?? 0, vendorToken)).statusCode).toBe(200);

    const customerToken = (await signIn(t, { roles: ["Customer"], customerid })).token;
    const custSeen = ((await list(wo.id, customerToken)).json() as Attachment[]).map((r) => r.displayname);
    expect(custSeen).toEqual(["general.pdf"]);
    expect((await download(general?.id ?? 0, customerToken)).statusCode).toBe(200);
    expectRefusal(await download(mine?.id ?? 0, customerToken), 404, "not_found");
    expectRefusal(await vendorLine(line.id, customerToken), 403, "forbidden");

    expectRefusal(
      await t.call(token, { method: "PUT", url: "/api/workorder/updateattachment", payload: {} }),
      400,
      "validation",
    );
    const wrongLine = await upload(
      { workorderid: (await newOrder()).id, attachmenttypeid: 1, workordervendorid: line.id },
      [{ name: "x.pdf", content: SAMPLES.pdf }],
    );
    expect(wrongLine.statusCode).toBe(400);
    expect(wrongLine.json()).toMatchObject({ fields: { workordervendorid: expect.any(String) } });
  });

  it("answers 404 to a vendor or customer outside the order, for list, download and zip", async () => {
    const wo = await newOrder();
    const [row] = await uploadOk(wo.id, [{ name: "a.pdf", content: SAMPLES.pdf }]);
    const strangerVendor = (await signIn(t, { roles: ["Vendor"], vendorid: (await makeVendor(t.db)).id }))
      .token;
    const strangerCustomer = (
      await signIn(t, { roles: ["Customer"], customerid: (await makeCustomer(t.db)).id })
    ).token;
    for (const as of [strangerVendor, strangerCustomer]) {
      expectRefusal(await list(wo.id, as), 404, "not_found");
      expectRefusal(await download(row?.id ?? 0, as), 404, "not_found");
      const zip = await t.call(as, {
        method: "POST",
        url: "/api/workorder/attachments/zip",
        payload: { ids: [row?.id] },
      });
      expectRefusal(zip, 404, "not_found");
    }
  });
});

describe("permissions", () => {
  /** Like expectPermissionMatrix, but builds a fresh request per caller (for calls that consume their row). */
  const expectFreshMatrix = async (
    build: () => Promise<InjectOptions>,
    expected: Partial<Record<Caller, number>>,
  ) => {
    const actual: Record<string, number> = {};
    const want: Record<string, number> = {};
    for (const caller of CALLERS) {
      const res = await t.call(await tokenFor(t, caller), await build());
      actual[caller] = res.statusCode;
      want[caller] = expected[caller] ?? (caller === "anonymous" ? 401 : 403);
    }
    expect(actual).toEqual(want);
  };

  it("lets staff with update:workorder upload, edit and delete", async () => {
    const wo = await newOrder();
    await expectPermissionMatrix(t, {
      request: {
        method: "POST",
        url: "/api/workorder/attachfile",
        ...multipartBody({ workorderid: wo.id, attachmenttypeid: 1 }, [
          { name: "m.pdf", content: SAMPLES.pdf },
        ]),
      },
      allowed: STAFF,
    });
    const [row] = await uploadOk(wo.id, [{ name: "keep.pdf", content: SAMPLES.pdf }]);
    await expectPermissionMatrix(t, {
      request: {
        method: "PUT",
        url: "/api/workorder/updateattachment",
        payload: { id: row?.id, displayname: "keep.pdf", attachmenttypeid: 1, version: 1 },
      },
      allowed: STAFF,
    });
    await expectFreshMatrix(
      async () => {
        const [r] = await uploadOk(wo.id, [{ name: "gone.pdf", content: SAMPLES.pdf }]);
        return { method: "DELETE", url: `/api/workorder/removeattachment/${r?.id}` };
      },
      { Admin: 200, AccountingAdmin: 200, Dispatchers: 200 },
    );
    const readOnly = (await signIn(t, { roles: ["Dispatchers"], permissions: ["read:workorders"] })).token;
    const denied = await upload(
      { workorderid: wo.id, attachmenttypeid: 1 },
      [{ name: "n.pdf", content: SAMPLES.pdf }],
      readOnly,
    );
    expectRefusal(denied, 403, "forbidden");
  });

  it("lets every role read types; staff read any order, others only within their scope", async () => {
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: "/api/workorder/getattachmenttypes" },
      allowed: ["Admin", "AccountingAdmin", "Dispatchers", "Customer", "Vendor", "Tech"],
    });
    const wo = await newOrder();
    const [row] = await uploadOk(wo.id, [{ name: "r.pdf", content: SAMPLES.pdf }]);
    const scoped = {
      Admin: 200,
      AccountingAdmin: 200,
      Dispatchers: 200,
      Customer: 404,
      Vendor: 404,
      Tech: 404,
    };
    await expectFreshMatrix(
      async () => ({ method: "GET", url: `/api/workorder/attachments?workorderid=${wo.id}` }),
      scoped,
    );
    await expectFreshMatrix(
      async () => ({ method: "GET", url: `/api/workorder/attachment/${row?.id}/download` }),
      scoped,
    );
    await expectFreshMatrix(
      async () => ({ method: "POST", url: "/api/workorder/attachments/zip", payload: { ids: [row?.id] } }),
      scoped,
    );
  });

  it("answers getSAS with 409 storage_local when files are on local disk; staff only", async () => {
    await expectFreshMatrix(async () => ({ method: "GET", url: "/api/storage/getSAS" }), {
      Admin: 409,
      AccountingAdmin: 409,
      Dispatchers: 409,
    });
    const res = await t.call(token, { method: "GET", url: "/api/storage/getSAS" });
    expect(res.json()).toMatchObject({ error: "storage_local" });
  });

  it("lists every attachment call in the OpenAPI document with its access rule", async () => {
    const doc = (await t.call(null, { method: "GET", url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, { "x-access"?: string }>>;
    };
    const calls: [string, string][] = [
      ["/api/workorder/getattachmenttypes", "get"],
      ["/api/workorder/attachments", "get"],
      ["/api/workorder/vendor/attachments/{workordervendorid}", "get"],
      ["/api/workorder/attachfile", "post"],
      ["/api/workorder/updateattachment", "put"],
      ["/api/workorder/removeattachment/{id}", "delete"],
      ["/api/workorder/attachment/{id}/download", "get"],
      ["/api/workorder/attachments/zip", "post"],
      ["/api/storage/getSAS", "get"],
    ];
    for (const [url, method] of calls)
      expect(doc.paths[url]?.[method]?.["x-access"], `${method} ${url}`).toBeTruthy();
  });
});
