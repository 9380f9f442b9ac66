import type { CsvOptions } from "./csv.parser.ts";
import { fencedParser } from "./fenced.ts";
import type { MsgContent, MsgOptions } from "./msg.parser.ts";
import type { PdfCheck } from "./pdf-check.parser.ts";
import type { PdfTextOptions } from "./pdf-text.parser.ts";
import type { Cell, SheetOptions } from "./sheet.parser.ts";

/**
 * Every parser of a user's file, each run fenced (fenced.ts) in its own thread: add a new one here, as a
 * `<name>.parser.ts` module in this folder, and as an entry point in scripts/build.mjs.
 */
export const SHEET_PARSER = fencedParser<SheetOptions, Cell[][]>("sheet", "the workbook");
export const CSV_PARSER = fencedParser<CsvOptions, string[][]>("csv", "the .csv file");
export const MSG_PARSER = fencedParser<MsgOptions, MsgContent>("msg", "the Outlook message");
export const PDF_TEXT_PARSER = fencedParser<PdfTextOptions, string>("pdf-text", "the PDF");
export const PDF_CHECK_PARSER = fencedParser<Record<string, never>, PdfCheck>("pdf-check", "the PDF");

/** The names of every parser module (scripts/build.mjs builds `<name>.parser.js` from each). */
export const PARSER_NAMES = ["sheet", "csv", "msg", "pdf-text", "pdf-check"] as const;
export type { Cell, MsgContent };
