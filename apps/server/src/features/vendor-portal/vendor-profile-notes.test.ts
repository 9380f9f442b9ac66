import type { VendorNote, VendorProfileNote } from "@fm/domain/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeVendor, signIn, uid } from "../../test/factories.ts";
import { expectRefusal } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await signIn(t, { roles: ["Dispatchers"] })).token;
});
afterAll(() => t.close());

const addNote = async (vendorid: number, note: string, canvendorsee: boolean) => {
  const res = await t.call(staff, {
    method: "POST",
    url: "/api/vendor/note/add",
    payload: { vendorid, note, canvendorsee, cancustomersee: false },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<VendorNote>();
};

/** A vendor with an office user and a tech, one note it may see and one internal note. */
const vendorWithNotes = async () => {
  const vendor = await makeVendor(t.db);
  const office = (await signIn(t, { roles: ["Vendor"], vendorid: vendor.id })).token;
  const tech = (await signIn(t, { roles: ["Tech"], vendorid: vendor.id })).token;
  const tag = uid();
  const visible = await addNote(vendor.id, `<p>Send the COI ${tag}</p>`, true);
  const internal = await addNote(vendor.id, `<p>Slow to answer ${tag}</p>`, false);
  return { vendor, office, tech, visible, internal };
};

const myNotes = async (token: string) => {
  const res = await t.call(token, { method: "GET", url: "/api/vendorprofile/vendornotes" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<VendorProfileNote[]>();
};

describe("GET /api/vendorprofile/vendornotes (My Profile's notes)", () => {
  it("answers the caller's own vendor's notes flagged canvendorsee, to its office user and its techs", async () => {
    const a = await vendorWithNotes();
    const expected = [
      {
        id: a.visible.id,
        note: a.visible.note,
        createdbyname: a.visible.createdbyname,
        createddate: a.visible.createddate,
      },
    ];
    expect(await myNotes(a.office)).toEqual(expected);
    expect(await myNotes(a.tech)).toEqual(expected);
  });

  it("never shows another vendor's notes, and follows the flag when staff change it", async () => {
    const a = await vendorWithNotes();
    const b = await vendorWithNotes();
    expect((await myNotes(b.office)).map((n) => n.id)).toEqual([b.visible.id]);
    const flag = await t.call(staff, {
      method: "PUT",
      url: "/api/vendor/note/update",
      payload: {
        id: a.internal.id,
        version: a.internal.version,
        note: a.internal.note,
        canvendorsee: true,
        cancustomersee: false,
      },
    });
    expect(flag.statusCode, flag.body).toBe(200);
    expect((await myNotes(a.office)).map((n) => n.id).sort()).toEqual([a.internal.id, a.visible.id].sort());
    expect((await myNotes(b.office)).map((n) => n.id)).toEqual([b.visible.id]);
  });

  it("refuses staff, customers and a vendor user linked to no vendor", async () => {
    const unlinked = (await signIn(t, { roles: ["Vendor"] })).token;
    const customer = (await signIn(t, { roles: ["Customer"] })).token;
    for (const [token, status] of [
      [staff, 403],
      [customer, 403],
      [unlinked, 403],
    ] as const)
      expectRefusal(
        await t.call(token, { method: "GET", url: "/api/vendorprofile/vendornotes" }),
        status,
        "forbidden",
      );
  });
});
