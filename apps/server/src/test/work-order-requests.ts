import { STATUS } from "@fm/domain";
import type { InjectOptions } from "fastify";

/** The status change that cancels `wo` at the version its caller saw, with the required reason and a note. */
export const cancelOrderRequest = (wo: { id: number; version: number }, note: string): InjectOptions => ({
  method: "POST",
  url: "/api/workorder/updateworkorderstatus",
  payload: {
    workorderid: wo.id,
    version: wo.version,
    statusid: STATUS.Cancelled,
    cancelreason: "Customer withdrew",
    note,
  },
});

/**
 * The Save Work Order form's required fields for a customer's job site — a Received order, division and request
 * type 1, priority 2, due 10 Dec 2026 — with `over` on top (a description, trades, a status…).
 */
export const workOrderFormFor = (
  site: { customerid: number; jobsiteid: number },
  over: Record<string, unknown> = {},
) => ({
  customerid: site.customerid,
  jobsiteid: site.jobsiteid,
  divisionid: 1,
  statusid: STATUS.Received,
  priorityid: 2,
  requesttypeid: 1,
  duedate: "2026-12-10T17:00:00Z",
  briefdescription: "Test work order",
  ...over,
});
