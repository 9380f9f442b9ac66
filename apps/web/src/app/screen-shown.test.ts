import { afterEach, describe, expect, it, vi } from "vitest";
import { markScreenShown, resetScreenShown, whenScreenShown } from "./screen-shown.ts";

describe("the screen-shown signal", () => {
  afterEach(resetScreenShown);

  it("runs what waited once a screen is shown, once, and at once after that", () => {
    const early = vi.fn();
    whenScreenShown(early);
    expect(early).not.toHaveBeenCalled();
    markScreenShown();
    markScreenShown();
    expect(early).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    whenScreenShown(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it("drops a cancelled wait, and waits again after a reset (the next user)", () => {
    const cancelled = vi.fn();
    whenScreenShown(cancelled)();
    markScreenShown();
    expect(cancelled).not.toHaveBeenCalled();
    resetScreenShown();
    const next = vi.fn();
    whenScreenShown(next);
    expect(next).not.toHaveBeenCalled();
    markScreenShown();
    expect(next).toHaveBeenCalledTimes(1);
  });
});
