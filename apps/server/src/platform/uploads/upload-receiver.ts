import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { AppError, badRequest, unsafeFile } from "../../platform/errors.ts";
import {
  extensionOf,
  FILE_KINDS,
  fileNameProblem,
  looksLikePdf,
  normaliseFileName,
  printable,
} from "./file-rules.ts";
import { checkPdf } from "./pdf-structure.ts";

/** One received file, staged in the temp folder until it is stored. */
export interface StagedFile {
  originalName: string;
  contentType: string;
  size: number;
  tempPath: string;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  files: StagedFile[];
}

export const discardStaged = (files: StagedFile[]) =>
  Promise.all(files.map((f) => fsp.rm(f.tempPath, { force: true })));

const drain = async (stream: Readable) => {
  for await (const _ of stream) {
    // discard
  }
};

/** Counts bytes and keeps the first 16 for the signature check; nothing of the file is judged while it streams. */
class Inspector extends Transform {
  size = 0;
  head = Buffer.alloc(0);

  override _transform(
    chunk: Buffer,
    _enc: BufferEncoding,
    done: (err?: Error | null, data?: Buffer) => void,
  ) {
    this.size += chunk.length;
    if (this.head.length < 16)
      this.head = Buffer.concat([this.head, chunk.subarray(0, 16 - this.head.length)]);
    done(null, chunk);
  }
}

/** A staged text file is valid UTF-8 without NUL: read back from disk once the target has been checked. */
const isValidText = async (tempPath: string): Promise<boolean> => {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  try {
    for await (const chunk of fs.createReadStream(tempPath)) {
      const bytes = chunk as Buffer;
      if (bytes.includes(0)) return false;
      decoder.decode(bytes, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
};

const multipartMessage = (err: unknown): string | null => {
  const code = (err as { code?: string }).code ?? "";
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") return "Send the files as multipart/form-data.";
  if (code === "FST_FILES_LIMIT") return "Too many files in one upload.";
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return "Too many form fields in the upload.";
  if (code.startsWith("FST_")) return "The upload could not be read. Try again.";
  return null;
};

/** A staged file and what streaming it showed, judged only after the caller's ownership check. */
interface Inspected {
  shown: string;
  tempPath: string;
  truncated: boolean;
  inspector: Inspector;
  text: boolean;
  sniff: ((head: Buffer) => boolean) | undefined;
  pdf: boolean;
}

/**
 * Checked after every part has been read and before any file's content is judged or parsed: the row
 * ownership of the upload's target (work order, vendor line…) from its form fields (issue 29: a file sent to
 * someone else's order answers that order's 404, never what the file holds).
 */
export type UploadAuthorizer = (fields: Record<string, string>) => Promise<unknown> | unknown;

/**
 * Reads a multipart upload: form fields, and every file streamed to `tmpDir` while its name and size are
 * checked (its bytes are only counted). Then `authorize(fields)` (the caller's ownership check), and only then each file's content (type
 * signature, UTF-8, the fenced PDF check). Any bad file fails the whole upload naming each bad file (nothing
 * kept).
 */
export const receiveUpload = async (
  req: FastifyRequest,
  opts: { tmpDir: string; maxBytes: number; maxMb: number; authorize?: UploadAuthorizer },
): Promise<ReceivedUpload> => {
  const fields: Record<string, string> = {};
  const files: StagedFile[] = [];
  const inspected: Inspected[] = [];
  const problems: string[] = [];
  /** Files that claim to be PDF but are not one (issue 11 #11): answered 415 when they are the only problem. */
  const mediaProblems: string[] = [];
  /** Files over the size cap: 413 when they (and type problems) are all that is wrong. */
  const sizeProblems: string[] = [];
  /** PDFs with active content or a polyglot's appended data (issue 29): 422 when they are the only problem. */
  const unsafeProblems: string[] = [];
  try {
    await fsp.mkdir(opts.tmpDir, { recursive: true });
    for await (const part of req.parts()) {
      if (part.type === "field") {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const name = normaliseFileName(part.filename);
      const nameProblem = fileNameProblem(name);
      if (nameProblem) {
        problems.push(nameProblem);
        await drain(part.file);
        continue;
      }
      const kind = FILE_KINDS[extensionOf(name)];
      if (!kind) throw new Error("unreachable: extension checked");
      const tempPath = path.join(opts.tmpDir, `${randomUUID()}.upload`);
      const inspector = new Inspector();
      const staged: StagedFile = { originalName: name, contentType: kind.contentType, size: 0, tempPath };
      files.push(staged);
      await pipeline(part.file, inspector, fs.createWriteStream(tempPath));
      staged.size = inspector.size;
      inspected.push({
        shown: printable(name),
        tempPath,
        truncated: part.file.truncated,
        inspector,
        text: kind.text,
        sniff: kind.sniff,
        pdf: kind.contentType === "application/pdf" || part.mimetype === "application/pdf",
      });
    }
    await opts.authorize?.(fields);
    for (const f of inspected) {
      if (f.truncated) {
        sizeProblems.push(`The file ${f.shown} is larger than the ${opts.maxMb} MB limit.`);
      } else if (f.inspector.size === 0) {
        problems.push(`The file ${f.shown} is empty.`);
      } else if (f.text ? !(await isValidText(f.tempPath)) : !f.sniff?.(f.inspector.head)) {
        problems.push(`The content of ${f.shown} does not match its extension.`);
      } else if (f.pdf || looksLikePdf(f.inspector.head)) {
        const pdf = await checkPdf(f.tempPath);
        if (pdf.invalid) mediaProblems.push(`The file ${f.shown} is not a valid PDF document.`);
        else if (pdf.unsafe) unsafeProblems.push(`The file ${f.shown} is refused: ${pdf.unsafe}.`);
      }
    }
  } catch (err) {
    await discardStaged(files);
    const message = multipartMessage(err);
    if (message) throw badRequest(message, { files: message });
    throw err;
  }
  const all = [...problems, ...sizeProblems, ...mediaProblems, ...unsafeProblems];
  if (all.length > 0) {
    await discardStaged(files);
    const message = all.join(" ");
    if (problems.length > 0) throw badRequest(message, { files: message });
    if (sizeProblems.length > 0) throw new AppError("payload_too_large", 413, message, { files: message });
    if (mediaProblems.length > 0)
      throw new AppError("unsupported_media_type", 415, message, { files: message });
    throw unsafeFile(message, "files");
  }
  return { fields, files };
};
