import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type FaultKind, faultBody, faultStatus } from "./fake-qbo-faults.ts";
import { parseQuery, type QueryEntity, selectRows } from "./fake-qbo-query.ts";

/**
 * A local stand-in for QuickBooks Online (v3 accounting API + the OAuth 2.0 token endpoint) on a loopback port,
 * following Intuit's published JSON shapes: `{ Vendor: {...}, time }`, `{ QueryResponse: { Vendor: [...] } }`,
 * `{ Fault: { Error: [{ Message, Detail, code }], type } }`, 401 `{ fault: { error: [...], type: "AUTHENTICATION" } }`.
 *
 * It keeps QuickBooks' idempotency rule: a create carrying a `requestid` already seen answers the first response
 * again instead of making a second entity. Tests (and the demo) can tell it to fail: a 400 validation fault, an
 * expired access token (401 until the client refreshes), 429 throttling with Retry-After, or a connection drop
 * after the entity was made (the client never sees the answer; only requestid saves it from a duplicate).
 */
export interface FakeQboOptions {
  realmId?: string;
  clientId?: string;
  clientSecret?: string;
  /** The refresh token the app starts with (rotated on every refresh, like Intuit does). */
  refreshToken?: string;
}

export type QboEntity = Record<string, unknown> & { Id: string; SyncToken: string };

export interface FakeQbo {
  url: string;
  /** The v3 base the client appends `<realmId>/...` to. */
  apiBase: string;
  tokenUrl: string;
  realmId: string;
  clientId: string;
  clientSecret: string;
  refreshToken: () => string;
  addVendor(v: { Id?: string; DisplayName: string }): QboEntity;
  addCustomer(c: { Id?: string; DisplayName: string }): QboEntity;
  /** A bill payment made in QuickBooks (Intuit's BillPayment shape), e.g. paying bills the app pushed. */
  addBillPayment(p: FakeBillPayment): QboEntity;
  entities(kind: QueryEntity): QboEntity[];
  /** Fail the next `times` matching requests. `on` narrows to creates of one entity ("bill", "invoice"). */
  failNext(kind: FaultKind, opts?: { on?: string; times?: number; retryAfterSeconds?: number }): void;
  /** Requests seen, for assertions ("POST bill", "POST token"…). */
  requests: string[];
  close(): Promise<void>;
}

export interface FakeBillPayment {
  VendorRef: { value: string; name?: string };
  PayType: "Check" | "CreditCard";
  TxnDate: string;
  DocNumber?: string;
  TotalAmt: number;
  Line: { Amount: number; LinkedTxn: { TxnId: string; TxnType: "Bill" }[] }[];
}

interface PendingFault {
  kind: FaultKind;
  on: string | undefined;
  times: number;
  retryAfterSeconds: number;
}

const now = () => new Date().toISOString();
const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
};
const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });

const ENTITY_NAMES: Record<string, QueryEntity> = {
  vendor: "Vendor",
  customer: "Customer",
  bill: "Bill",
  invoice: "Invoice",
  billpayment: "BillPayment",
};

const amountOf = (lines: unknown): number => {
  if (!Array.isArray(lines)) return Number.NaN;
  let cents = 0;
  for (const l of lines) {
    const amount = (l as { Amount?: unknown }).Amount;
    if (typeof amount !== "number" || !Number.isFinite(amount)) return Number.NaN;
    cents += Math.round(amount * 100);
  }
  return cents / 100;
};

export const startFakeQbo = async (opts: FakeQboOptions = {}): Promise<FakeQbo> => {
  const realmId = opts.realmId ?? String(9_130_000_000_000_000 + Math.floor(Math.random() * 1e9));
  const clientId = opts.clientId ?? "fake-client";
  const clientSecret = opts.clientSecret ?? "fake-secret";
  let refreshToken = opts.refreshToken ?? `RT-${randomUUID()}`;
  let accessToken: string | null = null;
  const store: Record<QueryEntity, QboEntity[]> = {
    Vendor: [],
    Customer: [],
    Bill: [],
    Invoice: [],
    BillPayment: [],
  };
  const byRequestId = new Map<string, { status: number; body: unknown }>();
  const faults: PendingFault[] = [];
  const requests: string[] = [];
  let nextId = 100;

  const takeFault = (op: string): PendingFault | null => {
    const i = faults.findIndex((f) => f.on === undefined || f.on === op);
    if (i < 0) return null;
    const f = faults[i] as PendingFault;
    f.times -= 1;
    if (f.times <= 0) faults.splice(i, 1);
    return f;
  };

  const insert = (kind: QueryEntity, body: Record<string, unknown>): QboEntity => {
    const entity: QboEntity = {
      ...body,
      Id: String(nextId++),
      SyncToken: "0",
      MetaData: { CreateTime: now(), LastUpdatedTime: now() },
    };
    store[kind].push(entity);
    return entity;
  };

  const validateCreate = (kind: QueryEntity, body: Record<string, unknown>): string | null => {
    if (kind === "Bill") {
      const ref = (body.VendorRef as { value?: unknown } | undefined)?.value;
      if (typeof ref !== "string" || !store.Vendor.some((v) => v.Id === ref)) return "VendorRef";
    }
    if (kind === "Invoice") {
      const ref = (body.CustomerRef as { value?: unknown } | undefined)?.value;
      if (typeof ref !== "string" || !store.Customer.some((c) => c.Id === ref)) return "CustomerRef";
    }
    if ((kind === "Bill" || kind === "Invoice") && Number.isNaN(amountOf(body.Line))) return "Line";
    if ((kind === "Vendor" || kind === "Customer") && typeof body.DisplayName !== "string")
      return "DisplayName";
    return null;
  };

  const handleToken = async (req: IncomingMessage, res: ServerResponse) => {
    requests.push("POST token");
    const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
    if (req.headers.authorization !== basic) return send(res, 401, { error: "invalid_client" });
    const form = new URLSearchParams(await readBody(req));
    if (form.get("grant_type") !== "refresh_token" || form.get("refresh_token") !== refreshToken) {
      return send(res, 400, { error: "invalid_grant" });
    }
    accessToken = `AT-${randomUUID()}`;
    refreshToken = `RT-${randomUUID()}`;
    send(res, 200, {
      token_type: "bearer",
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: 3600,
      x_refresh_token_expires_in: 8_726_400,
    });
  };

  const handleApi = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const m = /^\/v3\/company\/([^/]+)\/(\w+)(?:\/([^/]+))?$/.exec(url.pathname);
    if (!m || m[1] !== realmId) return send(res, 404, faultBody("notFound", "Unknown company or path"));
    const resource = (m[2] ?? "").toLowerCase();
    const idParam = m[3];
    const op = `${req.method} ${resource}`;
    requests.push(op);
    if (req.headers.authorization !== `Bearer ${accessToken}` || accessToken === null) {
      return send(res, 401, faultBody("expired", "Token expired"));
    }
    const body = req.method === "POST" ? await readBody(req) : "";
    const fault = takeFault(resource);
    if (fault?.kind === "expired") {
      accessToken = null; // the token the client holds is dead now; only a refresh brings a new one
      return send(res, 401, faultBody("expired", "Token expired"));
    }
    if (fault?.kind === "throttle") {
      return send(res, faultStatus("throttle"), faultBody("throttle", "Too many requests"), {
        "retry-after": String(fault.retryAfterSeconds),
      });
    }
    if (fault?.kind === "validation") {
      return send(res, 400, faultBody("validation", "Amount is invalid", "Line.Amount"));
    }

    if (resource === "query") {
      const q = parseQuery(url.searchParams.get("query") ?? "");
      if (!q) return send(res, 400, faultBody("parse", "Error parsing query"));
      const rows = selectRows(store[q.entity], q);
      const qr: Record<string, unknown> = rows.length ? { [q.entity]: rows } : {};
      if (rows.length) Object.assign(qr, { startPosition: q.startPosition, maxResults: rows.length });
      return send(res, 200, { QueryResponse: qr, time: now() });
    }
    const kind = ENTITY_NAMES[resource];
    if (!kind) return send(res, 400, faultBody("notFound", `Unsupported entity ${resource}`));

    if (req.method === "GET") {
      const found = store[kind].find((e) => e.Id === idParam);
      if (!found) return send(res, 400, faultBody("notFound", `Object Not Found: ${kind} ${idParam}`));
      return send(res, 200, { [kind]: found, time: now() });
    }
    if (req.method !== "POST") return send(res, 405, faultBody("notFound", "Method not allowed"));

    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return send(res, 400, faultBody("parse", "Request has invalid or unsupported property"));
    }
    const requestId = url.searchParams.get("requestid");
    const replay = requestId ? byRequestId.get(requestId) : undefined;

    let status = 200;
    let answer: unknown;
    if (replay) {
      status = replay.status;
      answer = replay.body;
    } else if (url.searchParams.get("operation") === "update") {
      const current = store[kind].find((e) => e.Id === parsed.Id);
      if (!current) {
        status = 400;
        answer = faultBody("notFound", `Object Not Found: ${kind} ${String(parsed.Id)}`);
      } else if (current.SyncToken !== parsed.SyncToken) {
        status = 400;
        answer = faultBody("stale", "Stale Object Error");
      } else {
        const { sparse: _sparse, ...fields } = parsed;
        Object.assign(current, fields, { SyncToken: String(Number(current.SyncToken) + 1) });
        answer = { [kind]: current, time: now() };
      }
    } else {
      const bad = validateCreate(kind, parsed);
      if (bad) {
        status = 400;
        answer = faultBody("invalidReference", `Invalid Reference Id: ${bad}`, bad);
      } else {
        const entity = insert(kind, parsed);
        if (kind === "Bill" || kind === "Invoice") {
          entity.TotalAmt = amountOf(parsed.Line);
          entity.Balance = entity.TotalAmt;
        }
        answer = { [kind]: entity, time: now() };
      }
    }
    if (requestId && status === 200 && !replay) byRequestId.set(requestId, { status, body: answer });
    if (fault?.kind === "drop") {
      // The entity is made, but the connection dies before the answer leaves: the client cannot know.
      req.socket.destroy();
      return;
    }
    send(res, status, answer);
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const done =
      url.pathname === "/oauth2/v1/tokens/bearer" && req.method === "POST"
        ? handleToken(req, res)
        : handleApi(req, res, url);
    done.catch((err: unknown) => send(res, 500, faultBody("notFound", String(err))));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    apiBase: `${base}/v3/company/`,
    tokenUrl: `${base}/oauth2/v1/tokens/bearer`,
    realmId,
    clientId,
    clientSecret,
    refreshToken: () => refreshToken,
    addVendor: (v) => {
      const entity: QboEntity = { Active: true, ...v, Id: v.Id ?? String(nextId++), SyncToken: "0" };
      store.Vendor.push(entity);
      return entity;
    },
    addCustomer: (c) => {
      const entity: QboEntity = { Active: true, ...c, Id: c.Id ?? String(nextId++), SyncToken: "0" };
      store.Customer.push(entity);
      return entity;
    },
    addBillPayment: (p) => {
      const entity: QboEntity = {
        ...p,
        Id: String(nextId++),
        SyncToken: "0",
        MetaData: { CreateTime: now(), LastUpdatedTime: now() },
      };
      store.BillPayment.push(entity);
      return entity;
    },
    entities: (kind) => store[kind],
    failNext: (kind, o = {}) => {
      faults.push({ kind, on: o.on, times: o.times ?? 1, retryAfterSeconds: o.retryAfterSeconds ?? 1 });
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
