import { AuditRecordQuery, AuditSearchQuery, AuditTrailPage } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly, allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import { QUOTAS, userQuota } from "../../platform/auth/user-quota.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { requireWorkOrder } from "../../platform/workorder-core/index.ts";
import { type ExportColumn, streamXlsx, xlsxHeaders } from "../../platform/xlsx/xlsx-export.ts";
import { auditRetentionJob } from "./audit-retention.ts";
import {
  AUDIT_EXPORT_MAX,
  type AuditRecord,
  auditExportPages,
  recordHistory,
  searchAudit,
} from "./audit-trail.service.ts";

const tags = ["audit"];

/** Who reads a record's History: staff who may read that record (Admin always). */
const HISTORY_ACCESS = {
  workorder: allOf(staffOnly, permissionOrAdmin("read:workorders")),
  customer: allOf(staffOnly, permissionOrAdmin("read:customers")),
  vendor: allOf(staffOnly, permissionOrAdmin("read:vendors")),
} as const;

type Row = AuditTrailPage["rows"][number];
const changeText = (r: Row) =>
  Object.entries(r.changes)
    .map(([k, [before, after]]) => `${k}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`)
    .join("; ");
const EXPORT_COLUMNS: ExportColumn<Row>[] = [
  { header: "At", value: (r) => new Date(r.at), width: 20 },
  { header: "User", value: (r) => r.actorname ?? (r.actorid === null ? "System" : `#${r.actorid}`) },
  { header: "Route", value: (r) => r.route, width: 30 },
  { header: "Entity", value: (r) => r.entity },
  { header: "Id", value: (r) => r.entityid, width: 10 },
  { header: "Action", value: (r) => r.action, width: 10 },
  { header: "Changes", value: changeText, width: 80 },
];

/** The audit trail (issue 33 item 2): record History tabs, the Admin search and its export. */
export const auditRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  ctx.jobs.register(auditRetentionJob);
  ctx.jobs.daily(auditRetentionJob, () => ({ days: ctx.config.AUDIT_RETENTION_DAYS }));

  for (const record of ["workorder", "customer", "vendor"] as const satisfies readonly AuditRecord[]) {
    app.get(
      `/api/audit/${record}`,
      {
        config: { access: HISTORY_ACCESS[record] },
        schema: {
          tags,
          description: `The History tab of one ${record}: every audited write, newest first.`,
          querystring: AuditRecordQuery,
          response: { 200: AuditTrailPage },
        },
      },
      async (req) => {
        // A work order's History follows its read rule (404 for an order the caller cannot read).
        if (record === "workorder") await requireWorkOrder(db, currentUser(req), req.query.id);
        return recordHistory(db, record, req.query);
      },
    );
  }

  app.get(
    "/api/audit/search",
    {
      config: { access: adminOnly },
      schema: { tags, querystring: AuditSearchQuery, response: { 200: AuditTrailPage } },
    },
    (req) => searchAudit(db, req.query),
  );

  app.get(
    "/api/audit/export",
    {
      preHandler: userQuota(db, QUOTAS.export),
      config: { access: adminOnly },
      schema: { tags, description: "AuditTrail.xlsx: the search's rows.", querystring: AuditSearchQuery },
    },
    async (req, reply) => {
      const next = auditExportPages(db, req.query);
      return reply.headers(xlsxHeaders("AuditTrail.xlsx")).send(
        streamXlsx({
          sheetName: "Audit",
          columns: EXPORT_COLUMNS,
          maxRows: AUDIT_EXPORT_MAX,
          nextPage: next,
        }),
      );
    },
  );
};
