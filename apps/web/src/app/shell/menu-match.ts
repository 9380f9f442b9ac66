import { normaliseRoutePath } from "@fm/domain";

/**
 * Whether a menu entry is the current page. Paths compare case-insensitively; entries that carry a
 * status (the portal lists) must also match the status.
 */
export const isMenuItemActive = (to: string, pathname: string, search: string): boolean => {
  const [itemPath = "", itemQuery = ""] = to.split("?");
  if (normaliseRoutePath(itemPath) !== normaliseRoutePath(pathname)) return false;
  const wanted = new URLSearchParams(itemQuery).get("status");
  if (wanted === null) return true;
  return (new URLSearchParams(search).get("status") ?? "").toLowerCase() === wanted;
};

/** Where a new-tab entry opens: /workorder/newtab opens /workorder (spec 3 §2.2). */
export const newTabTarget = (to: string): string => to.replace(/\/newtab$/i, "");
