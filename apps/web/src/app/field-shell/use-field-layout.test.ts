// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubViewport as viewport } from "../../test/viewport.ts";
import { SCREENS } from "../screens.ts";
import { FIELD_PAGES } from "./field-pages.ts";
import { FIELD_PATHS, isPhoneNow, useFieldLayout } from "./use-field-layout.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the phone's field layout (decision 0047-hperf)", () => {
  it("draws Today on a phone, and nothing else", () => {
    viewport(true);
    expect(isPhoneNow()).toBe(true);
    expect(renderHook(() => useFieldLayout("/vendorprofile/today")).result.current).toBe(true);
    expect(renderHook(() => useFieldLayout("/home")).result.current).toBe(false);
    expect(renderHook(() => useFieldLayout("/vendorprofile/workorderdetails")).result.current).toBe(false);
    expect(renderHook(() => useFieldLayout(undefined)).result.current).toBe(false);
  });

  it("leaves Today in the full shell, with its side menu, on a larger screen", () => {
    viewport(false);
    expect(isPhoneNow()).toBe(false);
    expect(renderHook(() => useFieldLayout("/vendorprofile/today")).result.current).toBe(false);
  });

  it("has a page for every field path, each a registered screen", () => {
    expect(Object.keys(FIELD_PAGES).sort()).toEqual([...FIELD_PATHS].sort());
    for (const path of FIELD_PATHS) expect(SCREENS.some((s) => s.path === path)).toBe(true);
  });
});
