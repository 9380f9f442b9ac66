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

export const signOut = (): void => sessionStore.clear();
