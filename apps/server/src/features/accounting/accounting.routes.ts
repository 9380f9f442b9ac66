import {
  PendingSyncs,
  QboStatus,
  RemoveVendorBillParams,
  SimulatorDocuments,
  SubmitPendingBody,
  SubmitPendingResult,
  TransmissionLogPage,
  TransmissionLogQuery,
  UnmatchedVendors,
  UploadingStatus,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { role } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { invalidState, upstreamFailed } from "../../platform/errors.ts";
import {
  findUnmatchedVendors,
  listTransmissionLogs,
  removeVendorBill,
  saveApprovals,
} from "./accounting.service.ts";
import { getPendingSyncs } from "./pending.service.ts";
import { BUSY_MESSAGE, isUploading, QBO_PUSH_KEY, qboPushJob } from "./push.job.ts";
import { QboError } from "./qbo/qbo-errors.ts";
import { QboRuntime } from "./qbo/qbo-runtime.ts";
import { simulatorDocuments } from "./qbo/simulator-documents.ts";
import {
  enqueueVendorPaymentPull,
  registerVendorPaymentPull,
  vendorPaymentPullJob,
} from "./vendor-payments-pull.ts";

const tags = ["accounting"];
/** /accounting/pending and its calls: only users holding the AccountingAdmin role (spec 3 §2.1, §6). */
const accounting = role("AccountingAdmin");

/** QuickBooks could not be reached or refused us: 502 with its message (the page shows it), never a 500. */
const qboFailure = (err: unknown): never => {
  if (err instanceof QboError) throw upstreamFailed(`QuickBooks: ${err.message}`);
  throw err;
};

export const accountingRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  const runtime = new QboRuntime(db, ctx.config, ctx.secrets);
  registerVendorPaymentPull(ctx.jobs, vendorPaymentPullJob(runtime));
  // After each push, QuickBooks' bill payments are pulled for every vendor (the vendors' Payments tabs).
  const pushJob = qboPushJob(runtime, async (db, createdBy) => {
    await enqueueVendorPaymentPull(ctx.jobs, db, null, { createdBy });
    ctx.jobs.poke();
  });
  ctx.jobs.register(pushJob);
  app.addHook("onClose", () => runtime.close());

  app.get(
    "/api/accounting/getpendingsyncs",
    { config: { access: accounting }, schema: { tags, response: { 200: PendingSyncs } } },
    () => getPendingSyncs(db),
  );

  app.get(
    "/api/accounting/gettransmissionlogs",
    {
      config: { access: accounting },
      schema: { tags, querystring: TransmissionLogQuery, response: { 200: TransmissionLogPage } },
    },
    (req) => listTransmissionLogs(db, req.query),
  );

  app.get(
    "/api/accounting/getuploadingstatus",
    { config: { access: accounting }, schema: { tags, response: { 200: UploadingStatus } } },
    () => isUploading(db),
  );

  app.post(
    "/api/accounting/submitpending",
    {
      config: { access: accounting },
      schema: { tags, body: SubmitPendingBody, response: { 200: SubmitPendingResult } },
    },
    async (req) => {
      const user = currentUser(req);
      if (runtime.mode === "off") throw invalidState(runtime.status().message);
      const vendorIds = req.body.PendingVendors.filter((v) => v.approvedByAccounting).map((v) => v.vendorId);
      // The ticks and the job in one transaction: a push refused while another uploads changes nothing.
      const { queued, jobId } = await db.transaction(async (tx) => {
        const n = (await saveApprovals(tx, req.body)) + vendorIds.length;
        if (n === 0) return { queued: 0, jobId: null };
        const job = await ctx.jobs.enqueue(
          tx,
          pushJob,
          { vendorIds },
          { createdBy: user.id, exclusiveKey: QBO_PUSH_KEY, busyMessage: BUSY_MESSAGE },
        );
        return { queued: n, jobId: job.id };
      });
      if (jobId !== null) ctx.jobs.poke();
      return { ...(await getPendingSyncs(db)), jobId, queued };
    },
  );

  app.put(
    "/api/accounting/removevendorbill/:workorderVendorId",
    {
      config: { access: accounting },
      schema: { tags, params: RemoveVendorBillParams, response: { 200: PendingSyncs } },
    },
    (req) => removeVendorBill(db, currentUser(req), req.params.workorderVendorId),
  );

  app.get(
    "/api/accounting/getunmatchedvendors",
    { config: { access: accounting }, schema: { tags, response: { 200: UnmatchedVendors } } },
    async () => findUnmatchedVendors(db, await runtime.client()).catch(qboFailure),
  );

  app.get(
    "/api/accounting/getsimulatordocuments",
    { config: { access: accounting }, schema: { tags, response: { 200: SimulatorDocuments } } },
    async () => {
      if (runtime.mode !== "demo") throw invalidState("The QuickBooks simulator runs only in demo mode.");
      return simulatorDocuments(await runtime.demoFake());
    },
  );

  app.get(
    "/api/accounting/getqbostatus",
    { config: { access: accounting }, schema: { tags, response: { 200: QboStatus } } },
    () => runtime.status(),
  );
};
