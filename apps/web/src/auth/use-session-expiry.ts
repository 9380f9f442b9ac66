import { useEffect } from "react";
import { sendToSignIn } from "./send-to-sign-in.ts";
import { planSessionTimers } from "./session.ts";
import { refreshSession } from "./session-refresh.ts";
import { sessionStore } from "./session-store.ts";
import { useSession } from "./use-session.ts";

const MAX_TIMEOUT_MS = 2_147_483_647;

const signOutExpired = () => sendToSignIn({ expired: true });

/**
 * Keeps the user signed in while the sign-in lasts: renews the short-lived access token shortly before it
 * expires (the API client also renews on demand), signs the user out when the session ends or can no longer
 * be renewed (spec 1 §8: clear the stored session and go to the logout page), and follows sign-in / sign-out
 * in other tabs.
 */
export const useSessionExpiry = (): void => {
  const session = useSession();

  useEffect(() => {
    if (!session) return;
    const { renewIn, endIn } = planSessionTimers(session, Date.now());
    const timers = [window.setTimeout(signOutExpired, Math.min(endIn, MAX_TIMEOUT_MS))];
    if (renewIn !== null) {
      const renew = () => {
        refreshSession(session)
          .then((renewed) => {
            if (!renewed) signOutExpired();
          })
          .catch(() => {
            // Offline: the next API call renews on demand, or signs out when the token has lapsed.
          });
      };
      timers.push(window.setTimeout(renew, Math.min(renewIn, MAX_TIMEOUT_MS)));
    }
    return () => {
      for (const t of timers) window.clearTimeout(t);
    };
  }, [session]);

  useEffect(() => {
    const onStorage = () => sessionStore.reload();
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
};
