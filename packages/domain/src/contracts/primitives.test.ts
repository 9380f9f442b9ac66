import { describe, expect, it } from "vitest";
import { html, registerHtmlSanitizer } from "./html.ts";
import {
  date,
  decimal,
  id,
  idList,
  money,
  optionalDate,
  optionalText,
  optionalWebAddress,
  requiredText,
  text,
  webHref,
} from "./primitives.ts";

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : (r.error?.issues[0]?.message ?? "");

describe("field primitives", () => {
  it("ids accept plain digits from strings and integers from JSON, 1 … 2147483647", () => {
    const s = id("Work Order");
    expect(s.parse("42")).toBe(42);
    expect(s.parse(" 7 ")).toBe(7);
    expect(s.parse(2_147_483_647)).toBe(2_147_483_647);
    expect(message(s.safeParse(undefined))).toBe("Work Order is required.");
    expect(message(s.safeParse("2147483648"))).toBe("Work Order must be at most 2147483647.");
    for (const bad of ["0x10", "1e3", "1.5", "-1", "12abc", 1.5, "Infinity"])
      expect(message(s.safeParse(bad)), String(bad)).toBe("Work Order must be a whole number.");
    expect(message(s.safeParse(0))).toBe("Work Order must be a positive id.");
  });

  it("id lists come from JSON arrays or comma-separated strings", () => {
    expect(idList("tradeIds", 3).parse("1,2,3")).toEqual([1, 2, 3]);
    expect(idList("tradeIds", 3).safeParse("1,2,3,4").success).toBe(false);
    expect(idList("tradeIds", 3).safeParse("1,0x2").success).toBe(false);
  });

  it("money and decimals are bounded and keep their scale", () => {
    expect(money("NTE").parse("450.50")).toBe(450.5);
    expect(message(money("NTE").safeParse(1.005))).toBe("NTE has at most 2 decimals.");
    expect(message(money("NTE").safeParse(-1))).toBe("NTE must not be negative.");
    expect(message(money("NTE").safeParse(1e13))).toBe("NTE is too large.");
    expect(message(money("NTE").safeParse("1e3"))).toBe("NTE must be a number.");
    expect(decimal("Tax rate", 0, 100, 3).parse(8.875)).toBe(8.875);
    expect(message(decimal("Tax rate", 0, 100, 3).safeParse(101))).toBe(
      "Tax rate must be between 0 and 100.",
    );
  });

  it("dates are real dates within 1900 … 2199", () => {
    expect(date("Due Date").parse("2026-12-10T17:00:00Z").toISOString()).toBe("2026-12-10T17:00:00.000Z");
    expect(message(date("Due Date").safeParse("0000-01-01"))).toBe(
      "Due Date must be between 01/01/1900 and 12/31/2199.",
    );
    expect(message(date("Due Date").safeParse("not a date"))).toBe("Due Date must be a date.");
    expect(message(date("Due Date").safeParse(undefined))).toBe("Due Date is required.");
    expect(optionalDate("Promise Date").parse("")).toBeNull();
    expect(optionalDate("Promise Date").parse(undefined)).toBeUndefined();
  });

  it("texts say too long when too long and required when blank", () => {
    expect(message(requiredText("Brief Description", 5).safeParse("123456"))).toBe(
      "Brief Description must be at most 5 characters.",
    );
    expect(message(requiredText("Brief Description", 5).safeParse("  "))).toBe(
      "Brief Description is required.",
    );
  });

  it("texts refuse NUL and other control characters by the field's name, but keep tabs and line breaks", () => {
    expect(message(requiredText("Key", 200).safeParse("\u0000isPro"))).toBe(
      "Key must not contain control characters (such as NUL).",
    );
    for (const c of ["\u0000", "\u0001", "\u0008", "\u000b", "\u000c", "\u001b", "\u001f", "\u007f"])
      expect(message(text("Note", 200).safeParse(`a${c}b`)), JSON.stringify(c)).toBe(
        "Note must not contain control characters (such as NUL).",
      );
    expect(text("Note", 200).parse("a\tb\r\nc")).toBe("a\tb\r\nc");
    expect(optionalText("City", 50).parse("Austin")).toBe("Austin");
  });

  it("web addresses are http(s) only", () => {
    const web = optionalWebAddress("Web Address", 500);
    expect(web.parse("https://example.test/a?b=1")).toBe("https://example.test/a?b=1");
    expect(web.parse("")).toBeNull();
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>",
      "www.example.test",
      "https://",
      "ftp://x.test",
    ])
      expect(message(web.safeParse(bad)), bad).toBe(
        "Web Address must be a web address starting with http:// or https://.",
      );
    expect(webHref("javascript:alert(1)")).toBeNull();
    expect(webHref("http://x.test")).toBe("http://x.test");
  });
});

describe("html()", () => {
  it("fails closed without a registered sanitiser, then sanitises through it", () => {
    const note = html("Note", 100, { required: true });
    expect(() => note.parse("<b>x</b>")).toThrow(/No HTML sanitiser registered/);
    registerHtmlSanitizer((s) => s.replace(/<script[^>]*>.*?<\/script>/gi, ""));
    expect(note.parse("<b>x</b><script>alert(1)</script>")).toBe("<b>x</b>");
    expect(message(note.safeParse("<script>alert(1)</script>"))).toBe("Note is required.");
    expect(message(note.safeParse("x".repeat(101)))).toBe("Note must be at most 100 characters.");
    expect(message(note.safeParse("<p>a\u0000b</p>"))).toBe(
      "Note must not contain control characters (such as NUL).",
    );
    expect(note.parse("<p>a\tb\n</p>")).toBe("<p>a\tb\n</p>");
  });
});
