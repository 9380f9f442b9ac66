import { customerNotes, workOrderNotes, workOrderVendors } from "../../db/schema/index.ts";
import {
  makeCustomer,
  makeJobSite,
  makeUser,
  makeVendor,
  makeWorkOrder,
  signIn,
  uid,
} from "../../test/factories.ts";
import type { TestApp } from "../../test/test-app.ts";
import { multipartBody, SAMPLES } from "../../test/uploads.ts";

/** Values only staff may see: none of them may appear anywhere in a customer response body. */
export const SECRETS = {
  quoted: 4321.77,
  lineNote: "LINE-NOTE-SECRET",
  internalNote: "INTERNAL-NOTE-SECRET",
  vendorPrefix: "VENDOR-NAME-SECRET",
};

interface Created {
  id: number;
  version: number;
}

const ok = async <T>(t: TestApp, token: string, opts: Parameters<TestApp["call"]>[1]): Promise<T> => {
  const res = await t.call(token, opts);
  if (res.statusCode >= 300) throw new Error(`${opts.method} ${opts.url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
};

/** One customer's world: a user, a dispatcher, a site, an order with a vendor, proposals, invoices and files. */
export const makeCustomerWorld = async (t: TestApp, admin: string) => {
  const dispatcher = await makeUser(t.db, { roles: ["Dispatchers"] });
  const customer = await makeCustomer(t.db, { dispatcherid: dispatcher.id, customerprefix: "CP" });
  const site = await makeJobSite(t.db, customer.id);
  const { user, token } = await signIn(t, { roles: ["Customer"], customerid: customer.id });
  const vendor = await makeVendor(t.db, { name: `${SECRETS.vendorPrefix} ${uid()}` });
  const wo = await makeWorkOrder(
    t.db,
    { customerid: customer.id, jobsiteid: site.id },
    {
      statusid: 9,
      dispatcherid: dispatcher.id,
      lastnote: SECRETS.internalNote,
    },
  );
  // The customer's own notes (the self-view shows the flagged one only).
  await t.db.insert(customerNotes).values([
    { customerid: customer.id, note: `<p>${SECRETS.internalNote}</p>`, createdbyname: "Staff" },
    {
      customerid: customer.id,
      note: "<p>Gate code changes monthly.</p>",
      isvisibletocustomer: true,
      createdbyname: "Staff",
    },
  ]);
  await t.db.insert(workOrderVendors).values({
    workorderid: wo.id,
    vendorid: vendor.id,
    quotedamount: String(SECRETS.quoted),
    note: SECRETS.lineNote,
  });
  await t.db.insert(workOrderNotes).values([
    {
      workorderid: wo.id,
      note: SECRETS.internalNote,
      type: "Internal",
      typeid: 1,
      pertainsto: 2,
      createdbyname: "Staff",
    },
    {
      workorderid: wo.id,
      note: "<p>We are on it.</p>",
      type: "Customer",
      typeid: 2,
      pertainsto: 1,
      createdbyname: "Staff",
    },
  ]);
  const proposal = async (complete: boolean) => {
    let p = await ok<Created>(t, admin, {
      method: "POST",
      url: "/api/workorder/saveproposal",
      payload: {
        workorderid: wo.id,
        quotedamount: SECRETS.quoted,
        note: "Parts and labour",
        scopeofwork: "<p>Replace the unit</p>",
        items: [{ itemtypeid: 1, description: "Labor", quantity: 2, rate: 50, taxrate: 8.25 }],
      },
    });
    if (complete)
      p = await ok<Created>(t, admin, {
        method: "PUT",
        url: `/api/workorder/completeproposal?id=${p.id}&version=${p.version}`,
      });
    return p;
  };
  const completed = await proposal(true);
  const second = await proposal(true);
  const draft = await proposal(false);
  const invoice = async (approve: boolean) => {
    const inv = await ok<Created>(t, admin, {
      method: "POST",
      url: "/api/workorder/saveinvoice",
      payload: {
        workorderid: wo.id,
        items: [{ itemtypeid: 1, description: "Labor", quantity: 1, rate: 80, taxrate: 0 }],
      },
    });
    if (approve)
      await ok(t, admin, {
        method: "PUT",
        url: "/api/workorder/approveinvoice",
        payload: { invoiceid: inv.id, version: inv.version },
      });
    return inv;
  };
  const approvedInvoice = await invoice(true);
  const draftInvoice = await invoice(false);
  const file = async (attachmenttypeid: number, name: string) => {
    const [row] = await ok<Created[]>(t, admin, {
      method: "POST",
      url: "/api/workorder/attachfile",
      ...multipartBody({ workorderid: wo.id, attachmenttypeid }, [{ name, content: SAMPLES.pdf }]),
    });
    if (!row) throw new Error("no attachment");
    return row;
  };
  const sharedFile = await file(1, `request-${uid()}.pdf`);
  const vendorInvoiceFile = await file(7, `vendor-invoice-${uid()}.pdf`);
  return {
    customer,
    site,
    user,
    token,
    dispatcher,
    vendor,
    wo,
    completed,
    second,
    draft,
    approvedInvoice,
    draftInvoice,
    sharedFile,
    vendorInvoiceFile,
  };
};
export type CustomerWorld = Awaited<ReturnType<typeof makeCustomerWorld>>;
