import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { requireWorkOrder } from "../workorders/workorder-access.ts";
import { id, Proposal, version } from "./proposals.schemas.ts";
import {
  convertVendorProposal,
  listVendorProposals,
  setVendorProposalStatus,
} from "./vendor-proposals.service.ts";

const tags = ["vendor-submitted proposals"];
const reader = allOf(staffOnly, permissionOrAdmin("read:workorders"));
const writer = allOf(staffOnly, permissionOrAdmin("update:workorder"));

const VendorProposal = z.object({
  id: z.number(),
  proposalnumber: z.string(),
  proposaldate: z.string(),
  proposalstatusid: z.number(),
  proposalstatus: z.string(),
  vendorid: z.number(),
  vendorname: z.string(),
  workorderid: z.number(),
  workordervendorid: z.number().nullable(),
  wonumber: z.string(),
  proposalamount: z.number(),
  description: z.string().nullable(),
  note: z.string().nullable(),
  rejectionnote: z.string().nullable(),
  version: z.number(),
  labor: z.array(
    z.object({
      id: z.number(),
      skilllevelid: z.number(),
      typeid: z.number(),
      numberoftechs: z.number(),
      hourlyrate: z.number(),
      numberofhours: z.number(),
      total: z.number(),
    }),
  ),
  materials: z.array(
    z.object({
      id: z.number(),
      description: z.string(),
      partnumber: z.string().nullable(),
      uomid: z.number().nullable(),
      uom: z.string().nullable(),
      unitprice: z.number(),
      quantity: z.number(),
      total: z.number(),
    }),
  ),
  other: z.array(
    z.object({
      id: z.number(),
      typeid: z.number(),
      description: z.string().nullable(),
      quantity: z.number(),
      unitprice: z.number(),
      total: z.number(),
    }),
  ),
});
const VendorProposals = z.array(VendorProposal);

export const vendorProposalRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;

  app.get(
    "/api/workorder/vendorproposals",
    {
      config: { access: reader },
      schema: {
        tags,
        querystring: z.object({ workorderid: id("workorderid") }),
        response: { 200: VendorProposals },
      },
    },
    async (req) => {
      await requireWorkOrder(db, currentUser(req), req.query.workorderid);
      return listVendorProposals(db, req.query.workorderid);
    },
  );

  app.put(
    "/api/workorder/vendorproposalstatus",
    {
      config: { access: writer },
      schema: {
        tags,
        description:
          "3 approves (vendor line quoted amount := proposal amount, old/new reported), 4 rejects with a note.",
        body: z.object({
          proposalId: id("proposalId"),
          proposalStatusId: z.union([z.literal(3), z.literal(4)], {
            error: "proposalStatusId must be 3 or 4.",
          }),
          version,
          note: z.string().max(4000).nullish(),
        }),
        response: {
          200: z.object({
            proposals: VendorProposals,
            quotedamount: z.object({ from: z.number(), to: z.number(), changed: z.boolean() }).nullable(),
          }),
        },
      },
    },
    (req) => setVendorProposalStatus(db, currentUser(req), req.body),
  );

  app.post(
    "/api/workorder/convertvendorproposal",
    {
      config: { access: writer },
      schema: { tags, body: z.object({ proposalid: id("proposalid") }), response: { 200: Proposal } },
    },
    (req) => convertVendorProposal(db, currentUser(req), req.body.proposalid),
  );
};
