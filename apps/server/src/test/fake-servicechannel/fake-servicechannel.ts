import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for ServiceChannel (tests and the demo), serving the shapes of the published v3 API
 * (../shared/reference/servicechannel-workorders-openapi.yml): an OAuth2 token endpoint (client credentials),
 * GET /workorders with `purchaseNumber` ('starts with'), `page` and `pageSize` (default and maximum 50)
 * answering GetWorkOrdersResponse.WorkOrder[], PUT /workorders/{id}/status (ChangeWoStatusRequestExt), POST
 * /workorders/{id}/universalCheckIn and universalCheckOut (CheckInRequest / CheckOutRequest), and ErrorResponse
 * bodies. It records every request (with the JSON body of writes) and fails on demand (failNext, failWrites,
 * failWritesTo one order). Listens on 127.0.0.1 only. With `control: true` (browser tests, through the demo
 * stand-in: SERVICECHANNEL_DEMO_CONTROL_PORT) it also answers unauthenticated /__fake/ requests that add an
 * order, read one back and make one order's writes fail — see `control` below.
 */

/** GetWorkOrdersResponse.WorkOrder (the fields the import reads, plus a few it keeps in the payload). */
export interface ScWorkOrder {
  Id: number;
  Number: string;
  PurchaseNumber: string;
  Subscriber: { Id: number; ShortName?: string; Name: string };
  Provider?: { Id: number; Name: string };
  Location: {
    Id: number;
    SubscriberId: number;
    StoreId: string;
    Name?: string;
    ShortName?: string;
    Address1?: string;
    Address2?: string;
    City?: string;
    State?: string;
    Zip?: string;
  };
  LocationId?: number;
  Status?: { Primary: string; Extended?: string };
  Caller?: string;
  CreatedBy?: string;
  CallDate?: string;
  ScheduledDate?: string;
  ExpirationDate?: string;
  Priority?: string;
  Trade?: string;
  TradeId?: number;
  Description?: string;
  Category?: string;
  Nte?: number;
  Currency?: { Id: number; AlphabeticalCode: string };
  ProblemCode?: string;
  Source?: string;
}

/** ServiceChannel.Services.Messaging.ErrorResponse */
export interface ScErrorResponse {
  ErrorCodes: string[];
  ErrorCode: number;
  ErrorMessage: string;
}

interface Planned {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface FakeServiceChannelOptions {
  clientId?: string;
  clientSecret?: string;
  /** Lifetime of issued tokens. */
  tokenTtlSeconds?: number;
  workOrders?: ScWorkOrder[];
  /** Listen on this port (default: any free one). */
  port?: number;
  /** Answer the /__fake/ control requests (browser tests only). */
  control?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | null;
  /** The parsed JSON body of a PUT / POST to the API (undefined for GETs and the token endpoint). */
  body?: unknown;
}

const error = (code: number, codes: string[], message: string): ScErrorResponse => ({
  ErrorCodes: codes,
  ErrorCode: code,
  ErrorMessage: message,
});

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(body === undefined ? "" : JSON.stringify(body));
};

export class FakeServiceChannel {
  readonly clientId: string;
  readonly clientSecret: string;
  tokenTtlSeconds: number;
  workOrders: ScWorkOrder[];
  /** Every request, in order (tests assert token reuse, paging and retries). */
  readonly requests: RecordedRequest[] = [];
  private readonly tokens = new Map<string, number>();
  private readonly plannedApi: Planned[] = [];
  /** While set, every API write (PUT / POST) answers this (ServiceChannel down or refusing). */
  private failingWrites: Planned | null = null;
  /** Writes to one order answer this until cleared (the other orders are not affected). */
  private readonly failingOrders = new Map<number, Planned>();
  private readonly port: number;
  private readonly control: boolean;
  private nextMechanicId = 5_000_001;
  private server: Server | null = null;
  private base = "";

  constructor(opts: FakeServiceChannelOptions = {}) {
    this.clientId = opts.clientId ?? "fm-dispatch-test";
    this.clientSecret = opts.clientSecret ?? randomBytes(16).toString("hex");
    this.tokenTtlSeconds = opts.tokenTtlSeconds ?? 3600;
    this.workOrders = opts.workOrders ?? [];
    this.port = opts.port ?? 0;
    this.control = opts.control ?? false;
  }

  /** The API base (what SERVICECHANNEL_API_URL points at). */
  get apiUrl() {
    return `${this.base}/api`;
  }
  get tokenUrl() {
    return `${this.base}/oauth/token`;
  }

  /** The app's ServiceChannel settings pointing at this fake (its API, token endpoint and client). */
  get appEnv(): Record<string, string> {
    return {
      SERVICECHANNEL_API_URL: this.apiUrl,
      SERVICECHANNEL_TOKEN_URL: this.tokenUrl,
      SERVICECHANNEL_CLIENT_ID: this.clientId,
      SERVICECHANNEL_CLIENT_SECRET: this.clientSecret,
    };
  }

  /** The next API calls answer these, in order, before the real answer (a 500 once, a 429 with Retry-After…). */
  failNext(...answers: Planned[]) {
    this.plannedApi.push(...answers);
  }

  /**
   * Every API write answers `answer` until called again with null: e.g. a 500 ErrorResponse (code 501), or a
   * 400 with the reference's codes (502 work order not found, 921 cannot update invoiced work order).
   */
  failWrites(answer: Planned | null) {
    this.failingWrites = answer;
  }

  /** Every write to ServiceChannel order `id` answers `answer` until called again with null. */
  failWritesTo(id: number, answer: Planned | null) {
    if (answer) this.failingOrders.set(id, answer);
    else this.failingOrders.delete(id);
  }

  /** The API writes received (status updates, check-ins, check-outs), in order. */
  writes() {
    return this.requests.filter((r) => r.path.startsWith("/api/") && r.method !== "GET");
  }

  /** Every token issued so far stops being accepted (the API answers 401 until a new one is fetched). */
  expireTokens() {
    for (const key of this.tokens.keys()) this.tokens.set(key, 0);
  }

  tokenRequests() {
    return this.requests.filter((r) => r.path === "/oauth/token").length;
  }
  apiRequests() {
    return this.requests.filter((r) => r.path.startsWith("/api/"));
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) =>
        send(res, 500, error(501, ["InternalError"], String(err))),
      );
    });
    await new Promise<void>((resolve) => this.server?.listen(this.port, "127.0.0.1", resolve));
    const { port } = this.server.address() as AddressInfo;
    this.base = `http://127.0.0.1:${port}`;
    return this;
  }

  async stop() {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", this.base);
    const recorded: RecordedRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      authorization: req.headers.authorization ?? null,
    };
    if (this.control && url.pathname.startsWith("/__fake/")) return this.controlRequest(req, url, res);
    this.requests.push(recorded);
    if (url.pathname === "/oauth/token" && req.method === "POST") return this.token(req, res);
    if (url.pathname.startsWith("/api/") && req.method !== "GET") {
      const text = await readBody(req);
      try {
        recorded.body = text ? (JSON.parse(text) as unknown) : undefined;
      } catch {
        return send(res, 400, error(503, ["RequestDataEmpty"], "Request data is empty."));
      }
    }
    if (!url.pathname.startsWith("/api/")) return send(res, 404, error(404, ["DataNotFound"], "Not found."));

    const auth = req.headers.authorization ?? "";
    const token = auth.startsWith("Bearer ") ? auth.slice(7) : "";
    const expires = this.tokens.get(token);
    if (!expires || expires < Date.now()) {
      return send(res, 401, error(504, ["UnAuthorized"], "API call rejected by security permissions."), {
        "www-authenticate": 'Bearer error="invalid_token"',
      });
    }
    const planned = this.plannedApi.shift();
    if (planned) return send(res, planned.status, planned.body, planned.headers);
    if (this.failingWrites && req.method !== "GET") {
      const f = this.failingWrites;
      return send(res, f.status, f.body, f.headers);
    }
    const failing = /^\/api\/workorders\/(\d+)\//.exec(url.pathname);
    const orderFailure =
      failing && req.method !== "GET" ? this.failingOrders.get(Number(failing[1])) : undefined;
    if (orderFailure) return send(res, orderFailure.status, orderFailure.body, orderFailure.headers);

    if (url.pathname === "/api/workorders" && req.method === "GET") return this.search(url, res);
    const write = /^\/api\/workorders\/(\d+)\/(status|universalCheckIn|universalCheckOut)$/.exec(
      url.pathname,
    );
    if (write) return this.write(req.method ?? "", Number(write[1]), write[2] ?? "", recorded.body, res);
    return send(res, 404, error(404, ["DataNotFound"], "Not found."));
  }

  private async token(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    let id = form.get("client_id");
    let secret = form.get("client_secret");
    const basic = req.headers.authorization ?? "";
    if (basic.startsWith("Basic ")) {
      const [u, p] = Buffer.from(basic.slice(6), "base64").toString("utf8").split(":");
      id = decodeURIComponent(u ?? "");
      secret = decodeURIComponent(p ?? "");
    }
    if (form.get("grant_type") !== "client_credentials") {
      return send(res, 400, { error: "unsupported_grant_type" });
    }
    if (id !== this.clientId || secret !== this.clientSecret) {
      return send(res, 401, { error: "invalid_client", error_description: "Client authentication failed." });
    }
    const token = randomBytes(24).toString("hex");
    this.tokens.set(token, Date.now() + this.tokenTtlSeconds * 1000);
    send(res, 200, { access_token: token, token_type: "bearer", expires_in: this.tokenTtlSeconds });
  }

  /** PUT status (ChangeWoStatusRequestExt), POST universalCheckIn / universalCheckOut, as the reference. */
  private write(method: string, id: number, action: string, body: unknown, res: ServerResponse) {
    const wo = this.workOrders.find((w) => w.Id === id);
    if (!wo) return send(res, 400, error(502, ["WorkOrderNotFound"], "WorkOrder not found."));
    const b = (body ?? {}) as Record<string, unknown>;
    if (action === "status" && method === "PUT") {
      const status = b.Status as { Primary?: unknown; Extended?: unknown } | undefined;
      if (!status || typeof status.Primary !== "string" || typeof status.Extended !== "string")
        return send(res, 400, error(503, ["RequestDataEmpty"], "Request data is empty."));
      wo.Status = { Primary: status.Primary, Extended: status.Extended };
      return send(res, 200, { result: typeof b.Note === "string" ? b.Note : "", id });
    }
    if ((action === "universalCheckIn" || action === "universalCheckOut") && method === "POST") {
      // A check-out's PrimaryStatus (and ExtendedStatus) becomes the order's status, as the reference describes.
      if (action === "universalCheckOut" && typeof b.PrimaryStatus === "string") {
        wo.Status = {
          Primary: b.PrimaryStatus,
          Extended: typeof b.ExtendedStatus === "string" ? b.ExtendedStatus : "",
        };
      }
      return send(res, 200, { MechanicId: this.nextMechanicId++ });
    }
    return send(res, 404, error(404, ["DataNotFound"], "Not found."));
  }

  /**
   * The control requests (only with `control: true`): POST /__fake/workorders (a GetWorkOrdersResponse.WorkOrder)
   * adds an order; GET /__fake/workorders/{id} answers it (its Status as the pushes left it) with the writes it
   * received; PUT /__fake/workorders/{id}/failwrites with `{ status, body }` makes its writes answer that, and
   * with `null` lets them through again.
   */
  private async controlRequest(req: IncomingMessage, url: URL, res: ServerResponse) {
    const text = req.method === "GET" ? "" : await readBody(req);
    const body = text ? (JSON.parse(text) as unknown) : null;
    if (url.pathname === "/__fake/workorders" && req.method === "POST") {
      const wo = body as ScWorkOrder;
      if (typeof wo?.Id !== "number" || typeof wo.PurchaseNumber !== "string") return send(res, 400, null);
      this.workOrders.push(wo);
      return send(res, 201, wo);
    }
    const one = /^\/__fake\/workorders\/(\d+)(\/failwrites)?$/.exec(url.pathname);
    const id = Number(one?.[1]);
    if (one && !one[2] && req.method === "GET") {
      const wo = this.workOrders.find((w) => w.Id === id);
      if (!wo) return send(res, 404, null);
      const writes = this.writes()
        .filter((r) => r.path.startsWith(`/api/workorders/${id}/`))
        .map((r) => ({ method: r.method, path: r.path, body: r.body }));
      return send(res, 200, { workOrder: wo, writes });
    }
    if (one?.[2] && req.method === "PUT") {
      this.failWritesTo(id, body as Planned | null);
      return send(res, 204, undefined);
    }
    return send(res, 404, null);
  }

  private search(url: URL, res: ServerResponse) {
    const po = (url.searchParams.get("purchaseNumber") ?? "").toLowerCase();
    const status = url.searchParams.get("status");
    const pageSize = Math.min(50, Math.max(1, Number(url.searchParams.get("pageSize") ?? 50) || 50));
    const page = Math.max(1, Number(url.searchParams.get("page") ?? 1) || 1);
    // 'starts with' search, as the reference describes purchaseNumber.
    const hits = this.workOrders.filter(
      (w) =>
        w.PurchaseNumber.toLowerCase().startsWith(po) &&
        // status: exact search on the primary status, as the reference describes it.
        (status === null || (w.Status?.Primary ?? "Open") === status),
    );
    if (hits.length === 0) {
      return send(res, 404, error(404, ["DataNotFound"], `No work orders found for purchase number ${po}.`));
    }
    send(res, 200, hits.slice((page - 1) * pageSize, page * pageSize));
  }
}
