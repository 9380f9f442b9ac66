import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { FullPageLoader } from "../components/FullPageLoader.tsx";
import { signOut } from "./auth-api.ts";
import { readReturnState } from "./redirect.ts";
import { useSession } from "./use-session.ts";

/** /logout: clears the session and cached data, then shows the sign-in page. */
export const LogoutPage = () => {
  const session = useSession();
  const queryClient = useQueryClient();
  const { from, expired } = readReturnState(useLocation().state);

  useEffect(() => {
    void signOut();
    queryClient.clear();
  }, [queryClient]);

  if (session) return <FullPageLoader />;
  // After an expired token, come back to the same page once signed in again.
  const state = expired ? { from, expired: true } : undefined;
  return <Navigate to="/login" replace state={state} />;
};
