import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { inject } from "vitest";
import type { SunkMail } from "../../apps/server/src/test/smtp-sink.ts";

/** A message the server delivered over SMTP to the suite's listener (global-setup.ts), decoded. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The text/plain part (the whole body when the message is not multipart). */
  text: string;
}

const unfold = (head: string) => head.replace(/\r?\n[ \t]+/g, " ");
const header = (head: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.*)$`, "im").exec(unfold(head))?.[1]?.trim() ?? "";
const splitPart = (raw: string): [string, string] => {
  const at = raw.search(/\r?\n\r?\n/);
  return at < 0 ? [raw, ""] : [raw.slice(0, at), raw.slice(at).replace(/^\r?\n\r?\n/, "")];
};
const bytes = (s: string) => Buffer.from(s, "latin1").toString("utf8");
const quotedPrintable = (s: string) =>
  bytes(
    s
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
  );
const decodeBody = (body: string, encoding: string) =>
  /quoted-printable/i.test(encoding)
    ? quotedPrintable(body)
    : /base64/i.test(encoding)
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : body;
/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) of a header. */
const decodeWords = (value: string) =>
  value.replace(/=\?[^?]+\?([QB])\?([^?]*)\?=(\s+(?==\?))?/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : quotedPrintable(text.replace(/_/g, " ")),
  );

/** The text/plain part of a MIME entity (depth-first through multipart bodies), or null. */
const textOf = (entity: string): string | null => {
  const [head, body] = splitPart(entity);
  const type = header(head, "Content-Type") || "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith("--")) break;
      const text = textOf(part.replace(/^\r?\n/, ""));
      if (text !== null) return text;
    }
    return null;
  }
  return /^text\/plain/i.test(type) ? decodeBody(body, header(head, "Content-Transfer-Encoding")) : null;
};

export const decodeMail = (mail: SunkMail): ReceivedMail => {
  const [head] = splitPart(mail.raw);
  return { to: mail.to, subject: decodeWords(header(head, "Subject")), text: textOf(mail.raw) ?? "" };
};

/** Every message the listener has received so far, oldest first. */
export const receivedMails = async (): Promise<ReceivedMail[]> => {
  const dir = inject("mailDir");
  const files = (await readdir(dir)).filter((f) => f.endsWith(".json")).sort();
  return Promise.all(
    files.map(async (f) => decodeMail(JSON.parse(await readFile(path.join(dir, f), "utf8")) as SunkMail)),
  );
};

/**
 * Waits until a message to `to` whose subject matches `subject` has arrived (the outbox worker sends every
 * few seconds) and answers the newest such one.
 */
export const waitForMail = async (to: string, subject: RegExp, timeout = 30_000): Promise<ReceivedMail> => {
  const find = async () =>
    (await receivedMails()).filter((m) => m.to.includes(to) && subject.test(m.subject)).at(-1);
  const deadline = Date.now() + timeout;
  for (;;) {
    const mail = await find();
    if (mail) return mail;
    if (Date.now() > deadline) {
      const all = await receivedMails();
      const last = all
        .slice(-5)
        .map((m) => `${m.to.join(",")}: ${m.subject}`)
        .join("; ");
      throw new Error(
        `no mail to ${to} with a subject like ${subject} within ${timeout} ms (${all.length} received; last: ${last})`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
};
