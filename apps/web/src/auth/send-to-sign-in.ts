import { currentPath, navigateTo } from "../app/navigation.ts";
import { isSignInPage } from "./redirect.ts";

/**
 * The session is over (a 401 that cannot be renewed, or its end): to /login — through /logout when it
 * expired — remembering the page the user was on, to come back to it after signing in again. Several
 * requests can fail at once: the first one remembers the page; the later ones find the user on a sign-in
 * page already and must not replace the remembered page with it.
 */
export const sendToSignIn = ({ expired }: { expired: boolean }): void => {
  const from = currentPath();
  if (isSignInPage(from)) return;
  if (expired) navigateTo("/logout", { replace: true, state: { from, expired: true } });
  else navigateTo("/login", { replace: true, state: { from } });
};
