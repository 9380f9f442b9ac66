/** Where the last time zone read from Intl is kept, for the next page load's first requests. */
export const TIME_ZONE_STORAGE_KEY = "fm.tz";

let timeZone: string | undefined;

const fromIntl = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
};

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null; // storage refused (private mode, a sandboxed frame): Intl every page load
  }
};

/**
 * The browser's IANA time zone (what "today" means for Today, the dispatcher counts and the ETA window), read
 * once per page load. The first Intl.DateTimeFormat of a page loads the locale data (≈ 30 ms of CPU, 120–160 ms
 * at the phone bench's 4× slowdown), and Today's first request, sent from the page's head, waited for it; so
 * the zone read last time is kept in localStorage and used first, and `checkTimeZone` reads Intl once the first
 * screen is shown.
 */
export const browserTimeZone = (): string => {
  if (timeZone === undefined) {
    const kept = storage()?.getItem(TIME_ZONE_STORAGE_KEY);
    timeZone = kept || fromIntl();
    if (!kept) storage()?.setItem(TIME_ZONE_STORAGE_KEY, timeZone);
  }
  return timeZone;
};

/**
 * Reads the zone from Intl (after the first screen): true when it differs from the one this page load used —
 * the device moved to another zone since the last visit — and then it is the one used and kept from now on
 * (the caller asks its data again).
 */
export const checkTimeZone = (): boolean => {
  const used = browserTimeZone();
  const now = fromIntl();
  if (now === used) return false;
  timeZone = now;
  storage()?.setItem(TIME_ZONE_STORAGE_KEY, now);
  return true;
};
