// Runs in a parser thread (fenced.ts): the first worksheet of an .xlsx or .xls as rows of cells.
import type ExcelJS from "exceljs";
import { fileLimit, validation } from "../errors.ts";
import type { SheetLimits } from "./file-limits.ts";
import { SheetShape } from "./sheet-shape.ts";
import { inflateEntries, NotAZip, zipDirectory } from "./zip-entries.ts";

export type Cell = string | number | null;

export interface SheetOptions {
  ext: "xlsx" | "xls";
  /** the file's name as shown in messages */
  shownName: string;
  limits: SheetLimits;
}

const cellValue = (v: ExcelJS.CellValue): Cell => {
  if (v === null || v === undefined) return null;
  if (typeof v === "number" || typeof v === "string") return v;
  if (typeof v === "boolean") return String(v);
  if (v instanceof Date) return v.toISOString();
  if (typeof v === "object") {
    if ("result" in v && v.result !== undefined) return cellValue(v.result as ExcelJS.CellValue);
    if ("richText" in v) return v.richText.map((t) => t.text).join("");
    if ("text" in v) return String(v.text);
  }
  return null;
};

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/i;

/** Every worksheet's shape checked while its XML inflates (sheet-shape.ts), before exceljs builds a cell. */
const checkXlsxShape = (bytes: Uint8Array, { shownName, limits }: SheetOptions) => {
  const entries = zipDirectory(bytes, shownName);
  const shapes = new Map<string, { shape: SheetShape; decoder: TextDecoder }>();
  inflateEntries(
    bytes,
    entries,
    shownName,
    (entry, data, final) => {
      let s = shapes.get(entry.name);
      if (!s) {
        s = { shape: new SheetShape(limits, shownName), decoder: new TextDecoder("utf-8") };
        shapes.set(entry.name, s);
      }
      s.shape.push(s.decoder.decode(data, { stream: !final }));
      if (final) s.shape.end();
    },
    (entry) => WORKSHEET.test(entry.name),
  );
};

const readXlsx = async (bytes: Uint8Array, options: SheetOptions): Promise<Cell[][]> => {
  checkXlsxShape(bytes, options);
  const { default: Excel } = await import("exceljs");
  const wb = new Excel.Workbook();
  await wb.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  if (!ws) return [];
  const rows: Cell[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    const values: Cell[] = [];
    for (let c = 1; c <= row.cellCount; c++) values.push(cellValue(row.getCell(c).value));
    rows[n - 1] = values;
  });
  return Array.from(rows, (r) => r ?? []);
};

const readXls = async (bytes: Uint8Array, { limits, shownName }: SheetOptions): Promise<Cell[][]> => {
  const XLS = await import("@e965/xlsx");
  // The first sheet only, and no more rows than the limit: SheetJS stops there instead of walking the range
  // a DIMENSIONS record claims (a 3.5 KB file claiming A1:IV65536 took 16 s).
  const wb = XLS.read(bytes, {
    type: "array",
    sheets: 0,
    sheetRows: limits.maxRows + 1,
    dense: true,
    cellDates: false,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
  });
  const name = wb.SheetNames[0];
  const ws = name ? wb.Sheets[name] : undefined;
  if (!ws) return [];
  const range = XLS.utils.decode_range(ws["!ref"] ?? "A1:A1");
  if (range.e.r + 1 > limits.maxRows)
    throw validationLimit(
      `${shownName}: it reaches row ${range.e.r + 1}, past the limit of ${limits.maxRows} rows`,
    );
  if (range.e.c + 1 > limits.maxColumns)
    throw validationLimit(
      `${shownName}: it reaches column ${range.e.c + 1}, past the limit of ${limits.maxColumns} columns`,
    );
  return XLS.utils.sheet_to_json<Cell[]>(ws, { header: 1, blankrows: true, defval: null, raw: true });
};

const validationLimit = (message: string) => fileLimit(`${message}; nothing was imported.`);

const isRefusal = (err: unknown) => err instanceof Error && "status" in err && "code" in err;

/** The first worksheet's rows as cells; a file past a limit is refused (422), one neither reader opens: 400. */
export const parse = async (bytes: Uint8Array, options: SheetOptions): Promise<Cell[][]> => {
  try {
    return options.ext === "xlsx" ? await readXlsx(bytes, options) : await readXls(bytes, options);
  } catch (err) {
    if (isRefusal(err) && !(err instanceof NotAZip)) throw err;
    const message = `${options.shownName} could not be read as an Excel workbook.`;
    throw validation(message, { file: message });
  }
};

/** Loads exceljs and SheetJS before the first file's clock starts (fenced.worker.mjs). */
export const warmUp = () => Promise.all([import("exceljs"), import("@e965/xlsx")]);
