import { PassThrough, type Readable } from "node:stream";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import { contentDisposition, extensionOf, storedFileHeaders } from "../../platform/uploads/index.ts";
import { type AttachmentRow, byId, byIds, selectAttachments } from "./attachment-queries.ts";

export interface FileResponse {
  headers: Record<string, string>;
  body: Readable;
}

/** One attachment: inline for the previewable kinds a browser cannot execute (storedFileHeaders). */
export const openAttachment = async (ctx: AppContext, user: AuthUser, id: number): Promise<FileResponse> => {
  const [row] = await selectAttachments(ctx.database.db, user, byId(id));
  if (!row) throw notFound(`Attachment ${id}`);
  const { att } = row;
  const body = await ctx.blobs.get(att.path);
  return {
    headers: storedFileHeaders(att),
    body,
  };
};

/** "name.pdf", "name (2).pdf", … so every entry of the zip keeps its own file. */
const uniqueNames = (rows: AttachmentRow[]) => {
  const seen = new Set<string>();
  return rows.map((r) => {
    const name = r.att.displayname;
    const ext = extensionOf(name);
    const base = ext ? name.slice(0, -(ext.length + 1)) : name;
    let candidate = name;
    for (let n = 2; seen.has(candidate.toLowerCase()); n++)
      candidate = `${base} (${n})${ext ? `.${ext}` : ""}`;
    seen.add(candidate.toLowerCase());
    return candidate;
  });
};

/** Resolves when the stream wants more data, or has been closed (the client went away). */
const drained = (s: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      s.off("drain", done);
      s.off("close", done);
      resolve();
    };
    s.once("drain", done);
    s.once("close", done);
  });

const COMPRESSIBLE = new Set(["txt", "csv", "html", "htm", "eml", "doc", "xls", "msg"]);

/** 'Download Selected': the chosen attachments of one work order as `{wonumber}_attachments.zip`. */
export const zipAttachments = async (
  ctx: AppContext,
  user: AuthUser,
  ids: number[],
): Promise<FileResponse> => {
  const wanted = [...new Set(ids)];
  const rows = await selectAttachments(ctx.database.db, user, byIds(wanted));
  if (rows.length !== wanted.length) {
    const found = new Set(rows.map((r) => r.att.id));
    const missing = wanted.filter((id) => !found.has(id));
    throw notFound(`Attachment ${missing.join(", ")}`);
  }
  const orders = new Set(rows.map((r) => r.att.workorderid));
  if (orders.size > 1) {
    throw badRequest("Download attachments of one work order at a time.", {
      ids: "Download attachments of one work order at a time.",
    });
  }
  const first = rows[0];
  if (!first) throw notFound("Attachment");
  for (const r of rows) {
    if (!(await ctx.blobs.exists(r.att.path))) throw notFound(`The file ${r.att.displayname}`);
  }
  // Oldest first, as uploaded; the names inside are the display names, made unique.
  rows.reverse();
  const names = uniqueNames(rows);
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      out.destroy(err);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const fill = async () => {
    for (const [i, row] of rows.entries()) {
      const name = names[i] ?? row.att.displayname;
      const entry = COMPRESSIBLE.has(extensionOf(name))
        ? new ZipDeflate(name, { level: 6 })
        : new ZipPassThrough(name);
      entry.mtime = row.att.createddate;
      zip.add(entry);
      const source = await ctx.blobs.get(row.att.path);
      for await (const chunk of source) {
        entry.push(chunk as Buffer);
        if (out.writableNeedDrain) await drained(out);
        if (out.destroyed) {
          source.destroy();
          return;
        }
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  };
  fill().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return {
    headers: {
      "content-type": "application/zip",
      "content-disposition": contentDisposition("attachment", `${first.wonumber}_attachments.zip`),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    },
    body: out,
  };
};
