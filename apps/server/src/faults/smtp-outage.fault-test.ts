import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema/index.ts";
import { queueMail } from "../features/mail/outbox.service.ts";
import { createOutboxWorker, type OutboxWorker } from "../features/mail/outbox.worker.ts";
import { uid } from "../test/factories.ts";
import { freePort } from "../test/local-server.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

/** SMTP down (issue 11, faults): mail stays in the outbox and goes out exactly once when SMTP is back. */
let t: TestApp;
let port: number;
const received: string[] = [];

const startSmtp = async () => {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        for (const r of session.envelope.rcptTo) received.push(r.address);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  return smtp;
};
const stopSmtp = (smtp: SMTPServer) => new Promise<void>((resolve) => smtp.close(() => resolve()));
const until = async (what: string, ok: () => Promise<boolean>, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

beforeAll(async () => {
  t = await createTestApp();
  port = await freePort();
});
afterAll(() => t.close());

describe("SMTP outage", () => {
  it("keeps mail queued while SMTP is down and sends it once when it is back", async () => {
    const to = `down-${uid()}@fault.test`;
    const id = await queueMail(t.db, { to: [to], subject: "Outage test", html: "<p>hello</p>" });
    const row = async () => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
    let worker: OutboxWorker | null = createOutboxWorker(t.db, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "FM <fm@fault.test>",
      intervalMs: 100,
    });
    try {
      // Nothing listens on the port: the attempt fails, the message stays queued with its error.
      await until("a failed attempt", async () => ((await row())?.attempts ?? 0) >= 1);
      await worker.runOnce();
      const failed = await row();
      expect(failed).toMatchObject({ status: "queued", sentat: null });
      expect(failed?.lasterror).toMatch(/ECONNREFUSED|connect/i);
      expect(failed?.nextattemptat.getTime()).toBeGreaterThan(Date.now());

      // SMTP is back; once the back-off is over (moved to now) the worker delivers it, exactly once.
      const smtp = await startSmtp();
      try {
        await t.db.update(mailOutbox).set({ nextattemptat: new Date() }).where(eq(mailOutbox.id, id));
        await until("delivery", async () => (await row())?.status === "sent");
        await worker.runOnce();
        await new Promise((r) => setTimeout(r, 500));
        await worker.stop();
        worker = null;
        expect(received.filter((r) => r === to)).toHaveLength(1);
        expect((await row())?.sentat).not.toBeNull();
      } finally {
        await stopSmtp(smtp);
      }
    } finally {
      await worker?.stop();
    }
  });
});
