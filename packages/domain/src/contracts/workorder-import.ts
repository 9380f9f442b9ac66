import { z } from "zod";
import { boolString, requiredText } from "./primitives.ts";

/**
 * Work-order import (spec 2 §2 "Work order import", §7 importwofromservicechannel / parseWOHTML, §8).
 * The popup's sources, by the spec's values: Service Channel (api), Gabes (a PDF), Sprouts (an Outlook .msg).
 */
export const IMPORT_SOURCES = [
  { value: "api", label: "Service Channel" },
  { value: "application/pdf", label: "Gabes" },
  { value: "application/vnd.ms-outlook", label: "Sprouts" },
] as const;
export type ImportSourceValue = (typeof IMPORT_SOURCES)[number]["value"];
/** The file sources (everything but api); each file makes one work order. */
export const ImportFileSource = z.enum(["application/pdf", "application/vnd.ms-outlook"], {
  error: "Source must be application/pdf (Gabes) or application/vnd.ms-outlook (Sprouts).",
});
export type ImportFileSource = z.infer<typeof ImportFileSource>;

/** POST /api/workorder/importwofromservicechannel?id={PO number}: spec 2 §5 "PO source requires a PO number". */
export const ServiceChannelImportQuery = z.object({
  id: requiredText("PO Number", 100),
  /** After the user agreed to create the job site of a location the customer does not have yet. */
  createjobsite: boolString("createjobsite").optional(),
});
export type ServiceChannelImportQuery = z.infer<typeof ServiceChannelImportQuery>;

/** The form fields of POST /api/workorder/parseWOHTML (one file part beside them). */
export const ImportFileFields = z.object({
  source: ImportFileSource,
  createjobsite: boolString("createjobsite").optional(),
});
export type ImportFileFields = z.infer<typeof ImportFileFields>;

const OrderRef = z.object({ id: z.number(), wonumber: z.string() });

/** A location of the source's work order, as read (job-site match or the job site to create). */
export const ImportLocation = z.object({
  storeid: z.string().nullable(),
  name: z.string().nullable(),
  streetaddress: z.string().nullable(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  postalcode: z.string().nullable(),
});
export type ImportLocation = z.infer<typeof ImportLocation>;

/**
 * What an import answers: the new order (201), the order that already carries this PO for the customer
 * (200, nothing imported), or a location the customer has no job site for (200, nothing written; send the
 * request again with createjobsite=true to create it).
 */
export const WorkOrderImportResult = z.discriminatedUnion("outcome", [
  z.object({
    outcome: z.literal("imported"),
    workorder: OrderRef,
    ponumber: z.string(),
    customer: z.string(),
    jobsite: z.string(),
    jobsitecreated: z.boolean(),
    /** Fields read from the source, and fields it did not carry (left empty or defaulted). */
    found: z.array(z.string()),
    missing: z.array(z.string()),
    attachments: z.number(),
  }),
  z.object({
    outcome: z.literal("exists"),
    workorder: OrderRef,
    ponumber: z.string(),
    customer: z.string(),
    message: z.string(),
  }),
  z.object({
    outcome: z.literal("jobsite_unknown"),
    ponumber: z.string(),
    customer: z.string(),
    location: ImportLocation,
    message: z.string(),
  }),
]);
export type WorkOrderImportResult = z.infer<typeof WorkOrderImportResult>;
