import {
  CloneProposalBody,
  ConvertProposalBody,
  Invoice,
  Proposal,
  ProposalActionQuery,
  ProposalDocumentBody,
  ProposalIdQuery,
  ProposalInput,
  Proposals,
  ProposalsQuery,
  ProposalUpdate,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import { QUOTAS, userQuota } from "../../platform/auth/user-quota.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { tabReader } from "../../platform/workorder-core/index.ts";
import { loadProposalDocument, sendBillingDocument } from "../invoices/index.ts";
import {
  changeProposalStatus,
  cloneProposal,
  convertProposal,
  createProposal,
  listProposals,
  PROPOSAL_ACTIONS,
  removeProposal,
  removeProposalItem,
  updateProposal,
} from "./proposals.service.ts";

const tags = ["customer proposals"];
const reader = allOf(staffOnly, permissionOrAdmin("read:workorders"));
const writer = allOf(staffOnly, permissionOrAdmin("update:workorder"));

export const proposalRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;

  app.get(
    "/api/workorder/proposals",
    {
      config: { access: tabReader("proposals") },
      schema: {
        tags,
        querystring: ProposalsQuery,
        response: { 200: Proposals },
      },
    },
    (req) => listProposals(db, currentUser(req), req.query.workorderid),
  );

  app.post(
    "/api/workorder/saveproposal",
    { config: { access: writer }, schema: { tags, body: ProposalInput, response: { 200: Proposal } } },
    (req) => createProposal(db, currentUser(req), req.body),
  );

  app.put(
    "/api/workorder/updateproposal",
    { config: { access: writer }, schema: { tags, body: ProposalUpdate, response: { 200: Proposal } } },
    (req) => updateProposal(db, currentUser(req), req.body),
  );

  for (const action of PROPOSAL_ACTIONS) {
    app.put(
      `/api/workorder/${action}proposal`,
      {
        config: { access: writer },
        schema: {
          tags,
          description: `Spec 2 §4 ${action} rule; the derived status follows (Complete / Approved / Rejected).`,
          querystring: ProposalActionQuery,
          response: { 200: Proposal },
        },
      },
      (req) => changeProposalStatus(db, currentUser(req), req.query.id, action, req.query.version),
    );
  }

  app.delete(
    "/api/workorder/removeproposal",
    {
      config: { access: writer },
      schema: { tags, querystring: ProposalIdQuery, response: { 200: z.boolean() } },
    },
    (req) => removeProposal(db, currentUser(req), req.query.id),
  );

  app.delete(
    "/api/workorder/removeproposalitem",
    {
      config: { access: writer },
      schema: { tags, querystring: ProposalIdQuery, response: { 200: Proposal } },
    },
    (req) => removeProposalItem(db, currentUser(req), req.query.id),
  );

  app.post(
    "/api/workorder/cloneproposal",
    {
      config: { access: writer },
      schema: { tags, body: CloneProposalBody, response: { 200: Proposals } },
    },
    (req) => cloneProposal(db, currentUser(req), req.body.proposalId),
  );

  app.post(
    "/api/workorder/convertproposal",
    {
      config: { access: writer },
      schema: {
        tags,
        description: "Create Invoice from an approved proposal (spec 2 §4).",
        body: ConvertProposalBody,
        response: { 200: Invoice },
      },
    },
    (req) => convertProposal(db, currentUser(req), req.body.id),
  );

  app.post(
    "/api/workorder/generatewoproposal",
    {
      preHandler: userQuota(ctx.database.db, QUOTAS.document),
      config: { access: reader },
      schema: {
        tags,
        description:
          "Proposal as HTML (preview), PDF or Word; files carry their name in Content-Disposition.",
        body: ProposalDocumentBody,
      },
    },
    async (req, reply) => {
      const d = await loadProposalDocument(db, currentUser(req), req.body.proposalid);
      return sendBillingDocument(reply, d, req.body.format ?? (req.body.preview ? "html" : "pdf"));
    },
  );
};
