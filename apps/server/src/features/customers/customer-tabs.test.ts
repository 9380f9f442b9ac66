import fs from "node:fs";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customerAttachments, customerContacts, customerNotes } from "../../db/schema/index.ts";
import { makeCustomer } from "../../test/factories.ts";
import { expectPermissionMatrix, STAFF, tokenFor } from "../../test/permission-matrix.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { multipartBody, SAMPLES } from "../../test/uploads.ts";
import { jsonCaller, useSignedIn, useTestApp } from "../../test/use-test-app.ts";

const t = useTestApp();
const dispatcher = useSignedIn(t, { roles: ["Dispatchers"] });

const call = jsonCaller(t, dispatcher);

// ---- Contacts (spec 3 §2.5, §3 Customer contact, §5) ----

interface Contact {
  id: number;
  version: number;
  title: string | null;
  isprimary: boolean;
  firstname: string;
  lastname: string;
  emailaddress: string | null;
  phone: string | null;
  mobilephone: string | null;
}
const contactRows = (customerid: number) =>
  t.db
    .select()
    .from(customerContacts)
    .where(eq(customerContacts.customerid, customerid))
    .orderBy(asc(customerContacts.id));
const addContact = async (payload: Record<string, unknown>) => {
  const res = await call("POST", "/api/customer/contact/add", payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Contact;
};

describe("customer contacts", () => {
  it("adds a contact (phones in the mask), lists it, updates it at its version and deletes it", async () => {
    const c = await makeCustomer(t.db);
    const added = await addContact({
      customerid: c.id,
      title: "Facilities Manager",
      isprimary: true,
      firstname: "Dana",
      lastname: "Reyes",
      emailaddress: "dana@acme.example.com",
      phone: "(512) 555-0100",
      mobilephone: "512.555.0101",
    });
    expect(added).toMatchObject({
      version: 1,
      title: "Facilities Manager",
      isprimary: true,
      phone: "+1 (512) 555-0100",
      mobilephone: "+1 (512) 555-0101",
    });
    const listed = (await call("GET", `/api/customer/contacts?customerid=${c.id}`)).json() as Contact[];
    expect(listed.map((x) => [x.id, x.firstname, x.lastname])).toEqual([[added.id, "Dana", "Reyes"]]);

    const upd = await call("PUT", "/api/customer/contact/update", {
      id: added.id,
      version: added.version,
      title: "",
      isprimary: false,
      firstname: "Dana",
      lastname: "Reyes-Ortiz",
      emailaddress: "",
      phone: "+1 (737) 555-0199",
      mobilephone: null,
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({
      id: added.id,
      version: 2,
      title: null,
      isprimary: false,
      lastname: "Reyes-Ortiz",
      emailaddress: null,
      phone: "+1 (737) 555-0199",
      mobilephone: null,
    });
    expect((await contactRows(c.id))[0]).toMatchObject({ lastname: "Reyes-Ortiz", version: 2 });

    const del = await call("DELETE", `/api/customer/contact/delete/${added.id}?version=2`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ id: added.id });
    expect(await contactRows(c.id)).toEqual([]);
  });

  it("keeps one primary contact: marking another primary clears the first", async () => {
    const c = await makeCustomer(t.db);
    const first = await addContact({ customerid: c.id, isprimary: true, firstname: "A", lastname: "One" });
    const second = await addContact({ customerid: c.id, isprimary: true, firstname: "B", lastname: "Two" });
    expect((await contactRows(c.id)).map((r) => [r.id, r.isprimary])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
  });

  it("refuses bad fields with the spec's messages, naming every one, and writes nothing", async () => {
    const c = await makeCustomer(t.db);
    const body = await expectRefusedUnchanged(
      () =>
        call("POST", "/api/customer/contact/add", {
          customerid: c.id,
          title: "T".repeat(51),
          firstname: "",
          emailaddress: "not-an-email",
          phone: "123",
          mobilephone: "+1 (112) 555-0100",
        }),
      400,
      "validation",
      () => contactRows(c.id),
    );
    expect(body.fields).toEqual({
      title: "Title must be at most 50 characters.",
      firstname: "First Name is required.",
      lastname: "Last Name is required.",
      emailaddress: "Email is invalid.",
      phone: "The phone must have a correct USA phone format",
      mobilephone: "The phone must have a correct USA phone format",
    });

    // a title of exactly 50 characters is accepted
    const fifty = await addContact({
      customerid: c.id,
      title: "T".repeat(50),
      firstname: "A",
      lastname: "B",
    });
    expect(fifty.title).toHaveLength(50);

    // the same rules on update, and the stored row is untouched
    const upd = await expectRefusedUnchanged(
      () =>
        call("PUT", "/api/customer/contact/update", {
          id: fifty.id,
          version: fifty.version,
          firstname: "  ",
          lastname: "B",
          phone: "555-0100",
        }),
      400,
      "validation",
      () => contactRows(c.id),
    );
    expect(upd.fields).toEqual({
      firstname: "First Name is required.",
      phone: "The phone must have a correct USA phone format",
    });
  });

  it("answers 409 to an update or delete at a stale version and changes nothing", async () => {
    const c = await makeCustomer(t.db);
    const added = await addContact({ customerid: c.id, firstname: "Sam", lastname: "Lee" });
    const moved = await call("PUT", "/api/customer/contact/update", {
      id: added.id,
      version: added.version,
      firstname: "Sam",
      lastname: "Lee-Park",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await expectRefusedUnchanged(
      () =>
        call("PUT", "/api/customer/contact/update", {
          id: added.id,
          version: added.version,
          firstname: "Sam",
          lastname: "Overwritten",
        }),
      409,
      "conflict",
      () => contactRows(c.id),
    );
    await expectRefusedUnchanged(
      () => call("DELETE", `/api/customer/contact/delete/${added.id}?version=${added.version}`),
      409,
      "conflict",
      () => contactRows(c.id),
    );
    expect((await contactRows(c.id)).map((r) => [r.lastname, r.version])).toEqual([["Lee-Park", 2]]);
  });
});

// ---- Notes (spec 3 §2.5: rich text, visible-to-customer flag off by default) ----

interface Note {
  id: number;
  version: number;
  note: string;
  isvisibletocustomer: boolean;
  createdByUser: string;
}
const noteRows = (customerid: number) =>
  t.db
    .select()
    .from(customerNotes)
    .where(eq(customerNotes.customerid, customerid))
    .orderBy(asc(customerNotes.id));

describe("customer notes", () => {
  it("adds a note sanitised on the way in, not visible to the customer unless flagged", async () => {
    const c = await makeCustomer(t.db);
    const res = await call("POST", "/api/customer/note/add", {
      customerid: c.id,
      note: '<p>Gate code <b>4411</b><script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const note = res.json() as Note;
    expect(note.isvisibletocustomer).toBe(false);
    const [stored] = await noteRows(c.id);
    expect(stored?.note).toContain("Gate code <b>4411</b>");
    expect(stored?.note).not.toMatch(/<script|alert\(1\)|onerror/i);
    expect(stored?.isvisibletocustomer).toBe(false);
    expect(note.note).toBe(stored?.note);

    const listed = (await call("GET", `/api/customer/notes?customerid=${c.id}`)).json() as Note[];
    expect(listed.map((n) => n.id)).toEqual([note.id]);

    // note text is required (spec 3 §5): blank, or nothing left once sanitised, is refused
    for (const empty of ["", "<script>alert(1)</script>"]) {
      const blank = await expectRefusedUnchanged(
        () => call("POST", "/api/customer/note/add", { customerid: c.id, note: empty }),
        400,
        "validation",
        () => noteRows(c.id),
      );
      expect(Object.keys(blank.fields ?? {})).toEqual(["note"]);
    }
  });

  it("updates (flag on, sanitised again) and deletes at the version; a stale version answers 409", async () => {
    const c = await makeCustomer(t.db);
    const note = (
      await call("POST", "/api/customer/note/add", { customerid: c.id, note: "<p>First</p>" })
    ).json() as Note;
    const upd = await call("PUT", "/api/customer/note/update", {
      id: note.id,
      version: note.version,
      note: '<p>Second <a href="javascript:alert(1)">link</a></p>',
      isvisibletocustomer: true,
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ id: note.id, version: note.version + 1, isvisibletocustomer: true });
    const [stored] = await noteRows(c.id);
    expect(stored?.note).toContain("Second");
    expect(stored?.note).not.toContain("javascript:");

    await expectRefusedUnchanged(
      () =>
        call("PUT", "/api/customer/note/update", {
          id: note.id,
          version: note.version,
          note: "<p>Lost update</p>",
        }),
      409,
      "conflict",
      () => noteRows(c.id),
    );
    await expectRefusedUnchanged(
      () => call("DELETE", `/api/customer/note/delete/${note.id}?version=${note.version}`),
      409,
      "conflict",
      () => noteRows(c.id),
    );
    const del = await call("DELETE", `/api/customer/note/delete/${note.id}?version=${note.version + 1}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(await noteRows(c.id)).toEqual([]);
  });
});

// ---- Attachments (spec 3 §2.10) ----

interface Attachment {
  id: number;
  version: number;
  attachmenttypeid: number;
  attachmenttype: string;
  filename: string;
  displayname: string;
  path: string;
  createdbyuser: string;
}
const attachmentRows = (customerid: number) =>
  t.db
    .select()
    .from(customerAttachments)
    .where(eq(customerAttachments.customerid, customerid))
    .orderBy(asc(customerAttachments.id));
const upload = (
  fields: Record<string, string | number>,
  files = [{ name: "msa.pdf", content: SAMPLES.pdf }],
) =>
  t.call(dispatcher.token, {
    method: "POST",
    url: "/api/customer/attachfile",
    ...multipartBody(fields, files),
  });
const uploadOne = async (customerid: number, attachmenttypeid: number, name: string, content: Buffer) => {
  const res = await upload({ customerid, attachmenttypeid }, [{ name, content }]);
  expect(res.statusCode, res.body).toBe(201);
  const found = (res.json() as Attachment[]).find((a) => a.displayname === name);
  if (!found) throw new Error(`${name} not listed`);
  return found;
};

describe("customer attachments", () => {
  it("stores an upload under a timestamped name and lists it with its original name and type", async () => {
    const c = await makeCustomer(t.db);
    const res = await upload({ customerid: c.id, attachmenttypeid: 30 }, [
      { name: "Master Services Agreement.pdf", content: SAMPLES.pdf },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [a] = res.json() as Attachment[];
    expect(a).toMatchObject({
      attachmenttypeid: 30,
      attachmenttype: "MSA Agreement",
      displayname: "Master Services Agreement.pdf",
    });
    if (!a) throw new Error("no attachment");
    expect(a.filename).not.toBe(a.displayname);
    expect(a.path.startsWith(`customer/${c.id}/`)).toBe(true);
    expect(await t.ctx.blobs.exists(a.path)).toBe(true);
    const listed = (await call("GET", `/api/customer/attachments?customerid=${c.id}`)).json() as Attachment[];
    expect(listed.map((x) => [x.id, x.displayname])).toEqual([[a.id, "Master Services Agreement.pdf"]]);
  });

  it("refuses a type that is not a customer document type, and an upload without a file, storing nothing", async () => {
    const c = await makeCustomer(t.db);
    const rows = () => attachmentRows(c.id);
    const vendorType = await expectRefusedUnchanged(
      () => upload({ customerid: c.id, attachmenttypeid: 13 }),
      400,
      "bad_request",
      rows,
    );
    expect(vendorType.fields).toEqual({
      attachmenttypeid: "Attachment type 13 is not a customer document type.",
    });
    const typeless = await expectRefusedUnchanged(
      () => upload({ customerid: c.id }),
      400,
      "bad_request",
      rows,
    );
    expect(typeless.fields).toEqual({ attachmenttypeid: "Choose an attachment type first." });
    const noFile = await expectRefusedUnchanged(
      () => upload({ customerid: c.id, attachmenttypeid: 27 }, []),
      400,
      "bad_request",
      rows,
    );
    expect(noFile.fields).toEqual({ files: "Choose at least one file to upload." });
    expect((await call("GET", `/api/customer/attachments?customerid=${c.id}`)).json()).toEqual([]);
    // nothing reached the blob store either (the local store of the test app)
    expect(fs.existsSync(path.join(t.ctx.config.dataDir, "files", "customer", String(c.id)))).toBe(false);
  });

  it("updates type and name at the version; a stale update or remove answers 409 and changes nothing", async () => {
    const c = await makeCustomer(t.db);
    const a = await uploadOne(c.id, 27, "onboarding.pdf", SAMPLES.pdf);
    const upd = await call("PUT", "/api/customer/updateattachment", {
      id: a.id,
      version: a.version,
      attachmenttypeid: 31,
      displayname: "Territory",
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({
      attachmenttypeid: 31,
      attachmenttype: "Territory Map",
      displayname: "Territory.pdf",
      version: a.version + 1,
    });
    await expectRefusedUnchanged(
      () =>
        call("PUT", "/api/customer/updateattachment", {
          id: a.id,
          version: a.version,
          attachmenttypeid: 11,
          displayname: "Lost",
        }),
      409,
      "conflict",
      () => attachmentRows(c.id),
    );
    const wrongType = await expectRefusedUnchanged(
      () =>
        call("PUT", "/api/customer/updateattachment", {
          id: a.id,
          version: a.version + 1,
          attachmenttypeid: 14,
          displayname: "W9",
        }),
      400,
      "bad_request",
      () => attachmentRows(c.id),
    );
    expect(Object.keys(wrongType.fields ?? {})).toEqual(["attachmenttypeid"]);
    await expectRefusedUnchanged(
      () => call("DELETE", `/api/customer/removeattachment/${a.id}?version=${a.version}`),
      409,
      "conflict",
      () => attachmentRows(c.id),
    );
    expect(await t.ctx.blobs.exists(a.path)).toBe(true);
  });

  it("removes the row and its stored blob", async () => {
    const c = await makeCustomer(t.db);
    const a = await uploadOne(c.id, 29, "sites.pdf", SAMPLES.pdf);
    expect(await t.ctx.blobs.exists(a.path)).toBe(true);
    const del = await call("DELETE", `/api/customer/removeattachment/${a.id}?version=${a.version}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ id: a.id });
    expect(await attachmentRows(c.id)).toEqual([]);
    expect(await t.ctx.blobs.exists(a.path)).toBe(false);
    expectRefusal(await call("GET", `/api/customer/attachment/${a.id}/download`), 404, "not_found");
  });

  it("downloads pdf and png inline and other kinds as an attachment, with the original name", async () => {
    const c = await makeCustomer(t.db);
    const pdf = await uploadOne(c.id, 28, "rates.pdf", SAMPLES.pdf);
    const png = await uploadOne(c.id, 31, "map.png", SAMPLES.png);
    const docx = await uploadOne(c.id, 11, "Notes for Q3.docx", SAMPLES.docx);

    const pdfFile = await call("GET", `/api/customer/attachment/${pdf.id}/download`);
    expect(pdfFile.statusCode).toBe(200);
    expect(pdfFile.headers["content-disposition"]).toMatch(/^inline;.*rates\.pdf/);
    expect(pdfFile.rawPayload.equals(SAMPLES.pdf)).toBe(true);

    const pngFile = await call("GET", `/api/customer/attachment/${png.id}/download`);
    expect(pngFile.headers["content-disposition"]).toMatch(/^inline;.*map\.png/);
    expect(pngFile.rawPayload.equals(SAMPLES.png)).toBe(true);

    const docxFile = await call("GET", `/api/customer/attachment/${docx.id}/download`);
    expect(docxFile.statusCode).toBe(200);
    expect(docxFile.headers["content-disposition"]).toMatch(/^attachment;.*Notes(%20| )for(%20| )Q3\.docx/);
    expect(docxFile.rawPayload.equals(SAMPLES.docx)).toBe(true);
  });
});

// ---- Who may call (spec 3 §6: staff with read:customers; never Vendor, Tech or Customer) ----

describe("customer tabs permissions", () => {
  it("lets staff read every tab and refuses Vendor, Tech and Customer (403) and anonymous (401)", async () => {
    const c = await makeCustomer(t.db);
    for (const url of [
      `/api/customer/contacts?customerid=${c.id}`,
      `/api/customer/notes?customerid=${c.id}`,
      `/api/customer/attachments?customerid=${c.id}`,
    ]) {
      await expectPermissionMatrix(t, { request: { method: "GET", url }, allowed: STAFF });
    }
  });

  it("refuses a Vendor, a Tech and a Customer writing to any tab (403), with nothing written", async () => {
    const c = await makeCustomer(t.db);
    const state = async () => ({
      contacts: await contactRows(c.id),
      notes: await noteRows(c.id),
      attachments: await attachmentRows(c.id),
    });
    for (const role of ["Vendor", "Tech", "Customer"] as const) {
      const outsider = await tokenFor(t, role);
      await expectRefusedUnchanged(
        () =>
          t.call(outsider, {
            method: "POST",
            url: "/api/customer/contact/add",
            payload: { customerid: c.id, firstname: "X", lastname: "Y" },
          }),
        403,
        "forbidden",
        state,
      );
      await expectRefusedUnchanged(
        () =>
          t.call(outsider, {
            method: "POST",
            url: "/api/customer/note/add",
            payload: { customerid: c.id, note: "<p>x</p>" },
          }),
        403,
        "forbidden",
        state,
      );
      await expectRefusedUnchanged(
        () =>
          t.call(outsider, {
            method: "POST",
            url: "/api/customer/attachfile",
            ...multipartBody({ customerid: c.id, attachmenttypeid: 27 }, [
              { name: "a.pdf", content: SAMPLES.pdf },
            ]),
          }),
        403,
        "forbidden",
        state,
      );
    }
  });
});
