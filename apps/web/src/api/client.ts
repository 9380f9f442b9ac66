import type { z } from "zod";
import type { Session } from "../auth/session.ts";
import { isSessionExpired } from "../auth/session.ts";
import { ApiError, NETWORK_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE, toApiErrorBody } from "./api-error.ts";

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The response contract of a call (a zod schema from @fm/domain/contracts); the call's result type is its output. */
export type ResponseSchema<T> = z.ZodType<T>;

export interface RequestOptions<T = unknown> {
  /** JSON-serialisable body, or FormData for uploads. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /**
   * Whether a 401 ends the session and sends the user to /login (default true). The sign-in call
   * itself turns this off: its 401 means "wrong password", not "session gone".
   */
  handleUnauthorized?: boolean;
  /** Send the bearer token (default true). */
  authenticated?: boolean;
  /**
   * The response contract. It types the result; with `validateResponses` (development builds) a response
   * that does not match it throws a ResponseContractError naming the call and every mismatching field.
   */
  response?: ResponseSchema<T>;
  /**
   * The `Idempotency-Key` of a POST (docs/api-idempotency.md). By default an authenticated POST gets a new
   * UUID per call, reused when the client repeats that call (a 401 renewed); a caller retrying a logical call
   * itself passes the key it used before. `false`: none (POSTs that only read: reports, searches, exports).
   */
  idempotencyKey?: string | false;
}

export interface ApiClientOptions {
  fetch: FetchLike;
  getSession: () => Session | null;
  /** Clears the stored session. */
  clearSession: () => void;
  /** A 401 answered: the session was cleared; send the user to sign in. */
  onUnauthorized: () => void;
  /** The stored token expired before a call: the session was cleared; sign the user out. */
  onExpired: () => void;
  /**
   * Renews an expired or refused access token (auth/refresh-session.ts): the renewed session, or null when
   * the sign-in is over. Without it, an expired token signs the user out as before.
   */
  refresh?: (stale: Session) => Promise<Session | null>;
  now?: () => number;
  baseUrl?: string;
  /** Check every response against its contract (import.meta.env.DEV in the app). */
  validateResponses?: boolean;
}

export interface ApiClient {
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions<T>, "body">): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, "body">): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, "body">): Promise<T>;
  delete<T = unknown>(path: string, options?: Omit<RequestOptions<T>, "body">): Promise<T>;
}

/** A response that does not match its contract (thrown in development builds only). */
export class ResponseContractError extends Error {
  constructor(
    readonly method: HttpMethod,
    readonly path: string,
    readonly issues: readonly { path: readonly PropertyKey[]; message: string }[],
  ) {
    super(
      `${method} ${path}: the response does not match its contract: ${issues
        .map((i) => `${i.path.map(String).join(".") || "(root)"}: ${i.message}`)
        .join("; ")}`,
    );
    this.name = "ResponseContractError";
  }
}

/** HTTP header values must be Latin-1; anything else in a user's name is replaced. */
export const toHeaderValue = (value: string): string =>
  value.replace(/[\r\n]+/g, " ").replace(/[^\x20-\x7E\xA0-\xFF]/g, "?");

/** A call's address: the path with its query's set values. */
export const buildUrl = (baseUrl: string, path: string, query: RequestOptions["query"]): string => {
  let url = `${baseUrl}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
    const qs = params.toString();
    if (qs) url += `${url.includes("?") ? "&" : "?"}${qs}`;
  }
  return url;
};

/** The headers of every call: JSON, and the bearer token with the user's name when signed in. */
export const requestHeaders = (session: Session | null): Headers => {
  const headers = new Headers({ Accept: "application/json" });
  if (session) {
    headers.set("Authorization", `Bearer ${session.token}`);
    headers.set("Name", toHeaderValue(session.user.name));
  }
  return headers;
};

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === "") return undefined;
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
};

/** randomUUID exists only in secure contexts (https, localhost); a plain-http intranet gets 122 random bits too. */
export const newIdempotencyKey = (): string =>
  typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/** The one HTTP client every screen uses (directly or through TanStack Query). */
export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const now = options.now ?? Date.now;
  const baseUrl = options.baseUrl ?? "";

  const checked = <T>(
    method: HttpMethod,
    path: string,
    payload: unknown,
    schema: ResponseSchema<T> | undefined,
  ) => {
    if (schema && options.validateResponses) {
      const result = schema.safeParse(payload);
      if (!result.success) {
        const error = new ResponseContractError(method, path.split("?")[0] ?? path, result.error.issues);
        console.error(error.message, payload);
        throw error;
      }
    }
    // Typed by the contract; production builds trust the server's response schema.
    return payload as T;
  };

  const sessionOver = (): never => {
    options.clearSession();
    options.onExpired();
    throw new ApiError(401, { error: "session_expired", message: SESSION_EXPIRED_MESSAGE });
  };

  /** The session to send, renewing an expired access token first when a refresher is configured. */
  const usableSession = async (session: Session): Promise<Session> => {
    if (!isSessionExpired(session, now())) return session;
    const renewed = options.refresh ? await renewOrNetworkError(session) : null;
    return renewed ?? sessionOver();
  };

  const renewOrNetworkError = async (session: Session): Promise<Session | null> => {
    try {
      return (await options.refresh?.(session)) ?? null;
    } catch {
      throw new ApiError(0, { error: "network_error", message: NETWORK_ERROR_MESSAGE });
    }
  };

  /** One key per logical call: fixed here, before the first attempt, so a repeat sends the same one. */
  const request = <T>(method: HttpMethod, path: string, opts: RequestOptions<T> = {}): Promise<T> => {
    const key =
      method === "POST" && opts.idempotencyKey === undefined && (opts.authenticated ?? true)
        ? newIdempotencyKey()
        : opts.idempotencyKey;
    return send<T>(method, path, { ...opts, idempotencyKey: key }, false);
  };

  const send = async <T>(
    method: HttpMethod,
    path: string,
    opts: RequestOptions<T>,
    isRetry: boolean,
  ): Promise<T> => {
    const authenticated = opts.authenticated ?? true;
    const handleUnauthorized = opts.handleUnauthorized ?? true;
    const stored = authenticated ? options.getSession() : null;
    const session = stored ? await usableSession(stored) : null;

    const headers = requestHeaders(session);
    if (session && opts.idempotencyKey) headers.set("Idempotency-Key", opts.idempotencyKey);
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(opts.body);
    }

    let response: Response;
    try {
      response = await options.fetch(buildUrl(baseUrl, path, opts.query), {
        method,
        headers,
        body,
        signal: opts.signal,
      });
    } catch (err) {
      if (err instanceof DOMException && err.name === "AbortError") throw err;
      throw new ApiError(0, { error: "network_error", message: NETWORK_ERROR_MESSAGE });
    }

    const payload = await readBody(response);
    if (response.ok) return checked(method, path, payload, opts.response);

    const error = new ApiError(
      response.status,
      toApiErrorBody(response.status, payload, response.statusText),
    );
    if (response.status === 401 && session && options.refresh && !isRetry) {
      // Revoked elsewhere, roles changed (token_outdated) or expired in flight: renew once and repeat.
      const renewed = await renewOrNetworkError(session);
      if (renewed) return send<T>(method, path, opts, true);
    }
    if (response.status === 401 && handleUnauthorized && session) {
      options.clearSession();
      options.onUnauthorized();
    }
    throw error;
  };

  return {
    request,
    get: (path, o) => request("GET", path, o),
    post: (path, body, o) => request("POST", path, { ...o, body }),
    put: (path, body, o) => request("PUT", path, { ...o, body }),
    delete: (path, o) => request("DELETE", path, o),
  };
};
