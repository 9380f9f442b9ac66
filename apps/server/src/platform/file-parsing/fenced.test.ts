import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { xfdWorkbook } from "../../test/hostile-files.ts";
import { AppError } from "../errors.ts";
import { runFenced } from "./fenced.ts";
import { PARSER_NAMES, SHEET_PARSER } from "./parsers.ts";

const refusalOf = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
};

const roomy = { maxRows: 100_000, maxColumns: 16_384, maxCells: 100_000_000 };

describe("runFenced", () => {
  it("terminates a parser past its wall clock and refuses the file with 422 naming the limit", async () => {
    const err = await refusalOf(
      runFenced(
        SHEET_PARSER,
        { bytes: new Uint8Array(xfdWorkbook(3_000)) },
        { ext: "xlsx", shownName: "xfd.xlsx", limits: roomy },
        { heapMb: 512, timeoutMs: 300 },
      ),
    );
    expect({ code: err.code, status: err.status }).toEqual({ code: "file_limit", status: 422 });
    expect(err.message).toBe(
      "The workbook takes longer than 0.3 s to read (the limit); nothing was imported.",
    );
  });

  it("ends a parser past its heap cap and refuses the file with 422 naming the limit, the server unharmed", async () => {
    const err = await refusalOf(
      runFenced(
        SHEET_PARSER,
        { bytes: new Uint8Array(xfdWorkbook(3_000)) },
        { ext: "xlsx", shownName: "xfd.xlsx", limits: roomy },
        { heapMb: 24, timeoutMs: 60_000 },
      ),
    );
    expect({ code: err.code, status: err.status }).toEqual({ code: "file_limit", status: 422 });
    expect(err.message).toBe(
      "The workbook needs more than 24 MB of memory to read (the limit); nothing was imported.",
    );
  });

  it("hands back the parser's own refusal as it was thrown", async () => {
    const err = await refusalOf(
      runFenced(
        SHEET_PARSER,
        { bytes: new TextEncoder().encode("not a workbook") },
        { ext: "xlsx", shownName: "plain.xlsx", limits: roomy },
      ),
    );
    expect({ code: err.code, status: err.status, fields: err.fields }).toEqual({
      code: "validation",
      status: 400,
      fields: { file: "plain.xlsx could not be read as an Excel workbook." },
    });
  });

  it("has every parser built beside the compiled server (scripts/build.mjs lists the same names)", () => {
    const build = fs.readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../scripts/build.mjs"),
      "utf8",
    );
    expect(build).toContain(`const PARSER_NAMES = ${JSON.stringify(PARSER_NAMES).replaceAll(",", ", ")};`);
    for (const name of PARSER_NAMES)
      expect(
        fs.existsSync(path.join(path.dirname(fileURLToPath(import.meta.url)), `${name}.parser.ts`)),
      ).toBe(true);
  });
});
