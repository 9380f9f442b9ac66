import { readFileSync } from "node:fs";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, notFound, upstreamUnavailable } from "../../platform/errors.ts";

/**
 * ServiceChannel's work-order API as the reference describes it (servicechannel-workorders-openapi.yml):
 * OAuth2 client credentials (token cached until shortly before it expires, fetched again after a 401),
 * GET /workorders?purchaseNumber=…&page=…&pageSize=50 (paged, 'starts with' search: exact matches are kept),
 * 429 answered after Retry-After, 5xx retried with back-off, ErrorResponse bodies passed on in the message.
 * The client secret is only ever sent to the token endpoint: never logged, never in an error.
 */

export interface ServiceChannelSettings {
  apiUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface ClientTuning {
  /** First back-off after a 5xx; doubled per attempt. */
  backoffMs?: number;
  /** Attempts per call (5xx, 429) before giving up. */
  attempts?: number;
  /** A Retry-After longer than this is not waited for (the user is told to try later). */
  maxRetryAfterSeconds?: number;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
}

export const PAGE_SIZE = 50;

/** ChangeWoStatusRequestExt (WorkorderStatusExt: Primary and Extended are required; Extended may be ""). */
export interface ScStatusRequest {
  Status: { Primary: string; Extended: string };
  Note?: string;
  Actor?: string;
}
/** CheckInRequest: Latitude and Longitude are required (the technician's position). */
export interface ScCheckInRequest {
  WorkTypeId: number;
  Latitude: number | null;
  Longitude: number | null;
  CheckInTime: string;
  TechsCount?: number;
  Actor?: string;
}
/** CheckOutRequest. */
export interface ScCheckOutRequest {
  WorkTypeId: number;
  PrimaryStatus?: string;
  ExtendedStatus?: string;
  ActionStatus: "Complete" | "Cancel";
  Resolution?: string;
  Latitude: number | null;
  Longitude: number | null;
  CheckOutTime: string;
  Actor?: string;
}
/** 50 pages of 50: a 'starts with' search for a short PO could match many; we stop there. */
const MAX_PAGES = 50;

export const settingsFrom = (config: AppContext["config"]): ServiceChannelSettings | null => {
  const secret =
    config.SERVICECHANNEL_CLIENT_SECRET ??
    (config.SERVICECHANNEL_CLIENT_SECRET_FILE
      ? readFileSync(config.SERVICECHANNEL_CLIENT_SECRET_FILE, "utf8").trim()
      : undefined);
  if (
    !config.SERVICECHANNEL_API_URL ||
    !config.SERVICECHANNEL_TOKEN_URL ||
    !config.SERVICECHANNEL_CLIENT_ID ||
    !secret
  )
    return null;
  return {
    apiUrl: config.SERVICECHANNEL_API_URL.replace(/\/+$/, ""),
    tokenUrl: config.SERVICECHANNEL_TOKEN_URL,
    clientId: config.SERVICECHANNEL_CLIENT_ID,
    clientSecret: secret,
  };
};

/** 503 with what ServiceChannel said (its ErrorResponse message and code), never our credentials. */
export const upstreamError = (message: string) => upstreamUnavailable(message, { id: message });

const describeBody = (status: number, text: string): string => {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const msg = body.ErrorMessage ?? body.error_description ?? body.error ?? body.Message;
    const codes = Array.isArray(body.ErrorCodes) ? ` (${body.ErrorCodes.join(", ")})` : "";
    if (typeof msg === "string" && msg) return `ServiceChannel answered ${status}: ${msg}${codes}`;
  } catch {
    // not JSON
  }
  const short = text.replace(/\s+/g, " ").trim().slice(0, 200);
  return `ServiceChannel answered ${status}${short ? `: ${short}` : "."}`;
};

const retryAfterSeconds = (value: string | null): number => {
  if (!value) return 1;
  const n = Number(value);
  if (Number.isFinite(n)) return Math.max(0, n);
  const at = Date.parse(value);
  return Number.isNaN(at) ? 1 : Math.max(0, (at - Date.now()) / 1000);
};

export class ServiceChannelClient {
  private token: { value: string; expiresAt: number } | null = null;
  private readonly backoffMs: number;
  private readonly attempts: number;
  private readonly maxRetryAfter: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly timeoutMs: number;

  constructor(
    private readonly settings: ServiceChannelSettings,
    tuning: ClientTuning = {},
  ) {
    this.backoffMs = tuning.backoffMs ?? 500;
    this.attempts = tuning.attempts ?? 4;
    this.maxRetryAfter = tuning.maxRetryAfterSeconds ?? 30;
    this.sleep = tuning.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    this.timeoutMs = tuning.timeoutMs ?? 20_000;
  }

  private async fetchToken(): Promise<string> {
    const { clientId, clientSecret, tokenUrl } = this.settings;
    let res: Response;
    try {
      res = await fetch(tokenUrl, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString("base64")}`,
          accept: "application/json",
        },
        body: new URLSearchParams({ grant_type: "client_credentials" }).toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch {
      throw upstreamError("ServiceChannel's sign-in could not be reached. Try again shortly.");
    }
    const text = await res.text();
    if (!res.ok) {
      throw upstreamError(
        `${describeBody(res.status, text)} (signing in to ServiceChannel; check SERVICECHANNEL_CLIENT_ID and the client secret).`,
      );
    }
    const body = JSON.parse(text) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw upstreamError("ServiceChannel's sign-in answered without an access token.");
    const ttl = Number(body.expires_in ?? 3600);
    // Renewed a minute early (or at half-life for short tokens) so a call never carries an expiring token.
    this.token = {
      value: body.access_token,
      expiresAt: Date.now() + Math.max(1, ttl - Math.min(60, ttl / 2)) * 1000,
    };
    return body.access_token;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    return this.fetchToken();
  }

  /** One GET with the retry rules; answers the parsed JSON, or null for a 404. */
  private get(path: string, query: URLSearchParams): Promise<unknown | null> {
    return this.send("GET", `${path}?${query}`, undefined, true);
  }

  /**
   * One call with the retry rules: a 401 fetches a new token once, 429 waits Retry-After, 5xx and network
   * failures back off; answers the parsed JSON (null for an empty body, or a 404 when `nullOn404`).
   */
  private async send(
    method: "GET" | "PUT" | "POST",
    pathAndQuery: string,
    body: unknown,
    nullOn404: boolean,
  ): Promise<unknown | null> {
    let refreshed = false;
    for (let attempt = 1; ; attempt++) {
      const token = await this.accessToken();
      let res: Response;
      try {
        res = await fetch(`${this.settings.apiUrl}${pathAndQuery}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: "application/json",
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch {
        if (attempt < this.attempts) {
          await this.sleep(this.backoffMs * 2 ** (attempt - 1));
          continue;
        }
        throw upstreamError("ServiceChannel could not be reached. Try again shortly.");
      }
      if (res.ok) {
        const text = await res.text();
        return text ? (JSON.parse(text) as unknown) : null;
      }
      const text = await res.text();
      if (res.status === 401 && !refreshed) {
        // The cached token expired or was revoked early: one new token, then the same call again.
        this.token = null;
        refreshed = true;
        attempt--;
        continue;
      }
      if (res.status === 404 && nullOn404) return null;
      if (res.status === 429 && attempt < this.attempts) {
        const wait = retryAfterSeconds(res.headers.get("retry-after"));
        if (wait > this.maxRetryAfter) {
          throw upstreamError(
            `ServiceChannel is limiting requests; it asks to wait ${Math.ceil(wait)} seconds. Try again later.`,
          );
        }
        await this.sleep(wait * 1000);
        continue;
      }
      if (res.status >= 500 && attempt < this.attempts) {
        await this.sleep(this.backoffMs * 2 ** (attempt - 1));
        continue;
      }
      throw upstreamError(describeBody(res.status, text));
    }
  }

  /** PUT /workorders/{id}/status (ChangeWoStatusRequestExt: Status {Primary, Extended}, Note, Actor). */
  updateStatus(workorderId: number, body: ScStatusRequest) {
    return this.send("PUT", `/workorders/${workorderId}/status`, body, false);
  }

  /** POST /workorders/{id}/universalCheckIn (CheckInRequest). */
  checkIn(workorderId: number, body: ScCheckInRequest) {
    return this.send("POST", `/workorders/${workorderId}/universalCheckIn`, body, false);
  }

  /** POST /workorders/{id}/universalCheckOut (CheckOutRequest). */
  checkOut(workorderId: number, body: ScCheckOutRequest) {
    return this.send("POST", `/workorders/${workorderId}/universalCheckOut`, body, false);
  }

  /**
   * GET /workorders filtered (e.g. status=Open), read page by page (50 a page, the reference's maximum) up to
   * `maxPages`; a 404 (ServiceChannel's "no work orders found") is an empty list.
   */
  async searchWorkOrders(
    filter: Record<string, string>,
    maxPages = MAX_PAGES,
  ): Promise<Record<string, unknown>[]> {
    const found: Record<string, unknown>[] = [];
    for (let page = 1; page <= maxPages; page++) {
      const query = new URLSearchParams({ ...filter, page: String(page), pageSize: String(PAGE_SIZE) });
      const body = await this.get("/workorders", query);
      if (body === null) break;
      if (!Array.isArray(body))
        throw upstreamError("ServiceChannel answered the search with an unexpected shape.");
      found.push(...(body as Record<string, unknown>[]));
      if (body.length < PAGE_SIZE) break;
    }
    return found;
  }

  /** The work orders whose PurchaseNumber is exactly `po` (case-insensitive), read page by page. */
  async workOrdersByPurchaseNumber(po: string): Promise<Record<string, unknown>[]> {
    const wanted = po.trim().toLowerCase();
    const found: Record<string, unknown>[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const query = new URLSearchParams({
        purchaseNumber: po.trim(),
        page: String(page),
        pageSize: String(PAGE_SIZE),
      });
      const body = await this.get("/workorders", query);
      if (body === null) break;
      if (!Array.isArray(body))
        throw upstreamError("ServiceChannel answered the search with an unexpected shape.");
      for (const wo of body as Record<string, unknown>[]) {
        if (
          String(wo.PurchaseNumber ?? "")
            .trim()
            .toLowerCase() === wanted
        )
          found.push(wo);
      }
      if (body.length < PAGE_SIZE) break;
    }
    return found;
  }

  /** The one work order of a PO: 404 when there is none. */
  async workOrderByPurchaseNumber(po: string): Promise<Record<string, unknown>> {
    const found = await this.workOrdersByPurchaseNumber(po);
    const [first] = found;
    if (!first) throw notFound(`A ServiceChannel work order with PO Number ${po}`);
    if (found.length > 1) {
      const numbers = found.map((w) => String(w.Number ?? w.Id)).join(", ");
      throw badRequest(
        `PO Number ${po} is on ${found.length} ServiceChannel work orders (${numbers}); import them by hand.`,
        { id: `PO Number ${po} is on ${found.length} ServiceChannel work orders.` },
      );
    }
    return first;
  }
}
