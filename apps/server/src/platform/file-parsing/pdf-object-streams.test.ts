import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { objectStreamPdf } from "../../test/hostile-files.ts";
import { PDF_UPLOAD_LIMITS } from "./file-limits.ts";
import { PDF_FENCE, runFenced } from "./index.ts";
import { PDF_CHECK_PARSER } from "./parsers.ts";
import { activeContentOf } from "./pdf-scan.ts";

const check = (bytes: Buffer) => runFenced(PDF_CHECK_PARSER, { bytes }, {}, PDF_FENCE);

describe("active content inside compressed object streams (issue 29)", () => {
  it("accepts a clean PDF whose objects are all in an object stream (the generator makes real PDFs)", async () => {
    const clean = objectStreamPdf("/OpenAction 4 0 R", ["<< /S /URI /URI (https://example.com/) >>"]);
    expect(clean.includes("/URI")).toBe(false);
    expect(await check(clean)).toEqual({ invalid: false, unsafe: null });
  });

  it.each([
    {
      what: "/Launch",
      pdf: objectStreamPdf("/OpenAction 4 0 R", ["<< /S /Launch /F (calc.exe) >>"]),
      why: /Launch/,
    },
    {
      what: "/JavaScript (deflated twice)",
      pdf: objectStreamPdf("/OpenAction 4 0 R", ["<< /S /JavaScript /JS (app.alert(1)) >>"], 2),
      why: /JavaScript/,
    },
    {
      what: "/EmbeddedFiles",
      pdf: objectStreamPdf("/Names << /EmbeddedFiles 4 0 R >>", ["<< /Names [] >>"]),
      why: /embedded files/,
    },
    {
      what: "#-escaped /L#61unch",
      pdf: objectStreamPdf("/OpenAction 4 0 R", ["<< /S /L#61unch /F (calc.exe) >>"]),
      why: /Launch/,
    },
  ])("refuses $what found only after inflating", async ({ pdf, why }) => {
    expect(pdf.includes("Launch") || pdf.includes("JavaScript") || pdf.includes("Embedded")).toBe(false);
    const result = await check(pdf);
    expect(result.invalid).toBe(false);
    expect(result.unsafe).toMatch(why);
  });

  it("refuses an object stream that inflates past its limit, naming it", () => {
    const big = deflateSync(Buffer.alloc(PDF_UPLOAD_LIMITS.maxObjectStreamBytes + 1, 0x20));
    const pdf = Buffer.concat([
      Buffer.from(
        `%PDF-1.5\n1 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${big.length} >>\nstream\n`,
      ),
      big,
      Buffer.from("\nendstream\nendobj\n%%EOF\n"),
    ]);
    expect(activeContentOf(pdf)).toBe("an object stream inflates past the limit of 16 MB");
  });

  it("refuses an object stream in a compression it cannot check", () => {
    const pdf = Buffer.from(
      "%PDF-1.5\n1 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /LZWDecode /Length 3 >>\nstream\nabc\nendstream\nendobj\n%%EOF\n",
    );
    expect(activeContentOf(pdf)).toMatch(/cannot be checked/);
  });
});
