// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerNavigator } from "../app/navigation.ts";
import { sendToSignIn } from "./send-to-sign-in.ts";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("sending the user to sign in when the session ends", () => {
  it("remembers the page (path + query) the user was on", () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    window.history.replaceState(null, "", "/workorder/details?id=7&tab=notes");
    sendToSignIn({ expired: false });
    expect(navigate).toHaveBeenCalledWith("/login", {
      replace: true,
      state: { from: "/workorder/details?id=7&tab=notes" },
    });
    sendToSignIn({ expired: true });
    expect(navigate).toHaveBeenLastCalledWith("/logout", {
      replace: true,
      state: { from: "/workorder/details?id=7&tab=notes", expired: true },
    });
  });

  it("a later failing request, already on a sign-in page, keeps the remembered page", () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    for (const page of ["/login", "/Logout/", "/login?x=1"]) {
      window.history.replaceState(null, "", page);
      sendToSignIn({ expired: false });
      sendToSignIn({ expired: true });
    }
    expect(navigate).not.toHaveBeenCalled();
  });
});
