import { rename, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";

/** What the sink stores of each message it accepts: one `<n>.json` file in its folder. */
export interface SunkMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  /** The message as sent (RFC 5322 headers and MIME body). */
  raw: string;
  receivedat: string;
}

/**
 * An SMTP listener on 127.0.0.1 that accepts every message (no auth, no TLS) and writes it to `dir`, one JSON
 * file per message, written whole (temporary name, then renamed) so a reader never sees half of one. The
 * browser suite (e2e/support/global-setup.ts) points the server's SMTP_URL at it: the outbox worker delivers
 * as in production and the tests read what arrived (e2e/support/mail.ts).
 */
export const startSmtpSink = async (dir: string): Promise<{ port: number; stop(): Promise<void> }> => {
  let seq = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        seq += 1;
        const mail: SunkMail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          receivedat: new Date().toISOString(),
        };
        const file = path.join(dir, `${String(seq).padStart(6, "0")}.json`);
        writeFile(`${file}.tmp`, JSON.stringify(mail))
          .then(() => rename(`${file}.tmp`, file))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};
