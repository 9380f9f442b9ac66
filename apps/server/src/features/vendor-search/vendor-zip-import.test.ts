import { vendorZipImportKey } from "@fm/domain/contracts";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vendorZips } from "../../db/schema/index.ts";
import { parseCsv } from "../../platform/file-parsing/csv.parser.ts";
import { CSV_LIMITS } from "../../platform/file-parsing/index.ts";
import { makeVendor, signIn } from "../../test/factories.ts";
import { multipartBody } from "../../test/multipart.ts";
import { expectRefusedUnchanged } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { readZipCsv } from "./vendor-zip-import.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token: admin } = await signIn(t, { roles: ["Admin"] }));
});
afterAll(() => t.close());

const upload = (vendorid: number, files: { name: string; content: string }[], token = admin) =>
  t.call(token, {
    method: "POST",
    url: `/api/admin/importtradezips?vendorid=${vendorid}`,
    ...multipartBody({}, files),
  });
const job = async (id: number) =>
  (await t.call(admin, { method: "GET", url: `/api/jobs/${id}` })).json() as {
    state: string;
    result: {
      imported: number;
      rows: number;
      errors: { row: number; field: string; message: string }[];
    } | null;
  };
const zipsOf = async (vendorid: number) =>
  (
    await t.db
      .select({ zip: vendorZips.zipcode })
      .from(vendorZips)
      .where(eq(vendorZips.vendorid, vendorid))
      .orderBy(asc(vendorZips.zipcode))
  ).map((r) => r.zip);

describe("Import Zips", () => {
  it("reads one ZIP per row, skipping a header, padding spreadsheet-trimmed zeros", () => {
    expect(
      readZipCsv(
        parseCsv("Zip Code\n78701\n501\n78702-1234\n78701\n", { shownName: "zips.csv", limits: CSV_LIMITS }),
      ),
    ).toEqual({
      zips: ["78701", "00501", "78702"],
      rows: 4,
      errors: [],
    });
  });

  it("imports nothing from a file with a bad row and names every bad row", async () => {
    const v = await makeVendor(t.db);
    await t.db.insert(vendorZips).values({ vendorid: v.id, zipcode: "73102" });
    const res = await upload(v.id, [
      { name: "zips.csv", content: "Zip Code\n78701\n7870A\n\n00000\n78702\n" },
    ]);
    expect(res.statusCode, res.body).toBe(202);
    await t.ctx.jobs.drain();
    const failed = await job((res.json() as { jobid: number }).jobid);
    expect(failed.state).toBe("failed");
    // blank lines are skipped by the reader; rows are the file's line numbers
    expect(failed.result?.errors).toEqual([
      { row: 3, field: "Zip Code", message: "7870A is not a 5-digit ZIP code." },
      { row: 4, field: "Zip Code", message: "00000 is not a known US ZIP code." },
    ]);
    expect(await zipsOf(v.id)).toEqual(["73102"]);
  });

  it("replaces the vendor's coverage ZIPs with a valid file, one import per vendor at a time", async () => {
    const v = await makeVendor(t.db);
    await t.db.insert(vendorZips).values({ vendorid: v.id, zipcode: "73102" });
    const first = await upload(v.id, [{ name: "zips.csv", content: "78701\n78702\n78703\n" }]);
    expect(first.statusCode, first.body).toBe(202);
    // a second upload while the first is queued is refused, nothing queued
    await expectRefusedUnchanged(
      () => upload(v.id, [{ name: "zips.csv", content: "78704\n" }]),
      409,
      "conflict",
      () => zipsOf(v.id),
    );
    await t.ctx.jobs.drain();
    expect(await job((first.json() as { jobid: number }).jobid)).toMatchObject({
      state: "succeeded",
      result: { imported: 3, rows: 3, errors: [] },
    });
    expect(await zipsOf(v.id)).toEqual(["78701", "78702", "78703"]);
    // the page finds the vendor's latest import again after a reload
    const latest = await t.call(admin, {
      method: "GET",
      url: `/api/jobs/latest?kind=vendorzips.import&key=${encodeURIComponent(vendorZipImportKey(v.id))}`,
    });
    expect(latest.json()).toMatchObject({
      job: { id: (first.json() as { jobid: number }).jobid, state: "succeeded" },
    });
  });

  it("takes exactly one .csv file", async () => {
    const v = await makeVendor(t.db);
    for (const files of [
      [],
      [
        { name: "a.csv", content: "78701\n" },
        { name: "b.csv", content: "78702\n" },
      ],
      [{ name: "zips.txt", content: "78701\n" }],
    ]) {
      const res = await upload(v.id, files);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await zipsOf(v.id)).toEqual([]);
  });

  it("is Admin only, and the vendor picker lists vendors with their ZIP counts", async () => {
    const v = await makeVendor(t.db, { name: `Picker ${Date.now()}` });
    await t.db.insert(vendorZips).values({ vendorid: v.id, zipcode: "78701" });
    const { token: dispatcher } = await signIn(t, { roles: ["Dispatchers"] });
    await expectRefusedUnchanged(
      () => upload(v.id, [{ name: "zips.csv", content: "78702\n" }], dispatcher),
      403,
      "forbidden",
      () => zipsOf(v.id),
    );
    const page = await t.call(admin, {
      method: "GET",
      url: `/api/admin/importtradezips/vendors?search=${encodeURIComponent(v.name)}`,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      pageSize: 100,
      total: 1,
      rows: [{ id: v.id, name: v.name, address: "3 Test Way", city: "Austin", statecode: "TX", zipcount: 1 }],
    });
  });
});
