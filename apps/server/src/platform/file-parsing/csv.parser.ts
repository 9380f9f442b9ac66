// Runs in a parser thread (fenced.ts): a .csv file's rows (RFC 4180), within the CSV limits.
import { fileLimit } from "../errors.ts";
import type { CsvLimits } from "./file-limits.ts";

export interface CsvOptions {
  shownName: string;
  limits: CsvLimits;
}

/** RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF; blank rows dropped; a limit past → 422. */
export const parseCsv = (text: string, { shownName, limits }: CsvOptions): string[][] => {
  const refuse = (what: string) => fileLimit(`${shownName}: ${what}; nothing was imported.`);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const endField = () => {
    if (field.length > limits.maxFieldChars)
      throw refuse(`a field is longer than ${limits.maxFieldChars} characters (the limit)`);
    row.push(field);
    field = "";
    if (row.length > limits.maxColumns)
      throw refuse(`a row has more than ${limits.maxColumns} columns (the limit)`);
  };
  const endRow = () => {
    if (row.some((v) => v.trim() !== "")) rows.push(row);
    row = [];
    if (rows.length > limits.maxRows) throw refuse(`it has more than ${limits.maxRows} rows (the limit)`);
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
      if (field.length > limits.maxFieldChars)
        throw refuse(`a field is longer than ${limits.maxFieldChars} characters (the limit)`);
    } else if (c === '"') quoted = true;
    else if (c === ",") endField();
    else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endField();
      endRow();
    } else field += c;
  }
  if (field !== "" || row.length) {
    endField();
    endRow();
  }
  return rows;
};

export const parse = (bytes: Uint8Array, options: CsvOptions): string[][] =>
  parseCsv(new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, ""), options);
