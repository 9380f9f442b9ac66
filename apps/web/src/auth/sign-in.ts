import type { SessionUser } from "@fm/domain/contracts";
import { devContract } from "../api/dev-contract.ts";
import { api } from "../api/instance.ts";
import { sessionFromLogin } from "./session.ts";
import { sessionStore } from "./session-store.ts";

/** Signs in with the built-in identity provider and stores the session. */
export const signIn = async (email: string, password: string): Promise<SessionUser> => {
  const result = await api.post(
    "/api/auth/login",
    { email, password },
    { authenticated: false, handleUnauthorized: false, response: await devContract("LoginResponse") },
  );
  sessionStore.set(sessionFromLogin(result, Date.now()));
  return result.user;
};
