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
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: "/api/admin/outbox" },
      allowed: ["Admin"],
    });
  });
});

interface OutboxPageBody {
  rows: Array<{ id: number; subject: string; status: string; to: string[]; attachmentnames: string[] }>;
  total: number;
  page: number;
  pageSize: number;
}

describe("outbox list (GridState)", () => {
  /** Three mails whose subjects share a tag no other test uses; the second is sent. */
  const seedTagged = async () => {
    const tag = `ob-${uid()}`;
    const ids: number[] = [];
    for (const [i, name] of ["Charlie", "Alpha", "Bravo"].entries()) {
      ids.push(
        await queueMail(t.db, {
          to: [`${name.toLowerCase()}-${tag}@example.test`],
          subject: `${tag} ${name}`,
          html: "<p>x</p>",
          attachments:
            i === 2 ? [{ filename: `${tag}.pdf`, contentType: "application/pdf", content: "JVBERg==" }] : [],
        }),
      );
    }
    await t.db
      .update(mailOutbox)
      .set({ status: "sent", sentat: new Date() })
      .where(eq(mailOutbox.id, ids[1] ?? 0));
    const { token } = await signIn(t, { roles: ["Admin"] });
    const list = async (query: Record<string, string | number>) => {
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
      return t.call(token, { method: "GET", url: `/api/admin/outbox?${qs}` });
    };
    const byTag = JSON.stringify([{ column: "subject", op: "contains", value: tag }]);
    return { tag, ids, list, byTag };
  };

  it("pages the mails of a filter, newest first, with the total", async () => {
    const { ids, list, byTag } = await seedTagged();
    const first = (await list({ filters: byTag, pageSize: 10 })).json() as OutboxPageBody;
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect(first.rows.map((r) => r.id)).toEqual([...ids].reverse());
    const second = (await list({ filters: byTag, pageSize: 10, page: 2 })).json() as OutboxPageBody;
    expect(second).toMatchObject({ total: 3, page: 2, rows: [] });
  });

  it("sorts on an allowed column", async () => {
    const { tag, list, byTag } = await seedTagged();
    const res = await list({ filters: byTag, sort: JSON.stringify([{ column: "subject", desc: false }]) });
    expect(res.statusCode).toBe(200);
    expect((res.json() as OutboxPageBody).rows.map((r) => r.subject)).toEqual([
      `${tag} Alpha`,
      `${tag} Bravo`,
      `${tag} Charlie`,
    ]);
  });

  it("narrows to a status and searches recipients and attachment names", async () => {
    const { tag, ids, list, byTag } = await seedTagged();
    const sent = (await list({ filters: byTag, status: "sent" })).json() as OutboxPageBody;
    expect(sent.rows.map((r) => r.id)).toEqual([ids[1]]);
    expect(sent.total).toBe(1);
    const byRecipient = (await list({ search: `charlie-${tag}` })).json() as OutboxPageBody;
    expect(byRecipient.rows.map((r) => r.id)).toEqual([ids[0]]);
    const byAttachment = (await list({ search: `${tag}.pdf` })).json() as OutboxPageBody;
    expect(byAttachment.rows.map((r) => r.attachmentnames)).toEqual([[`${tag}.pdf`]]);
  });

  it("refuses a column outside the allow-list and a sort on attachments", async () => {
    const { list } = await seedTagged();
    const unknown = await list({ filters: JSON.stringify([{ column: "html", op: "contains", value: "x" }]) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: "bad_request",
      fields: { "filters.0.column": 'unknown column "html"' },
    });
    const unsortable = await list({ sort: JSON.stringify([{ column: "attachmentnames", desc: false }]) });
    expect(unsortable.statusCode).toBe(400);
    expect(unsortable.json()).toMatchObject({
      error: "bad_request",
      fields: { "sort.0.column": "not sortable" },
    });
    const badStatus = await list({ status: "lost" });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json()).toMatchObject({ error: "validation" });
  });
});
