import { parseStoredSession, SESSION_STORAGE_KEY, type Session, validSession } from "./session.ts";

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface SessionStore {
  /** The stored session, expired or not (callers decide what expiry means). */
  get(): Session | null;
  set(session: Session): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  /** Re-reads storage, e.g. after another tab signed in or out. */
  reload(): void;
}

/** A session kept in storage (localStorage in the browser), observable for React. */
export const createSessionStore = (storage: KeyValueStorage | null): SessionStore => {
  const listeners = new Set<() => void>();
  let current: Session | null = parseStoredSession(storage?.getItem(SESSION_STORAGE_KEY) ?? null);
  const emit = () => {
    for (const l of listeners) l();
  };
  return {
    get: () => current,
    set: (session) => {
      current = session;
      storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
      emit();
    },
    clear: () => {
      if (current === null && storage?.getItem(SESSION_STORAGE_KEY) == null) return;
      current = null;
      storage?.removeItem(SESSION_STORAGE_KEY);
      emit();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload: () => {
      const next = parseStoredSession(storage?.getItem(SESSION_STORAGE_KEY) ?? null);
      if (next?.token === current?.token && next?.expiresAt === current?.expiresAt) return;
      current = next;
      emit();
    },
  };
};

const browserStorage = (): KeyValueStorage | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** The app's one session store. */
export const sessionStore = createSessionStore(browserStorage());

/** The current session only while it is still valid. */
export const currentValidSession = (now = Date.now()): Session | null =>
  validSession(sessionStore.get(), now);
