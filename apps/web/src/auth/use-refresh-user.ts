import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { fetchCurrentUser } from "./auth-api.ts";
import { sessionStore } from "./session-store.ts";

const sameUser = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Re-reads the signed-in user (GET /api/auth/me) so changed roles show without signing in again. */
export const useRefreshUser = (): void => {
  const { data } = useQuery({ queryKey: ["auth", "me"], queryFn: fetchCurrentUser, staleTime: 5 * 60_000 });
  useEffect(() => {
    const session = sessionStore.get();
    if (data && session && !sameUser(session.user, data)) sessionStore.set({ ...session, user: data });
  }, [data]);
};
