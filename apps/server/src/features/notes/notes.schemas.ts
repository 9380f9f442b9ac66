import { NOTE_TYPES, PERTAINS_TO } from "@fm/domain";
import { z } from "zod";

const emailList = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (s) => s === "" || s.split(",").every((e) => z.email().safeParse(e.trim()).success),
    "Additional emails must be e-mail addresses separated by commas.",
  )
  .nullish();

/** The Add Note form (spec 1 §5, spec 2 §2): note, type and pertains-to are required. */
export const SaveNoteBody = z.object({
  workorderid: z.coerce
    .number({ error: "Work Order is required." })
    .int()
    .positive("Work Order is required."),
  note: z.string({ error: "Note is required." }).max(20000),
  type: z.enum(NOTE_TYPES, { error: "Type is required." }),
  pertainsto: z.union(
    [z.literal(PERTAINS_TO.Customer), z.literal(PERTAINS_TO.Internal), z.literal(PERTAINS_TO.Vendor)],
    { error: "Pertains To is required." },
  ),
  highpriority: z.boolean().default(false),
  customerupdated: z.boolean().default(false),
  includecustomer: z.boolean().default(false),
  emails: emailList,
  emailuserids: z.array(z.number().int().positive()).max(50).nullish(),
});
export type SaveNoteBody = z.infer<typeof SaveNoteBody>;

export const SpecialNoteQuery = z.object({
  workOrderId: z.coerce
    .number({ error: "workOrderId is required." })
    .int()
    .positive("workOrderId is required."),
});
export const SpecialNoteBody = z.object({ note: z.string({ error: "Note is required." }).max(20000) });

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
