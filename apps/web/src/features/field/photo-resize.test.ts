import { describe, expect, it } from "vitest";
import { jpegName, scaledSize } from "./photo-resize.ts";

describe("photo resize (issue 31)", () => {
  it("scales the longer side down to 1600 px, keeping the aspect ratio, never up", () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(10_000, 10)).toEqual({ width: 1600, height: 2 });
  });
  it("names the result a .jpg", () => {
    expect(jpegName("IMG_1234.HEIC")).toBe("IMG_1234.jpg");
    expect(jpegName("site")).toBe("site.jpg");
  });
});
