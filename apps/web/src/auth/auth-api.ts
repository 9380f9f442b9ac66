import { api } from "../api/instance.ts";
import type { LoginResult, SessionUser } from "./session.ts";
import { sessionFromLogin } from "./session.ts";
import { sessionStore } from "./session-store.ts";

/** Signs in with the built-in identity provider and stores the session. */
export const signIn = async (email: string, password: string): Promise<SessionUser> => {
  const result = await api.post<LoginResult>(
    "/api/auth/login",
    { email, password },
    { authenticated: false, handleUnauthorized: false },
  );
  sessionStore.set(sessionFromLogin(result, Date.now()));
  return result.user;
};

export const fetchCurrentUser = (): Promise<SessionUser> => api.get<SessionUser>("/api/auth/me");

/**
 * Signs out: the server revokes the session (so the access token is refused from the next call on, on
 * every instance), and the stored session is cleared at once whatever the network does.
 */
export const signOut = async (): Promise<void> => {
  const session = sessionStore.get();
  sessionStore.clear();
  if (!session) return;
  try {
    await fetch("/api/auth/logout", {
      method: "POST",
      keepalive: true,
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        Authorization: `Bearer ${session.token}`,
      },
      body: JSON.stringify(session.refreshToken ? { refreshToken: session.refreshToken } : {}),
    });
  } catch {
    // Offline: the session still ends on its own at its expiry; nothing is left in this browser.
  }
};
