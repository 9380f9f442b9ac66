import { describe, expect, it } from "vitest";
import { htmlToText } from "./html-text.ts";

describe("htmlToText", () => {
  it("turns note HTML into text", () => {
    expect(htmlToText("<p>a &amp; b</p><p>c<br>d</p>")).toBe("a & b\nc\nd");
  });
});
