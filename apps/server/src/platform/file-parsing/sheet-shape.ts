import { fileLimit } from "../errors.ts";
import type { SheetLimits } from "./file-limits.ts";

/** "XFD" → 16384 */
const columnNumber = (letters: string) => [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);

const TAG = /<(\/?)(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)(\s[^>]*)?>/g;
const ATTR = /\s(?:[\w.-]+:)?(r|ref|sqref)\s*=\s*"([^"]*)"/g;
const CELL_REF = /\$?([A-Z]{1,3})\$?(\d+)/g;
const MAX_CARRY = 1024 * 1024;

/**
 * Checks a worksheet's XML against the sheet limits while it streams in (chunks of text), before any reader
 * builds a cell: every row (`<row r>`), every cell (`<c r>`, or its place after the one before), every range a
 * reader would expand (`ref`/`sqref` of dimension, mergeCell, dataValidation, conditionalFormatting…). A file
 * with one cell at column XFD per row, or a merge of A1:XFD1048576, is refused here.
 */
export class SheetShape {
  private carry = "";
  private row = 0;
  private column = 0;
  private cellsInRow = 0;
  private cells = 0;

  constructor(
    private readonly limits: SheetLimits,
    private readonly what: string,
  ) {}

  private refuse(message: string): never {
    throw fileLimit(`${this.what}: ${message}; nothing was imported.`);
  }

  private checkPlace(row: number, column: number) {
    if (row > this.limits.maxRows)
      this.refuse(`it reaches row ${row}, past the limit of ${this.limits.maxRows} rows`);
    if (column > this.limits.maxColumns)
      this.refuse(`it reaches column ${column}, past the limit of ${this.limits.maxColumns} columns`);
  }

  private checkRefs(value: string) {
    for (const m of value.matchAll(CELL_REF)) this.checkPlace(Number(m[2]), columnNumber(m[1] ?? ""));
  }

  private tag(name: string, attrs: string) {
    let r: string | undefined;
    for (const m of attrs.matchAll(ATTR)) {
      if (m[1] === "r") r = m[2];
      else this.checkRefs(m[2] ?? "");
    }
    if (name === "row") {
      this.row = r ? Number(r) : this.row + 1;
      this.column = 0;
      this.cellsInRow = 0;
      this.checkPlace(this.row, 0);
    } else if (name === "c") {
      const ref = r ? /^\$?([A-Z]{1,3})\$?(\d+)$/.exec(r) : null;
      this.column = ref ? columnNumber(ref[1] ?? "") : this.column + 1;
      this.cellsInRow++;
      this.cells++;
      this.checkPlace(ref ? Number(ref[2]) : this.row, Math.max(this.column, this.cellsInRow));
      if (this.cells > this.limits.maxCells)
        this.refuse(`it holds more than ${this.limits.maxCells} cells (the limit)`);
    }
  }

  /** The next piece of the worksheet's XML text. */
  push(text: string) {
    const xml = this.carry + text;
    // only an unfinished tag at the end waits for the next piece
    const last = xml.lastIndexOf("<");
    const end = last >= 0 && xml.indexOf(">", last) < 0 ? last : xml.length;
    const whole = xml.slice(0, end);
    this.carry = xml.slice(end);
    if (this.carry.length > MAX_CARRY) this.refuse("it has a tag longer than 1 MB");
    TAG.lastIndex = 0;
    for (const m of whole.matchAll(TAG)) if (m[1] === "") this.tag(m[2] ?? "", m[3] ?? "");
  }

  end() {
    this.push("");
    this.carry = "";
  }
}
