import { Readable } from "node:stream";
import { JOB_SITE_IMPORT_COLUMNS } from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { jobSites } from "../../db/schema/index.ts";
import { makeCustomer } from "../../test/factories.ts";
import { multipartBody } from "../../test/multipart.ts";
import { expectRefusal } from "../../test/refusals.ts";
import { useSignedIn, useTestApp } from "../../test/use-test-app.ts";
import { checkJobSiteWorkbook, insertJobSiteWorkbook } from "./jobsite-workbook.ts";

const t = useTestApp();
const dispatcher = useSignedIn(t, { roles: ["Dispatchers"] });

const workbook = async (rows: Record<string, string>[]) => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Job Sites");
  ws.addRow(JOB_SITE_IMPORT_COLUMNS.map(([, label]) => label));
  for (const r of rows) ws.addRow(JOB_SITE_IMPORT_COLUMNS.map(([key]) => r[key] ?? ""));
  return Buffer.from(await wb.xlsx.writeBuffer());
};
const site = (n: number, over: Record<string, string> = {}) => ({
  jobsite: `Store #${n}`,
  jobsitedescription: `Store ${n}`,
  streetaddress: `${n} Main St`,
  city: "Austin",
  statecode: "TX",
  postalcode: "78701",
  phone: "512-555-0100",
  ...over,
});
const upload = async (customerid: number, content: Buffer, name = "sites.xlsx") =>
  t.call(dispatcher.token, {
    method: "POST",
    url: `/api/jobsites/importjobsites?customerid=${customerid}`,
    ...multipartBody({}, [{ name, content }]),
  });
interface Job {
  state: string;
  progress: { done: number; total: number };
  result: {
    imported: number;
    rows: number;
    errors: { row: number; field: string; message: string }[];
  } | null;
  error: string | null;
}
const job = async (id: number) =>
  (await t.call(dispatcher.token, { method: "GET", url: `/api/jobs/${id}` })).json() as Job;
const sitesOf = (customerid: number) =>
  t.db.select().from(jobSites).where(eq(jobSites.customerid, customerid));

describe("Import Job Sites", () => {
  it("downloads a sample sheet with the expected columns and one example row", async () => {
    const res = await t.call(dispatcher.token, { method: "POST", url: "/api/jobsites/downloadsamplesheet" });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    if (!ws) throw new Error("no worksheet");
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(JOB_SITE_IMPORT_COLUMNS.map(([, l]) => l));
    expect(ws.actualRowCount).toBe(2);
  });

  it("imports every row of a valid file in the background, with coordinates", async () => {
    const c = await makeCustomer(t.db);
    const res = await upload(
      c.id,
      await workbook([site(1), site(2), site(3, { postalcode: "98101", city: "Seattle", statecode: "WA" })]),
    );
    expect(res.statusCode, res.body).toBe(202);
    const { jobid } = res.json() as { jobid: number };
    expect((await job(jobid)).state).toBe("queued");
    await t.ctx.jobs.drain();
    expect(await job(jobid)).toMatchObject({
      state: "succeeded",
      result: { imported: 3, rows: 3, errors: [] },
    });
    const rows = await sitesOf(c.id);
    expect(rows.map((r) => r.jobsite).sort()).toEqual(["Store #1", "Store #2", "Store #3"]);
    expect(rows.every((r) => r.latitude !== null)).toBe(true);
    expect(rows.find((r) => r.jobsite === "Store #1")?.phone).toBe("+1 (512) 555-0100");
  }, 90_000); // each pass starts a reader thread (a few seconds on a loaded host)

  it("imports nothing from a file with any bad row and names each error by row", async () => {
    const c = await makeCustomer(t.db);
    const res = await upload(
      c.id,
      await workbook([site(1), site(2, { city: "", phone: "123" }), site(3), site(4, { email: "nope" })]),
    );
    const { jobid } = res.json() as { jobid: number };
    await t.ctx.jobs.drain();
    const done = await job(jobid);
    expect(done.state).toBe("failed");
    expect(done.error).toBe("3 error(s) in the file; nothing was imported.");
    expect(done.result?.errors).toEqual([
      { row: 3, field: "city", message: "City is required." },
      { row: 3, field: "phone", message: "The phone must have a correct USA phone format" },
      { row: 5, field: "email", message: "Email is invalid." },
    ]);
    expect(await sitesOf(c.id)).toEqual([]);
  });

  it("refuses a second import for the same customer while one is queued, and a non-xlsx file", async () => {
    const c = await makeCustomer(t.db);
    const first = await upload(c.id, await workbook([site(1)]));
    expect(first.statusCode).toBe(202);
    const second = expectRefusal(await upload(c.id, await workbook([site(2)])), 409, "conflict");
    expect(second.message).toBe("An import of job sites for this customer is already running.");
    await t.ctx.jobs.drain();
    expect((await sitesOf(c.id)).map((s) => s.jobsite)).toEqual(["Store #1"]);
    const csv = expectRefusal(await upload(c.id, Buffer.from("a,b\n1,2\n"), "sites.csv"), 400, "bad_request");
    expect(csv.fields).toEqual({ file: "Only .xlsx spreadsheets can be imported." });
  });

  it("streams the insert pass in one transaction: a row that fails on the second pass rolls every row back", async () => {
    const c = await makeCustomer(t.db);
    const rows = [...Array.from({ length: 1500 }, (_, i) => site(i + 1)), site(1501, { postalcode: "x" })];
    const file = await workbook(rows);
    const checked = await checkJobSiteWorkbook(Readable.from(file), async () => undefined);
    expect(checked).toMatchObject({ dataRows: 1501, errorCount: 1 });
    expect(checked.errors).toEqual([{ row: 1502, field: "postalcode", message: expect.any(String) }]);
    await expect(insertJobSiteWorkbook(t.db, c.id, async () => Readable.from(file))).rejects.toThrow(
      "Row 1502 changed since it was checked; nothing was imported.",
    );
    expect(await sitesOf(c.id)).toEqual([]);
    const good = await workbook(rows.slice(0, 1500));
    expect(await insertJobSiteWorkbook(t.db, c.id, async () => Readable.from(good))).toBe(1500);
    expect(await sitesOf(c.id)).toHaveLength(1500);
  }, 90_000);
});
