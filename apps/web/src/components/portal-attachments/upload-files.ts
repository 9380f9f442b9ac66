import type { z } from "zod";
import { uploadForm } from "../../api/upload.ts";

/** Posts files of one attachment type to a work-order upload route, with progress (0–100) and its contract. */
export const uploadFilesTo = async <T>(
  path: string,
  response: z.ZodType<T>,
  workorderid: number,
  attachmenttypeid: number,
  files: readonly File[],
  onProgress: (percent: number) => void,
): Promise<T> => {
  const form = new FormData();
  form.append("workorderid", String(workorderid));
  form.append("attachmenttypeid", String(attachmenttypeid));
  for (const f of files) form.append("files", f, f.name);
  return (await uploadForm(path, form, response, onProgress)).body;
};
