// @vitest-environment jsdom
import type { SessionUser } from "@fm/domain/contracts";
import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "../auth/session.ts";

const preloadAfterSignIn = vi.fn(async () => undefined);
vi.mock("./lazy-shell.ts", () => ({ preloadAfterSignIn }));

const { preloadOpenedScreen } = await import("./open-signed-in.ts");

const NOW = Date.UTC(2026, 10, 28, 12);
const user = { id: 7, roles: ["Tech"] } as unknown as SessionUser;
const session = (expiresAt: number): Session => ({ token: "t", expiresAt, user });
const storeOf = (s: Session | null) => ({ get: () => s });

describe("preloadOpenedScreen (a page load that opens a signed-in screen)", () => {
  const queryClient = new QueryClient();
  beforeEach(() => vi.clearAllMocks());

  it("starts the screen's layout, chunks and first requests as sign-in does, with the address's query", () => {
    preloadOpenedScreen(
      queryClient,
      storeOf(session(NOW + 60_000)),
      { pathname: "/vendorprofile/today", search: "?q=1" },
      NOW,
    );
    expect(preloadAfterSignIn).toHaveBeenCalledWith(queryClient, user, "/vendorprofile/today?q=1");
  });

  it("starts nothing signed out, with a session that is over, or on /login and other non-screens", () => {
    preloadOpenedScreen(queryClient, storeOf(null), { pathname: "/home", search: "" }, NOW);
    preloadOpenedScreen(queryClient, storeOf(session(NOW - 60_000)), { pathname: "/home", search: "" }, NOW);
    preloadOpenedScreen(queryClient, storeOf(session(NOW + 60_000)), { pathname: "/login", search: "" }, NOW);
    preloadOpenedScreen(
      queryClient,
      storeOf(session(NOW + 60_000)),
      { pathname: "/vendor-response/abc", search: "" },
      NOW,
    );
    expect(preloadAfterSignIn).not.toHaveBeenCalled();
  });
});
