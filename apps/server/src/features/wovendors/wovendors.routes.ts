import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { loadWorkOrderDocumentData } from "../documents/workorder-document-data.ts";
import { renderSignOffTicket } from "../documents/workorder-ticket.pdf.ts";
import { requireWorkOrder } from "../workorders/workorder-access.ts";
import {
  attachVendor,
  flagNod,
  listVendorLines,
  removeVendorLine,
  saveVendorQc,
  setVendorInvoiceApproval,
  updateVendorLine,
} from "./vendor-lines.service.ts";
import { VENDOR_SORTS, vendorsByTrades } from "./vendor-selection.service.ts";

const tags = ["vendors on a work order"];
const reader = allOf(staffOnly, permissionOrAdmin("read:workorders"));
const writer = allOf(staffOnly, permissionOrAdmin("update:workorder"));
const approver = allOf(staffOnly, permissionOrAdmin("approve:vendorinvoice"));
const id = (label: string) =>
  z.coerce
    .number({ error: `${label} is required.` })
    .int()
    .positive(`${label} is required.`);
const money = z.coerce
  .number()
  .min(0, "must not be negative")
  .max(9_999_999_999.99)
  .multipleOf(0.01, "at most 2 decimals");

const VendorLine = z.object({
  id: z.number(),
  wovendorid: z.number(),
  workordervendorid: z.number(),
  version: z.number(),
  vendorid: z.number(),
  vendorname: z.string(),
  minnte: z.number().nullable(),
  quoteonly: z.boolean(),
  invnumber: z.string().nullable(),
  status: z.string().nullable(),
  createddate: z.string(),
  vendoraddress: z.string(),
  vendorcity: z.string(),
  vendorstate: z.string(),
  vendorzip: z.string(),
  primaryphone: z.string().nullable(),
  dispatchemail: z.string().nullable(),
  paidbycc: z.boolean(),
  quotedamount: z.number(),
  nodflagged: z.boolean(),
  note: z.string().nullable(),
  isapproved: z.boolean(),
  eventcounts: z.record(z.string(), z.number()),
});
const Lines = z.array(VendorLine);

const SelectionRow = z.object({
  id: z.number(),
  name: z.string(),
  isactive: z.boolean(),
  excludedfromcustomer: z.boolean(),
  minnte: z.number().nullable(),
  createddate: z.string(),
  vendorrating: z.number(),
  numberofratings: z.number(),
  vendorstatustypeid: z.number().nullable(),
  vendorstatus: z.string().nullable(),
  primaryphone: z.string().nullable(),
  backgroundchecksrun: z.boolean(),
  dispatchemail: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  statecode: z.string(),
  postalcode: z.string(),
  wocount: z.number(),
  distancefromjob: z.number().nullable(),
  mssw: z.null(),
  term: z.string().nullable(),
  tierid: z.number().nullable(),
  primarytrade: z.string().nullable(),
  paperworkcomplete: z.boolean(),
  dispatchpriority: z.number().nullable(),
  canattach: z.boolean(),
});

export const woVendorRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;

  app.get(
    "/api/workorder/getvendorsbytrades",
    {
      config: { access: reader },
      schema: {
        tags,
        querystring: z.object({
          workorderId: id("workorderId"),
          tradeIds: z.preprocess(
            (v) => (typeof v === "string" ? v.split(",").filter(Boolean) : (v ?? [])),
            z.array(z.coerce.number().int().positive()).max(50),
          ),
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce
            .number()
            .int()
            .refine((n) => [10, 20, 50, 100].includes(n), "pageSize must be one of 10, 20, 50, 100")
            .default(20),
          search: z.string().max(100).default(""),
          sort: z.enum(VENDOR_SORTS).default("priority"),
        }),
        response: {
          200: z.object({
            rows: z.array(SelectionRow),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
          }),
        },
      },
    },
    (req) => vendorsByTrades(db, currentUser(req), req.query),
  );

  app.get(
    "/api/workorder/getworkordervendors",
    {
      config: { access: reader },
      schema: { tags, querystring: z.object({ workorderid: id("workorderid") }), response: { 200: Lines } },
    },
    async (req) => {
      await requireWorkOrder(db, currentUser(req), req.query.workorderid);
      return listVendorLines(db, req.query.workorderid);
    },
  );

  app.post(
    "/api/workorder/savevendor",
    {
      config: { access: writer },
      schema: {
        tags,
        body: z.object({
          workorderid: id("workorderid"),
          vendorid: id("Vendor"),
          tradeid: z.coerce.number().int().positive().nullish(),
        }),
        response: { 201: Lines },
      },
    },
    async (req, reply) => reply.status(201).send(await attachVendor(db, currentUser(req), req.body)),
  );

  app.put(
    "/api/workorder/updatevendor",
    {
      config: { access: writer },
      schema: {
        tags,
        body: z.object({
          id: id("id"),
          version: z.coerce.number({ error: "version is required." }).int().min(1),
          paidbycreditcard: z.boolean().default(false),
          quoteonly: z.boolean().default(false),
          quotedamount: money,
          invoicenumber: z.string().trim().max(100).nullish(),
          note: z.string().trim().max(2000).nullish(),
        }),
        response: { 200: Lines },
      },
    },
    (req) => updateVendorLine(db, currentUser(req), req.body),
  );

  app.delete(
    "/api/workorder/removevendor/:id",
    {
      config: { access: writer },
      schema: { tags, params: z.object({ id: id("id") }), response: { 200: z.boolean() } },
    },
    (req) => removeVendorLine(db, currentUser(req), req.params.id),
  );

  app.put(
    "/api/workorder/flagnod/:wovendorid/:flag",
    {
      config: { access: approver },
      schema: {
        tags,
        params: z.object({
          wovendorid: id("wovendorid"),
          flag: z.enum(["true", "false"]).transform((f) => f === "true"),
        }),
        response: { 201: z.object({ nodflagged: z.boolean() }) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await flagNod(db, currentUser(req), req.params.wovendorid, req.params.flag)),
  );

  for (const [path, approve] of [
    ["/api/workorder/approvevendorinvoice/:id", true],
    ["/api/workorder/unapprovevendorinvoice/:id", false],
  ] as const) {
    app.put(
      path,
      {
        config: { access: approver },
        schema: { tags, params: z.object({ id: id("id") }), response: { 200: Lines } },
      },
      (req) => setVendorInvoiceApproval(db, currentUser(req), req.params.id, approve),
    );
  }

  const yesNo = z.boolean().nullish();
  app.post(
    "/api/workorder/savevendorqc",
    {
      config: { access: writer },
      schema: {
        tags,
        body: z.object({
          workordervendorid: id("workordervendorid"),
          techarrivedonschedule: yesNo,
          techwasprofessional: yesNo,
          repairsmade: yesNo,
          metexpectations: yesNo,
          expectationcomment: z.string().max(2000).nullish(),
          overallrating: z.coerce.number().int().min(0).max(3).default(0),
          totalscore: z.coerce
            .number({ error: "Total Score is Required." })
            .int("Total Score is Required.")
            .min(0)
            .max(1000),
          comments: z.string().max(4000).nullish(),
          reviewername: z
            .string({ error: "Reviewer Name is Required." })
            .trim()
            .min(1, "Reviewer Name is Required.")
            .max(200),
          incurredonly: z.boolean().default(false),
        }),
        response: { 201: z.object({ id: z.number() }) },
      },
    },
    async (req, reply) => reply.status(201).send(await saveVendorQc(db, currentUser(req), req.body)),
  );

  app.post(
    "/api/workorder/generatesignoff",
    {
      config: { access: reader },
      schema: {
        tags,
        description: "Sign-off ticket PDF, saved by the browser as '{wonumber}_signoff.pdf'.",
        body: z.object({ workOrderId: id("workOrderId"), workOrderVendorId: id("workOrderVendorId") }),
      },
    },
    async (req, reply) => {
      const data = await loadWorkOrderDocumentData(
        db,
        currentUser(req),
        req.body.workOrderId,
        req.body.workOrderVendorId,
      );
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${data.wo.wonumber}_signoff.pdf"`)
        .send(await renderSignOffTicket(data));
    },
  );
};
