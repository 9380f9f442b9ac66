/** Where to return after signing in: the page the user was sent from, never the sign-in pages themselves. */
export interface ReturnState {
  from?: string;
  expired?: boolean;
}

const SIGN_IN_PAGES = ["/login", "/logout"];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

export const readReturnState = (state: unknown): ReturnState => {
  if (!isRecord(state)) return {};
  return {
    from: typeof state.from === "string" ? state.from : undefined,
    expired: state.expired === true,
  };
};

export const safeReturnPath = (from: string | undefined): string => {
  if (!from?.startsWith("/") || from.startsWith("//")) return "/home";
  const path = (from.split(/[?#]/)[0] ?? "").toLowerCase().replace(/\/+$/, "");
  if (path === "" || SIGN_IN_PAGES.includes(path)) return "/home";
  return from;
};
