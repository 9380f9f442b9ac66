import { canOpenRoute, hasRole, type Principal } from "@fm/domain";

/** Where to return after signing in: the page the user was sent from, never the sign-in pages themselves. */
export interface ReturnState {
  from?: string;
  expired?: boolean;
}

const HOME = "/home";
const SIGN_IN_PAGES = ["/login", "/logout"];
const IN_APP_BASE = "http://in-app.invalid";

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

export const readReturnState = (state: unknown): ReturnState => {
  if (!isRecord(state)) return {};
  return {
    from: typeof state.from === "string" ? state.from : undefined,
    expired: state.expired === true,
  };
};

/**
 * Only a same-origin, in-app path (path + query) is a return target: never an absolute URL, `//host`,
 * `/\host` (browsers read `\` as `/`), nor anything with control characters or spaces.
 */
const isInAppPath = (from: string): boolean => {
  if (!from.startsWith("/") || from.startsWith("//") || /[\\\s\p{Cc}]/u.test(from)) return false;
  try {
    return new URL(from, IN_APP_BASE).origin === IN_APP_BASE;
  } catch {
    return false;
  }
};

const pathPart = (target: string): string => target.split(/[?#]/)[0] ?? "";

/** /login, /logout (any case, trailing slash, query) — and the bare root, which only redirects. */
export const isSignInPage = (target: string): boolean => {
  const path = pathPart(target).toLowerCase().replace(/\/+$/, "");
  return path === "" || SIGN_IN_PAGES.includes(path);
};

/** The return target if it is a safe in-app path other than the sign-in pages, else /home. */
export const safeReturnPath = (from: string | undefined): string =>
  from === undefined || !isInAppPath(from) || isSignInPage(from) ? HOME : from;

/**
 * Where this user goes after signing in (again): the page they were on when the session ended, if it is a
 * safe in-app path this user may open (spec 3 §2.1 route rules); otherwise their home.
 */
export const returnTargetFor = (user: Principal, from: string | undefined): string => {
  const target = safeReturnPath(from);
  if (target === HOME) return homeOf(user);
  return canOpenRoute(user, pathPart(target)) ? target : homeOf(user);
};

/** A user's landing page: a technician (Tech without the vendor's office role) lands on Today (issue 31). */
export const homeOf = (user: Principal): string =>
  hasRole(user, "Tech") && !hasRole(user, "Vendor") ? "/vendorprofile/today" : HOME;
