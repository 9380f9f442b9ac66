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
      what: "/Launch in an object stream without /Type /ObjStm (PDF.js reads it all the same)",
      pdf: objectStreamPdf("/OpenAction 4 0 R", ["<< /S /Launch /F (calc.exe) >>"], 1, ""),
      why: /Launch/,
    },
    {
      what: "/JavaScript in an object stream whose dictionary hides its /Type behind a string",
      pdf: objectStreamPdf(
        "/OpenAction 4 0 R",
        ["<< /S /JavaScript /JS (app.alert(1)) >>"],
        1,
        "/Type /ObjStm /X (1 0 obj endstream endobj)",
      ),
      why: /JavaScript/,
    },
    {
      what: "#-escaped /L#61unch in an object stream with an escaped /Fl#61teDecode filter",
      pdf: (() => {
        const pdf = objectStreamPdf("/OpenAction 4 0 R", ["<< /S /L#61unch /F (calc.exe) >>"]);
        const at = pdf.indexOf("/FlateDecode");
        return Buffer.concat([pdf.subarray(0, at), Buffer.from("/Fl#61teDecode"), pdf.subarray(at + 12)]);
      })(),
      why: /Launch/,
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

  it("refuses an object stream that inflates past its limit, naming it", async () => {
    // it starts like an object stream (object 4 at offset 0), so it is kept and counted
    const big = deflateSync(
      Buffer.concat([Buffer.from("4 0 "), Buffer.alloc(PDF_UPLOAD_LIMITS.maxObjectStreamBytes, 0x20)]),
    );
    const pdf = Buffer.concat([
      Buffer.from(
        `%PDF-1.5\n1 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${big.length} >>\nstream\n`,
      ),
      big,
      Buffer.from("\nendstream\nendobj\n%%EOF\n"),
    ]);
    expect(await activeContentOf(pdf)).toBe("an object stream inflates past the limit of 16 MB");
  });

  it("refuses an object stream in a compression it cannot check", async () => {
    const pdf = Buffer.from(
      "%PDF-1.5\n1 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /LZWDecode /Length 3 >>\nstream\nabc\nendstream\nendobj\n%%EOF\n",
    );
    expect(await activeContentOf(pdf)).toMatch(/cannot be checked/);
  });

  /** A one-page PDF 1.4 whose page has one more stream object: `dict` entries and raw `data`. */
  const withStream = (dict: string, data: Buffer) => {
    const head = Buffer.from(
      "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n" +
        `4 0 obj\n<< ${dict} /Length ${data.length} >>\nstream\n`,
      "latin1",
    );
    return Buffer.concat([
      head,
      data,
      Buffer.from("\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n"),
    ]);
  };
  /** Bytes that look like pixels (no object-stream start) and spell `/JS ` by chance. */
  const pixelsWithJs = () => {
    const b = Buffer.alloc(4096, 0xc3);
    b.write("/JS ", 1000, "latin1");
    return b;
  };

  it("refuses /Launch in an uncompressed object stream (its raw data is scanned too)", async () => {
    const pdf = withStream("/N 1 /First 4", Buffer.from("4 0 << /S /Launch /F (calc.exe) >>"));
    expect(await activeContentOf(pdf)).toMatch(/Launch/);
  });

  it("refuses a long active name in any inflated stream, not only in object streams", async () => {
    const pdf = withStream("/Filter /FlateDecode", deflateSync(Buffer.from("q BT /JavaScript ET Q")));
    expect(await activeContentOf(pdf)).toMatch(/JavaScript/);
  });

  it("accepts pixels that spell /JS by chance, inflated or as a JPEG (no false refusal of photos)", async () => {
    expect(await activeContentOf(withStream("/Filter /FlateDecode", deflateSync(pixelsWithJs())))).toBeNull();
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]),
      pixelsWithJs(),
      Buffer.from([0xff, 0xd9]),
    ]);
    expect(await activeContentOf(withStream("/Filter /DCTDecode", jpeg))).toBeNull();
  });

  it("refuses a file whose streams inflate past the limit in all, naming it (the limit made small here)", async () => {
    const limits = { ...PDF_UPLOAD_LIMITS, maxInflatedBytes: 4 * 1024 * 1024 };
    const chunk = deflateSync(Buffer.alloc(1024 * 1024, 0xc3));
    const body = Array.from({ length: 5 }, (_, i) =>
      Buffer.concat([
        Buffer.from(`${i + 10} 0 obj\n<< /Filter /FlateDecode /Length ${chunk.length} >>\nstream\n`),
        chunk,
        Buffer.from("\nendstream\nendobj\n"),
      ]),
    );
    const pdf = Buffer.concat([Buffer.from("%PDF-1.5\n"), ...body, Buffer.from("%%EOF\n")]);
    expect(await activeContentOf(pdf, limits)).toBe(
      "its compressed streams inflate past the limit of 4 MB in all",
    );
    expect(await activeContentOf(pdf, { ...limits, maxStreams: 3 })).toBe("it has more than 3 streams");
    expect(await activeContentOf(pdf)).toBeNull();
  });

  /** PNG "Up" rows (filter type 2) of `columns` bytes: every row after the first is stored as a difference. */
  const pngUp = (text: string, columns: number) => {
    const data = Buffer.from(text.padEnd(Math.ceil(text.length / columns) * columns, " "), "latin1");
    const rows: number[] = [];
    for (let at = 0; at < data.length; at += columns) {
      rows.push(2);
      for (let i = 0; i < columns; i++)
        rows.push(((data[at + i] ?? 0) - (at > 0 ? (data[at - columns + i] ?? 0) : 0)) & 0xff);
    }
    return Buffer.from(rows);
  };
  /** TIFF predictor 2, one 8-bit component: every byte after a row's first is its difference from the one before. */
  const tiff = (text: string, columns: number) => {
    const data = Buffer.from(text.padEnd(Math.ceil(text.length / columns) * columns, " "), "latin1");
    return Buffer.from(data.map((b, i) => (i % columns === 0 ? b : (b - (data[i - 1] ?? 0)) & 0xff)));
  };
  const launch = "4 0 << /S /Launch /F (calc.exe) >>";

  it.each([
    { what: "PNG Up", dict: "/Predictor 12 /Columns 8", data: pngUp(launch, 8) },
    { what: "TIFF", dict: "/Predictor 2 /Columns 8", data: tiff(launch, 8) },
  ])("refuses an object stream hidden behind a $what predictor", async ({ dict, data }) => {
    expect(data.includes("Launch")).toBe(false);
    const pdf = withStream(
      `/N 1 /First 4 /Filter /FlateDecode /DecodeParms << ${dict} >>`,
      deflateSync(data),
    );
    expect(await activeContentOf(pdf)).toBe(
      "it has an object stream behind a predictor, which cannot be checked",
    );
  });

  it("accepts an image behind a PNG predictor", async () => {
    const rows = Buffer.concat(
      Array.from({ length: 50 }, () => Buffer.concat([Buffer.from([0]), pixelsWithJs().subarray(0, 300)])),
    );
    const image = withStream(
      "/Subtype /Image /Width 100 /Height 50 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode /DecodeParms << /Predictor 15 /Colors 3 /Columns 100 >>",
      deflateSync(rows),
    );
    expect(await activeContentOf(image)).toBeNull();
  });

  it("keeps an object stream whose objects start after 70 KB of whitespace and comments, and finds its /JS", async () => {
    const data = `${" ".repeat(40_000)}% a comment\n${"\n".repeat(30_000)}4 0 << /JS (app.alert(1)) >>`;
    const pdf = withStream("/N 1 /First 4 /Filter /FlateDecode", deflateSync(Buffer.from(data)));
    expect(await activeContentOf(pdf)).toBe("it contains JavaScript");
  });

  it("scans what an object stream inflates to before its data turns corrupt", async () => {
    const good = deflateSync(Buffer.from("4 0 << /S /Launch /F (calc.exe) >>"));
    const corrupt = Buffer.concat([good.subarray(0, good.length - 4), Buffer.from([0xff, 0xff, 0xff, 0xff])]);
    expect(await activeContentOf(withStream("/Filter /FlateDecode", corrupt))).toMatch(/Launch/);
  });
});
