import { describe, expect, it } from "vitest";
import { fileNameFromDisposition } from "./content-disposition.ts";

describe("fileNameFromDisposition", () => {
  it("reads a quoted and a bare filename", () => {
    expect(fileNameFromDisposition('attachment; filename="WO-1_invoice_2.docx"')).toBe("WO-1_invoice_2.docx");
    expect(fileNameFromDisposition("attachment; filename=a.pdf")).toBe("a.pdf");
    expect(fileNameFromDisposition("inline;filename=a.pdf;size=10")).toBe("a.pdf");
  });

  it("prefers filename* (RFC 8187, UTF-8) over the ASCII fallback, in either order", () => {
    expect(
      fileNameFromDisposition(`attachment; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`),
    ).toBe("résumé.pdf");
    expect(
      fileNameFromDisposition(`attachment; filename*=UTF-8''%E2%82%AC%20rates.pdf; filename="x.pdf"`),
    ).toBe("€ rates.pdf");
    expect(fileNameFromDisposition("attachment; FILENAME*=utf-8'en'a%20b.txt")).toBe("a b.txt");
  });

  it("decodes ISO-8859-1 ext-values", () => {
    expect(fileNameFromDisposition("attachment; filename*=iso-8859-1'en'%A3%20rates.txt")).toBe(
      "£ rates.txt",
    );
  });

  it("falls back to filename when filename* is malformed or of an unknown charset", () => {
    expect(fileNameFromDisposition(`attachment; filename="ok.pdf"; filename*=UTF-8''%E2%28`)).toBe("ok.pdf");
    expect(fileNameFromDisposition(`attachment; filename="ok.pdf"; filename*=koi8-r''abc`)).toBe("ok.pdf");
    expect(fileNameFromDisposition(`attachment; filename="ok.pdf"; filename*=no-quotes`)).toBe("ok.pdf");
  });

  it("keeps semicolons and escaped quotes inside a quoted name", () => {
    expect(fileNameFromDisposition('attachment; filename="a;b \\"c\\".pdf"')).toBe('a;b "c".pdf');
  });

  it("does not take another parameter that ends in 'filename'", () => {
    expect(fileNameFromDisposition('attachment; xfilename="evil.exe"; filename="good.pdf"')).toBe("good.pdf");
  });

  it("drops any folder from the name", () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe("passwd");
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''..%5Cwin.ini")).toBe("win.ini");
  });

  it("answers null when there is no usable name", () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition(undefined)).toBeNull();
    expect(fileNameFromDisposition("")).toBeNull();
    expect(fileNameFromDisposition("attachment")).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeNull();
  });
});
