import type { InjectOptions } from "fastify";
import {
  savedViews,
  vendorProposalMaterials,
  vendorProposals,
  type workOrders,
  workOrderVendors,
} from "../../db/schema/index.ts";
import { multipartBody, SAMPLES } from "../../features/attachments/attachment-test-helpers.ts";
import { insertJob } from "../../platform/jobs/job-store.ts";
import { makeWorkOrder, signIn, uid } from "../factories.ts";
import type { TestApp } from "../test-app.ts";
import { workOrderFormFor } from "../work-order-requests.ts";
import type { RowOwner } from "./callers.ts";

/** What a route's builder gets: the app, an Admin token for data only the API makes, and whose rows to make. */
export interface Fixture {
  t: TestApp;
  admin: string;
  owner: RowOwner;
  /** The calling user (a stand-in staff user for anonymous): saved views belong to a user. */
  userid: number;
  /** Work-order numbers made for this call: a caller who does not own them must never see them. */
  markers: string[];
}

/** The data a builder needs only as an Admin API call; a failure here is a broken builder, not a finding. */
export const adminCall = async <T>(f: Fixture, opts: InjectOptions): Promise<T> => {
  const res = await f.t.call(f.admin, opts);
  if (res.statusCode >= 300) {
    throw new Error(`matrix builder: ${opts.method} ${opts.url} answered ${res.statusCode} ${res.body}`);
  }
  return res.json() as T;
};

export const order = async (f: Fixture, over: Partial<typeof workOrders.$inferInsert> = {}) => {
  const wo = await makeWorkOrder(
    f.t.db,
    { customerid: f.owner.customerid, jobsiteid: f.owner.jobsiteid },
    { ponumber: `PO-${uid()}`, ...over },
  );
  f.markers.push(wo.wonumber);
  return wo;
};

/** A work order with the owner's vendor on it (so the owner's vendor and tech users may see it). */
export const orderWithLine = async (
  f: Fixture,
  line: Partial<typeof workOrderVendors.$inferInsert> = {},
  over: Partial<typeof workOrders.$inferInsert> = {},
) => {
  const wo = await order(f, over);
  const [row] = await f.t.db
    .insert(workOrderVendors)
    .values({ workorderid: wo.id, vendorid: f.owner.vendorid, quotedamount: "100", ...line })
    .returning();
  if (!row) throw new Error("vendor line not created");
  return { wo, line: row };
};

export interface ProposalOut {
  id: number;
  version: number;
  details: Array<{ id: number }>;
}

const PROPOSAL_LINES = [{ itemtypeid: 1, description: "Labor", quantity: 2, rate: 50, taxrate: 8.25 }];

/** A customer proposal made through the API, moved on to the given state. */
export const proposal = async (f: Fixture, state: "new" | "complete" | "approved" = "new") => {
  const wo = await order(f);
  let p = await adminCall<ProposalOut>(f, {
    method: "POST",
    url: "/api/workorder/saveproposal",
    payload: {
      workorderid: wo.id,
      quotedamount: 100,
      scopeofwork: "Replace the unit",
      items: PROPOSAL_LINES,
    },
  });
  const steps = state === "new" ? [] : state === "complete" ? ["complete"] : ["complete", "approve"];
  for (const step of steps) {
    p = await adminCall<ProposalOut>(f, {
      method: "PUT",
      url: `/api/workorder/${step}proposal?id=${p.id}&version=${p.version}`,
    });
  }
  return { wo, proposal: p };
};

export interface InvoiceOut {
  id: number;
  version: number;
}

const INVOICE_LINES = [{ itemtypeid: 1, description: "Labor", quantity: 1, rate: 80, taxrate: 8.25 }];

/** A customer invoice made through the API, approved when asked. */
export const invoice = async (f: Fixture, state: "new" | "approved" = "new") => {
  const wo = await order(f);
  const inv = await adminCall<InvoiceOut>(f, {
    method: "POST",
    url: "/api/workorder/saveinvoice",
    payload: { workorderid: wo.id, items: INVOICE_LINES },
  });
  if (state === "approved") {
    const list = await adminCall<InvoiceOut[]>(f, {
      method: "PUT",
      url: "/api/workorder/approveinvoice",
      payload: { invoiceid: inv.id, version: inv.version },
    });
    const approved = list.find((i) => i.id === inv.id);
    if (!approved) throw new Error("approved invoice not in the answer");
    return { wo, invoice: approved };
  }
  return { wo, invoice: inv };
};

export interface AttachmentOut {
  id: number;
  version: number;
}

/** A file on the owner's work order (filed under no vendor line, so the owner's customer may see it too). */
export const attachment = async (f: Fixture) => {
  const { wo, line } = await orderWithLine(f);
  const [file] = await adminCall<AttachmentOut[]>(f, {
    method: "POST",
    url: "/api/workorder/attachfile",
    ...multipartBody({ workorderid: wo.id, attachmenttypeid: 1 }, [
      { name: `m-${uid()}.pdf`, content: SAMPLES.pdf },
    ]),
  });
  if (!file) throw new Error("attachment not created");
  return { wo, line, file };
};

/**
 * The owner's vendor's proposal on a work order with exactly that one vendor line, in `proposalstatusid`
 * (2, submitted and waiting, unless named: 1 draft, 3 approved…), with one material line.
 */
export const vendorProposal = async (f: Fixture, proposalstatusid = 2) => {
  const { wo, line } = await orderWithLine(f);
  const [p] = await f.t.db
    .insert(vendorProposals)
    .values({
      workorderid: wo.id,
      vendorid: f.owner.vendorid,
      workordervendorid: line.id,
      proposalnumber: `VP-${uid()}`,
      proposalstatusid,
      description: "Replace compressor",
    })
    .returning();
  if (!p) throw new Error("vendor proposal not created");
  await f.t.db
    .insert(vendorProposalMaterials)
    .values({ proposalid: p.id, description: "Capacitor", uomid: 1, unitprice: "12.50", quantity: "4" });
  return { wo, line, proposal: p };
};

export const GRID_STATE = {
  columns: [{ name: "wonumber", visible: true, index: 0, width: 120 }],
  filters: [{ column: "statusid", op: "=", value: 9 }],
  sort: [{ column: "wonumber", desc: false }],
  search: "",
  pageSize: 50,
};

/** A saved (non-default) work-order view of the calling user. */
export const view = async (f: Fixture) => {
  const [row] = await f.t.db
    .insert(savedViews)
    .values({ userid: f.userid, pagetype: "w", viewname: `View ${uid()}`, view: GRID_STATE })
    .returning();
  if (!row) throw new Error("view not created");
  return row;
};

/**
 * A refresh token of a fresh user's real server-side session (for the refresh and logout routes). Opened
 * through the session service rather than POST /api/auth/login, whose per-address limit the matrix would hit.
 */
export const refreshTokenFor = async (f: Fixture): Promise<string> =>
  (await signIn(f.t, { roles: ["Dispatchers"] })).refreshToken;

/** The work-order form's required fields for the owner's customer and job site. */
export const workOrderForm = (f: Fixture) =>
  workOrderFormFor(f.owner, { briefdescription: "Matrix work order" });

/** A finished background job started by the calling user. */
export const callerJob = (f: Fixture) =>
  insertJob(f.t.db, "matrix-probe", { probe: true }, { createdBy: f.userid, exclusiveKey: `probe:${uid()}` });
