import type { Transporter } from "nodemailer";
import type { Db } from "../../db/client.ts";
import { claimDue, markFailed, markSent } from "./outbox.service.ts";

export interface OutboxWorker {
  /** Sends what is due now; resolves with the number of messages sent. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Delivers the outbox over SMTP. Without SMTP_URL no worker runs and mail stays queued, readable by admins.
 */
export const createOutboxWorker = (
  db: Db,
  opts: { smtpUrl: string; from: string; intervalMs?: number; batch?: number; log?: (msg: string) => void },
): OutboxWorker => {
  // nodemailer on the first batch (the server without SMTP_URL never loads it; docs/decisions/0021)
  let transport: Promise<Transporter> | null = null;
  const transporter = () => {
    transport ??= import("nodemailer").then((m) => m.default.createTransport(opts.smtpUrl));
    return transport;
  };
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;

  const sendBatch = async () => {
    let sent = 0;
    for (const m of await claimDue(db, opts.batch ?? 20)) {
      try {
        await (await transporter()).sendMail({
          from: opts.from,
          to: m.to,
          cc: m.cc ?? undefined,
          subject: m.subject,
          html: m.html,
          text: m.text ?? undefined,
          attachments: (m.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.content, "base64"),
          })),
        });
        await markSent(db, m.id);
        sent++;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        opts.log?.(`mail ${m.id} failed (attempt ${m.attempts}): ${message}`);
        await markFailed(db, m.id, m.attempts, message);
      }
    }
    return sent;
  };

  const runOnce = () => {
    running ??= sendBatch().finally(() => {
      running = null;
    });
    return running;
  };

  const tick = () => {
    if (stopped) return;
    runOnce()
      .catch((err: unknown) =>
        opts.log?.(`outbox worker: ${err instanceof Error ? err.message : String(err)}`),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, opts.intervalMs ?? 5000);
      });
  };
  if (opts.intervalMs !== 0) timer = setTimeout(tick, 100);

  return {
    runOnce,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      (await transport)?.close();
    },
  };
};
