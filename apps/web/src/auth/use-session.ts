import { useSyncExternalStore } from "react";
import type { Session, SessionUser } from "./session.ts";
import { sessionStore } from "./session-store.ts";

export const useSession = (): Session | null =>
  useSyncExternalStore(sessionStore.subscribe, sessionStore.get);

/** The signed-in user; only for components rendered behind RequireAuth. */
export const useCurrentUser = (): SessionUser => {
  const session = useSession();
  if (!session) throw new Error("No signed-in user");
  return session.user;
};
