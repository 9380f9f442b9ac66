// @vitest-environment jsdom
import type { SessionUser } from "@fm/domain/contracts";
import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "../auth/session.ts";

const preloadAfterSignIn = vi.fn(async () => undefined);
const opensInFieldLayout = vi.fn((to: string) => to.startsWith("/vendorprofile/today"));
const preloadFieldLayout = vi.fn(() => new Promise<void>(() => undefined)); // never loads, unless a test says so
vi.mock("./lazy-shell.ts", () => ({ preloadAfterSignIn, opensInFieldLayout, preloadFieldLayout }));
const startEarlyGet = vi.fn();
vi.mock("../api/early-get.ts", () => ({ startEarlyGet }));
vi.mock("./browser-time-zone.ts", () => ({ browserTimeZone: () => "Europe/Berlin" }));

const { FIRST_DATA_WAIT_MS, preloadOpenedScreen } = await import("./open-signed-in.ts");

const NOW = Date.UTC(2026, 10, 28, 12);
const tech = { id: 7, name: "Tina Tech", roles: ["Tech"] } as unknown as SessionUser;
const session = (expiresAt: number, user: SessionUser = tech, more: Partial<Session> = {}): Session => ({
  token: "t",
  expiresAt,
  user,
  ...more,
});
const storeOf = (s: Session | null) => ({ get: () => s });
const at = (pathname: string, search = "") => ({ pathname, search });

describe("preloadOpenedScreen (a page load that opens a signed-in screen)", () => {
  const queryClient = new QueryClient();
  beforeEach(() => vi.clearAllMocks());

  it("starts the screen's layout, chunks and first requests as sign-in does, with the address's query", () => {
    preloadOpenedScreen(queryClient, storeOf(session(NOW + 60_000)), at("/vendorprofile/today", "?q=1"), NOW);
    expect(preloadAfterSignIn).toHaveBeenCalledWith(queryClient, tech, "/vendorprofile/today?q=1");
  });

  it("sends Today's request at once, as the API client will ask for it", () => {
    preloadOpenedScreen(queryClient, storeOf(session(NOW + 60_000)), at("/vendorprofile/today"), NOW);
    expect(startEarlyGet).toHaveBeenCalledTimes(1);
    const [url, headers] = startEarlyGet.mock.calls[0] as [string, Headers];
    expect(url).toBe("/api/vendorprofile/today?tz=Europe%2FBerlin");
    expect(headers.get("authorization")).toBe("Bearer t");
    expect(headers.get("name")).toBe("Tina Tech");
  });

  it("sends no early request for an expired access token (the client renews it first) or a refused screen", () => {
    const renewable = session(NOW - 1, tech, { refreshToken: "r", refreshExpiresAt: NOW + 3_600_000 });
    preloadOpenedScreen(queryClient, storeOf(renewable), at("/vendorprofile/today"), NOW);
    expect(preloadAfterSignIn).toHaveBeenCalledTimes(1);
    const admin = { id: 1, name: "Ada", roles: ["Admin"] } as unknown as SessionUser;
    preloadOpenedScreen(queryClient, storeOf(session(NOW + 60_000, admin)), at("/vendorprofile/today"), NOW);
    preloadOpenedScreen(queryClient, storeOf(session(NOW + 60_000)), at("/home"), NOW);
    expect(startEarlyGet).not.toHaveBeenCalled();
  });

  it("on the field layout from the service worker: the first frame waits for its chunks, at most waitMs", async () => {
    vi.useFakeTimers();
    try {
      const waited = preloadOpenedScreen(
        queryClient,
        storeOf(session(NOW + 60_000)),
        at("/vendorprofile/today"),
        NOW,
        { controlled: true, waitMs: 500, dataWaitMs: FIRST_DATA_WAIT_MS },
      );
      expect(waited).toBeInstanceOf(Promise);
      let drawn = false;
      void waited?.then(() => {
        drawn = true;
      });
      await vi.advanceTimersByTimeAsync(499);
      expect(drawn).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(drawn).toBe(true);
      const worker = { controlled: true, waitMs: 500, dataWaitMs: FIRST_DATA_WAIT_MS };
      expect(
        preloadOpenedScreen(queryClient, storeOf(session(NOW + 60_000)), at("/home"), NOW, worker),
      ).toBeNull();
      // From the network the first frame draws at once: its loader's render overlaps the chunks' download.
      const network = { controlled: false, waitMs: 500, dataWaitMs: FIRST_DATA_WAIT_MS };
      expect(
        preloadOpenedScreen(
          queryClient,
          storeOf(session(NOW + 60_000)),
          at("/vendorprofile/today"),
          NOW,
          network,
        ),
      ).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("then waits for the screen's first answer, at most FIRST_DATA_WAIT_MS more: cards in the first render", async () => {
    vi.useFakeTimers();
    try {
      const open = (answer: Promise<undefined>) => {
        preloadAfterSignIn.mockReturnValueOnce(answer);
        preloadFieldLayout.mockReturnValueOnce(Promise.resolve());
        let drawn = false;
        void preloadOpenedScreen(
          queryClient,
          storeOf(session(NOW + 60_000)),
          at("/vendorprofile/today"),
          NOW,
          {
            controlled: true,
            waitMs: 2_000,
            dataWaitMs: FIRST_DATA_WAIT_MS,
          },
        )?.then(() => {
          drawn = true;
        });
        return () => drawn;
      };
      // The answer is slow: the first frame draws FIRST_DATA_WAIT_MS after the chunks, with the page's loader.
      const slow = open(new Promise<undefined>(() => undefined));
      await vi.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 1);
      expect(slow()).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(slow()).toBe(true);
      // The answer comes in 100 ms after the chunks: the first frame draws then.
      let answer: (v: undefined) => void = () => undefined;
      const soon = open(new Promise<undefined>((resolve) => (answer = resolve)));
      await vi.advanceTimersByTimeAsync(100);
      expect(soon()).toBe(false);
      answer(undefined);
      await vi.advanceTimersByTimeAsync(0);
      expect(soon()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("starts nothing signed out, with a session that is over, or on /login and other non-screens", () => {
    expect(preloadOpenedScreen(queryClient, storeOf(null), at("/home"), NOW)).toBeNull();
    preloadOpenedScreen(queryClient, storeOf(session(NOW - 60_000)), at("/home"), NOW);
    preloadOpenedScreen(queryClient, storeOf(session(NOW + 60_000)), at("/login"), NOW);
    preloadOpenedScreen(queryClient, storeOf(session(NOW + 60_000)), at("/vendor-response/abc"), NOW);
    expect(preloadAfterSignIn).not.toHaveBeenCalled();
    expect(startEarlyGet).not.toHaveBeenCalled();
  });
});
