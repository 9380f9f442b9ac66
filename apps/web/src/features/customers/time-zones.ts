import { FALLBACK_TIME_ZONE, stateTimeZoneEntries } from "@fm/domain";

interface ZoneGroup {
  group: string;
  items: string[];
}

let cached: ZoneGroup[] | null = null;

/**
 * The job-site form's Time Zone choices: the US states' zones first, then every other IANA zone the browser
 * knows (Intl), so a site outside the US or in a split state can be set. `current` is kept even if unknown.
 */
export const timeZoneGroups = (current?: string): ZoneGroup[] => {
  if (!cached) {
    const us = [...new Set([FALLBACK_TIME_ZONE, ...stateTimeZoneEntries().map(([, zone]) => zone)])].sort();
    const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
    const taken = new Set(us);
    cached = [
      { group: "United States", items: us },
      { group: "Other zones", items: all.filter((z) => !taken.has(z)) },
    ];
  }
  if (!current || cached.some((g) => g.items.includes(current))) return cached;
  return [{ group: "Current", items: [current] }, ...cached];
};
