import fs from "node:fs";
import type { AppContext } from "../../platform/context.ts";
import type { StagedFile } from "../../platform/uploads/index.ts";
import { storedFileHeaders, storedNameFor } from "../../platform/uploads/index.ts";
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
