import type { CustomerNote, CustomerProfileNote } from "@fm/domain/contracts";
import { describe, expect, it } from "vitest";
import { makeCustomer, signIn, uid } from "../../test/factories.ts";
import { expectRefusal } from "../../test/refusals.ts";
import { useSignedIn, useTestApp } from "../../test/use-test-app.ts";

const t = useTestApp();
const admin = useSignedIn(t, { roles: ["Admin"] });

const addNote = async (customerid: number, note: string, isvisibletocustomer: boolean) => {
  const res = await t.call(admin.token, {
    method: "POST",
    url: "/api/customer/note/add",
    payload: { customerid, note, isvisibletocustomer },
  });
  expect(res.statusCode).toBe(200);
  return res.json<CustomerNote>();
};

/** A customer with a portal user, one flagged note and one internal note. */
const customerWithNotes = async () => {
  const customer = await makeCustomer(t.db);
  const { token } = await signIn(t, { roles: ["Customer"], customerid: customer.id });
  const tag = uid();
  const visible = await addNote(customer.id, `<p>Visible ${tag} <script>alert(1)</script></p>`, true);
  const internal = await addNote(customer.id, `<p>Internal ${tag}</p>`, false);
  return { customer, token, visible, internal };
};

const profileNotes = async (token: string) => {
  const res = await t.call(token, { method: "GET", url: "/api/customerprofile/customernotes" });
  expect(res.statusCode).toBe(200);
  return res.json<CustomerProfileNote[]>();
};

describe("GET /api/customerprofile/customernotes (the self-view's notes)", () => {
  it("answers only the caller's own flagged notes, sanitised, without internal fields", async () => {
    const a = await customerWithNotes();
    const notes = await profileNotes(a.token);
    expect(notes).toEqual([
      {
        id: a.visible.id,
        note: a.visible.note,
        createdByUser: a.visible.createdByUser,
        createddate: a.visible.createddate,
      },
    ]);
    expect(notes[0]?.note).not.toContain("<script");
    expect(JSON.stringify(notes)).not.toMatch(/isvisibletocustomer|customerid|version|Internal/);
  });

  it("shows a note once staff flag it, and hides it again when they unflag it", async () => {
    const a = await customerWithNotes();
    const flag = async (note: CustomerNote, isvisibletocustomer: boolean) => {
      const res = await t.call(admin.token, {
        method: "PUT",
        url: "/api/customer/note/update",
        payload: { id: note.id, version: note.version, note: note.note, isvisibletocustomer },
      });
      expect(res.statusCode).toBe(200);
      return res.json<CustomerNote>();
    };
    const flagged = await flag(a.internal, true);
    expect((await profileNotes(a.token)).map((n) => n.id).sort()).toEqual(
      [a.visible.id, a.internal.id].sort(),
    );
    await flag(flagged, false);
    expect((await profileNotes(a.token)).map((n) => n.id)).toEqual([a.visible.id]);
  });

  it("keeps a second customer to its own notes, whatever the request names", async () => {
    const a = await customerWithNotes();
    const b = await customerWithNotes();
    const bNotes = await profileNotes(b.token);
    expect(bNotes.map((n) => n.id)).toEqual([b.visible.id]);
    // The customer id never comes from the request: a customerid in the query changes nothing.
    const res = await t.call(b.token, {
      method: "GET",
      url: `/api/customerprofile/customernotes?customerid=${a.customer.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<CustomerProfileNote[]>().map((n) => n.id)).toEqual([b.visible.id]);
    // The staff call stays closed to customers, and staff still see every note of a customer.
    await expectRefusal(
      await t.call(b.token, { method: "GET", url: `/api/customer/notes?customerid=${a.customer.id}` }),
      403,
      "forbidden",
    );
    const staff = await t.call(admin.token, {
      method: "GET",
      url: `/api/customer/notes?customerid=${a.customer.id}`,
    });
    expect(
      staff
        .json<CustomerNote[]>()
        .map((n) => n.id)
        .sort(),
    ).toEqual([a.visible.id, a.internal.id].sort());
  });

  it("refuses staff and a customer user without a customer", async () => {
    const dispatcher = (await signIn(t, { roles: ["Dispatchers"] })).token;
    await expectRefusal(
      await t.call(dispatcher, { method: "GET", url: "/api/customerprofile/customernotes" }),
      403,
      "forbidden",
    );
    const unlinked = (await signIn(t, { roles: ["Customer"] })).token;
    await expectRefusal(
      await t.call(unlinked, { method: "GET", url: "/api/customerprofile/customernotes" }),
      403,
      "forbidden",
    );
  });
});
