import { z } from "zod";
import { NOTE_TYPES, PERTAINS_TO, SYSTEM_NOTE_TYPE, VENDOR_INFO_CHANGE_NOTE_TYPE } from "../notes.ts";
import { escapeHtml, html } from "./html.ts";
import { id } from "./primitives.ts";

/**
 * Notes the server writes itself (audit trail, vendor info changes) are plain text: they quote values as
 * typed (names, PO numbers, reasons) and are shown as text, never as HTML. Every other note is sanitised HTML.
 */
export const PLAIN_TEXT_NOTE_TYPES: readonly string[] = [SYSTEM_NOTE_TYPE, VENDOR_INFO_CHANGE_NOTE_TYPE];
export const isPlainTextNote = (type: string) => PLAIN_TEXT_NOTE_TYPES.includes(type);

/** The HTML a note is shown as: plain-text notes escaped, rich-text notes as stored (sanitised on the way in). */
export const noteAsHtml = (note: { note: string; type: string }) =>
  isPlainTextNote(note.type) ? escapeHtml(note.note).replace(/\n/g, "<br>") : note.note;

/** A note's Additional emails (staff Add Note and the vendor portal's): e-mail addresses separated by commas. */
export const noteEmailList = z
  .string()
  .trim()
  .max(2000, "Additional emails must be at most 2000 characters.")
  .refine(
    (s) => s === "" || s.split(",").every((e) => z.email().safeParse(e.trim()).success),
    "Additional emails must be e-mail addresses separated by commas.",
  )
  .nullish();

/** The Add Note form (spec 1 §5, spec 2 §2): note, type and pertains-to are required. */
export const SaveNoteBody = z.object({
  workorderid: id("Work Order"),
  note: html("Note", 20_000, { required: true }),
  type: z.enum(NOTE_TYPES, { error: "Type is required." }),
  pertainsto: z.union(
    [z.literal(PERTAINS_TO.Customer), z.literal(PERTAINS_TO.Internal), z.literal(PERTAINS_TO.Vendor)],
    { error: "Pertains To is required." },
  ),
  highpriority: z.boolean().default(false),
  customerupdated: z.boolean().default(false),
  includecustomer: z.boolean().default(false),
  emails: noteEmailList,
  emailuserids: z.array(id("emailuserids")).max(50).nullish(),
});
export type SaveNoteBody = z.infer<typeof SaveNoteBody>;
export type SaveNoteInput = z.input<typeof SaveNoteBody>;

export const SpecialNoteQuery = z.object({ workOrderId: id("workOrderId") });
export const SpecialNoteBody = z.object({ note: html("Note", 20_000, { required: true }) });
export const NotesParams = z.object({ workOrderId: id("workOrderId") });

export const WorkOrderNote = z.object({
  id: z.number(),
  workorderid: z.number(),
  note: z.string(),
  type: z.string(),
  typeid: z.number(),
  pertainsto: z.number(),
  highpriority: z.boolean(),
  emails: z.string().nullable(),
  emailuserids: z.array(z.number()).nullable(),
  customerupdated: z.boolean(),
  includecustomer: z.boolean(),
  createdbyname: z.string(),
  createdDate: z.string(),
});
export type WorkOrderNote = z.infer<typeof WorkOrderNote>;
export const WorkOrderNotes = z.array(WorkOrderNote);
