import {
  ConvertVendorProposalBody,
  Proposal,
  ProposalsQuery,
  VendorProposalRows,
  VendorProposalStatusBody,
  VendorProposalStatusResult,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import { QUOTAS, userQuota } from "../../platform/auth/user-quota.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { requireWorkOrder, tabReader } from "../../platform/workorder-core/index.ts";
import { rowsToXlsx, xlsxHeaders } from "../../platform/xlsx/xlsx-export.ts";
import { PROPOSAL_EXPORT_COLUMNS } from "../vendor-billing/index.ts";
import {
  convertVendorProposal,
  listVendorProposals,
  setVendorProposalStatus,
} from "./vendor-proposal-decisions.service.ts";

const tags = ["vendor-submitted proposals"];
const _reader = allOf(staffOnly, permissionOrAdmin("read:workorders"));
const writer = allOf(staffOnly, permissionOrAdmin("update:workorder"));

export const vendorProposalRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;

  app.get(
    "/api/workorder/vendorproposals",
    {
      config: { access: tabReader("vendorproposals") },
      schema: {
        tags,
        querystring: ProposalsQuery,
        response: { 200: VendorProposalRows },
      },
    },
    async (req) => {
      const user = currentUser(req);
      return listVendorProposals(db, user, await requireWorkOrder(db, user, req.query.workorderid));
    },
  );

  app.get(
    "/api/workorder/vendorproposals/export",
    {
      preHandler: userQuota(ctx.database.db, QUOTAS.export),
      config: { access: tabReader("vendorproposals") },
      schema: {
        tags,
        description: "{wonumber}_vendor_proposals.xlsx: the Vendor Submitted Proposals tab's rows.",
        querystring: ProposalsQuery,
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const wo = await requireWorkOrder(db, user, req.query.workorderid);
      const rows = await listVendorProposals(db, user, wo);
      return reply
        .headers(xlsxHeaders(`${wo.wonumber}_vendor_proposals.xlsx`))
        .send(rowsToXlsx("Vendor Proposals", PROPOSAL_EXPORT_COLUMNS, rows));
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
        body: VendorProposalStatusBody,
        response: { 200: VendorProposalStatusResult },
      },
    },
    (req) => setVendorProposalStatus(db, currentUser(req), req.body),
  );

  app.post(
    "/api/workorder/convertvendorproposal",
    {
      config: { access: writer },
      schema: { tags, body: ConvertVendorProposalBody, response: { 200: Proposal } },
    },
    (req) => convertVendorProposal(db, currentUser(req), req.body.proposalid),
  );
};
