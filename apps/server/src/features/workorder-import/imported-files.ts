import { randomUUID } from "node:crypto";
import type { AppContext } from "../../platform/context.ts";
import { extensionOf, FILE_KINDS, fileNameProblem, printable, storedNameFor } from "../attachments/index.ts";
import type { ImportedFile } from "./parsed-order.ts";

/** A file of the import checked by the attachment rules and stored, waiting for its row. */
export interface StoredFile {
  displayname: string;
  filename: string;
  path: string;
  contenttype: string;
  size: number;
}

/**
 * The attachment rules for files that arrive inside an import (an Outlook message's attachments): a plain
 * name with an allowed extension, content matching it, not empty, within the size limit. A file that breaks
 * one is not stored; the reason goes into the result's missing list.
 */
export const checkImportedFile = (file: ImportedFile, maxBytes: number, maxMb: number): string | null => {
  const problem = fileNameProblem(file.name);
  if (problem) return problem;
  const kind = FILE_KINDS[extensionOf(file.name)];
  const shown = printable(file.name);
  if (!kind) return `The file ${shown} has a type that cannot be attached.`;
  if (file.data.length === 0) return `The file ${shown} is empty.`;
  if (file.data.length > maxBytes) return `The file ${shown} is larger than the ${maxMb} MB limit.`;
  if (kind.text) {
    try {
      if (file.data.includes(0)) throw new Error("NUL");
      new TextDecoder("utf-8", { fatal: true }).decode(file.data);
    } catch {
      return `The content of ${shown} does not match its extension.`;
    }
  } else if (!kind.sniff?.(file.data.subarray(0, 16))) {
    return `The content of ${shown} does not match its extension.`;
  }
  return null;
};

/** Puts the files in the blob store under fresh keys; the caller removes them if its transaction fails. */
export const storeFiles = async (ctx: AppContext, files: ImportedFile[]): Promise<StoredFile[]> => {
  const stored: StoredFile[] = [];
  const folder = `workorder/imports/${randomUUID()}`;
  const now = Date.now();
  try {
    for (const [i, file] of files.entries()) {
      const kind = FILE_KINDS[extensionOf(file.name)];
      if (!kind) continue;
      const filename = storedNameFor(file.name, new Date(now + i));
      const key = `${folder}/${filename}`;
      await ctx.blobs.put(key, file.data, kind.contentType);
      stored.push({
        displayname: file.name,
        filename,
        path: key,
        contenttype: kind.contentType,
        size: file.data.length,
      });
    }
  } catch (err) {
    await removeFiles(ctx, stored);
    throw err;
  }
  return stored;
};

export const removeFiles = (ctx: AppContext, files: StoredFile[]) =>
  Promise.allSettled(files.map((f) => ctx.blobs.delete(f.path)));
