import { describe, expect, it, vi } from "vitest";
import type { Session } from "../auth/session.ts";
import { ApiError } from "./api-error.ts";
import type { FetchLike } from "./client.ts";
import { createDownload } from "./download.ts";

const session: Session = {
  token: "tok-9",
  expiresAt: Date.now() + 3_600_000,
  user: {
    id: 1,
    name: "Dana",
    email: "d@example.com",
    roles: ["Dispatchers"],
    permissions: [],
    vendorid: null,
    customerid: null,
  },
};

const setup = (response: Response) => {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return response;
  };
  const onUnauthorized = vi.fn();
  const download = createDownload({
    fetch,
    getSession: () => session,
    clearSession: vi.fn(),
    onUnauthorized,
    onExpired: vi.fn(),
  });
  return { download, calls, onUnauthorized };
};

describe("api.download", () => {
  it("keeps the body and the Content-Disposition name, sending the bearer token", async () => {
    const { download, calls } = setup(
      new Response("PDF", {
        headers: {
          "content-disposition": `attachment; filename="a.pdf"; filename*=UTF-8''%C3%A9t%C3%A9.pdf`,
        },
      }),
    );
    const file = await download("/api/x", { body: { id: 1 }, fallbackName: "fallback.pdf" });
    expect(file.filename).toBe("été.pdf");
    expect(await file.blob.text()).toBe("PDF");
    expect(calls[0]?.init?.method).toBe("POST");
    expect(new Headers(calls[0]?.init?.headers).get("authorization")).toBe("Bearer tok-9");
  });

  it("uses GET with the query and the fallback name when the answer names no file", async () => {
    const { download, calls } = setup(new Response("x"));
    const file = await download("/api/list", { query: { q: "a b" }, fallbackName: "WorkOrders.xlsx" });
    expect(file.filename).toBe("WorkOrders.xlsx");
    expect(calls[0]?.url).toBe("/api/list?q=a+b");
    expect(calls[0]?.init?.method).toBe("GET");
  });

  it("fails with the server's ApiError and a 401 ends the session", async () => {
    const { download, onUnauthorized } = setup(
      new Response(JSON.stringify({ error: "unauthorized", message: "Sign in again." }), {
        status: 401,
        headers: { "content-type": "application/json" },
      }),
    );
    const failure = download("/api/x", { fallbackName: "f" });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, message: "Sign in again." });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
