// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const intlZone = (zone: string) =>
  vi
    .spyOn(Intl, "DateTimeFormat")
    .mockImplementation(
      () => ({ resolvedOptions: () => ({ timeZone: zone }) }) as unknown as Intl.DateTimeFormat,
    );
const load = async () => {
  vi.resetModules(); // the zone is read once per page load: a fresh module is a fresh page
  return import("./browser-time-zone.ts");
};

describe("browserTimeZone (kept from the last page load, checked after the first screen)", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("reads Intl on the first visit and keeps the zone for the next page load", async () => {
    const intl = intlZone("America/Chicago");
    const { browserTimeZone, TIME_ZONE_STORAGE_KEY } = await load();
    expect(browserTimeZone()).toBe("America/Chicago");
    expect(browserTimeZone()).toBe("America/Chicago");
    expect(intl).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(TIME_ZONE_STORAGE_KEY)).toBe("America/Chicago");
  });

  it("uses the kept zone without Intl, and the check after the first screen finds it unchanged", async () => {
    const { TIME_ZONE_STORAGE_KEY } = await load();
    localStorage.setItem(TIME_ZONE_STORAGE_KEY, "America/Chicago");
    const intl = intlZone("America/Chicago");
    const { browserTimeZone, checkTimeZone } = await load();
    expect(browserTimeZone()).toBe("America/Chicago");
    expect(intl).not.toHaveBeenCalled();
    expect(checkTimeZone()).toBe(false);
    expect(browserTimeZone()).toBe("America/Chicago");
  });

  it("a device that moved: the check reports it, and the new zone is used and kept from then on", async () => {
    const { TIME_ZONE_STORAGE_KEY } = await load();
    localStorage.setItem(TIME_ZONE_STORAGE_KEY, "America/Chicago");
    intlZone("America/Denver");
    const { browserTimeZone, checkTimeZone } = await load();
    expect(browserTimeZone()).toBe("America/Chicago"); // this page load's first requests
    expect(checkTimeZone()).toBe(true);
    expect(browserTimeZone()).toBe("America/Denver");
    expect(localStorage.getItem(TIME_ZONE_STORAGE_KEY)).toBe("America/Denver");
    expect(checkTimeZone()).toBe(false);
  });
});
