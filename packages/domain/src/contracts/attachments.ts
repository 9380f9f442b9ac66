import { z } from "zod";
import { PHOTO_TAGS } from "../attachment-types.ts";
import { AttachmentAbilities } from "./abilities.ts";
import { id, occurredAt, optionalId, requiredText, version } from "./primitives.ts";

export const AttachmentType = z.object({ id: z.number(), name: z.string() });
export type AttachmentType = z.infer<typeof AttachmentType>;
export const AttachmentTypes = z.array(AttachmentType);

/** The stored file an attachment row shows, whoever it belongs to (a work order, a customer, a vendor). */
export const storedFileFields = {
  attachmenttypeid: z.number(),
  attachmenttype: z.string(),
  filename: z.string(),
  displayname: z.string(),
  path: z.string(),
  contenttype: z.string(),
  size: z.number(),
};

/** The name of attachment type `typeid` in `types`; a type not in the list reads "Other". */
export const attachmentTypeName = (types: ReadonlyArray<{ id: number; name: string }>, typeid: number) =>
  types.find((t) => t.id === typeid)?.name ?? "Other";

/** One grid row of the Attachments tab (spec 2 §3 Attachment, plus what the grid shows). */
export const Attachment = z.object({
  id: z.number(),
  workorderid: z.number(),
  workordervendorid: z.number().nullable(),
  ...storedFileFields,
  createdbyuser: z.string(),
  createddate: z.string(),
  previewable: z.boolean(),
  version: z.number(),
  /** A technician's photo tag (issue 31): Before / After. */
  phototag: z.string().nullable().optional(),
});
export type Attachment = z.infer<typeof Attachment>;
export const Attachments = z.array(Attachment);

/** A row of GET /api/workorder/attachments: the file and what the caller may do on it. */
export const AttachmentRow = Attachment.omit({ phototag: true }).extend({
  abilities: AttachmentAbilities,
  // Optional keys last: the compiled serializer writes them after the required ones, as zod must too.
  phototag: Attachment.shape.phototag,
});
export type AttachmentRow = z.infer<typeof AttachmentRow>;
export const AttachmentRows = z.array(AttachmentRow);

export const AttachmentsQuery = z.object({ workorderid: id("Work Order") });
export const AttachmentIdParams = z.object({ id: id("Attachment") });
export const VendorLineParams = z.object({ workordervendorid: id("Work order vendor") });

/** The form fields of POST /api/workorder/attachfile (the files travel beside them). */
export const AttachFileFields = z.object({
  workorderid: id("Work Order"),
  attachmenttypeid: id("Attachment type", "Choose an attachment type first."),
  workordervendorid: optionalId("Vendor"),
  phototag: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(PHOTO_TAGS, { error: "Photo tag must be Before or After." }).optional(),
  ),
  /** A photo queued offline on the technician's phone: the time it was taken there (issue 31). */
  occurredat: z.preprocess((v) => (v === "" ? undefined : v), occurredAt),
});
export type AttachFileFields = z.infer<typeof AttachFileFields>;

export const UpdateAttachmentBody = z.object({
  id: id("Attachment"),
  displayname: requiredText("File name", 255),
  attachmenttypeid: id("Attachment type"),
  /** Required: a stale version answers 409. */
  version,
});
export type UpdateAttachmentBody = z.infer<typeof UpdateAttachmentBody>;

export const ZipBody = z.object({
  ids: z
    .array(id("ids"), { error: "Select the attachments to download." })
    .min(1, "Select the attachments to download.")
    .max(500, "Download at most 500 attachments at once."),
});

export const ReadAccess = z.object({ sasToken: z.string(), expiresOn: z.string(), containerUrl: z.string() });
export type ReadAccess = z.infer<typeof ReadAccess>;
