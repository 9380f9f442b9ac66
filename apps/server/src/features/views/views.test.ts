import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../test/factories.ts";
import { expectPermissionMatrix, STAFF } from "../../test/permission-matrix.ts";
import { expectRefusal } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const state = (search: string) => ({
  columns: [
    { name: "wonumber", visible: true, index: 0, width: 120 },
    { name: "lastnote", visible: false, index: 1 },
  ],
  filters: [{ column: "statusid", op: "=", value: 9 }],
  sort: [{ column: "dispatchdate", desc: true }],
  search,
  pageSize: 50,
});

const create = (token: string, name: string, isDefault: boolean, search = "") =>
  t.call(token, {
    method: "POST",
    url: `/api/view/createview?viewName=${encodeURIComponent(name)}&viewType=w&isDefault=${isDefault}`,
    payload: state(search),
  });

describe("saved views", () => {
  it("creates, lists, gets and updates a user's views; one default per page type", async () => {
    const { token } = await signIn(t, { roles: ["Dispatchers"] });
    const a = (await create(token, "Dispatched", true, "leak")).json() as { viewid: number };
    const b = await create(token, "Mine", true);
    expect(b.statusCode).toBe(201);
    const list = (await t.call(token, { method: "GET", url: "/api/view/getuserviews?pagetype=w" })).json();
    expect(list).toEqual([
      { viewid: expect.any(Number), viewname: "Mine", isdefault: true },
      { viewid: a.viewid, viewname: "Dispatched", isdefault: false },
    ]);
    const got = (await t.call(token, { method: "GET", url: `/api/view/getview?viewId=${a.viewid}` })).json();
    expect(got).toMatchObject({ viewid: a.viewid, pagetype: "w", view: state("leak") });
    const upd = await t.call(token, {
      method: "PUT",
      url: `/api/view/updateview?viewId=${a.viewid}&viewType=w`,
      payload: state("roof"),
    });
    expect(upd.statusCode).toBe(200);
    expect((upd.json() as { view: { search: string } }).view.search).toBe("roof");
    expect((await t.call(token, { method: "GET", url: "/api/view/getuserviews?pagetype=d" })).json()).toEqual(
      [],
    );
  });

  it("refuses to delete the default view and removes others", async () => {
    const { token } = await signIn(t, { roles: ["Dispatchers"] });
    const def = (await create(token, "Default", true)).json() as { viewid: number };
    const other = (await create(token, "Other", false)).json() as { viewid: number };
    const refused = await t.call(token, {
      method: "DELETE",
      url: `/api/view/removeview?viewId=${def.viewid}`,
    });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { message: string }).message).toBe("The default view cannot be deleted.");
    const ok = await t.call(token, { method: "DELETE", url: `/api/view/removeview?viewId=${other.viewid}` });
    expect(ok.json()).toEqual({ removed: true });
  });

  it("reset my view clears the default but keeps the views", async () => {
    const { token } = await signIn(t, { roles: ["Dispatchers"] });
    await create(token, "Default", true);
    expect((await t.call(token, { method: "PUT", url: "/api/view/resetmyview?viewType=w" })).json()).toEqual({
      reset: true,
    });
    const list = (await t.call(token, { method: "GET", url: "/api/view/getuserviews?pagetype=w" })).json();
    expect(list).toEqual([{ viewid: expect.any(Number), viewname: "Default", isdefault: false }]);
  });

  it("keeps views private to their owner", async () => {
    const { token } = await signIn(t, { roles: ["Dispatchers"] });
    const other = (await signIn(t, { roles: ["Dispatchers"] })).token;
    const v = (await create(token, "Private", false)).json() as { viewid: number };
    expectRefusal(
      await t.call(other, { method: "GET", url: `/api/view/getview?viewId=${v.viewid}` }),
      404,
      "not_found",
    );
    expectRefusal(
      await t.call(other, { method: "DELETE", url: `/api/view/removeview?viewId=${v.viewid}` }),
      404,
      "not_found",
    );
  });

  it("validates names, page types and the grid state", async () => {
    const { token } = await signIn(t, { roles: ["Dispatchers"] });
    const noName = await t.call(token, {
      method: "POST",
      url: "/api/view/createview?viewType=w",
      payload: state(""),
    });
    expect((noName.json() as { fields: Record<string, string> }).fields).toEqual({
      viewName: "View name is required.",
    });
    const badType = await t.call(token, {
      method: "POST",
      url: "/api/view/createview?viewName=x&viewType=z",
      payload: state(""),
    });
    expectRefusal(badType, 400, "validation");
    const badState = await t.call(token, {
      method: "POST",
      url: "/api/view/createview?viewName=x&viewType=w",
      payload: { ...state(""), pageSize: 7 },
    });
    expect(Object.keys((badState.json() as { fields: Record<string, string> }).fields)).toEqual(["pageSize"]);
  });

  it("keeps the page's quick filters with the view (status, Flagged Orders, My Work Orders)", async () => {
    const { token } = await signIn(t, { roles: ["Dispatchers"] });
    const quick = { status: "all", flagged: true, mine: false };
    const created = await t.call(token, {
      method: "POST",
      url: "/api/view/createview?viewName=Flagged&viewType=w&isDefault=false",
      payload: { ...state(""), quick },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { viewid } = created.json() as { viewid: number };
    const got = await t.call(token, { method: "GET", url: `/api/view/getview?viewId=${viewid}` });
    expect((got.json() as { view: unknown }).view).toMatchObject({ quick });
    const tooMany = await t.call(token, {
      method: "POST",
      url: "/api/view/createview?viewName=Many&viewType=w&isDefault=false",
      payload: {
        ...state(""),
        quick: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, true])),
      },
    });
    expect(Object.keys(expectRefusal(tooMany, 400, "validation").fields ?? {})).toEqual(["quick"]);
  });

  it("is for staff only", async () => {
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: "/api/view/getuserviews?pagetype=w" },
      allowed: STAFF,
    });
  });
});
