import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useCurrentUser } from "../../auth/use-session.ts";
import { warmScreens } from "../screen-preload.ts";
import { whenScreenShown } from "../screen-shown.ts";
import { whenSettledAndIdle } from "./when-settled.ts";

/**
 * Once per signed-in user: when the first screen is shown (its chunk loaded and first render committed), its
 * requests have all answered and the browser is idle, warm the screens of WARM_ON_IDLE (their chunks and the
 * reads their first page waits for; decision 0023). Waiting keeps the warm-up from competing with what the
 * user is looking at: /home's counts start at sign-in and often answer while its page chunk is still loading,
 * an idle moment in which the warm-up used to start (issue 34).
 */
export const useWarmScreens = (): void => {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const cancelShown = whenScreenShown(() => {
      cancelIdle = whenSettledAndIdle(queryClient, () =>
        warmScreens(queryClient, user, window.location.pathname + window.location.search),
      );
    });
    return () => {
      cancelShown();
      cancelIdle?.();
    };
  }, [queryClient, user]);
};
