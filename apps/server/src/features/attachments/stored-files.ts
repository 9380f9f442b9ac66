import fs from "node:fs";
import type { AppContext } from "../../platform/context.ts";
import type { StagedFile } from "../../platform/uploads/index.ts";
import { extensionOf, storedFileHeaders, storedNameFor } from "../../platform/uploads/index.ts";
import { deleteVersionedRow, type VersionedTable } from "../../platform/versioned-rows/index.ts";
import type { FileResponse } from "./attachment-download.service.ts";

/** A staged upload with the stored name (timestamp-suffixed, spec 3 §2.10) and blob key it gets. */
export interface PlannedFile {
  file: StagedFile;
  filename: string;
  path: string;
}

/**
 * The upload of a record's files (customer or vendor attachments): picks a free timestamped stored name per
 * file under `folder` (e.g. `vendor/12`), puts the blobs, then runs `register` (the rows, in the caller's
 * transaction). All files or none: when `register` throws, the stored blobs are removed again.
 */
export const storeStagedFiles = async <T>(
  ctx: Pick<AppContext, "blobs">,
  folder: string,
  files: readonly StagedFile[],
  register: (planned: PlannedFile[]) => Promise<T>,
): Promise<T> => {
  const planned: PlannedFile[] = [];
  let at = Date.now();
  for (const file of files) {
    let filename = storedNameFor(file.originalName, new Date(at));
    let key = `${folder}/${filename}`;
    while (planned.some((p) => p.path === key) || (await ctx.blobs.exists(key))) {
      at += 1;
      filename = storedNameFor(file.originalName, new Date(at));
      key = `${folder}/${filename}`;
    }
    planned.push({ file, filename, path: key });
  }
  const stored: string[] = [];
  try {
    for (const p of planned) {
      stored.push(p.path);
      await ctx.blobs.put(p.path, fs.createReadStream(p.file.tempPath), p.file.contentType);
    }
    return await register(planned);
  } catch (err) {
    await Promise.allSettled(stored.map((k) => ctx.blobs.delete(k)));
    throw err;
  }
};

/** A stored record file as a response (headers: storedFileHeaders, the one rule for every stored file). */
export const storedFileResponse = async (
  ctx: Pick<AppContext, "blobs">,
  f: { path: string; filename: string; displayname: string; contenttype: string; size: number },
  opts: { forceDownload?: boolean } = {},
): Promise<FileResponse> => ({
  headers: storedFileHeaders(f, opts),
  body: await ctx.blobs.get(f.path),
});

/** What every attachment list shows of a stored-file row (the contracts' `storedFileFields`, who and when). */
export const presentStoredFile = (
  r: {
    attachmenttypeid: number;
    filename: string;
    displayname: string;
    path: string;
    contenttype: string;
    size: number;
    createdbyname: string;
    createddate: Date;
  },
  attachmenttype: string,
) => ({
  attachmenttypeid: r.attachmenttypeid,
  attachmenttype,
  filename: r.filename,
  displayname: r.displayname,
  path: r.path,
  contenttype: r.contenttype,
  size: r.size,
  createdbyuser: r.createdbyname,
  createddate: r.createddate.toISOString(),
});

/** The columns every stored-file row shares (work-order, customer and vendor attachments), for one planned file. */
export const storedFileColumns = (p: PlannedFile, user: { id: number; name: string }) => ({
  filename: p.filename,
  displayname: p.file.originalName,
  path: p.path,
  contenttype: p.file.contentType,
  size: p.file.size,
  createdby: user.id,
  createdbyname: user.name,
});

/** A renamed record file keeps the extension it was stored with: "Permit" for "permit.pdf" is "Permit.pdf". */
export const renamedKeepingExtension = (storedName: string, newName: string): string => {
  const ext = extensionOf(storedName);
  return ext && extensionOf(newName) !== ext ? `${newName}.${ext}` : newName;
};

/**
 * Removes a record file (customer or vendor attachment): the row at the version the user saw (404 / 409 as
 * `deleteVersionedRow`), then its blob; a blob already gone is no error.
 */
export const deleteStoredFileRow = async <T extends VersionedTable>(
  ctx: Pick<AppContext, "blobs" | "database">,
  table: T,
  id: number,
  version: number,
): Promise<void> => {
  const row = (await ctx.database.db.transaction((tx) =>
    deleteVersionedRow(tx, table, id, version, "Attachment", "attachment"),
  )) as T["$inferSelect"] & { path: string };
  await ctx.blobs.delete(row.path).catch(() => undefined);
};
