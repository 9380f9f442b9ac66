/**
 * Every limit on the shape of a user's file, in one place (docs/security.md "File limits" lists them). The
 * parsers check them while they read (the zip directory and each entry's inflated bytes, the sheet XML's cell
 * references, a PDF's page count before its text), so a file past one is refused before it is materialised.
 */

/** The fence of every parser thread (fenced.ts): heap cap and wall clock. */
export const FENCE_LIMITS = { heapMb: 128, timeoutMs: 10_000 } as const;
/** PDF.js needs more room than the others. */
export const PDF_FENCE = { heapMb: 256, timeoutMs: 10_000 } as const;

/** An .xlsx is a zip: what its directory and entries may hold. */
export const ZIP_LIMITS = {
  maxEntries: 500,
  /** inflated bytes of one entry */
  maxEntryBytes: 50 * 1024 * 1024,
  /** inflated bytes of all entries together */
  maxTotalBytes: 100 * 1024 * 1024,
} as const;

export interface SheetLimits {
  /** highest row number (1 = the header); rows past it are refused, not skipped */
  maxRows: number;
  /** highest column (1 = A) and most cells in one row */
  maxColumns: number;
  /** cells in all worksheets together */
  maxCells: number;
}

/** Import Items (vendor proposal and invoice items): 500 item rows at most (spec 2 §5), a few spare. */
export const ITEM_SHEET_LIMITS: SheetLimits = { maxRows: 1_000, maxColumns: 50, maxCells: 50_000 };

export interface CsvLimits {
  maxRows: number;
  maxColumns: number;
  /** characters in one field */
  maxFieldChars: number;
}

/** Import Trade Rates and Import Zips (.csv). */
export const CSV_LIMITS: CsvLimits = { maxRows: 100_000, maxColumns: 64, maxFieldChars: 10_000 };

/** Import Work Order: a Gabes PDF is a page or two. */
export const WORK_ORDER_PDF_LIMITS = { maxPages: 50, maxTextChars: 1_000_000 } as const;

/** Import Work Order: a Sprouts Outlook message. */
export const MSG_LIMITS = {
  maxAttachments: 50,
  /** decompressed RTF body */
  maxRtfBytes: 4 * 1024 * 1024,
  /** body text, from whichever body the message has */
  maxTextChars: 1_000_000,
} as const;

/** Uploaded PDFs (every upload route): structure and active-content check. */
export const PDF_UPLOAD_LIMITS = {
  maxPages: 100_000,
  /** streams in the file (each FlateDecode one is inflated for the active-content scan) */
  maxStreams: 50_000,
  /** inflated bytes of all FlateDecode streams together (read and scanned as they come, not kept) */
  maxInflatedBytes: 1024 * 1024 * 1024,
  /** object streams (an inflated stream that starts like one, whatever its dictionary says), kept and scanned */
  maxObjectStreams: 10_000,
  /** inflated bytes of one object stream */
  maxObjectStreamBytes: 16 * 1024 * 1024,
  /** inflated bytes of all object streams together */
  maxObjectStreamsTotalBytes: 64 * 1024 * 1024,
} as const;
export type PdfUploadLimits = { readonly [K in keyof typeof PDF_UPLOAD_LIMITS]: number };
