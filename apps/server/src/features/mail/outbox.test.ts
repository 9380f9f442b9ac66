import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/index.ts";
import { signIn, uid } from "../../test/factories.ts";
import { expectPermissionMatrix } from "../../test/permission-matrix.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { queueMail } from "./outbox.service.ts";
import { createOutboxWorker } from "./outbox.worker.ts";

interface Received {
  to: string[];
  raw: string;
}

let t: TestApp;
let smtp: SMTPServer;
let port: number;
const received: Received[] = [];
/** Recipients whose next delivery the server refuses once (targeted, so other tests' mail is unaffected). */
const rejectOnce = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const refused = session.envelope.rcptTo.find((r) => rejectOnce.has(r.address));
        if (refused) {
          rejectOnce.delete(refused.address);
          const err = Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 });
          return callback(err);
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

const rowOf = async (id: number) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

describe("mail outbox", () => {
  it("delivers queued mail with attachments over SMTP", async () => {
    const to = `vendor-${uid()}@example.test`;
    const id = await queueMail(t.db, {
      to: [to],
      subject: "Work order ticket",
      html: "<p>Please attend</p>",
      attachments: [
        {
          filename: "ticket.pdf",
          contentType: "application/pdf",
          content: Buffer.from("%PDF-1.4 test").toString("base64"),
        },
      ],
    });
    const worker = createOutboxWorker(t.db, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "fm@test",
      intervalMs: 0,
    });
    try {
      while ((await rowOf(id))?.status !== "sent") await worker.runOnce();
    } finally {
      await worker.stop();
    }
    const mail = received.find((r) => r.to.includes(to));
    expect(mail?.raw).toContain("Subject: Work order ticket");
    expect(mail?.raw).toContain("filename=ticket.pdf");
    expect((await rowOf(id))?.sentat).toBeInstanceOf(Date);
  });

  it("keeps a message that failed and retries it with back-off", async () => {
    const to = `retry-${uid()}@example.test`;
    const id = await queueMail(t.db, { to: [to], subject: "Retry me", html: "<p>x</p>" });
    rejectOnce.add(to);
    const worker = createOutboxWorker(t.db, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "fm@test",
      intervalMs: 0,
    });
    try {
      while ((await rowOf(id))?.attempts === 0) await worker.runOnce();
      const failed = await rowOf(id);
      expect(failed).toMatchObject({ status: "queued", attempts: 1 });
      expect(failed?.lasterror).toContain("Mailbox temporarily unavailable");
      expect(failed?.nextattemptat.getTime()).toBeGreaterThan(Date.now());
      // Make it due again instead of waiting for the back-off.
      await t.db
        .update(mailOutbox)
        .set({ nextattemptat: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.id, id));
      while ((await rowOf(id))?.status !== "sent") await worker.runOnce();
    } finally {
      await worker.stop();
    }
    expect((await rowOf(id))?.attempts).toBe(2);
    expect(received.filter((r) => r.to.includes(to))).toHaveLength(1);
  });

  it("lists the outbox for admins only", async () => {
    const id = await queueMail(t.db, {
      to: ["x@example.test"],
      subject: `Listed ${uid()}`,
      html: "<p>x</p>",
    });
    const { token } = await signIn(t, { roles: ["Admin"] });
    const rows = (
      await t.call(token, { method: "GET", url: "/api/admin/outbox?pageSize=100" })
    ).json() as Array<{ id: number }>;
    expect(rows.map((r) => r.id)).toContain(id);
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: "/api/admin/outbox" },
      allowed: ["Admin"],
    });
  });
});
