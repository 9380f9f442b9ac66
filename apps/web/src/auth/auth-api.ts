import type { SessionUser } from "@fm/domain/contracts";
import { devContract } from "../api/dev-contract.ts";
import { api } from "../api/instance.ts";
import { authConfig, userManager } from "./oidc-client.ts";
import { sessionStore } from "./session-store.ts";

export { signIn } from "./sign-in.ts";

/** The signed-in user again (the shell re-reads it; its contract is checked in development builds only). */
export const fetchCurrentUser = async (): Promise<SessionUser> =>
  api.get("/api/auth/me", { response: await devContract("SessionUser") });

/** Longest wait for the server to revoke the session before the browser forgets it anyway. */
const LOGOUT_TIMEOUT_MS = 3_000;

/**
 * Signs out: the server revokes the session first (so the access token is refused from the next call on,
 * on every instance), then the stored session is cleared whatever the network did.
 */
export const signOut = async (): Promise<void> => {
  const session = sessionStore.get();
  try {
    if (session) {
      await fetch("/api/auth/logout", {
        method: "POST",
        keepalive: true,
        signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
        headers: {
          Accept: "application/json",
          "Content-Type": "application/json",
          Authorization: `Bearer ${session.token}`,
        },
        body: JSON.stringify(session.refreshToken ? { refreshToken: session.refreshToken } : {}),
      });
    }
  } catch {
    // Offline: the session still ends on its own at its expiry; nothing is left in this browser.
  } finally {
    sessionStore.clear();
  }
  await signOutOfProvider();
};

/** admin (issue 16): with an external provider, end its session too (its end-session endpoint). */
const signOutOfProvider = async (): Promise<void> => {
  try {
    const c = await authConfig();
    if (c.mode === "oidc") await (await userManager(c)).signoutRedirect();
  } catch {
    // The provider cannot be reached: our own session is gone already; its own ends at its expiry.
  }
};
