// Runs in a parser thread (fenced.ts): an Outlook .msg as its subject, sender, body text and attachments.
import type MsgReaderModule from "@kenjiuno/msgreader";
import { badRequest, fileLimit } from "../errors.ts";
import { htmlToText } from "../format/html-text.ts";
import { sanitizeRichText } from "../html/sanitize.ts";
import { MSG_LIMITS } from "./file-limits.ts";
import { decompressRtf } from "./rtf-decompress.ts";
import { rtfToText } from "./rtf-text.ts";

export interface MsgOptions {
  shownName: string;
  /** bytes of all attachments together (the import's own file limit) */
  maxAttachmentBytes: number;
}

export interface MsgContent {
  subject: string;
  from: string;
  text: string;
  attachments: { name: string; data: Uint8Array }[];
}

type MsgReader = InstanceType<typeof MsgReaderModule>;

const unreadable = (message: string) => badRequest(message, { file: message });

export const parse = async (
  bytes: Uint8Array,
  { shownName, maxAttachmentBytes }: MsgOptions,
): Promise<MsgContent> => {
  const msg = await import("@kenjiuno/msgreader");
  const module = msg.default as typeof MsgReaderModule & { default?: typeof MsgReaderModule };
  const MsgReader = module.default ?? module;
  let reader: MsgReader;
  let fields: ReturnType<MsgReader["getFileData"]>;
  try {
    reader = new MsgReader(bytes.slice().buffer);
    fields = reader.getFileData();
  } catch {
    throw unreadable(`${shownName} could not be read as an Outlook message.`);
  }
  if (fields.error)
    throw unreadable(`${shownName} could not be read as an Outlook message (${fields.error}).`);
  let text = fields.body ?? "";
  if (!text.trim()) {
    const html = fields.bodyHtml ?? (fields.html ? Buffer.from(fields.html).toString("utf8") : "");
    if (html.length > MSG_LIMITS.maxTextChars)
      throw fileLimit(
        `${shownName}: its body is longer than ${MSG_LIMITS.maxTextChars} characters (the limit).`,
      );
    if (html) text = htmlToText(sanitizeRichText(html));
  }
  if (!text.trim() && fields.compressedRtf) {
    let rtf: Uint8Array | null = null;
    try {
      rtf = decompressRtf(Uint8Array.from(fields.compressedRtf), MSG_LIMITS.maxRtfBytes, shownName);
    } catch (err) {
      if (err instanceof Error && "status" in err) throw err;
      // no readable RTF body
    }
    if (rtf) text = rtfToText(Buffer.from(rtf).toString("latin1"));
  }
  if (text.length > MSG_LIMITS.maxTextChars)
    throw fileLimit(
      `${shownName}: its body is longer than ${MSG_LIMITS.maxTextChars} characters (the limit).`,
    );
  const listed = (fields.attachments ?? []).filter((a) => !a.innerMsgContent); // an attached message: not a file
  if (listed.length > MSG_LIMITS.maxAttachments)
    throw fileLimit(
      `${shownName} has ${listed.length} attachments; at most ${MSG_LIMITS.maxAttachments} are read.`,
    );
  const attachments: MsgContent["attachments"] = [];
  let total = 0;
  for (const att of listed) {
    try {
      const file = reader.getAttachment(att);
      total += file.content.length;
      if (total > maxAttachmentBytes) break;
      attachments.push({ name: file.fileName, data: Uint8Array.from(file.content) });
    } catch {
      // an attachment that cannot be read is reported by its absence in the result's count
    }
  }
  if (total > maxAttachmentBytes)
    throw fileLimit(
      `${shownName}: its attachments hold more than ${Math.round(maxAttachmentBytes / 1024 / 1024)} MB (the limit).`,
    );
  return {
    subject: fields.subject ?? "",
    from: fields.senderEmail ?? "",
    text: text.replace(/\r\n?/g, "\n"),
    attachments,
  };
};

/** Loads the .msg reader before the first file's clock starts (fenced.worker.mjs). */
export const warmUp = () => import("@kenjiuno/msgreader");
