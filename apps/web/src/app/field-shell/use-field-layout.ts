import { useMediaQuery } from "@mantine/hooks";
import { XS_QUERY } from "../breakpoints.ts";

/** The field layout's screens (field-pages.ts lists their pages; kept here so the entry stays light). */
export const FIELD_PATHS: ReadonlySet<string> = new Set(["/vendorprofile/today"]);

/** The viewport is extra-small (a phone) now: read once, also by code outside React (sign-in's warm-up). */
export const isPhoneNow = (): boolean =>
  typeof window !== "undefined" &&
  typeof window.matchMedia === "function" &&
  window.matchMedia(XS_QUERY).matches;

/**
 * Whether the screen at `path` (a registry path) is drawn in the light field layout: a field screen on an
 * extra-small (phone) viewport. Larger screens keep the full shell with its side menu.
 */
export const useFieldLayout = (path: string | undefined): boolean => {
  const phone = useMediaQuery(XS_QUERY, isPhoneNow(), { getInitialValueInEffect: false }) ?? false;
  return phone && path !== undefined && FIELD_PATHS.has(path);
};
