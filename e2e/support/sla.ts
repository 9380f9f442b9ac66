import type { JobStatus, RunJobNowResult, SlaPolicies } from "@fm/domain/contracts";
import { expect } from "vitest";
import { apiCall, jsonCall } from "./workorders.ts";

/** The priorities an SLA policy may be for, as the Admin's SLA tab lists them (id, name), in their order. */
export const slaPriorities = async (baseUrl: string, admin: string) =>
  (await apiCall<SlaPolicies>(baseUrl, admin, "GET", "/api/sla/policies")).priorities;

/**
 * A customer's SLA policy for one priority, around the clock (as the Admin's SLA tab saves it); targets in
 * minutes, null = no such clock.
 */
export const saveCustomerSlaPolicy = (
  baseUrl: string,
  admin: string,
  p: {
    customerid: number;
    priorityid: number;
    respondminutes: number | null;
    onsiteminutes: number | null;
    completeminutes: number | null;
  },
) =>
  jsonCall<{ id: number; version: number }>(baseUrl, admin, "POST", "/api/sla/policies/save", {
    ...p,
    twentyfourseven: true,
    weekhours: [null, null, null, null, null, null, null],
  });

/**
 * Runs the SLA escalation scan now and waits for it to finish: the job runner's own run, started through the
 * e2e server's test control route (TEST_CONTROL_ROUTES, AGENTS.md) instead of waiting for its 5-minute slot.
 */
export const runSlaEscalationNow = async (baseUrl: string, admin: string): Promise<JobStatus> => {
  const { id } = await jsonCall<RunJobNowResult>(baseUrl, admin, "POST", "/api/testcontrol/runjob", {
    kind: "sla.escalation",
  });
  const job = () => apiCall<JobStatus>(baseUrl, admin, "GET", `/api/jobs/${id}`);
  await expect.poll(async () => (await job()).state, { timeout: 30_000, interval: 250 }).toBe("succeeded");
  return job();
};
