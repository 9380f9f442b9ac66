import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeWorkOrder, signIn, uid } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signIn(t, { roles: ["Admin"] }));
});
afterAll(() => t.close());

/** A work order of a customer whose three notice flags are as given. */
const orderOf = async (flags: {
  notifyproposaladded: boolean;
  notifyinvoiceadded: boolean;
  notifystatuschange: boolean;
}) => {
  const email = `c-${uid()}@customer.test`;
  const c = await makeCustomer(t.db, {
    contactemail: email,
    ccemails: `cc-${uid()}@customer.test`,
    ...flags,
  });
  const site = await makeJobSite(t.db, c.id);
  const wo = await makeWorkOrder(t.db, { customerid: c.id, jobsiteid: site.id }, { statusid: 1 });
  return { c, wo, email };
};
const mailsTo = async (workorderid: number, email: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.workorderid, workorderid))).filter((m) =>
    m.to.includes(email),
  );

const addProposal = (workorderid: number) =>
  t.call(token, {
    method: "POST",
    url: "/api/workorder/saveproposal",
    payload: {
      workorderid,
      quotedamount: 100,
      scopeofwork: "Replace the unit",
      items: [{ itemtypeid: 1, description: "Labor", quantity: 2, rate: 50, taxrate: 0 }],
    },
  });
const addInvoice = (workorderid: number) =>
  t.call(token, {
    method: "POST",
    url: "/api/workorder/saveinvoice",
    payload: {
      workorderid,
      items: [{ itemtypeid: 1, description: "Labor", quantity: 1, rate: 80, taxrate: 0 }],
    },
  });
const changeStatus = (workorderid: number, version: number) =>
  t.call(token, {
    method: "POST",
    url: "/api/workorder/updateworkorderstatus",
    payload: { workorderid, statusid: 9, version, note: "Dispatched", notifycustomer: true },
  });

describe("the customer's Notifications tab is honoured", () => {
  it("sends proposal added, invoice added and status change notices to a customer who wants them", async () => {
    const { c, wo, email } = await orderOf({
      notifyproposaladded: true,
      notifyinvoiceadded: true,
      notifystatuschange: true,
    });
    expect((await addProposal(wo.id)).statusCode).toBe(200);
    expect((await addInvoice(wo.id)).statusCode).toBe(200);
    expect((await changeStatus(wo.id, wo.version)).statusCode).toBe(200);
    const subjects = (await mailsTo(wo.id, email)).map((m) => m.subject);
    expect(subjects).toHaveLength(3);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Work Order ${wo.wonumber} - Invoice added`,
        `Work Order ${wo.wonumber} - Proposal added`,
        expect.stringContaining(`Work Order ${wo.wonumber} - Status changed to`),
      ]),
    );
    // the CC addresses get them too
    const [one] = await mailsTo(wo.id, email);
    expect(one?.to).toContain(c.ccemails);
  });

  it("queues nothing for a customer who switched them off, even when the dispatcher ticks notify customer", async () => {
    const { wo, email } = await orderOf({
      notifyproposaladded: false,
      notifyinvoiceadded: false,
      notifystatuschange: false,
    });
    expect((await addProposal(wo.id)).statusCode).toBe(200);
    expect((await addInvoice(wo.id)).statusCode).toBe(200);
    expect((await changeStatus(wo.id, wo.version)).statusCode).toBe(200);
    expect(await mailsTo(wo.id, email)).toEqual([]);
  });

  it("honours each flag on its own", async () => {
    const { wo, email } = await orderOf({
      notifyproposaladded: false,
      notifyinvoiceadded: true,
      notifystatuschange: false,
    });
    await addProposal(wo.id);
    await addInvoice(wo.id);
    expect((await mailsTo(wo.id, email)).map((m) => m.subject)).toEqual([
      `Work Order ${wo.wonumber} - Invoice added`,
    ]);
  });
});
