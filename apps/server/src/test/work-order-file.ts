import type { Role } from "@fm/domain";
import { afterAll } from "vitest";
import type { customers, jobSites } from "../db/schema/index.ts";
import { makeCustomer, makeJobSite, signIn } from "./factories.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** What most work-order API test files start from: the app, a signed-in staff user, one customer and job site. */
export interface WorkOrderFile {
  t: TestApp;
  token: string;
  customer: typeof customers.$inferSelect;
  customerid: number;
  jobsiteid: number;
}

export interface WorkOrderFileOptions {
  role?: Role;
  customer?: Partial<typeof customers.$inferInsert>;
  jobsite?: Partial<typeof jobSites.$inferInsert>;
}

/**
 * The shared beforeAll of the work-order API tests:
 * `beforeAll(async () => ({ t, token, customerid, jobsiteid } = await openWorkOrderFile()))`.
 */
export const openWorkOrderFile = async (opts: WorkOrderFileOptions = {}): Promise<WorkOrderFile> => {
  const t = await createTestApp();
  const token = (await signIn(t, { roles: [opts.role ?? "Dispatchers"] })).token;
  const customer = await makeCustomer(t.db, opts.customer);
  const jobsite = await makeJobSite(t.db, customer.id, opts.jobsite);
  return { t, token, customer, customerid: customer.id, jobsiteid: jobsite.id };
};

/**
 * The same at the top level of a test file, closing the app after the file:
 * `const { t, token, customerid, jobsiteid } = await useWorkOrderFile();`.
 */
export const useWorkOrderFile = async (opts: WorkOrderFileOptions = {}): Promise<WorkOrderFile> => {
  const file = await openWorkOrderFile(opts);
  afterAll(() => file.t.close());
  return file;
};
