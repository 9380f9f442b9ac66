let timeZone: string | undefined;

/**
 * The browser's IANA time zone (what "today" means for the dispatcher counts and the ETA window), read once
 * per page load: the first Intl.DateTimeFormat loads the locale data (≈ 30 ms of CPU, ≈ 120 ms at the bench's
 * 4× slowdown), so sign-in's warm-up reads it while the user types.
 */
export const browserTimeZone = (): string => {
  if (timeZone === undefined) {
    try {
      timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
    } catch {
      timeZone = "UTC";
    }
  }
  return timeZone;
};
