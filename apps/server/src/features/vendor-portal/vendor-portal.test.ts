import { VENDOR_DECLINED_MESSAGE } from "@fm/domain";
import { and, arrayContains, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  authSessions,
  mailOutbox,
  users,
  vendorDocuments,
  vendorProposals,
  vendors,
  workOrderAttachments,
  workOrderNotes,
  workOrders,
  workOrderVendors,
} from "../../db/schema/index.ts";
import {
  makeCustomer,
  makeJobSite,
  makeUser,
  makeVendor,
  makeWorkOrder,
  signIn,
  uid,
} from "../../test/factories.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { multipartBody, SAMPLES } from "../../test/uploads.ts";
import { useTestApp } from "../../test/use-test-app.ts";

const t = useTestApp();

/** Two vendors, each with its Vendor (office) and Tech users, and an open order for each. */
const setup = async (woOver: Partial<typeof workOrders.$inferInsert> = {}) => {
  const c = await makeCustomer(t.db);
  const refs = { customerid: c.id, jobsiteid: (await makeJobSite(t.db, c.id)).id };
  const dispatcher = await makeUser(t.db, { roles: ["Dispatchers"] });
  const [mine, rival] = [await makeVendor(t.db), await makeVendor(t.db)];
  const wo = await makeWorkOrder(t.db, refs, {
    statusid: 9,
    dispatcherid: dispatcher.id,
    nte: "1500.00",
    ...woOver,
  });
  const other = await makeWorkOrder(t.db, refs, { statusid: 9 });
  await t.db.insert(workOrderVendors).values([
    { workorderid: wo.id, vendorid: mine.id },
    { workorderid: other.id, vendorid: rival.id },
  ]);
  const office = await signIn(t, { roles: ["Vendor"], vendorid: mine.id });
  const tech = await signIn(t, { roles: ["Tech"], vendorid: mine.id });
  const rivalOffice = await signIn(t, { roles: ["Vendor"], vendorid: rival.id });
  const rivalTech = await signIn(t, { roles: ["Tech"], vendorid: rival.id });
  return { wo, other, mine, rival, office, tech, rivalOffice, rivalTech, dispatcher };
};

/** The rival vendor's line on `s.wo`, declined (issue 32): it stays on the order for its history only. */
const rivalDeclined = (s: { wo: { id: number }; rival: { id: number } }) =>
  t.db.insert(workOrderVendors).values({
    workorderid: s.wo.id,
    vendorid: s.rival.id,
    declinedat: new Date("2030-03-01T10:00:00.000Z"),
    declinereason: "No crew free",
  });

const woState = async (id: number) => {
  const [w] = await t.db
    .select({ scheduledate: workOrders.scheduledate, techid: workOrders.techid, version: workOrders.version })
    .from(workOrders)
    .where(eq(workOrders.id, id));
  const notes = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(workOrderNotes)
    .where(eq(workOrderNotes.workorderid, id));
  const mails = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(eq(mailOutbox.workorderid, id));
  return { w, notes: notes[0]?.n, mails: mails[0]?.n };
};

describe("vendor work-order detail", () => {
  it("shows the vendor its order's header without the customer's money, and 404 to another vendor", async () => {
    const s = await setup({ ponumber: "PO-77" });
    const res = await t.call(s.tech.token, { method: "GET", url: `/api/vendorprofile/workorder/${s.wo.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: s.wo.id, wonumber: s.wo.wonumber, ponumber: "PO-77", locked: false });
    expect(JSON.stringify(body)).not.toContain("1500");
    for (const token of [s.rivalOffice.token, s.rivalTech.token]) {
      expectRefusal(
        await t.call(token, { method: "GET", url: `/api/vendorprofile/workorder/${s.wo.id}` }),
        404,
        "not_found",
      );
    }
    expectRefusal(
      await t.call(s.office.token, { method: "GET", url: "/api/vendorprofile/workorder/0" }),
      400,
      "validation",
    );
  });

  it("saves the schedule date: 'Vendor Updated.' note, System note and a notice to the dispatcher", async () => {
    const s = await setup();
    const res = await t.call(s.office.token, {
      method: "PUT",
      url: "/api/vendorprofile/updateworkorder",
      payload: {
        id: s.wo.id,
        version: s.wo.version,
        scheduledate: "2030-03-04T14:30:00.000Z",
        note: "Bring a ladder",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      scheduledate: "2030-03-04T14:30:00.000Z",
      vendornote: "Bring a ladder",
      version: s.wo.version + 1,
    });
    const notes = await t.db.select().from(workOrderNotes).where(eq(workOrderNotes.workorderid, s.wo.id));
    expect(notes.map((n) => [n.type, n.note])).toEqual(
      expect.arrayContaining([
        ["Vendor", "Vendor Updated."],
        ["System", expect.stringContaining("schedule date (none) → 2030-03-04")],
      ]),
    );
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.workorderid, s.wo.id));
    expect(mail?.to).toEqual([s.dispatcher.email]);
    expect(mail?.subject).toContain("Vendor Updated.");
    // The vendor sees its own 'Vendor Updated.' note; the System note stays internal.
    const visible = (
      await t.call(s.tech.token, { method: "GET", url: `/api/vendorprofile/notes/${s.wo.id}` })
    ).json() as { note: string; type: string }[];
    expect(visible.map((n) => n.type)).toEqual(["Vendor"]);
  });

  it("a save changes only the fields it names: a left-out note, schedule date or tech stays (issue 30 #1)", async () => {
    const s = await setup();
    const put = (payload: Record<string, unknown>) =>
      t.call(s.office.token, { method: "PUT", url: "/api/vendorprofile/updateworkorder", payload });
    const first = await put({
      id: s.wo.id,
      version: s.wo.version,
      scheduledate: "2030-05-06T15:00:00.000Z",
      techid: s.tech.user.id,
      note: "Gate code 1234",
    });
    expect(first.statusCode, first.body).toBe(200);
    // Only the note: the schedule date and the tech stay.
    const noteOnly = await put({ id: s.wo.id, version: first.json().version, note: "Gate code 4321" });
    expect(noteOnly.statusCode, noteOnly.body).toBe(200);
    expect(noteOnly.json()).toMatchObject({
      scheduledate: "2030-05-06T15:00:00.000Z",
      techid: s.tech.user.id,
      vendornote: "Gate code 4321",
    });
    // Only the schedule date: the note stays.
    const dateOnly = await put({
      id: s.wo.id,
      version: noteOnly.json().version,
      scheduledate: "2030-05-07T15:00:00.000Z",
    });
    expect(dateOnly.statusCode, dateOnly.body).toBe(200);
    expect(dateOnly.json()).toMatchObject({
      scheduledate: "2030-05-07T15:00:00.000Z",
      techid: s.tech.user.id,
      vendornote: "Gate code 4321",
    });
    // An empty note still clears it.
    const cleared = await put({ id: s.wo.id, version: dateOnly.json().version, note: "" });
    expect(cleared.json()).toMatchObject({ vendornote: null, scheduledate: "2030-05-07T15:00:00.000Z" });
  });

  it("assigns one of the vendor's techs; another vendor's tech answers 404 and nothing changes", async () => {
    const s = await setup();
    const res = await t.call(s.tech.token, {
      method: "PUT",
      url: "/api/vendorprofile/assigntech",
      payload: { workorderid: s.wo.id, version: s.wo.version, techid: s.tech.user.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      techid: s.tech.user.id,
      techname: `${s.tech.user.firstname} ${s.tech.user.lastname}`,
    });
    await expectRefusedUnchanged(
      () =>
        t.call(s.office.token, {
          method: "PUT",
          url: "/api/vendorprofile/assigntech",
          payload: { workorderid: s.wo.id, version: s.wo.version + 1, techid: s.rivalTech.user.id },
        }),
      404,
      "not_found",
      () => woState(s.wo.id),
    );
  });

  it("keeps the first vendor's schedule date and technician from a second vendor on the order (decision 0041a)", async () => {
    const s = await setup();
    const put = (token: string, payload: Record<string, unknown>) =>
      t.call(token, { method: "PUT", url: "/api/vendorprofile/updateworkorder", payload });
    const first = await put(s.office.token, {
      id: s.wo.id,
      version: s.wo.version,
      scheduledate: "2030-03-04T14:30:00.000Z",
      techid: s.tech.user.id,
    });
    expect(first.statusCode, first.body).toBe(200);
    // A second vendor is attached to the same order.
    await t.db.insert(workOrderVendors).values({ workorderid: s.wo.id, vendorid: s.rival.id });
    const read = await t.call(s.rivalOffice.token, {
      method: "GET",
      url: `/api/vendorprofile/workorder/${s.wo.id}`,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ scheduledate: null, techid: null, techname: null });
    const version = read.json().version as number;
    const state = () => woState(s.wo.id);
    const refused = await expectRefusedUnchanged(
      () => put(s.rivalOffice.token, { id: s.wo.id, version, scheduledate: "2030-01-01T08:00:00.000Z" }),
      400,
      "invalid_state",
      state,
    );
    expect(refused.fields).toHaveProperty("scheduledate");
    // Saving its own note with what it was shown (no date) leaves the first vendor's date alone.
    const note = await put(s.rivalOffice.token, {
      id: s.wo.id,
      version,
      scheduledate: null,
      note: "On my way",
    });
    expect(note.statusCode, note.body).toBe(200);
    const [row] = await t.db.select().from(workOrders).where(eq(workOrders.id, s.wo.id));
    expect(row?.scheduledate?.toISOString()).toBe("2030-03-04T14:30:00.000Z");
    expect(row?.techid).toBe(s.tech.user.id);
  });

  it("a vendor that declined is no longer on the order: the other vendor sets the schedule date and technician (issue 32)", async () => {
    const s = await setup();
    // The rival was offered the order first and declined; the demo vendor's line is the accepted one.
    await rivalDeclined(s);
    const read = await t.call(s.office.token, {
      method: "GET",
      url: `/api/vendorprofile/workorder/${s.wo.id}`,
    });
    expect(read.statusCode, read.body).toBe(200);
    const res = await t.call(s.office.token, {
      method: "PUT",
      url: "/api/vendorprofile/updateworkorder",
      payload: {
        id: s.wo.id,
        version: read.json().version,
        scheduledate: "2030-03-04T14:30:00.000Z",
        techid: s.tech.user.id,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(workOrders).where(eq(workOrders.id, s.wo.id));
    expect(row?.scheduledate?.toISOString()).toBe("2030-03-04T14:30:00.000Z");
    expect(row?.techid).toBe(s.tech.user.id);
    // The declined line stays for its history.
    const lines = await t.db.select().from(workOrderVendors).where(eq(workOrderVendors.workorderid, s.wo.id));
    expect(lines.map((l) => l.vendorid).sort()).toEqual([s.mine.id, s.rival.id].sort());
  });

  it("a vendor that declined writes nothing more on the order: detail, note, check-in, proposal (400 invalid_state, issue 32)", async () => {
    const s = await setup({ overridegeofencing: true });
    await rivalDeclined(s);
    // It still reads the order it declined (its history).
    const read = await t.call(s.rivalOffice.token, {
      method: "GET",
      url: `/api/vendorprofile/workorder/${s.wo.id}`,
    });
    expect(read.statusCode, read.body).toBe(200);
    const proposals = () =>
      t.db
        .select({ id: vendorProposals.id })
        .from(vendorProposals)
        .where(eq(vendorProposals.workorderid, s.wo.id));
    const state = async () => ({ order: await woState(s.wo.id), proposals: await proposals() });
    const writes: [string, () => ReturnType<typeof t.call>][] = [
      [
        "detail",
        () =>
          t.call(s.rivalOffice.token, {
            method: "PUT",
            url: "/api/vendorprofile/updateworkorder",
            payload: { id: s.wo.id, version: read.json().version, scheduledate: "2030-03-04T14:30:00.000Z" },
          }),
      ],
      [
        "note",
        () =>
          t.call(s.rivalTech.token, {
            method: "POST",
            url: "/api/vendorprofile/savenote",
            payload: { workorderid: s.wo.id, note: "Still coming?" },
          }),
      ],
      [
        "check-in",
        () =>
          t.call(s.rivalTech.token, {
            method: "POST",
            url: "/api/vendorprofile/checkin",
            payload: { workorderid: s.wo.id },
          }),
      ],
      [
        "proposal",
        () =>
          t.call(s.rivalOffice.token, {
            method: "POST",
            url: "/api/vendorprofile/newproposal",
            payload: {
              workorderid: s.wo.id,
              description: "Replace the unit",
              labor: [],
              materials: [],
              other: [],
            },
          }),
      ],
    ];
    for (const [what, send] of writes) {
      const body = await expectRefusedUnchanged(send, 400, "invalid_state", state);
      expect(body.message, what).toBe(VENDOR_DECLINED_MESSAGE);
    }
    // The vendor on the order is not affected.
    const note = await t.call(s.tech.token, {
      method: "POST",
      url: "/api/vendorprofile/savenote",
      payload: { workorderid: s.wo.id, note: "On site at 9." },
    });
    expect(note.statusCode, note.body).toBe(201);
  });

  it("refuses another vendor (404), a stale version (409), an Invoiced order (400 locked) and bad input, changing nothing", async () => {
    const s = await setup();
    const put = (token: string, payload: Record<string, unknown>) =>
      t.call(token, { method: "PUT", url: "/api/vendorprofile/updateworkorder", payload });
    const state = () => woState(s.wo.id);
    await expectRefusedUnchanged(
      () => put(s.rivalTech.token, { id: s.wo.id, version: s.wo.version, scheduledate: "2030-01-01" }),
      404,
      "not_found",
      state,
    );
    await expectRefusedUnchanged(
      () => put(s.office.token, { id: s.wo.id, version: s.wo.version + 5, scheduledate: "2030-01-01" }),
      409,
      "conflict",
      state,
    );
    const bad = await expectRefusedUnchanged(
      () => put(s.office.token, { id: s.wo.id, version: s.wo.version, scheduledate: "someday", techid: -1 }),
      400,
      "validation",
      state,
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(expect.arrayContaining(["scheduledate", "techid"]));
    await t.db.update(workOrders).set({ statusid: 10 }).where(eq(workOrders.id, s.wo.id));
    await expectRefusedUnchanged(
      () => put(s.office.token, { id: s.wo.id, version: s.wo.version, scheduledate: "2030-01-01" }),
      400,
      "locked",
      state,
    );
    const detail = (
      await t.call(s.office.token, { method: "GET", url: `/api/vendorprofile/workorder/${s.wo.id}` })
    ).json();
    expect(detail).toMatchObject({ locked: true });
  });
});

describe("vendor notes", () => {
  it("shows only the notes the vendor may see (canvendorsee), never another vendor's", async () => {
    const s = await setup();
    await t.db.insert(workOrderVendors).values({ workorderid: s.wo.id, vendorid: s.rival.id });
    const base = { workorderid: s.wo.id, typeid: 2, createdbyname: "x" };
    await t.db.insert(workOrderNotes).values([
      {
        ...base,
        note: "internal remark",
        type: "Internal",
        typeid: 1,
        pertainsto: 2,
        createdby: s.dispatcher.id,
      },
      { ...base, note: "for the vendor", type: "Vendor", pertainsto: 3, createdby: s.dispatcher.id },
      { ...base, note: "for both", type: "Client and Vendor", pertainsto: 3, createdby: s.dispatcher.id },
      { ...base, note: "rival's note", type: "Vendor", pertainsto: 3, createdby: s.rivalOffice.user.id },
      { ...base, note: "audit", type: "System", pertainsto: 2, createdby: s.dispatcher.id },
    ]);
    const mine = (
      await t.call(s.tech.token, { method: "GET", url: `/api/vendorprofile/notes/${s.wo.id}` })
    ).json() as { note: string }[];
    expect(mine.map((n) => n.note).sort()).toEqual(["for both", "for the vendor"]);
    const theirs = (
      await t.call(s.rivalTech.token, { method: "GET", url: `/api/vendorprofile/notes/${s.wo.id}` })
    ).json() as { note: string }[];
    expect(theirs.map((n) => n.note).sort()).toEqual(["for both", "for the vendor", "rival's note"]);
    expectRefusal(
      await t.call(s.tech.token, { method: "GET", url: `/api/vendorprofile/notes/${s.other.id}` }),
      404,
      "not_found",
    );
  });

  it("adds a portal note (Vendor type) with extra e-mails through the outbox; refuses bad input, other vendors and Invoiced orders", async () => {
    const s = await setup();
    const res = await t.call(s.tech.token, {
      method: "POST",
      url: "/api/vendorprofile/savenote",
      payload: {
        workorderid: s.wo.id,
        note: "<p>Parts ordered</p>",
        emails: "pm@example.com, ops@example.com",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ type: "Vendor", pertainsto: 3, note: "<p>Parts ordered</p>" });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.workorderid, s.wo.id));
    expect(mail?.to.sort()).toEqual(
      ["ops@example.com", "pm@example.com", s.dispatcher.email.toLowerCase()].sort(),
    );
    const state = () => woState(s.wo.id);
    const post = (token: string, payload: Record<string, unknown>) =>
      t.call(token, { method: "POST", url: "/api/vendorprofile/savenote", payload });
    const bad = await expectRefusedUnchanged(
      () => post(s.office.token, { workorderid: s.wo.id, note: "", emails: "not-an-email" }),
      400,
      "validation",
      state,
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(expect.arrayContaining(["note", "emails"]));
    await expectRefusedUnchanged(
      () => post(s.rivalOffice.token, { workorderid: s.wo.id, note: "hi" }),
      404,
      "not_found",
      state,
    );
    await t.db.update(workOrders).set({ statusid: 10 }).where(eq(workOrders.id, s.wo.id));
    await expectRefusedUnchanged(
      () => post(s.office.token, { workorderid: s.wo.id, note: "hi" }),
      400,
      "locked",
      state,
    );
  });
});

describe("vendor attachments", () => {
  it("files a vendor's upload under its own line: the other vendor on the order never sees it", async () => {
    const s = await setup();
    await t.db.insert(workOrderVendors).values({ workorderid: s.wo.id, vendorid: s.rival.id });
    const res = await t.call(s.tech.token, {
      method: "POST",
      url: "/api/vendorprofile/attachfile",
      ...multipartBody({ workorderid: s.wo.id, attachmenttypeid: 9 }, [
        { name: "photo.png", content: SAMPLES.png },
      ]),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [file] = res.json() as { id: number; workordervendorid: number }[];
    const [line] = await t.db
      .select()
      .from(workOrderVendors)
      .where(and(eq(workOrderVendors.workorderid, s.wo.id), eq(workOrderVendors.vendorid, s.mine.id)));
    expect(file?.workordervendorid).toBe(line?.id);
    const list = (token: string) =>
      t.call(token, { method: "GET", url: `/api/workorder/attachments?workorderid=${s.wo.id}` });
    expect(((await list(s.office.token)).json() as { id: number }[]).map((a) => a.id)).toEqual([file?.id]);
    expect((await list(s.rivalOffice.token)).json()).toEqual([]);
    expectRefusal(
      await t.call(s.rivalOffice.token, {
        method: "GET",
        url: `/api/workorder/attachment/${file?.id}/download`,
      }),
      404,
      "not_found",
    );
  });

  it("refuses a non-portal type, another vendor's order and a disguised file, storing nothing", async () => {
    const s = await setup();
    const count = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(workOrderAttachments)
          .where(eq(workOrderAttachments.workorderid, s.wo.id))
      )[0]?.n;
    const up = (token: string, typeid: number, name: string, content: Buffer) =>
      t.call(token, {
        method: "POST",
        url: "/api/vendorprofile/attachfile",
        ...multipartBody({ workorderid: s.wo.id, attachmenttypeid: typeid }, [{ name, content }]),
      });
    const wrongType = await expectRefusedUnchanged(
      () => up(s.office.token, 2, "a.pdf", SAMPLES.pdf),
      400,
      "bad_request",
      count,
    );
    expect(wrongType.fields).toHaveProperty("attachmenttypeid");
    await expectRefusedUnchanged(
      () => up(s.rivalOffice.token, 9, "a.pdf", SAMPLES.pdf),
      404,
      "not_found",
      count,
    );
    await expectRefusedUnchanged(
      () => up(s.office.token, 9, "a.pdf", SAMPLES.png),
      400,
      "bad_request",
      count,
    );
    await expectRefusedUnchanged(
      () => up(s.office.token, 9, "../../etc/passwd.pdf", SAMPLES.pdf),
      400,
      "bad_request",
      count,
    );
  });
});

describe("technicians", () => {
  const login = (email: string, password: string) =>
    t.call(null, { method: "POST", url: "/api/auth/login", payload: { email, password } });

  it("lets the office create a tech who can sign in at once, and lists only its own techs", async () => {
    const s = await setup();
    const email = `new-${uid()}@example.test`;
    const res = await t.call(s.office.token, {
      method: "POST",
      url: "/api/vendorprofile/createtech",
      payload: { given_name: "Nia", family_name: "New", email, password: "Str0ng-pass!" },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ given_name: "Nia", email, blocked: false, logins_count: 0 });
    const signedIn = await login(email, "Str0ng-pass!");
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ user: { roles: ["Tech"], vendorid: s.mine.id } });
    const mine = (await t.call(s.tech.token, { method: "GET", url: "/api/vendorprofile/techs" })).json() as {
      email: string;
    }[];
    expect(mine.map((x) => x.email).sort()).toEqual([email, s.tech.user.email].sort());
    const theirs = (
      await t.call(s.rivalOffice.token, { method: "GET", url: "/api/vendorprofile/techs" })
    ).json() as { email: string }[];
    expect(theirs.map((x) => x.email)).toEqual([s.rivalTech.user.email]);
  });

  it("answers another account's e-mail like a fresh one (no e-mail oracle), creating nothing and telling its owner", async () => {
    const s = await setup();
    const create = (email: string) =>
      t.call(s.office.token, {
        method: "POST",
        url: "/api/vendorprofile/createtech",
        payload: { given_name: "Eve", family_name: "Probe", email, password: "Str0ng-pass!" },
      });
    const usersNamed = (email: string) =>
      t.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
    const fresh = await create(`fresh-${uid()}@example.test`);
    const takenEmail = s.rivalTech.user.email;
    const before = await usersNamed(takenEmail);
    const taken = await create(takenEmail.toUpperCase());
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(taken.json()).toMatchObject({ email: takenEmail.toUpperCase(), logins_count: 0, blocked: false });
    expect(taken.json().user_id).toBeGreaterThan(fresh.json().user_id);
    // Nothing created or changed; the rival's tech still signs in as before, and its owner got a note.
    expect(await usersNamed(takenEmail)).toEqual(before);
    const mail = await t.db
      .select()
      .from(mailOutbox)
      .where(arrayContains(mailOutbox.to, [takenEmail]));
    expect(mail.map((m) => m.text)).toEqual([expect.stringContaining("tried to add this e-mail address")]);
  });

  it("updatetech: another account's e-mail answers like a fresh one; the tech keeps its e-mail, the owner is told", async () => {
    const s = await setup();
    const second = await makeUser(t.db, { roles: ["Tech"], vendorid: s.mine.id });
    const patch = (user_id: number, email: string, family_name: string) =>
      t.call(s.office.token, {
        method: "PATCH",
        url: "/api/vendorprofile/updatetech",
        payload: { user_id, given_name: "Tia", family_name, email, blocked: false },
      });
    const row = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
    const freshEmail = `fresh-${uid()}@example.test`;
    const fresh = await patch(second.id, freshEmail, "Fresh");
    expect(await row(second.id)).toMatchObject({ email: freshEmail });
    const takenEmail = s.rivalTech.user.email;
    const rivalBefore = await row(s.rivalTech.user.id);
    const taken = await patch(s.tech.user.id, takenEmail.toUpperCase(), "Probe");
    expect(taken.statusCode, taken.body).toBe(fresh.statusCode);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(taken.json()).toMatchObject({
      user_id: s.tech.user.id,
      family_name: "Probe",
      email: takenEmail.toUpperCase(),
    });
    // the other account is untouched, ours keeps its e-mail (its other changes are saved), the owner is told
    expect(await row(s.rivalTech.user.id)).toEqual(rivalBefore);
    expect(await row(s.tech.user.id)).toMatchObject({ email: s.tech.user.email, lastname: "Probe" });
    const mail = await t.db
      .select()
      .from(mailOutbox)
      .where(arrayContains(mailOutbox.to, [takenEmail]));
    expect(mail.map((m) => m.text)).toEqual([
      expect.stringContaining("give this e-mail address to a technician"),
    ]);
    // its own other tech's e-mail: shown in its list anyway, so a plain 409 and nothing changes
    await expectRefusedUnchanged(
      () => patch(s.tech.user.id, freshEmail, "Dup"),
      409,
      "duplicate",
      () => row(s.tech.user.id),
    );
  });

  it("refuses a duplicate e-mail (409), missing fields (400, each named) and a Tech managing techs (403)", async () => {
    const s = await setup();
    const techCount = async () =>
      (
        await t.db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.vendorid, s.mine.id))
      )[0]?.n;
    const create = (token: string, payload: Record<string, unknown>) =>
      t.call(token, { method: "POST", url: "/api/vendorprofile/createtech", payload });
    // Its own tech's e-mail: the office sees its techs anyway, so a plain 409.
    await expectRefusedUnchanged(
      () =>
        create(s.office.token, { given_name: "A", family_name: "B", email: s.tech.user.email.toUpperCase() }),
      409,
      "duplicate",
      techCount,
    );
    const bad = await expectRefusedUnchanged(
      () => create(s.office.token, { email: "nope" }),
      400,
      "validation",
      techCount,
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(
      expect.arrayContaining(["given_name", "family_name", "email"]),
    );
    await expectRefusedUnchanged(
      () => create(s.tech.token, { given_name: "A", family_name: "B", email: `x-${uid()}@example.test` }),
      403,
      "forbidden",
      techCount,
    );
  });

  it("updates and blocks its own tech (signing it out); another vendor's tech answers 404", async () => {
    const s = await setup();
    const patch = (token: string, payload: Record<string, unknown>) =>
      t.call(token, { method: "PATCH", url: "/api/vendorprofile/updatetech", payload });
    const res = await patch(s.office.token, {
      user_id: s.tech.user.id,
      given_name: "Terry",
      family_name: "Blocked",
      email: s.tech.user.email,
      blocked: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ family_name: "Blocked", blocked: true });
    expectRefusal(
      await t.call(s.tech.token, { method: "GET", url: "/api/vendorprofile/techs" }),
      401,
      expect.any(String) as unknown as string,
    );
    const rivalState = async () =>
      (await t.db.select().from(users).where(eq(users.id, s.rivalTech.user.id)))[0];
    await expectRefusedUnchanged(
      () =>
        patch(s.office.token, {
          user_id: s.rivalTech.user.id,
          given_name: "Hijack",
          family_name: "Ed",
          email: s.rivalTech.user.email,
          blocked: true,
        }),
      404,
      "not_found",
      rivalState,
    );
  });

  it("changes a tech's password in the built-in IdP (argon2id) and revokes its sessions", async () => {
    const s = await setup();
    const post = (token: string, payload: Record<string, unknown>) =>
      t.call(token, { method: "POST", url: "/api/vendorprofile/changetechpassword", payload });
    const mismatch = await post(s.office.token, {
      user_id: s.tech.user.id,
      password: "Another-pass1",
      confirmpassword: "other",
    });
    expect(expectRefusal(mismatch, 400, "validation").fields).toMatchObject({
      confirmpassword: "Use same password",
    });
    // Issue 29: the one password policy (12+ characters, not a common one), as on every other route.
    const techRow = async () => (await t.db.select().from(users).where(eq(users.id, s.tech.user.id)))[0];
    for (const [password, message] of [
      ["Short-pw1", "New Password must be at least 12 characters."],
      [
        "aaaaaaaaaaaa",
        "New Password is too common or too easy to guess. Choose a longer phrase of unrelated words.",
      ],
    ] as const) {
      const weak = await expectRefusedUnchanged(
        () => post(s.office.token, { user_id: s.tech.user.id, password, confirmpassword: password }),
        400,
        "validation",
        techRow,
      );
      expect(weak.fields?.password).toBe(message);
    }
    const res = await post(s.office.token, {
      user_id: s.tech.user.id,
      password: "Brand-new-pass1",
      confirmpassword: "Brand-new-pass1",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user_id: s.tech.user.id, revokedsessions: 1 });
    const [row] = await t.db.select().from(users).where(eq(users.id, s.tech.user.id));
    expect(row?.passwordhash).toMatch(/^\$argon2id\$/);
    const [session] = await t.db.select().from(authSessions).where(eq(authSessions.userid, s.tech.user.id));
    expect(session?.revokedreason).toBe("password_changed");
    expect((await t.call(s.tech.token, { method: "GET", url: "/api/vendorprofile/techs" })).statusCode).toBe(
      401,
    );
    expect((await login(s.tech.user.email, "Brand-new-pass1")).statusCode).toBe(200);
    const rivalHash = async () =>
      (await t.db.select({ h: users.passwordhash }).from(users).where(eq(users.id, s.rivalTech.user.id)))[0];
    await expectRefusedUnchanged(
      () =>
        post(s.office.token, {
          user_id: s.rivalTech.user.id,
          password: "Hijack-pass-1",
          confirmpassword: "Hijack-pass-1",
        }),
      404,
      "not_found",
      rivalHash,
    );
    await expectRefusedUnchanged(
      () =>
        post(s.tech.token, {
          user_id: s.tech.user.id,
          password: "Hijack-pass-1",
          confirmpassword: "Hijack-pass-1",
        }),
      401,
      expect.any(String) as unknown as string,
      rivalHash,
    );
  });
});

describe("vendor profile and compliance documents", () => {
  it("answers the caller's own vendor only", async () => {
    const s = await setup();
    const res = await t.call(s.tech.token, { method: "GET", url: "/api/vendorprofile/currentvendor" });
    expect(res.json()).toMatchObject({ vendor: { id: s.mine.id, name: s.mine.name } });
  });

  it("uploads a W9 with its date: stored file, vendor date, 'uplaoded' message and a notice to the dispatch desk", async () => {
    const s = await setup();
    const res = await t.call(s.office.token, {
      method: "POST",
      url: "/api/vendorprofile/uploaddocument",
      ...multipartBody({ doctype: "W9", date: "2026-02-03" }, [
        { name: "w9 form.pdf", content: SAMPLES.pdf },
      ]),
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      message: "A new document has been uplaoded for review.",
      document: { doctype: "W9", displayname: "w9 form.pdf" },
      vendor: { w9date: "2026-02-03" },
    });
    expect(body.document.filename).toMatch(/^w9 form_\d{8}T?\d+.*\.pdf$|^w9_form_.*\.pdf$|\.pdf$/);
    const [mail] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.subject).toContain(s.mine.name);
    const dl = await t.call(s.tech.token, {
      method: "GET",
      url: `/api/vendorprofile/document/${body.document.id}/download`,
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(SAMPLES.pdf)).toBe(true);
    expectRefusal(
      await t.call(s.rivalOffice.token, {
        method: "GET",
        url: `/api/vendorprofile/document/${body.document.id}/download`,
      }),
      404,
      "not_found",
    );
    const rivalDocs = (
      await t.call(s.rivalOffice.token, { method: "GET", url: "/api/vendorprofile/documents" })
    ).json();
    expect(rivalDocs).toEqual([]);
  });

  it("refuses a bad type, no file, a disguised file and a Tech, writing nothing", async () => {
    const s = await setup();
    const state = async () => ({
      docs: (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(vendorDocuments)
          .where(eq(vendorDocuments.vendorid, s.mine.id))
      )[0]?.n,
      vendor: (await t.db.select().from(vendors).where(eq(vendors.id, s.mine.id)))[0],
    });
    const up = (token: string, fields: Record<string, string>, files: { name: string; content: Buffer }[]) =>
      t.call(token, {
        method: "POST",
        url: "/api/vendorprofile/uploaddocument",
        ...multipartBody(fields, files),
      });
    const bad = await expectRefusedUnchanged(
      () =>
        up(s.office.token, { doctype: "Passport", date: "yesterday" }, [
          { name: "a.pdf", content: SAMPLES.pdf },
        ]),
      400,
      "bad_request",
      state,
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(expect.arrayContaining(["doctype", "date"]));
    await expectRefusedUnchanged(() => up(s.office.token, { doctype: "GL" }, []), 400, "bad_request", state);
    await expectRefusedUnchanged(
      () => up(s.office.token, { doctype: "GL" }, [{ name: "a.pdf", content: SAMPLES.png }]),
      400,
      "bad_request",
      state,
    );
    await expectRefusedUnchanged(
      () => up(s.tech.token, { doctype: "GL" }, [{ name: "a.pdf", content: SAMPLES.pdf }]),
      403,
      "forbidden",
      state,
    );
  });
});
