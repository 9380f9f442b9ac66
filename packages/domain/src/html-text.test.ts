import { describe, expect, it } from "vitest";
import { htmlToText } from "./html-text.ts";

describe("htmlToText", () => {
  it("turns note HTML into text", () => {
    expect(htmlToText("<p>a &amp; b</p><p>c<br>d</p>")).toBe("a & b\nc\nd");
  });

  it("ends headings, list items and blocks with a line break and keeps at most one blank line", () => {
    expect(
      htmlToText("<h2>Scope</h2><ul><li>one</li><li>two</li></ul><div>x</div ><p></p><p></p><p>y</p>"),
    ).toBe("Scope\none\ntwo\nx\n\ny");
  });

  it("decodes the entities the sanitiser writes and reads null as empty", () => {
    expect(htmlToText("<p>&lt;b&gt; &quot;q&quot; &#39;s&#39;&nbsp;<br/>end</p>")).toBe(
      "<b> \"q\" 's' \nend",
    );
    expect(htmlToText(null)).toBe("");
    expect(htmlToText(undefined)).toBe("");
  });
});
