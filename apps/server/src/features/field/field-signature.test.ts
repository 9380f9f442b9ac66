import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import {
  workOrderAttachments,
  workOrderCheckins,
  workOrderNotes,
  workOrderVendors,
} from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn } from "../../test/factories.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { multipartBody } from "../../test/uploads.ts";
import { useTestApp } from "../../test/use-test-app.ts";

const NOW = new Date("2026-11-27T15:00:00.000Z");
const t = useTestApp({ now: NOW });

/** A 1×1 PNG (the smallest valid image), as a phone's signature pad would send it. */
const PNG_1X1 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

const setup = async () => {
  const c = await makeCustomer(t.db);
  const site = await makeJobSite(t.db, c.id, { latitude: 30.2672, longitude: -97.7431 });
  const [mine, rival] = [await makeVendor(t.db), await makeVendor(t.db)];
  const wo = await makeWorkOrder(
    t.db,
    { customerid: c.id, jobsiteid: site.id },
    { statusid: 9, scheduledate: NOW, overridegeofencing: true },
  );
  const [line] = await t.db
    .insert(workOrderVendors)
    .values({ workorderid: wo.id, vendorid: mine.id })
    .returning();
  if (!line) throw new Error("no line");
  const tech = await signIn(t, { roles: ["Tech"], vendorid: mine.id });
  const rivalTech = await signIn(t, { roles: ["Tech"], vendorid: rival.id });
  const dispatcher = await signIn(t, { roles: ["Dispatchers"] });
  return { wo, line, tech, rivalTech, dispatcher };
};

const post = (token: string, url: string, payload: object) => t.call(token, { method: "POST", url, payload });
const checkIn = (token: string, workorderid: number, extra: object = {}) =>
  post(token, "/api/vendorprofile/checkin", { workorderid, ...extra });
const checkOut = (token: string, workorderid: number, extra: object = {}) =>
  post(token, "/api/vendorprofile/checkout", { workorderid, resolution: "Replaced the filter.", ...extra });

const eventsOf = (workorderid: number) =>
  t.db.select().from(workOrderCheckins).where(eq(workOrderCheckins.workorderid, workorderid));
const notesOf = async (workorderid: number) =>
  (
    await t.db
      .select({ note: workOrderNotes.note })
      .from(workOrderNotes)
      .where(eq(workOrderNotes.workorderid, workorderid))
  ).map((n) => n.note);

const signOffText = async (token: string, workOrderId: number, workOrderVendorId: number) => {
  const res = await post(token, "/api/workorder/generatesignoff", { workOrderId, workOrderVendorId });
  expect(res.statusCode, res.body).toBe(200);
  const doc = await getDocumentProxy(new Uint8Array(res.rawPayload));
  return (await extractText(doc, { mergePages: true })).text;
};

describe("check-out with the customer's signature (issue 31)", () => {
  it("stores the drawn signature and printed name with the check-out row and prints them on the sign-off sheet", async () => {
    const s = await setup();
    expect((await checkIn(s.tech.token, s.wo.id)).statusCode).toBe(201);
    const before = await signOffText(s.dispatcher.token, s.wo.id, s.line.id);
    expect(before).toContain("Site Manager Name / Signature: ___");
    const res = await checkOut(s.tech.token, s.wo.id, {
      signature: { name: "Dana Site-Manager", png: PNG_1X1 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const out = (await eventsOf(s.wo.id)).find((e) => e.kind === "out");
    expect(out).toMatchObject({ signername: "Dana Site-Manager", signaturepng: PNG_1X1 });
    expect((await notesOf(s.wo.id)).some((n) => n.includes("Signed by Dana Site-Manager."))).toBe(true);
    const after = await signOffText(s.dispatcher.token, s.wo.id, s.line.id);
    expect(after).toContain("Dana Site-Manager");
    expect(after).toContain("Signed by");
    expect(after).not.toContain("Site Manager Name / Signature: ___");
  });

  it("accepts a typed name alone (the keyboard alternative) and says so", async () => {
    const s = await setup();
    await checkIn(s.tech.token, s.wo.id);
    const res = await checkOut(s.tech.token, s.wo.id, { signature: { name: "Lee Typed" } });
    expect(res.statusCode, res.body).toBe(201);
    const out = (await eventsOf(s.wo.id)).find((e) => e.kind === "out");
    expect(out).toMatchObject({ signername: "Lee Typed", signaturepng: null });
    expect((await notesOf(s.wo.id)).some((n) => n.includes("typed name, no drawn signature"))).toBe(true);
    expect(await signOffText(s.dispatcher.token, s.wo.id, s.line.id)).toContain("Lee Typed");
  });

  it("refuses a signature that is not a PNG or has no name, naming the field; nothing changes", async () => {
    const s = await setup();
    await checkIn(s.tech.token, s.wo.id);
    const state = async () => ({
      events: (await eventsOf(s.wo.id)).length,
      notes: (await notesOf(s.wo.id)).length,
    });
    const notPng = await expectRefusedUnchanged(
      () => checkOut(s.tech.token, s.wo.id, { signature: { name: "X", png: "R0lGODlhAQABAAAAACw=" } }),
      400,
      "validation",
      state,
    );
    expect(Object.keys(notPng.fields ?? {}).join()).toContain("signature.png");
    const noName = await expectRefusedUnchanged(
      () => checkOut(s.tech.token, s.wo.id, { signature: { name: " ", png: PNG_1X1 } }),
      400,
      "validation",
      state,
    );
    expect(Object.keys(noName.fields ?? {}).join()).toContain("signature.name");
  });

  it("another vendor's tech cannot check out on the order (404)", async () => {
    const s = await setup();
    await checkIn(s.tech.token, s.wo.id);
    expectRefusal(
      await checkOut(s.rivalTech.token, s.wo.id, { signature: { name: "Nope", png: PNG_1X1 } }),
      404,
      "not_found",
    );
  });
});

describe("an offline action's device time (occurredat)", () => {
  it("records the device's time within the bound and notes the skew in the System note", async () => {
    const s = await setup();
    const occurred = new Date(NOW.getTime() - 40 * 60_000);
    const res = await checkIn(s.tech.token, s.wo.id, { occurredat: occurred.toISOString() });
    expect(res.statusCode, res.body).toBe(201);
    const [ev] = await eventsOf(s.wo.id);
    expect(ev?.at.toISOString()).toBe(occurred.toISOString());
    expect(ev?.receivedat?.toISOString()).toBe(NOW.toISOString());
    expect(
      (await notesOf(s.wo.id)).some((n) => n.includes("recorded offline at 14:20 UTC, sent 40 min later")),
    ).toBe(true);
  });

  it("refuses a time in the future or older than 24 h (400 naming occurredat); nothing changes", async () => {
    const s = await setup();
    const state = async () => ({
      events: (await eventsOf(s.wo.id)).length,
      notes: (await notesOf(s.wo.id)).length,
    });
    for (const at of [new Date(NOW.getTime() + 10 * 60_000), new Date(NOW.getTime() - 25 * 3_600_000)]) {
      const body = await expectRefusedUnchanged(
        () => checkIn(s.tech.token, s.wo.id, { occurredat: at.toISOString() }),
        400,
        "validation",
        state,
      );
      expect(body.fields).toHaveProperty("occurredat");
    }
    const bad = await checkIn(s.tech.token, s.wo.id, { occurredat: "yesterday" });
    expect(bad.statusCode).toBe(400);
  });
});

describe("tagged photos through the vendor upload route", () => {
  const upload = (token: string, workorderid: number, phototag: string) =>
    t.call(token, {
      method: "POST",
      url: "/api/vendorprofile/attachfile",
      ...multipartBody({ workorderid, attachmenttypeid: 9, phototag }, [
        { name: "before.png", content: Buffer.from(PNG_1X1, "base64"), type: "image/png" },
      ]),
    });

  it("stores a Before photo as an attachment of the vendor's line with its tag", async () => {
    const s = await setup();
    const res = await upload(s.tech.token, s.wo.id, "Before");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()[0]).toMatchObject({
      phototag: "Before",
      attachmenttypeid: 9,
      workordervendorid: s.line.id,
    });
    expect((await notesOf(s.wo.id)).some((n) => n.includes("before.png (") && n.includes(", Before)"))).toBe(
      true,
    );
  });

  it("refuses another tag (400 naming phototag) and another vendor's tech (404); nothing stored", async () => {
    const s = await setup();
    const count = async () =>
      (await t.db.select().from(workOrderAttachments).where(eq(workOrderAttachments.workorderid, s.wo.id)))
        .length;
    const bad = await expectRefusedUnchanged(
      () => upload(s.tech.token, s.wo.id, "During"),
      400,
      "bad_request",
      count,
    );
    expect(bad.fields).toHaveProperty("phototag");
    await expectRefusedUnchanged(() => upload(s.rivalTech.token, s.wo.id, "After"), 404, "not_found", count);
  });
});

/*
 * Notes and photos replayed from the phone's offline queue carry the device's time too, under the same
 * bound (deviceTimeOf): kept within it, a clock up to 2 min ahead recorded as now, refused beyond it.
 */
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
type Setup = Awaited<ReturnType<typeof setup>>;

const saveNote = (s: Setup, occurredat?: string, key?: string) =>
  t.call(s.tech.token, {
    method: "POST",
    url: "/api/vendorprofile/savenote",
    payload: { workorderid: s.wo.id, note: "<p>Valve replaced.</p>", ...(occurredat ? { occurredat } : {}) },
    headers: key ? { "idempotency-key": key } : {},
  });

const uploadPhoto = (s: Setup, occurredat: string, key?: string) => {
  const body = multipartBody({ workorderid: s.wo.id, attachmenttypeid: 9, phototag: "After", occurredat }, [
    { name: "after.png", content: Buffer.from(PNG_1X1, "base64"), type: "image/png" },
  ]);
  return t.call(s.tech.token, {
    method: "POST",
    url: "/api/vendorprofile/attachfile",
    payload: body.payload,
    headers: { ...body.headers, ...(key ? { "idempotency-key": key } : {}) },
  });
};

// In the order they were written: without an order PostgreSQL may return them either way.
const notesOfType = async (workorderid: number, vendor: boolean) =>
  (
    await t.db
      .select()
      .from(workOrderNotes)
      .where(eq(workOrderNotes.workorderid, workorderid))
      .orderBy(workOrderNotes.id)
  ).filter((r) => (r.type === "Vendor") === vendor);
const photosOf = (workorderid: number) =>
  t.db.select().from(workOrderAttachments).where(eq(workOrderAttachments.workorderid, workorderid));

describe("an offline note's device time (POST /api/vendorprofile/savenote with occurredat)", () => {
  it("is stored at the phone's time within the bound, with the time the server received it", async () => {
    const s = await setup();
    const occurred = minutes(-40);
    const res = await saveNote(s, occurred.toISOString());
    expect(res.statusCode, res.body).toBe(201);
    const [note] = await notesOfType(s.wo.id, true);
    expect(note?.createddate.toISOString()).toBe(occurred.toISOString());
    expect(note?.receivedat?.toISOString()).toBe(NOW.toISOString());
  });

  it("records a phone clock at most 2 min ahead as the server's now; sent at once, no receive time", async () => {
    const s = await setup();
    expect((await saveNote(s, minutes(1).toISOString())).statusCode).toBe(201);
    expect((await saveNote(s)).statusCode).toBe(201);
    const [ahead, atOnce] = await notesOfType(s.wo.id, true);
    expect(ahead?.createddate.toISOString()).toBe(NOW.toISOString());
    expect(atOnce?.receivedat).toBeNull();
  });
});

describe("an offline photo's device time (POST /api/vendorprofile/attachfile with occurredat)", () => {
  it("is stored at the phone's time within the bound; its System note says when it was taken", async () => {
    const s = await setup();
    const occurred = minutes(-40);
    const res = await uploadPhoto(s, occurred.toISOString());
    expect(res.statusCode, res.body).toBe(201);
    const [photo] = await photosOf(s.wo.id);
    expect(photo?.createddate.toISOString()).toBe(occurred.toISOString());
    expect(photo?.receivedat?.toISOString()).toBe(NOW.toISOString());
    const notes = await notesOfType(s.wo.id, false);
    expect(notes.map((n) => n.note)).toEqual([
      expect.stringContaining("recorded offline at 14:20 UTC, sent 40 min later"),
    ]);
    expect(notes[0]?.createddate.toISOString()).toBe(occurred.toISOString());
  });
});

describe.each([
  // A malformed time: the JSON body's schema answers validation, the multipart fields' check bad_request.
  { kind: "note", send: saveNote, rows: (id: number) => notesOfType(id, true), malformed: "validation" },
  { kind: "photo", send: uploadPhoto, rows: photosOf, malformed: "bad_request" },
])("an offline $kind outside the bound, or replayed", ({ kind, send, rows, malformed }) => {
  it("refuses a time more than 2 min ahead or older than 24 h (400 naming occurredat); nothing stored", async () => {
    const s = await setup();
    const state = async () => ({
      rows: (await rows(s.wo.id)).length,
      notes: (await notesOfType(s.wo.id, false)).length,
    });
    for (const [at, code] of [
      [minutes(10).toISOString(), "validation"],
      [minutes(-25 * 60).toISOString(), "validation"],
      ["yesterday", malformed],
    ] as const) {
      const body = await expectRefusedUnchanged(() => send(s, at), 400, code, state);
      expect(body.fields).toHaveProperty("occurredat");
    }
  });

  it("replayed with the same Idempotency-Key is stored once", async () => {
    const s = await setup();
    const at = minutes(-5).toISOString();
    const first = await send(s, at, `${kind}-${s.wo.id}`);
    expect(first.statusCode, first.body).toBe(201);
    const again = await send(s, at, `${kind}-${s.wo.id}`);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await rows(s.wo.id)).toHaveLength(1);
  });
});
