import { useEffect } from "react";
import { currentPath, navigateTo } from "../app/navigation.ts";
import { msUntilExpiry } from "./session.ts";
import { sessionStore } from "./session-store.ts";
import { useSession } from "./use-session.ts";

const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * Signs the user out the moment the access token expires (spec 1 §8: clear the stored session and
 * go to the logout page), and follows sign-in / sign-out in other tabs.
 */
export const useSessionExpiry = (): void => {
  const session = useSession();

  useEffect(() => {
    if (!session) return;
    const expire = () => {
      navigateTo("/logout", { replace: true, state: { from: currentPath(), expired: true } });
    };
    const wait = msUntilExpiry(session, Date.now());
    const timer = window.setTimeout(expire, Math.min(wait, MAX_TIMEOUT_MS));
    return () => window.clearTimeout(timer);
  }, [session]);

  useEffect(() => {
    const onStorage = () => sessionStore.reload();
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
};
