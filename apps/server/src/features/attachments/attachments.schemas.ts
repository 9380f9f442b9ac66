import { z } from "zod";

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

export const AttachmentType = z.object({ id: z.number(), name: z.string() });

/** One grid row of the Attachments tab (spec 2 §3 Attachment, plus what the grid shows). */
export const Attachment = z.object({
  id: z.number(),
  workorderid: z.number(),
  workordervendorid: z.number().nullable(),
  attachmenttypeid: z.number(),
  attachmenttype: z.string(),
  filename: z.string(),
  displayname: z.string(),
  path: z.string(),
  contenttype: z.string(),
  size: z.number(),
  createdbyuser: z.string(),
  createddate: z.string(),
  previewable: z.boolean(),
  version: z.number(),
});
export type Attachment = z.infer<typeof Attachment>;

export const WorkOrderIdQuery = z.object({ workorderid: id("Work Order is required.") });
export const AttachmentIdParams = z.object({ id: id("Attachment is required.") });
export const VendorLineParams = z.object({ workordervendorid: id("Work order vendor is required.") });

/** The form fields of POST /api/workorder/attachfile (the files travel beside them). */
export const AttachFileFields = z.object({
  workorderid: id("Work Order is required."),
  attachmenttypeid: id("Choose an attachment type first."),
  workordervendorid: z.preprocess((v) => (v === "" ? undefined : v), id("Vendor is invalid.").optional()),
});
export type AttachFileFields = z.infer<typeof AttachFileFields>;

export const UpdateAttachmentBody = z.object({
  id: id("Attachment is required."),
  displayname: z.string({ error: "File name is required." }).trim().min(1, "File name is required."),
  attachmenttypeid: id("Attachment type is required."),
  /** Required: a stale version answers 409. */
  version: z.coerce.number({ error: "version is required." }).int().positive(),
});
export type UpdateAttachmentBody = z.infer<typeof UpdateAttachmentBody>;

export const ZipBody = z.object({
  ids: z
    .array(z.coerce.number().int().positive(), { error: "Select the attachments to download." })
    .min(1, "Select the attachments to download.")
    .max(500, "Download at most 500 attachments at once."),
});

export const ReadAccess = z.object({ sasToken: z.string(), expiresOn: z.string(), containerUrl: z.string() });
