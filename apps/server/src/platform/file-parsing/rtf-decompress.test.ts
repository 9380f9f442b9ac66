import { decompressRTF } from "@kenjiuno/decompressrtf";
import { describe, expect, it } from "vitest";
import { decompressRtf } from "./rtf-decompress.ts";

// [MS-OXRTFCP] 3.1.1 and 3.1.2: the specification's own examples.
const SIMPLE = Buffer.from(
  "2d0000002b0000004c5a4675f1c5c7a703000a007263706731323542320af32068656c090020627705b06c647d0a800fa0",
  "hex",
);
const CROSSING = Buffer.from("1a0000001c0000004c5a4675e2d44b51410004205758595a0d6e7d010eb0", "hex");

describe("decompressRtf", () => {
  it("reads the specification's examples as the package does", () => {
    for (const sample of [SIMPLE, CROSSING]) {
      const ours = Buffer.from(decompressRtf(sample, 1024 * 1024, "x.msg")).toString("latin1");
      expect(ours).toBe(Buffer.from(decompressRTF([...sample])).toString("latin1"));
    }
    expect(Buffer.from(decompressRtf(SIMPLE, 1024, "x.msg")).toString("latin1")).toBe(
      "{\\rtf1\\ansi\\ansicpg1252\\pard hello world}\r\n",
    );
  });

  it("stops at its output limit with a 422 naming it, whatever the header claims", () => {
    const bomb = Buffer.alloc(4096, 0xff);
    bomb.writeUInt32LE(0x7ffffff0, 0);
    bomb.writeUInt32LE(100, 4);
    bomb.writeUInt32LE(0x75465a4c, 8);
    expect(() => decompressRtf(bomb, 8 * 1024, "bomb.msg")).toThrow(
      /bomb\.msg: its RTF body unpacks to more than/,
    );
  });
});
