import { describe, expect, it } from "vitest";
import { maskUsPhone, usPhoneDigits } from "./us-phone.ts";

describe("the phone mask +1 (X00) 000-0000 (spec 3 §5)", () => {
  it("masks as the user types, keystroke by keystroke", () => {
    const typed = "2125550100";
    let shown = "";
    const steps: string[] = [];
    for (const ch of typed) {
      shown = maskUsPhone(shown + ch);
      steps.push(shown);
    }
    expect(steps).toEqual([
      "+1 (2",
      "+1 (21",
      "+1 (212",
      "+1 (212) 5",
      "+1 (212) 55",
      "+1 (212) 555",
      "+1 (212) 555-0",
      "+1 (212) 555-01",
      "+1 (212) 555-010",
      "+1 (212) 555-0100",
    ]);
    // an 11th digit is not taken; the masked value is what the server stores
    expect(maskUsPhone(`${shown}9`)).toBe("+1 (212) 555-0100");
    expect(usPhoneDigits(shown)).toBe("2125550100");
  });

  it("masks pasted numbers in any shape, and lets the user delete back to empty", () => {
    expect(maskUsPhone("(212) 555-0100")).toBe("+1 (212) 555-0100");
    expect(maskUsPhone("1-212-555-0100")).toBe("+1 (212) 555-0100");
    expect(maskUsPhone("+1 212.555.0100")).toBe("+1 (212) 555-0100");
    expect(maskUsPhone("+1 (212) ")).toBe("+1 (212");
    expect(maskUsPhone("+1 (")).toBe("");
    expect(maskUsPhone("")).toBe("");
  });
});
