import { browserLock, createSessionRefresher } from "./refresh-session.ts";
import { sessionStore } from "./session-store.ts";

/** The app's one refresher (single-flight within the tab, serialised across tabs). */
export const refreshSession = createSessionRefresher({
  store: sessionStore,
  fetch: (input, init) => fetch(input, init),
  withLock: browserLock,
});
