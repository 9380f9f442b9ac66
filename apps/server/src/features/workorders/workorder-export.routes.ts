import { idList, SELECTED_ORDERS_MAX, WorkOrderListQuery } from "@fm/domain/contracts";
import { inArray } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readerFor } from "../../db/reader.ts";
import { workOrders } from "../../db/schema/index.ts";
import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import { QUOTAS, userQuota } from "../../platform/auth/user-quota.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { streamXlsx } from "../../platform/xlsx/xlsx-export.ts";
import { DEFAULT_EXPORT_COLUMNS, exportColumnsFor, WORK_ORDER_EXPORT_COLUMNS } from "./workorder-export.ts";
import { listWorkOrders } from "./workorder-list.service.ts";

/** Exports stop here; the file says so in its last row's absence — the UI warns above this many matches. */
export const EXPORT_MAX_ROWS = 100_000;
const BATCH = 1000;

const columnNames = z.preprocess(
  (v) => (typeof v === "string" && v ? v.split(",") : v),
  z
    .array(z.string().refine((c) => Object.hasOwn(WORK_ORDER_EXPORT_COLUMNS, c), "unknown export column"))
    .max(60)
    .optional(),
);

/** WorkOrders.xlsx: every row matching the list's current query (not only the page), visible columns in order. */
export const workOrderExportRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    "/api/workorder/exportworkorders",
    {
      preHandler: userQuota(ctx.database.db, QUOTAS.export),
      config: { access: allOf(staffOnly, permissionOrAdmin("read:workorders")) },
      schema: {
        tags: ["work orders"],
        description:
          "Same query as getworkorders; `columns` is a comma-separated list of list-row fields; `ids` (comma-separated) narrows it to the selected rows.",
        querystring: WorkOrderListQuery.extend({
          columns: columnNames,
          ids: idList("ids", SELECTED_ORDERS_MAX).optional(),
        }),
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const { columns, ids, ...query } = req.query;
      const cols = exportColumnsFor(user, columns?.length ? columns : DEFAULT_EXPORT_COLUMNS);
      // Export selected (issue 30): the same export, narrowed to the rows the user ticked.
      const opts = { withTotal: false, narrow: ids?.length ? [inArray(workOrders.id, ids)] : [] };
      // Validate the query once up front so a bad filter answers 400 rather than a broken file.
      await listWorkOrders(readerFor(ctx.database, user), user, { ...query, page: 1, pageSize: 10 }, opts);
      const stream = streamXlsx({
        sheetName: "WorkOrders",
        columns: cols,
        maxRows: EXPORT_MAX_ROWS,
        nextPage: async (page) =>
          (
            await listWorkOrders(
              readerFor(ctx.database, user),
              user,
              { ...query, page, pageSize: BATCH },
              opts,
            )
          ).rows,
      });
      return reply
        .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .header("content-disposition", 'attachment; filename="WorkOrders.xlsx"')
        .send(stream);
    },
  );
};
