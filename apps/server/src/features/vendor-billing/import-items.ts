import { LABOR_RATE_TYPES, OTHER_LINE_TYPES, SKILL_LEVELS } from "@fm/domain";
import { LaborLineInput, MaterialLineInput, OtherLineInput } from "@fm/domain/contracts";
import type { z } from "zod";
import { validation } from "../../platform/errors.ts";
import { type Cell, ITEM_SHEET_LIMITS, runFenced, SHEET_PARSER } from "../../platform/file-parsing/index.ts";
import { UNITS_OF_MEASURE } from "../invoices/index.ts";
import type { LineInputs } from "./vendor-lines.ts";

/*
 * Import items (spec 2 §5: exactly one .xlsx or .xls file). The first sheet's first row names the columns
 * (any order, any case): Type (Labor | Material | Other), Description, Part Number, Unit, Quantity,
 * Unit Price, Skill Level, Rate Type, Techs, Hours, Hourly Rate. Each further non-empty row is one line,
 * checked with the same rules as a line typed in the editor. One bad row refuses the whole file.
 * .xlsx is read with exceljs; .xls (BIFF) with @e965/xlsx, the npm build of SheetJS Community Edition 0.20,
 * both in a fenced parser thread (platform/file-parsing/sheet.parser.ts).
 */

export const IMPORT_COLUMNS = [
  "Type",
  "Description",
  "Part Number",
  "Unit",
  "Quantity",
  "Unit Price",
  "Skill Level",
  "Rate Type",
  "Techs",
  "Hours",
  "Hourly Rate",
] as const;
const MAX_ROWS = 500;

/** The sheet's rows as cells, read in a fenced parser thread within the item-sheet limits (platform/file-parsing). */
export const readSheet = (file: string, ext: "xlsx" | "xls", shownName: string): Promise<Cell[][]> =>
  runFenced(SHEET_PARSER, { path: file }, { ext, shownName, limits: ITEM_SHEET_LIMITS });

const norm = (s: unknown) =>
  String(s ?? "")
    .trim()
    .toLowerCase();
const blank = (v: Cell | undefined) => v === null || v === undefined || String(v).trim() === "";

/** A name (case-insensitive) or its id in a lookup; undefined when empty, the raw text when unknown. */
const lookup = (table: Readonly<Record<number, string>>, v: Cell | undefined): unknown => {
  if (blank(v)) return undefined;
  const hit = Object.entries(table).find(([, name]) => norm(name) === norm(v));
  return hit ? Number(hit[0]) : typeof v === "number" ? v : String(v).trim();
};

const num = (v: Cell | undefined): unknown =>
  blank(v) ? undefined : typeof v === "number" ? v : String(v).trim();
const str = (v: Cell | undefined): string | undefined => (blank(v) ? undefined : String(v).trim());

const problemsOf = (r: z.ZodSafeParseResult<unknown>) =>
  r.success ? [] : [...new Set(r.error.issues.map((i) => i.message))];

/**
 * The file's rows as lines, or a 400 naming every bad row ("Row 3: Hours is required.") and nothing else
 * happens (the caller imports only what this returns).
 */
export const parseItemRows = (rows: Cell[][], shownName: string): LineInputs => {
  const [header, ...body] = rows;
  const col = new Map<string, number>();
  (header ?? []).forEach((h, i) => {
    if (!blank(h)) col.set(norm(h), i);
  });
  const missing = ["Type"].filter((c) => !col.has(norm(c)));
  if (missing.length) {
    const message = `${shownName}: the first row must name the columns (${IMPORT_COLUMNS.join(", ")}); Type is missing.`;
    throw validation(message, { file: message });
  }
  const at = (row: Cell[], name: (typeof IMPORT_COLUMNS)[number]) => {
    const i = col.get(norm(name));
    return i === undefined ? undefined : row[i];
  };
  const out: LineInputs = { labor: [], materials: [], other: [] };
  const errors: Record<string, string> = {};
  let count = 0;
  body.forEach((row, i) => {
    if (row.every(blank)) return;
    count++;
    const rowNo = i + 2;
    const type = norm(at(row, "Type"));
    if (type === "labor" || type === "labour") {
      const r = LaborLineInput.safeParse({
        skilllevelid: lookup(SKILL_LEVELS, at(row, "Skill Level")),
        typeid: lookup(LABOR_RATE_TYPES, at(row, "Rate Type")),
        numberoftechs: num(at(row, "Techs")),
        hourlyrate: num(at(row, "Hourly Rate") ?? at(row, "Unit Price")),
        numberofhours: num(at(row, "Hours")),
      });
      if (r.success) out.labor.push(r.data);
      else errors[`Row ${rowNo}`] = problemsOf(r).join(" ");
    } else if (type === "material" || type === "materials") {
      const r = MaterialLineInput.safeParse({
        description: str(at(row, "Description")),
        partnumber: str(at(row, "Part Number")) ?? null,
        uomid: lookup(UNITS_OF_MEASURE, at(row, "Unit")),
        unitprice: num(at(row, "Unit Price")),
        quantity: num(at(row, "Quantity")),
      });
      if (r.success) out.materials.push(r.data);
      else errors[`Row ${rowNo}`] = problemsOf(r).join(" ");
    } else if (type === "other") {
      const r = OtherLineInput.safeParse({
        typeid: lookup(OTHER_LINE_TYPES, "Other"),
        description: str(at(row, "Description")) ?? null,
        quantity: num(at(row, "Quantity")),
        unitprice: num(at(row, "Unit Price")),
      });
      if (r.success) out.other.push(r.data);
      else errors[`Row ${rowNo}`] = problemsOf(r).join(" ");
    } else {
      errors[`Row ${rowNo}`] = type
        ? `Type must be Labor, Material or Other (got ${String(at(row, "Type")).slice(0, 40)}).`
        : "Type is required (Labor, Material or Other).";
    }
  });
  if (count === 0) {
    const message = `${shownName} has no item rows under its header row.`;
    throw validation(message, { file: message });
  }
  if (count > MAX_ROWS) {
    const message = `${shownName} has ${count} item rows; at most ${MAX_ROWS} can be imported at once.`;
    throw validation(message, { file: message });
  }
  const bad = Object.keys(errors);
  if (bad.length) {
    throw validation(
      `${shownName}: ${bad.length} row${bad.length === 1 ? "" : "s"} could not be imported, so nothing was imported. Fix ${
        bad.length === 1 ? "it" : "them"
      } and import the file again.`,
      errors,
    );
  }
  return out;
};
