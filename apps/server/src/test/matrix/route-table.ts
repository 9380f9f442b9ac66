import { randomBytes } from "node:crypto";
import { VENDOR_BILLING_STATUS } from "@fm/domain";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import {
  checkinCodes,
  dispatchVendors,
  mailOutbox,
  siteMeta,
  trades,
  userInvitations,
  users,
  vendorDocuments,
  vendorTrades,
  workOrderCheckins,
} from "../../db/schema/index.ts";
// accounting (issue 16)
import { makePendingBill } from "../../features/accounting/accounting-test-helpers.ts";
import { hashInvitationToken } from "../../features/admin/index.ts";
import { multipartBody, SAMPLES } from "../../features/attachments/attachment-test-helpers.ts";
import { gabesPdf } from "../../features/workorder-import/fixtures/gabes-pdf-fixture.ts";
import { makeCustomer, makeUser, makeVendor, uid } from "../factories.ts";
import { cancelOrderRequest } from "../work-order-requests.ts";
import {
  ACCOUNTING,
  ADMIN,
  APPROVERS,
  CREATORS,
  CUSTOMER_USERS,
  DASHBOARD,
  DISPATCHER_ROLE,
  EVERYONE_AND_ANONYMOUS,
  READERS,
  REPORT_READERS,
  SIGNED_IN,
  STAFF,
  VENDOR_USERS,
  WRITERS,
} from "./caller-groups.ts";
import type { MatrixCaller } from "./callers.ts";
import { CUSTOMER_ROUTES } from "./customer-routes.ts";
import {
  adminCall,
  attachment,
  callerJob,
  type Fixture,
  GRID_STATE,
  invoice,
  order,
  orderWithLine,
  proposal,
  refreshTokenFor,
  vendorProposal,
  view,
  workOrderForm,
} from "./fixtures.ts";
// API tokens and webhooks (issue 33, o33api)
import { INTEGRATION_ROUTES } from "./integrations-routes.ts";
// recall check, scorecards, invoice rules, NTE raises (issue 32, s32score)
import { SCORECARD_ROUTES } from "./scorecard-routes.ts";
// SLA policies and clocks (issue 32, s32sla)
import { SLA_ROUTES } from "./sla-routes.ts";
// vendor acceptance (issue 32, s32accept)
import { AUTODISPATCH_ROUTES, VENDOR_ACCEPTANCE_ROUTES } from "./vendor-acceptance-routes.ts";
import {
  ITEMS_XLS,
  portalInvoice,
  portalProposal,
  portalProposalWithFile,
} from "./vendor-billing-fixtures.ts";
// vendors management core (issue 15, vcore)
import { VENDOR_CORE_ROUTES } from "./vendor-core-routes.ts";
// vendor records (issue 15, vrec)
import { VENDOR_RECORD_ROUTES } from "./vendor-records-routes.ts";
// vendor search, Import Zips (issue 15, vsearch)
import { VENDOR_SEARCH_ROUTES } from "./vendor-search-routes.ts";

/**
 * THE route × role table: who may call each /api route, written by hand from the spec and docs/permissions.md
 * (never copied from the routes' own x-access, or the test could not fail). Every route in the OpenAPI
 * document must have a row here, so each new route gets one.
 *
 * - allowed: the callers that must succeed (2xx, or `allowedStatus`); every other signed-in caller must get
 *   403 and anonymous 401 (404 also counts as a refusal for row-scoped routes).
 * - scope: "row" — a Vendor/Tech/Customer of ANOTHER vendor/customer asking for this row gets 403/404, never
 *   the data; "list" — such a caller's list never contains the row, while the owner's list does.
 * - build: makes the row(s) the call needs with the factories, fresh for every caller.
 */
export interface RouteRow {
  allowed: readonly MatrixCaller[];
  scope?: "row" | "list";
  /** What an allowed caller gets when it is not a 2xx, with the reason. */
  allowedStatus?: number;
  build: (f: Fixture) => Promise<InjectOptions> | InjectOptions;
}

/* Caller groups, by hand from docs/permissions.md (default permissions per role). */

const get = (url: string): InjectOptions => ({ method: "GET", url });
const filterById = (id: number) => encodeURIComponent(JSON.stringify([{ column: "id", op: "=", value: id }]));

export const ROUTE_TABLE: Record<string, RouteRow> = {
  // --- system and sign-in
  "GET /api/health": { allowed: EVERYONE_AND_ANONYMOUS, build: () => get("/api/health") },
  "POST /api/auth/login": {
    allowed: EVERYONE_AND_ANONYMOUS,
    build: async (f) => {
      const password = `Pw-${uid()}-secret`;
      const user = await makeUser(f.t.db, { roles: ["Dispatchers"], password });
      return { method: "POST", url: "/api/auth/login", payload: { email: user.email, password } };
    },
  },
  "GET /api/auth/me": { allowed: SIGNED_IN, build: () => get("/api/auth/me") },
  // Renewal and sign-out carry the refresh token itself (the access token may have expired).
  "POST /api/auth/refresh": {
    allowed: EVERYONE_AND_ANONYMOUS,
    build: async (f) => ({
      method: "POST",
      url: "/api/auth/refresh",
      payload: { refreshToken: await refreshTokenFor(f) },
    }),
  },
  "POST /api/auth/logout": {
    allowed: EVERYONE_AND_ANONYMOUS,
    build: async (f) => ({
      method: "POST",
      url: "/api/auth/logout",
      payload: { refreshToken: await refreshTokenFor(f) },
    }),
  },
  // Callable before sign-in: a screen can fail before there is a session (the sign-in page itself). Issue 11
  // #10's spoofing (Name header, address-keyed limit) is tested in features/errorlog.
  "POST /api/error/logerror": {
    allowed: EVERYONE_AND_ANONYMOUS,
    build: () => ({
      method: "POST",
      url: "/api/error/logerror",
      payload: { errormessage: "matrix", errorpage: "/home" },
    }),
  },

  // --- lookups
  "GET /api/workorder/getstatuses": { allowed: SIGNED_IN, build: () => get("/api/workorder/getstatuses") },
  "GET /api/trades/tradelist": { allowed: SIGNED_IN, build: () => get("/api/trades/tradelist") },
  "GET /api/trades/tradelist_nonstore": {
    allowed: SIGNED_IN,
    build: () => get("/api/trades/tradelist_nonstore"),
  },
  "GET /api/geoinfo/getstates": { allowed: SIGNED_IN, build: () => get("/api/geoinfo/getstates") },
  "GET /api/site/meta": { allowed: SIGNED_IN, build: () => get("/api/site/meta") },
  "GET /api/admin/sitemeta": { allowed: ADMIN, build: () => get("/api/admin/sitemeta") },
  "PUT /api/admin/sitemeta": {
    allowed: ADMIN,
    build: async (f) => {
      const [row] = await f.t.db
        .insert(siteMeta)
        .values({ tablename: `matrix_${uid()}`, datafieldname: "jobsite", displaynamefield: "Job Site" })
        .returning();
      return {
        method: "PUT",
        url: "/api/admin/sitemeta",
        payload: { id: row?.id, displaynamefield: "Store", version: row?.version },
      };
    },
  },
  "GET /api/user/getdispatchers": { allowed: STAFF, build: () => get("/api/user/getdispatchers") },
  "GET /api/customer/getcustomers": { allowed: READERS, build: () => get("/api/customer/getcustomers") },

  // --- home and dashboards
  "GET /api/home/getactivecounts": { allowed: SIGNED_IN, build: () => get("/api/home/getactivecounts") },
  "GET /api/home/getprioritycounts": { allowed: SIGNED_IN, build: () => get("/api/home/getprioritycounts") },
  "GET /api/home/getdailycounts": { allowed: STAFF, build: () => get("/api/home/getdailycounts") },
  "GET /api/workorder/getquickactionworkorders": {
    allowed: READERS,
    build: () => get("/api/workorder/getquickactionworkorders?statusid=1&pageSize=10"),
  },
  "GET /api/vendor/getopenworkorders": {
    allowed: [...STAFF, ...VENDOR_USERS],
    scope: "list",
    build: async (f) => {
      await orderWithLine(f);
      return get(`/api/vendor/getopenworkorders?vendorid=${f.owner.vendorid}&pageSize=100`);
    },
  },
  "GET /api/customer/getopenworkorders": {
    allowed: [...STAFF, ...CUSTOMER_USERS],
    scope: "list",
    build: async (f) => {
      await order(f);
      return get(`/api/customer/getopenworkorders?customerid=${f.owner.customerid}&pageSize=100`);
    },
  },
  "GET /api/dashboard/getalerts": { allowed: DASHBOARD, build: () => get("/api/dashboard/getalerts?days=7") },
  "GET /api/admin/getoverduep1": { allowed: ADMIN, build: () => get("/api/admin/getoverduep1") },
  "GET /api/admin/outbox": { allowed: ADMIN, build: () => get("/api/admin/outbox") },

  // --- portals
  "GET /api/vendorprofile/getworkorders/{status}": {
    allowed: VENDOR_USERS,
    scope: "list",
    build: async (f) => {
      await orderWithLine(f);
      return get("/api/vendorprofile/getworkorders/open?pageSize=100");
    },
  },
  "GET /api/customerprofile/getworkorders/{status}": {
    allowed: CUSTOMER_USERS,
    scope: "list",
    build: async (f) => {
      await order(f);
      return get("/api/customerprofile/getworkorders/open?pageSize=100");
    },
  },

  // --- work-order lists and row actions
  "GET /api/workorder/getworkorders": {
    allowed: READERS,
    build: async (f) => get(`/api/workorder/getworkorders?filters=${filterById((await order(f)).id)}`),
  },
  "GET /api/workorder/exportworkorders": {
    allowed: READERS,
    build: async (f) => get(`/api/workorder/exportworkorders?filters=${filterById((await order(f)).id)}`),
  },
  "PUT /api/workorder/takeownership": {
    allowed: DISPATCHER_ROLE,
    build: async (f) => ({
      method: "PUT",
      url: `/api/workorder/takeownership?workorderid=${(await order(f)).id}`,
    }),
  },
  "PUT /api/workorder/taguntag": {
    allowed: DISPATCHER_ROLE,
    build: async (f) => ({
      method: "PUT",
      url: `/api/workorder/taguntag?workorderid=${(await order(f)).id}`,
    }),
  },
  "POST /api/workorder/reassigndispatcher": {
    allowed: ADMIN,
    build: async (f) => {
      const wo = await order(f);
      const target = await makeUser(f.t.db, { roles: ["Dispatchers"] });
      return {
        method: "POST",
        url: "/api/workorder/reassigndispatcher",
        payload: { workorderid: wo.id, userid: target.id },
      };
    },
  },
  "POST /api/workorder/reassignselected": {
    allowed: ADMIN,
    build: async (f) => {
      const wo = await order(f);
      const target = await makeUser(f.t.db, { roles: ["Dispatchers"] });
      return {
        method: "POST",
        url: "/api/workorder/reassignselected",
        payload: { workorderids: [wo.id], userid: target.id },
      };
    },
  },
  "POST /api/workorder/reassigndispatchers": {
    allowed: ADMIN,
    build: async (f) => {
      await order(f);
      const target = await makeUser(f.t.db, { roles: ["Dispatchers"] });
      return {
        method: "POST",
        url: "/api/workorder/reassigndispatchers",
        payload: { customerid: f.owner.customerid, userid: target.id },
      };
    },
  },
  // Issue 11 #9: schedule and follow-up dates are edits, so they need the write permission.
  "PUT /api/workorder/updatescheduledate": {
    allowed: WRITERS,
    build: async (f) => {
      const wo = await order(f);
      return {
        method: "PUT",
        url: "/api/workorder/updatescheduledate",
        payload: {
          id: wo.id,
          version: wo.version,
          scheduledate: "2026-12-01T15:00:00Z",
          reason: "Tenant asked",
        },
      };
    },
  },
  "PUT /api/workorder/updatefollowupdate": {
    allowed: WRITERS,
    build: async (f) => {
      const wo = await order(f);
      return {
        method: "PUT",
        url: "/api/workorder/updatefollowupdate",
        payload: { id: wo.id, version: wo.version, followupdate: "2026-12-02", reason: "Call back" },
      };
    },
  },
  "PUT /api/mobile/{id}/geofence": {
    allowed: ADMIN,
    build: async (f) => ({ method: "PUT", url: `/api/mobile/${(await order(f)).id}/geofence?enabled=true` }),
  },

  // --- saved views (each user's own)
  "GET /api/view/getuserviews": { allowed: STAFF, build: () => get("/api/view/getuserviews?pagetype=w") },
  "GET /api/view/getview": {
    allowed: STAFF,
    build: async (f) => get(`/api/view/getview?viewId=${(await view(f)).id}`),
  },
  "POST /api/view/createview": {
    allowed: STAFF,
    build: () => ({
      method: "POST",
      url: `/api/view/createview?viewName=${encodeURIComponent(`Mine ${uid()}`)}&viewType=w&isDefault=false`,
      payload: GRID_STATE,
    }),
  },
  "PUT /api/view/updateview": {
    allowed: STAFF,
    build: async (f) => ({
      method: "PUT",
      url: `/api/view/updateview?viewId=${(await view(f)).id}&viewType=w`,
      payload: GRID_STATE,
    }),
  },
  "PUT /api/view/resetmyview": {
    allowed: STAFF,
    build: () => ({ method: "PUT", url: "/api/view/resetmyview?viewType=w" }),
  },
  "DELETE /api/view/removeview": {
    allowed: STAFF,
    build: async (f) => ({ method: "DELETE", url: `/api/view/removeview?viewId=${(await view(f)).id}` }),
  },

  // --- work-order detail
  "GET /api/workorder/getworkorder": {
    allowed: [...READERS, ...VENDOR_USERS, ...CUSTOMER_USERS],
    scope: "row",
    build: async (f) => get(`/api/workorder/getworkorder?id=${(await orderWithLine(f)).wo.id}`),
  },
  // Management-provider credentials: staff who may read work orders, never an external user (issue 11 #12).
  "GET /api/workorder/providerpassword": {
    allowed: READERS,
    build: async (f) => get(`/api/workorder/providerpassword?id=${(await order(f)).id}`),
  },
  "GET /api/workorder/getlists": {
    allowed: READERS,
    build: (f) => get(`/api/workorder/getlists?customerid=${f.owner.customerid}`),
  },
  "GET /api/workorder/customerpocheck": {
    allowed: READERS,
    build: async (f) => {
      const wo = await order(f);
      return get(`/api/workorder/customerpocheck?customerid=${f.owner.customerid}&ponumber=${wo.ponumber}`);
    },
  },
  "POST /api/workorder/saveworkorder": {
    allowed: CREATORS,
    build: (f) => ({ method: "POST", url: "/api/workorder/saveworkorder", payload: workOrderForm(f) }),
  },
  "PUT /api/workorder/updateworkorder": {
    allowed: WRITERS,
    build: async (f) => {
      const wo = await order(f);
      return {
        method: "PUT",
        url: "/api/workorder/updateworkorder",
        payload: { ...workOrderForm(f), statusid: wo.statusid, id: wo.id, version: wo.version },
      };
    },
  },
  "POST /api/workorder/createchildworkorder": {
    allowed: CREATORS,
    build: async (f) => ({
      method: "POST",
      url: "/api/workorder/createchildworkorder",
      payload: { workorderid: (await order(f)).id },
    }),
  },
  "POST /api/workorder/updateworkorderstatus": {
    allowed: WRITERS,
    build: async (f) => cancelOrderRequest(await order(f), "per phone call"),
  },

  // --- notes and notices
  "GET /api/workorder/notes/{workOrderId}": {
    allowed: READERS,
    build: async (f) => get(`/api/workorder/notes/${(await order(f)).id}`),
  },
  "POST /api/workorder/savenote": {
    allowed: READERS,
    build: async (f) => ({
      method: "POST",
      url: "/api/workorder/savenote",
      payload: { workorderid: (await order(f)).id, note: "Called the site", type: "Internal", pertainsto: 2 },
    }),
  },
  "POST /api/workorder/addspecialnote": {
    allowed: WRITERS,
    build: async (f) => ({
      method: "POST",
      url: `/api/workorder/addspecialnote?workOrderId=${(await order(f)).id}`,
      payload: { note: "Technician scheduled for Tuesday" },
    }),
  },
  // A notice is a write (update:workorder); its status (TOS) offers Send TOS. state-matrix.test.ts tries every
  // actionType on open, Invoiced and Cancelled orders.
  "POST /api/workorder/createwoemailitem": {
    allowed: WRITERS,
    build: async (f) => {
      const { wo } = await orderWithLine(f, {}, { statusid: 13 });
      return {
        method: "POST",
        url: "/api/workorder/createwoemailitem",
        payload: { workOrderId: wo.id, vendorId: f.owner.vendorid, actionType: "TOS" },
      };
    },
  },

  // --- side panel
  "GET /api/workorder/getpastvendors": {
    allowed: READERS,
    build: async (f) => get(`/api/workorder/getpastvendors?workorderid=${(await order(f)).id}`),
  },
  "GET /api/customer/traderates": {
    allowed: READERS,
    build: (f) => get(`/api/customer/traderates?customerid=${f.owner.customerid}`),
  },
  "GET /api/workorder/getvendorrates": {
    allowed: READERS,
    build: async (f) => get(`/api/workorder/getvendorrates?workorderid=${(await orderWithLine(f)).wo.id}`),
  },

  // --- vendors on a work order
  "GET /api/workorder/getvendorsbytrades": {
    allowed: READERS,
    build: async (f) =>
      get(`/api/workorder/getvendorsbytrades?workorderId=${(await order(f)).id}&tradeIds=1`),
  },
  "GET /api/workorder/getworkordervendors": {
    allowed: READERS,
    build: async (f) =>
      get(`/api/workorder/getworkordervendors?workorderid=${(await orderWithLine(f)).wo.id}`),
  },
  "POST /api/workorder/savevendor": {
    allowed: WRITERS,
    build: async (f) => ({
      method: "POST",
      url: "/api/workorder/savevendor",
      payload: { workorderid: (await order(f)).id, vendorid: f.owner.vendorid },
    }),
  },
  "PUT /api/workorder/updatevendor": {
    allowed: WRITERS,
    build: async (f) => {
      const { line } = await orderWithLine(f);
      return {
        method: "PUT",
        url: "/api/workorder/updatevendor",
        payload: { id: line.id, version: line.version, quotedamount: 150, invoicenumber: "INV-1" },
      };
    },
  },
  "DELETE /api/workorder/removevendor/{id}": {
    allowed: WRITERS,
    build: async (f) => ({
      method: "DELETE",
      url: `/api/workorder/removevendor/${(await orderWithLine(f)).line.id}`,
    }),
  },
  "PUT /api/workorder/flagnod/{wovendorid}/{flag}": {
    allowed: APPROVERS,
    build: async (f) => ({
      method: "PUT",
      url: `/api/workorder/flagnod/${(await orderWithLine(f)).line.id}/true`,
    }),
  },
  "PUT /api/workorder/approvevendorinvoice/{id}": {
    allowed: APPROVERS,
    build: async (f) => ({
      method: "PUT",
      url: `/api/workorder/approvevendorinvoice/${(await orderWithLine(f, { invoicenumber: `INV-${uid()}` })).line.id}`,
    }),
  },
  "PUT /api/workorder/unapprovevendorinvoice/{id}": {
    allowed: APPROVERS,
    build: async (f) => {
      const { line } = await orderWithLine(f, { invoicenumber: `INV-${uid()}` });
      await adminCall(f, { method: "PUT", url: `/api/workorder/approvevendorinvoice/${line.id}` });
      return { method: "PUT", url: `/api/workorder/unapprovevendorinvoice/${line.id}` };
    },
  },
  "POST /api/workorder/savevendorqc": {
    allowed: WRITERS,
    build: async (f) => ({
      method: "POST",
      url: "/api/workorder/savevendorqc",
      payload: {
        workordervendorid: (await orderWithLine(f)).line.id,
        reviewername: "Sam",
        totalscore: 0,
        incurredonly: true,
      },
    }),
  },
  "POST /api/workorder/generatesignoff": {
    allowed: READERS,
    build: async (f) => {
      const { wo, line } = await orderWithLine(f);
      return {
        method: "POST",
        url: "/api/workorder/generatesignoff",
        payload: { workOrderId: wo.id, workOrderVendorId: line.id },
      };
    },
  },

  // --- attachments
  "GET /api/workorder/getattachmenttypes": {
    allowed: [...READERS, ...VENDOR_USERS, ...CUSTOMER_USERS],
    build: () => get("/api/workorder/getattachmenttypes"),
  },
  "GET /api/workorder/attachments": {
    allowed: [...READERS, ...VENDOR_USERS, ...CUSTOMER_USERS],
    scope: "row",
    build: async (f) => get(`/api/workorder/attachments?workorderid=${(await attachment(f)).wo.id}`),
  },
  "GET /api/workorder/vendor/attachments/{workordervendorid}": {
    allowed: [...READERS, ...VENDOR_USERS],
    scope: "row",
    build: async (f) => get(`/api/workorder/vendor/attachments/${(await attachment(f)).line.id}`),
  },
  "POST /api/workorder/attachfile": {
    allowed: WRITERS,
    build: async (f) => ({
      method: "POST",
      url: "/api/workorder/attachfile",
      ...multipartBody({ workorderid: (await order(f)).id, attachmenttypeid: 1 }, [
        { name: `up-${uid()}.pdf`, content: SAMPLES.pdf },
      ]),
    }),
  },
  "PUT /api/workorder/updateattachment": {
    allowed: WRITERS,
    build: async (f) => {
      const { file } = await attachment(f);
      return {
        method: "PUT",
        url: "/api/workorder/updateattachment",
        payload: { id: file.id, version: file.version, displayname: "renamed.pdf", attachmenttypeid: 1 },
      };
    },
  },
  "DELETE /api/workorder/removeattachment/{id}": {
    allowed: WRITERS,
    build: async (f) => ({
      method: "DELETE",
      url: `/api/workorder/removeattachment/${(await attachment(f)).file.id}`,
    }),
  },
  "GET /api/workorder/attachment/{id}/download": {
    allowed: [...READERS, ...VENDOR_USERS, ...CUSTOMER_USERS],
    scope: "row",
    build: async (f) => get(`/api/workorder/attachment/${(await attachment(f)).file.id}/download`),
  },
  "POST /api/workorder/attachments/zip": {
    allowed: [...READERS, ...VENDOR_USERS, ...CUSTOMER_USERS],
    scope: "row",
    build: async (f) => ({
      method: "POST",
      url: "/api/workorder/attachments/zip",
      payload: { ids: [(await attachment(f)).file.id] },
    }),
  },
  // Staff only (a container-wide read token); the test app stores files on local disk: 409 storage_local.
  "GET /api/storage/getSAS": {
    allowed: READERS,
    allowedStatus: 409,
    build: () => get("/api/storage/getSAS"),
  },

  // --- customer proposals
  "GET /api/workorder/proposals": {
    allowed: READERS,
    build: async (f) => get(`/api/workorder/proposals?workorderid=${(await proposal(f)).wo.id}`),
  },
  "POST /api/workorder/saveproposal": {
    allowed: WRITERS,
    build: async (f) => ({
      method: "POST",
      url: "/api/workorder/saveproposal",
      payload: { workorderid: (await order(f)).id, quotedamount: 100, scopeofwork: "Replace the unit" },
    }),
  },
  "PUT /api/workorder/updateproposal": {
    allowed: WRITERS,
    build: async (f) => {
      const { proposal: p } = await proposal(f);
      return {
        method: "PUT",
        url: "/api/workorder/updateproposal",
        payload: { id: p.id, version: p.version, quotedamount: 120, scopeofwork: "Replace it" },
      };
    },
  },
  "PUT /api/workorder/completeproposal": {
    allowed: WRITERS,
    build: async (f) => {
      const { proposal: p } = await proposal(f);
      return { method: "PUT", url: `/api/workorder/completeproposal?id=${p.id}&version=${p.version}` };
    },
  },
  "PUT /api/workorder/approveproposal": {
    allowed: WRITERS,
    build: async (f) => {
      const { proposal: p } = await proposal(f, "complete");
      return { method: "PUT", url: `/api/workorder/approveproposal?id=${p.id}&version=${p.version}` };
    },
  },
  "PUT /api/workorder/rejectproposal": {
    allowed: WRITERS,
    build: async (f) => {
      const { proposal: p } = await proposal(f, "complete");
      return { method: "PUT", url: `/api/workorder/rejectproposal?id=${p.id}&version=${p.version}` };
    },
  },
  "DELETE /api/workorder/removeproposal": {
    allowed: WRITERS,
    build: async (f) => ({
      method: "DELETE",
      url: `/api/workorder/removeproposal?id=${(await proposal(f)).proposal.id}`,
    }),
  },
  "DELETE /api/workorder/removeproposalitem": {
    allowed: WRITERS,
    build: async (f) => ({
      method: "DELETE",
      url: `/api/workorder/removeproposalitem?id=${(await proposal(f)).proposal.details[0]?.id}`,
    }),
  },
  "POST /api/workorder/cloneproposal": {
    allowed: WRITERS,
    build: async (f) => ({
      method: "POST",
      url: "/api/workorder/cloneproposal",
      payload: { proposalId: (await proposal(f, "complete")).proposal.id },
    }),
  },
  "POST /api/workorder/convertproposal": {
    allowed: WRITERS,
    build: async (f) => ({
      method: "POST",
      url: "/api/workorder/convertproposal",
      payload: { id: (await proposal(f, "approved")).proposal.id },
    }),
  },
  "POST /api/workorder/generatewoproposal": {
    allowed: READERS,
    build: async (f) => ({
      method: "POST",
      url: "/api/workorder/generatewoproposal",
      payload: { proposalid: (await proposal(f)).proposal.id, format: "html" },
    }),
  },

  // --- customer invoices
  "GET /api/workorder/invoices": {
    allowed: READERS,
    build: async (f) => get(`/api/workorder/invoices?workorderid=${(await invoice(f)).wo.id}`),
  },
  "POST /api/workorder/saveinvoice": {
    allowed: WRITERS,
    build: async (f) => ({
      method: "POST",
      url: "/api/workorder/saveinvoice",
      payload: { workorderid: (await order(f)).id },
    }),
  },
  "PUT /api/workorder/updateinvoice": {
    allowed: WRITERS,
    build: async (f) => {
      const { invoice: inv } = await invoice(f);
      return {
        method: "PUT",
        url: "/api/workorder/updateinvoice",
        payload: { id: inv.id, version: inv.version, note: "second" },
      };
    },
  },
  "PUT /api/workorder/approveinvoice": {
    allowed: APPROVERS,
    build: async (f) => ({
      method: "PUT",
      url: "/api/workorder/approveinvoice",
      payload: await invoice(f).then(({ invoice: i }) => ({ invoiceid: i.id, version: i.version })),
    }),
  },
  "PUT /api/workorder/unapproveinvoice": {
    allowed: APPROVERS,
    build: async (f) => ({
      method: "PUT",
      url: "/api/workorder/unapproveinvoice",
      payload: await invoice(f, "approved").then(({ invoice: i }) => ({
        invoiceid: i.id,
        version: i.version,
      })),
    }),
  },
  "PUT /api/workorder/rejectinvoice": {
    allowed: WRITERS,
    build: async (f) => ({
      method: "PUT",
      url: "/api/workorder/rejectinvoice",
      payload: await invoice(f).then(({ invoice: i }) => ({
        invoiceid: i.id,
        version: i.version,
        reason: "Wrong rate",
      })),
    }),
  },
  "DELETE /api/workorder/removeinvoice": {
    allowed: WRITERS,
    build: async (f) => ({
      method: "DELETE",
      url: `/api/workorder/removeinvoice?id=${(await invoice(f)).invoice.id}`,
    }),
  },
  "POST /api/workorder/generatewoinvoice": {
    allowed: READERS,
    build: async (f) => ({
      method: "POST",
      url: "/api/workorder/generatewoinvoice",
      payload: { invoiceid: (await invoice(f)).invoice.id, format: "html" },
    }),
  },
  "POST /api/workorder/generatewordwoinvoice": {
    allowed: READERS,
    build: async (f) => ({
      method: "POST",
      url: "/api/workorder/generatewordwoinvoice",
      payload: { invoiceid: (await invoice(f)).invoice.id },
    }),
  },

  // --- vendor-submitted proposals
  "GET /api/workorder/vendorproposals": {
    allowed: READERS,
    build: async (f) => get(`/api/workorder/vendorproposals?workorderid=${(await vendorProposal(f)).wo.id}`),
  },
  "GET /api/workorder/vendorproposals/export": {
    allowed: READERS,
    build: async (f) =>
      get(`/api/workorder/vendorproposals/export?workorderid=${(await vendorProposal(f)).wo.id}`),
  },
  // --- page-view tracking (issue 20): everyone records views on orders they may read; staff read the trail
  "POST /api/workorder/pageviews": {
    allowed: SIGNED_IN,
    scope: "row",
    build: async (f) => ({
      method: "POST",
      url: "/api/workorder/pageviews",
      payload: { views: [{ workorderid: (await orderWithLine(f)).wo.id, tab: "workorder" }] },
    }),
  },
  "GET /api/workorder/pageviews": {
    allowed: READERS,
    build: async (f) => get(`/api/workorder/pageviews?workorderid=${(await order(f)).id}`),
  },
  "PUT /api/workorder/vendorproposalstatus": {
    allowed: WRITERS,
    build: async (f) => ({
      method: "PUT",
      url: "/api/workorder/vendorproposalstatus",
      payload: await vendorProposal(f).then(({ proposal: p }) => ({
        proposalId: p.id,
        proposalStatusId: 3,
        version: p.version,
      })),
    }),
  },
  "POST /api/workorder/convertvendorproposal": {
    allowed: WRITERS,
    build: async (f) => ({
      method: "POST",
      url: "/api/workorder/convertvendorproposal",
      payload: { proposalid: (await vendorProposal(f)).proposal.id },
    }),
  },

  // --- background jobs: the caller's own job (staff also see colleagues' jobs; isolation in jobs.test.ts)
  "GET /api/jobs/{id}": {
    allowed: SIGNED_IN,
    build: async (f) => get(`/api/jobs/${(await callerJob(f)).id}`),
  },
  "GET /api/jobs/latest": {
    allowed: SIGNED_IN,
    build: async (f) => {
      const job = await callerJob(f);
      return get(`/api/jobs/latest?kind=${job.kind}&key=${encodeURIComponent(job.exclusivekey ?? "")}`);
    },
  },

  // --- reports (issue 17): Admin or view:reports (spec 3 §6); a non-admin runs the reports their user was given
  "GET /api/reports/getreports": {
    allowed: REPORT_READERS,
    build: () => get("/api/reports/getreports"),
  },
  "POST /api/reports/getreportdata": {
    allowed: REPORT_READERS,
    build: async (f) => {
      await f.t.db
        .update(users)
        .set({ reports: [23] })
        .where(eq(users.id, f.userid));
      return { method: "POST", url: "/api/reports/getreportdata", payload: { reportid: 23 } };
    },
  },
  "POST /api/reports/export": {
    allowed: REPORT_READERS,
    build: async (f) => {
      await f.t.db
        .update(users)
        .set({ reports: [12] })
        .where(eq(users.id, f.userid));
      return { method: "POST", url: "/api/reports/export", payload: { reportid: 12 } };
    },
  },

  // --- accounting (issue 16): pending rows, the QuickBooks push, transmission logs
  "GET /api/accounting/getpendingsyncs": {
    allowed: ACCOUNTING,
    build: () => get("/api/accounting/getpendingsyncs"),
  },
  "GET /api/accounting/gettransmissionlogs": {
    allowed: ACCOUNTING,
    build: () => get("/api/accounting/gettransmissionlogs?page=1&pageSize=5"),
  },
  "GET /api/accounting/getuploadingstatus": {
    allowed: ACCOUNTING,
    build: () => get("/api/accounting/getuploadingstatus"),
  },
  "GET /api/accounting/getqbostatus": {
    allowed: ACCOUNTING,
    build: () => get("/api/accounting/getqbostatus"),
  },
  "GET /api/accounting/getsimulatordocuments": {
    allowed: ACCOUNTING,
    build: () => get("/api/accounting/getsimulatordocuments"),
  },
  "GET /api/accounting/getunmatchedvendors": {
    allowed: ACCOUNTING,
    build: () => get("/api/accounting/getunmatchedvendors"),
  },
  "POST /api/accounting/submitpending": {
    allowed: ACCOUNTING,
    build: () => ({ method: "POST", url: "/api/accounting/submitpending", payload: { VendorBilling: [] } }),
  },
  "PUT /api/accounting/removevendorbill/{workorderVendorId}": {
    allowed: ACCOUNTING,
    build: async (f) => ({
      method: "PUT",
      url: `/api/accounting/removevendorbill/${(await makePendingBill(f.t.db)).line.id}`,
    }),
  },
  // --- vendor portal: proposals and invoices (vbilling). Vendor and Tech only, each for its own vendor's rows.
  "GET /api/vendorprofile/vendorworkorderproposals/lists": {
    allowed: VENDOR_USERS,
    build: () => get("/api/vendorprofile/vendorworkorderproposals/lists"),
  },
  "GET /api/vendorprofile/vendorworkorderproposals": {
    allowed: VENDOR_USERS,
    scope: "list",
    build: async (f) => {
      await portalProposal(f);
      return get("/api/vendorprofile/vendorworkorderproposals?status=open");
    },
  },
  "GET /api/vendorprofile/vendorworkorderproposals/export": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) =>
      get(
        `/api/vendorprofile/vendorworkorderproposals/export?workorderid=${(await portalProposal(f)).wo.id}`,
      ),
  },
  "POST /api/vendorprofile/newproposal": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) => ({
      method: "POST",
      url: "/api/vendorprofile/newproposal",
      payload: { workorderid: (await orderWithLine(f)).wo.id },
    }),
  },
  "POST /api/vendorprofile/updateproposal": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) => {
      const { proposal: p } = await portalProposal(f);
      return {
        method: "POST",
        url: "/api/vendorprofile/updateproposal",
        payload: { id: p.id, version: p.version, description: "Matrix edit" },
      };
    },
  },
  "POST /api/vendorprofile/cloneproposal/{id}": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) => ({
      method: "POST",
      url: `/api/vendorprofile/cloneproposal/${(await portalProposal(f)).proposal.id}`,
    }),
  },
  "DELETE /api/vendorprofile/deleteproposal": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) => {
      const { proposal: p } = await portalProposal(f);
      return {
        method: "DELETE",
        url: `/api/vendorprofile/deleteproposal?proposalId=${p.id}&version=${p.version}`,
      };
    },
  },
  "PUT /api/vendorprofile/updateproposalstatus": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) => {
      const { proposal: p } = await portalProposal(f);
      return {
        method: "PUT",
        url: "/api/vendorprofile/updateproposalstatus",
        payload: { proposalId: p.id, proposalStatusId: 2, version: p.version },
      };
    },
  },
  "POST /api/vendorprofile/importproposalitems": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) => ({
      method: "POST",
      url: "/api/vendorprofile/importproposalitems",
      ...multipartBody({ proposalid: (await portalProposal(f)).proposal.id }, [
        { name: "items.xls", content: ITEMS_XLS },
      ]),
    }),
  },
  "POST /api/vendorprofile/generatevendorproposal": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) => ({
      method: "POST",
      url: "/api/vendorprofile/generatevendorproposal",
      payload: { proposalId: (await portalProposal(f)).proposal.id, preview: true },
    }),
  },
  "POST /api/vendorprofile/proposalattachments": {
    allowed: VENDOR_USERS,
    scope: "row",
    allowedStatus: 201,
    build: async (f) => ({
      method: "POST",
      url: "/api/vendorprofile/proposalattachments",
      ...multipartBody({ proposalid: (await portalProposal(f)).proposal.id }, [
        { name: `p-${uid()}.pdf`, content: SAMPLES.pdf },
      ]),
    }),
  },
  "DELETE /api/vendorprofile/proposalattachment": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) => {
      const { proposal: p, attachmentid } = await portalProposalWithFile(f);
      return {
        method: "DELETE",
        url: `/api/vendorprofile/proposalattachment?proposalId=${p.id}&attachmentId=${attachmentid}`,
      };
    },
  },
  "GET /api/vendorprofile/vendorworkorderinvoices": {
    allowed: VENDOR_USERS,
    scope: "list",
    build: async (f) => {
      await portalInvoice(f);
      return get("/api/vendorprofile/vendorworkorderinvoices?status=open");
    },
  },
  "GET /api/vendorprofile/vendorworkorderinvoices/export": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) =>
      get(`/api/vendorprofile/vendorworkorderinvoices/export?workorderid=${(await portalInvoice(f)).wo.id}`),
  },
  "POST /api/vendorprofile/createinvoice/{id}": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) => ({
      method: "POST",
      url: `/api/vendorprofile/createinvoice/${(await portalProposal(f, 3)).proposal.id}`,
      payload: { invoicenumber: `INV-${uid()}`, description: "Matrix invoice" },
    }),
  },
  "POST /api/vendorprofile/updateinvoice": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) => {
      const { invoice: i } = await portalInvoice(f);
      return {
        method: "POST",
        url: "/api/vendorprofile/updateinvoice",
        payload: { id: i.id, version: i.version, invoicenumber: i.invoicenumber, description: "Matrix edit" },
      };
    },
  },
  "POST /api/vendorprofile/cloneinvoice/{id}": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) => ({
      method: "POST",
      // A rejected invoice: a live one may not be cloned (one live invoice per proposal).
      url: `/api/vendorprofile/cloneinvoice/${(await portalInvoice(f, VENDOR_BILLING_STATUS.Rejected)).invoice.id}`,
    }),
  },
  "DELETE /api/vendorprofile/deleteinvoice": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) => {
      const { invoice: i } = await portalInvoice(f);
      return {
        method: "DELETE",
        url: `/api/vendorprofile/deleteinvoice?invoiceId=${i.id}&version=${i.version}`,
      };
    },
  },
  "PUT /api/vendorprofile/updateinvoicestatus": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) => {
      const { invoice: i } = await portalInvoice(f);
      return {
        method: "PUT",
        url: "/api/vendorprofile/updateinvoicestatus",
        payload: { invoiceId: i.id, invoiceStatusId: 2, version: i.version },
      };
    },
  },
  "POST /api/vendorprofile/importinvoiceitems": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) => ({
      method: "POST",
      url: "/api/vendorprofile/importinvoiceitems",
      ...multipartBody({ invoiceid: (await portalInvoice(f)).invoice.id }, [
        { name: "items.xls", content: ITEMS_XLS },
      ]),
    }),
  },
  "POST /api/vendorprofile/generatevendorinvoice": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) => ({
      method: "POST",
      url: "/api/vendorprofile/generatevendorinvoice",
      payload: { invoiceId: (await portalInvoice(f)).invoice.id, preview: true },
    }),
  },
  // --- vendor portal (issue 12): every call scoped to the caller's vendor; techs are managed by the office
  "GET /api/vendorprofile/workorder/{id}": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) => get(`/api/vendorprofile/workorder/${(await orderWithLine(f)).wo.id}`),
  },
  "PUT /api/vendorprofile/updateworkorder": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) => {
      const { wo } = await orderWithLine(f);
      return {
        method: "PUT",
        url: "/api/vendorprofile/updateworkorder",
        payload: { id: wo.id, version: wo.version, scheduledate: "2030-01-02T15:00:00.000Z", note: "On it" },
      };
    },
  },
  "PUT /api/vendorprofile/assigntech": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) => {
      const { wo } = await orderWithLine(f);
      const tech = await makeUser(f.t.db, { roles: ["Tech"], vendorid: f.owner.vendorid });
      return {
        method: "PUT",
        url: "/api/vendorprofile/assigntech",
        payload: { workorderid: wo.id, version: wo.version, techid: tech.id },
      };
    },
  },
  // technician in the field (issue 31): the order overrides geofencing, so any position is inside
  "GET /api/vendorprofile/today": { allowed: VENDOR_USERS, build: () => get("/api/vendorprofile/today") },
  "GET /api/vendorprofile/checkin/{workOrderId}": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) => get(`/api/vendorprofile/checkin/${(await orderWithLine(f)).wo.id}`),
  },
  "POST /api/vendorprofile/checkin": {
    allowed: VENDOR_USERS,
    scope: "row",
    allowedStatus: 201,
    build: async (f) => ({
      method: "POST",
      url: "/api/vendorprofile/checkin",
      payload: { workorderid: (await orderWithLine(f, {}, { overridegeofencing: true })).wo.id },
    }),
  },
  "POST /api/vendorprofile/checkout": {
    allowed: VENDOR_USERS,
    scope: "row",
    allowedStatus: 201,
    build: async (f) => {
      const { wo, line } = await orderWithLine(f);
      // The caller's own open check-in (method override), whatever its role: a non-vendor caller is refused first.
      await f.t.db.insert(workOrderCheckins).values({
        workorderid: wo.id,
        workordervendorid: line.id,
        userid: f.userid,
        kind: "in",
        at: new Date(),
        method: "override",
      });
      return {
        method: "POST",
        url: "/api/vendorprofile/checkout",
        payload: { workorderid: wo.id, resolution: "Fixed" },
      };
    },
  },
  "POST /api/vendorprofile/checkincode": {
    allowed: VENDOR_USERS,
    scope: "row",
    allowedStatus: 201,
    build: async (f) => ({
      method: "POST",
      url: "/api/vendorprofile/checkincode",
      payload: { workorderid: (await orderWithLine(f)).wo.id },
    }),
  },
  "POST /api/workorder/confirmcheckincode": {
    allowed: WRITERS,
    allowedStatus: 201,
    build: async (f) => {
      const { wo } = await orderWithLine(f);
      const tech = await makeUser(f.t.db, { roles: ["Tech"], vendorid: f.owner.vendorid });
      const now = new Date();
      await f.t.db.insert(checkinCodes).values({
        workorderid: wo.id,
        userid: tech.id,
        code: "123456",
        createdat: now,
        expiresat: new Date(now.getTime() + 600_000),
      });
      return {
        method: "POST",
        url: "/api/workorder/confirmcheckincode",
        payload: { workorderid: wo.id, code: "123456" },
      };
    },
  },
  "GET /api/workorder/checkins/{workOrderId}": {
    allowed: READERS,
    build: async (f) => get(`/api/workorder/checkins/${(await order(f)).id}`),
  },
  "GET /api/vendorprofile/notes/{workOrderId}": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) => get(`/api/vendorprofile/notes/${(await orderWithLine(f)).wo.id}`),
  },
  "POST /api/vendorprofile/savenote": {
    allowed: VENDOR_USERS,
    scope: "row",
    allowedStatus: 201,
    build: async (f) => ({
      method: "POST",
      url: "/api/vendorprofile/savenote",
      payload: { workorderid: (await orderWithLine(f)).wo.id, note: "<p>Tech on the way</p>" },
    }),
  },
  "GET /api/vendorprofile/attachmenttypes": {
    allowed: VENDOR_USERS,
    build: () => get("/api/vendorprofile/attachmenttypes"),
  },
  "POST /api/vendorprofile/attachfile": {
    allowed: VENDOR_USERS,
    scope: "row",
    allowedStatus: 201,
    build: async (f) => ({
      method: "POST",
      url: "/api/vendorprofile/attachfile",
      ...multipartBody({ workorderid: (await orderWithLine(f)).wo.id, attachmenttypeid: 9 }, [
        { name: `v-${uid()}.pdf`, content: SAMPLES.pdf },
      ]),
    }),
  },
  "GET /api/vendorprofile/currentvendor": {
    allowed: VENDOR_USERS,
    build: () => get("/api/vendorprofile/currentvendor"),
  },
  "GET /api/vendorprofile/techs": { allowed: VENDOR_USERS, build: () => get("/api/vendorprofile/techs") },
  "POST /api/vendorprofile/createtech": {
    allowed: ["Vendor"],
    allowedStatus: 201,
    build: () => ({
      method: "POST",
      url: "/api/vendorprofile/createtech",
      payload: { given_name: "New", family_name: "Tech", email: `tech-${uid()}@example.test` },
    }),
  },
  "PATCH /api/vendorprofile/updatetech": {
    allowed: ["Vendor"],
    scope: "row",
    build: async (f) => {
      const tech = await makeUser(f.t.db, { roles: ["Tech"], vendorid: f.owner.vendorid });
      return {
        method: "PATCH",
        url: "/api/vendorprofile/updatetech",
        payload: {
          user_id: tech.id,
          given_name: "Re",
          family_name: "Named",
          email: tech.email,
          blocked: false,
        },
      };
    },
  },
  "POST /api/vendorprofile/changetechpassword": {
    allowed: ["Vendor"],
    scope: "row",
    build: async (f) => {
      const tech = await makeUser(f.t.db, { roles: ["Tech"], vendorid: f.owner.vendorid });
      const password = `Pw-${uid()}-secret`;
      return {
        method: "POST",
        url: "/api/vendorprofile/changetechpassword",
        payload: { user_id: tech.id, password, confirmpassword: password },
      };
    },
  },
  "GET /api/vendorprofile/vendornotes": {
    allowed: VENDOR_USERS,
    build: () => get("/api/vendorprofile/vendornotes"),
  },
  "GET /api/vendorprofile/documents": {
    allowed: VENDOR_USERS,
    build: () => get("/api/vendorprofile/documents"),
  },
  "POST /api/vendorprofile/uploaddocument": {
    allowed: ["Vendor"],
    allowedStatus: 201,
    build: () => ({
      method: "POST",
      url: "/api/vendorprofile/uploaddocument",
      ...multipartBody({ doctype: "W9", date: "2026-01-15" }, [
        { name: `w9-${uid()}.pdf`, content: SAMPLES.pdf },
      ]),
    }),
  },
  "GET /api/vendorprofile/document/{id}/download": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) => {
      const key = `vendor/${f.owner.vendorid}/doc-${uid()}.pdf`;
      await f.t.ctx.blobs.put(key, SAMPLES.pdf, "application/pdf");
      const [doc] = await f.t.db
        .insert(vendorDocuments)
        .values({
          vendorid: f.owner.vendorid,
          doctype: "WC",
          filename: key.split("/")[2] ?? "doc.pdf",
          displayname: "wc.pdf",
          path: key,
          contenttype: "application/pdf",
          size: SAMPLES.pdf.length,
          createdbyname: "Test",
        })
        .returning();
      if (!doc) throw new Error("document not created");
      return get(`/api/vendorprofile/document/${doc.id}/download`);
    },
  },
  // --- customer portal (issue 13): Customer users only; another customer's rows answer 404
  "GET /api/customerprofile/profile": {
    allowed: CUSTOMER_USERS,
    build: () => get("/api/customerprofile/profile"),
  },
  "GET /api/customerprofile/customernotes": {
    allowed: CUSTOMER_USERS,
    build: () => get("/api/customerprofile/customernotes"),
  },
  "GET /api/customerprofile/getlists": {
    allowed: CUSTOMER_USERS,
    build: () => get("/api/customerprofile/getlists"),
  },
  "GET /api/customerprofile/getattachmenttypes": {
    allowed: CUSTOMER_USERS,
    build: () => get("/api/customerprofile/getattachmenttypes"),
  },
  "GET /api/customerprofile/getworkorder": {
    allowed: CUSTOMER_USERS,
    scope: "row",
    build: async (f) => get(`/api/customerprofile/getworkorder?id=${(await order(f)).id}`),
  },
  "POST /api/customerprofile/saveworkorder": {
    allowed: CUSTOMER_USERS,
    build: (f) => ({
      method: "POST",
      url: "/api/customerprofile/saveworkorder",
      payload: {
        jobsiteid: f.owner.jobsiteid,
        priorityid: 3,
        briefdescription: `Matrix ${uid()}`,
        tradeids: [20],
      },
    }),
  },
  "PUT /api/customerprofile/updateworkorder": {
    allowed: CUSTOMER_USERS,
    scope: "row",
    build: async (f) => {
      const wo = await order(f);
      return {
        method: "PUT",
        url: "/api/customerprofile/updateworkorder",
        payload: {
          id: wo.id,
          version: wo.version,
          jobsiteid: f.owner.jobsiteid,
          priorityid: 2,
          briefdescription: "Edited",
        },
      };
    },
  },
  "GET /api/customerprofile/notes/{workOrderId}": {
    allowed: CUSTOMER_USERS,
    scope: "row",
    build: async (f) => get(`/api/customerprofile/notes/${(await order(f)).id}`),
  },
  "POST /api/customerprofile/savenote": {
    allowed: CUSTOMER_USERS,
    scope: "row",
    build: async (f) => ({
      method: "POST",
      url: "/api/customerprofile/savenote",
      payload: { workorderid: (await order(f)).id, note: "<p>From the matrix</p>" },
    }),
  },
  "GET /api/customerprofile/proposals": {
    allowed: CUSTOMER_USERS,
    scope: "row",
    build: async (f) =>
      get(`/api/customerprofile/proposals?workorderid=${(await proposal(f, "complete")).wo.id}`),
  },
  "POST /api/customerprofile/updateproposalstatus": {
    allowed: CUSTOMER_USERS,
    scope: "row",
    build: async (f) => {
      const { proposal: p } = await proposal(f, "complete");
      return {
        method: "POST",
        url: "/api/customerprofile/updateproposalstatus",
        payload: { proposalId: p.id, proposalStatusId: 3, version: p.version },
      };
    },
  },
  "POST /api/customerprofile/generateproposal": {
    allowed: CUSTOMER_USERS,
    scope: "row",
    build: async (f) => ({
      method: "POST",
      url: "/api/customerprofile/generateproposal",
      payload: { proposalid: (await proposal(f, "complete")).proposal.id, format: "html" },
    }),
  },
  "GET /api/customerprofile/invoices": {
    allowed: CUSTOMER_USERS,
    scope: "row",
    build: async (f) =>
      get(`/api/customerprofile/invoices?workorderid=${(await invoice(f, "approved")).wo.id}`),
  },
  "GET /api/customerprofile/invoices/export": {
    allowed: CUSTOMER_USERS,
    scope: "row",
    build: async (f) => {
      const { wo, invoice: i } = await invoice(f, "approved");
      return get(`/api/customerprofile/invoices/export?workorderid=${wo.id}&ids=${i.id}`);
    },
  },
  "POST /api/customerprofile/generateinvoice": {
    allowed: CUSTOMER_USERS,
    scope: "row",
    build: async (f) => ({
      method: "POST",
      url: "/api/customerprofile/generateinvoice",
      payload: { invoiceid: (await invoice(f, "approved")).invoice.id, format: "html" },
    }),
  },
  "GET /api/customerprofile/myproposals/{status}": {
    allowed: CUSTOMER_USERS,
    build: () => get("/api/customerprofile/myproposals/open"),
  },
  "GET /api/customerprofile/myinvoices/{status}": {
    allowed: CUSTOMER_USERS,
    build: () => get("/api/customerprofile/myinvoices/approved"),
  },
  "GET /api/customerprofile/attachments": {
    allowed: CUSTOMER_USERS,
    scope: "row",
    build: async (f) => get(`/api/customerprofile/attachments?workorderid=${(await attachment(f)).wo.id}`),
  },
  "POST /api/customerprofile/attachfile": {
    allowed: CUSTOMER_USERS,
    scope: "row",
    build: async (f) => ({
      method: "POST",
      url: "/api/customerprofile/attachfile",
      ...multipartBody({ workorderid: (await order(f)).id, attachmenttypeid: 9 }, [
        { name: `photo-${uid()}.png`, content: SAMPLES.png },
      ]),
    }),
  },
  // --- admin (issue 16): users, invitations, dispatch priority; all Admin only except the set-password link
  "GET /api/admin/getuserlist": { allowed: ADMIN, build: () => get("/api/admin/getuserlist") },
  "GET /api/admin/getroles": { allowed: ADMIN, build: () => get("/api/admin/getroles") },
  "GET /api/admin/getreports": { allowed: ADMIN, build: () => get("/api/admin/getreports") },
  "GET /api/admin/outbox/message": {
    allowed: ADMIN,
    build: async (f) => {
      const [m] = await f.t.db
        .insert(mailOutbox)
        .values({ to: ["matrix@example.test"], subject: "Matrix", html: "<p>x</p>" })
        .returning({ id: mailOutbox.id });
      return get(`/api/admin/outbox/message?id=${m?.id}`);
    },
  },
  "GET /api/admin/getuserlinks": { allowed: ADMIN, build: () => get("/api/admin/getuserlinks") },
  "GET /api/admin/getidentitymode": { allowed: ADMIN, build: () => get("/api/admin/getidentitymode") },
  "PUT /api/admin/linkidentity": {
    allowed: ADMIN,
    build: async (f) => {
      const u = await makeUser(f.t.db, { roles: ["Dispatchers"] });
      return {
        method: "PUT",
        url: "/api/admin/linkidentity",
        payload: { user_id: u.id, version: u.version, externalsubject: `matrix|${uid()}` },
      };
    },
  },
  "POST /api/admin/createuser": {
    allowed: ADMIN,
    build: () => ({
      method: "POST",
      url: "/api/admin/createuser",
      payload: {
        given_name: "Matrix",
        family_name: uid(),
        email: `matrix-${uid()}@example.test`,
        app_metadata: { roles: ["Dispatchers"] },
        reports: [],
      },
    }),
  },
  "PATCH /api/admin/updateuser": {
    allowed: ADMIN,
    build: async (f) => {
      const u = await makeUser(f.t.db, { roles: ["Dispatchers"] });
      return {
        method: "PATCH",
        url: "/api/admin/updateuser",
        payload: {
          user_id: u.id,
          version: u.version,
          given_name: "Renamed",
          family_name: u.lastname,
          email: u.email,
          app_metadata: { roles: ["Dispatchers"] },
          reports: [],
        },
      };
    },
  },
  "POST /api/admin/resendinvitation": {
    allowed: ADMIN,
    build: async (f) => ({
      method: "POST",
      url: "/api/admin/resendinvitation",
      payload: { user_id: (await makeUser(f.t.db, { roles: ["Dispatchers"] })).id },
    }),
  },
  "GET /api/admin/getuser": {
    allowed: ADMIN,
    build: async (f) => get(`/api/admin/getuser?id=${(await makeUser(f.t.db)).id}`),
  },
  "PUT /api/admin/saveuser": {
    allowed: ADMIN,
    build: async (f) => {
      const u = await makeUser(f.t.db, { roles: ["Dispatchers"] });
      return {
        method: "PUT",
        url: "/api/admin/saveuser",
        payload: {
          id: u.id,
          version: u.version,
          firstName: "A",
          lastName: "B",
          email: u.email,
          usertypeid: 4,
        },
      };
    },
  },
  "GET /api/admin/getauditlog": {
    allowed: ADMIN,
    build: async (f) => get(`/api/admin/getauditlog?userid=${(await makeUser(f.t.db)).id}`),
  },
  "GET /api/admin/getvendorsbytradeid": {
    allowed: ADMIN,
    build: () => get("/api/admin/getvendorsbytradeid?tradeId=1"),
  },
  "GET /api/admin/getallvendorsbytradeid": {
    allowed: ADMIN,
    build: () => get("/api/admin/getallvendorsbytradeid?tradeId=1"),
  },
  "POST /api/admin/savedispatchvendor": {
    allowed: ADMIN,
    build: async (f) => {
      const { tradeid, vendorid } = await tradeVendor(f);
      return {
        method: "POST",
        url: "/api/admin/savedispatchvendor",
        payload: { tradeid, vendorid, priority: 1 },
      };
    },
  },
  "PUT /api/admin/updatedispatchvendor": {
    allowed: ADMIN,
    build: async (f) => {
      const { tradeid, vendorid } = await tradeVendor(f);
      await f.t.db.insert(dispatchVendors).values({ tradeid, vendorid, priority: 1 });
      return {
        method: "PUT",
        url: "/api/admin/updatedispatchvendor",
        payload: { tradeid, vendorid, priority: 2 },
      };
    },
  },
  // Public: the single-use, expiring token is the credential (features/admin tests use, reuse and expiry).
  "GET /api/auth/config": { allowed: EVERYONE_AND_ANONYMOUS, build: () => get("/api/auth/config") },
  "POST /api/auth/setpassword": {
    allowed: EVERYONE_AND_ANONYMOUS,
    build: async (f) => {
      const u = await makeUser(f.t.db, { roles: ["Dispatchers"] });
      const token = randomBytes(32).toString("base64url");
      await f.t.db.insert(userInvitations).values({
        tokenhash: hashInvitationToken(token),
        userid: u.id,
        expiresat: new Date(Date.now() + 3_600_000),
      });
      return {
        method: "POST",
        url: "/api/auth/setpassword",
        payload: { token, password: "matrix-password-1" },
      };
    },
  },

  // --- work-order import (issue 18): staff with add:workorder (or add:workorders, or Admin)
  "POST /api/workorder/importwofromservicechannel": {
    allowed: CREATORS,
    // The matrix app has no ServiceChannel configured: the access rule passes, then 409 says so.
    allowedStatus: 409,
    build: () => ({ method: "POST", url: `/api/workorder/importwofromservicechannel?id=PO-${uid()}` }),
  },
  "POST /api/workorder/parseWOHTML": {
    allowed: CREATORS,
    build: async (f) => {
      await makeCustomer(f.t.db, { customername: "Gabe's" });
      const pdf = await gabesPdf({ po: `M-${uid()}`, store: "9999", description: "Matrix check" });
      return {
        method: "POST",
        url: "/api/workorder/parseWOHTML",
        ...multipartBody({ source: "application/pdf" }, [{ name: "gabes.pdf", content: pdf }]),
      };
    },
  },

  // --- customers, job sites, contracts and rates (issue 14): customer-routes.ts
  ...CUSTOMER_ROUTES,
  // --- vendors management core (issue 15, vcore): vendor-core-routes.ts
  ...VENDOR_CORE_ROUTES,
  ...VENDOR_SEARCH_ROUTES,

  // vendor records (issue 15, vrec)
  ...VENDOR_RECORD_ROUTES,
  // SLA policies and clocks (issue 32, s32sla)
  ...SLA_ROUTES,

  // API tokens and webhooks (issue 33, o33api): integrations-routes.ts
  ...INTEGRATION_ROUTES,
  // recall check, scorecards, invoice rules, NTE raises (issue 32, s32score)
  ...SCORECARD_ROUTES,
  // vendor acceptance (issue 32, s32accept)
  ...VENDOR_ACCEPTANCE_ROUTES,
  ...AUTODISPATCH_ROUTES,

  // --- live screens (issue 33, o33live): a ticket for any signed-in user; the stream itself is opened with
  // the ticket only (an EventSource sends no Authorization header), so without a valid one every caller gets
  // 401 — live-events.test.ts opens real streams and proves their scoping.
  "POST /api/events/ticket": {
    allowed: SIGNED_IN,
    build: () => ({ method: "POST", url: "/api/events/ticket" }),
  },
  "GET /api/events": {
    allowed: EVERYONE_AND_ANONYMOUS,
    allowedStatus: 401,
    build: () => get("/api/events?ticket=not-a-ticket"),
  },
  // --- audit trail (issue 33, o33live): History tabs for staff who read the record; the search for Admin
  "GET /api/audit/workorder": {
    allowed: READERS,
    build: async (f) => get(`/api/audit/workorder?id=${(await order(f)).id}`),
  },
  "GET /api/audit/customer": {
    allowed: STAFF,
    build: (f) => get(`/api/audit/customer?id=${f.owner.customerid}`),
  },
  "GET /api/audit/vendor": {
    allowed: STAFF,
    build: (f) => get(`/api/audit/vendor?id=${f.owner.vendorid}`),
  },
  "GET /api/audit/search": {
    allowed: ADMIN,
    build: () => get("/api/audit/search?entity=workorders&limit=5"),
  },
  "GET /api/audit/export": {
    allowed: ADMIN,
    build: () => get("/api/audit/export?entity=workorders&limit=5"),
  },
};

/** admin (issue 16): a fresh trade with one vendor offering it. */
const tradeVendor = async (f: Fixture) => {
  const [trade] = await f.t.db
    .insert(trades)
    .values({ tradename: `Matrix trade ${uid()}` })
    .returning();
  if (!trade) throw new Error("matrix builder: trade not created");
  const vendor = await makeVendor(f.t.db);
  await f.t.db.insert(vendorTrades).values({ tradeid: trade.id, vendorid: vendor.id });
  return { tradeid: trade.id, vendorid: vendor.id };
};
