import type { ImportLocation } from "@fm/domain/contracts";

/** The import sources, as stored in workorderimports.source and named in the System note. */
export const SOURCES = {
  servicechannel: "ServiceChannel",
  "gabes-pdf": "Gabes PDF work order",
  "sprouts-msg": "Sprouts Outlook message",
} as const;
export type SourceKey = keyof typeof SOURCES;

/** A file found inside the source (an Outlook message's attachments, or the imported file itself). */
export interface ImportedFile {
  name: string;
  data: Buffer;
}

/** What a source said about the work order, before it is matched to our customer, job site and lookups. */
export interface ParsedOrder {
  source: SourceKey;
  ponumber: string;
  /** ServiceChannel: the subscriber id on the customer; files: the customer's name(s) for this layout. */
  customer:
    | { by: "servicechannel"; subscriberid: string; name: string | null }
    | { by: "name"; names: string[] };
  location: ImportLocation;
  trade: string | null;
  priority: string | null;
  nte: number | null;
  calldate: Date | null;
  scheduledate: Date | null;
  briefdescription: string;
  /** Plain text (escaped into the description's HTML). */
  description: string | null;
  requestedby: string | null;
  /** ServiceChannel's work order id and number, or the file name. */
  externalref: string | null;
  /** ServiceChannel's numeric work-order Id (the two-way sync's link); null for files. */
  scworkorderid?: number | null;
  /** Kept on the order as received (workorderimports.payload). */
  payload: unknown;
  /** Field captions read, and the ones the source did not carry. */
  found: string[];
  missing: string[];
  files: ImportedFile[];
}
