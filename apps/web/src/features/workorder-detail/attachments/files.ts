import { type Attachment, type AttachmentRow, Attachments } from "@fm/domain/contracts";
import { uploadFilesTo } from "../../../components/portal-attachments/index.ts";

/** One attachment (an upload's answer) and one row of GET /api/workorder/attachments (with its abilities). */
export type { Attachment, AttachmentRow };

/** POST /api/workorder/attachfile (the staff Attachments tab). */
export const uploadFiles = (
  workorderid: number,
  attachmenttypeid: number,
  files: readonly File[],
  onProgress: (percent: number) => void,
) =>
  uploadFilesTo("/api/workorder/attachfile", Attachments, workorderid, attachmenttypeid, files, onProgress);
