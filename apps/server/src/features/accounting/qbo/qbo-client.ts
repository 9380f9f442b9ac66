import type OAuthClient from "intuit-oauth";
import type QuickBooks from "node-quickbooks";
import type { Bill, BillPayment, Customer, Invoice, Vendor } from "node-quickbooks";
import type { Db } from "../../../db/client.ts";
import { QboError, toQboError } from "./qbo-errors.ts";
import { loadTokens, type QboTokens, type SecretBox, saveTokens } from "./token-store.ts";

/** Where and as whom the client talks to QuickBooks Online. */
export interface QboSettings {
  clientId: string;
  clientSecret: string;
  environment: "sandbox" | "production";
  /** v3 base ending in /v3/company/ (Intuit's, or the simulator's). */
  apiBase: string;
  tokenUrl: string;
  /** Company and first refresh token from configuration, used only until tokens are stored. */
  realmId: string | null;
  bootstrapRefreshToken: string | null;
  expenseAccountId: string;
  serviceItemId: string;
}

export interface RetryPolicy {
  /** 429 retries, each after Retry-After (or 2^n seconds), capped by maxWaitMs. */
  throttleRetries: number;
  /** Retries after a dropped connection or a 5xx (safe: every create carries its requestid). */
  networkRetries: number;
  maxWaitMs: number;
  sleep: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY: RetryPolicy = {
  throttleRetries: 3,
  networkRetries: 2,
  maxWaitMs: 60_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * node-quickbooks and intuit-oauth on first use: ~30 MB resident together (axios, winston, …) that a server
 * which never pushes to QuickBooks does not hold (docs/decisions/0021).
 */
const loadOAuthClient = () => import("intuit-oauth").then((m) => m.default);
const loadQuickBooks = () => import("node-quickbooks").then((m) => m.default);

type Callback<T> = (err: unknown, data?: T) => void;
const promised = <T>(run: (cb: Callback<T>) => void): Promise<T> =>
  new Promise<T>((resolve, reject) => run((err, data) => (err ? reject(err) : resolve(data as T))));

interface QueryAnswer<T> {
  QueryResponse?: Record<string, T[] | number | undefined>;
}
const rowsOf = <T>(answer: QueryAnswer<T> | undefined, entity: string): T[] => {
  const v = answer?.QueryResponse?.[entity];
  return Array.isArray(v) ? v : [];
};

/**
 * QuickBooks Online through the maintained libraries: node-quickbooks for the v3 API, intuit-oauth for the OAuth 2.0
 * refresh (Intuit rotates the refresh token; the new one is stored, sealed, before it is used). Every call goes
 * through `call`: a 401 refreshes the token once and repeats, a 429 waits for Retry-After, a dropped connection or
 * 5xx is retried a little — creates are safe to repeat because each carries its QBO `requestid`.
 */
export class QboClient {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
    readonly settings: QboSettings,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
  ) {}

  private get realmId(): string {
    if (!this.settings.realmId) {
      throw new QboError(
        "auth",
        "QuickBooks is not connected: no company (QBO_REALM_ID) is configured.",
        null,
      );
    }
    return this.settings.realmId;
  }

  private async tokens(): Promise<QboTokens> {
    const stored = await loadTokens(this.db, this.box, this.realmId);
    if (stored && stored.accessExpiresAt.getTime() > Date.now() + 60_000) return stored;
    return this.refresh(stored);
  }

  /** Trades the refresh token for new tokens (intuit-oauth) and stores both before anything uses them. */
  async refresh(current?: QboTokens | null): Promise<QboTokens> {
    const realmId = this.realmId;
    const stored = current === undefined ? await loadTokens(this.db, this.box, realmId) : current;
    const refreshToken = stored?.refreshToken ?? this.settings.bootstrapRefreshToken;
    if (!refreshToken) {
      throw new QboError(
        "auth",
        "QuickBooks is not connected: no refresh token (QBO_REFRESH_TOKEN) is set.",
        null,
      );
    }
    const OAuthClient = await loadOAuthClient();
    const oauth = new OAuthClient({
      clientId: this.settings.clientId,
      clientSecret: this.settings.clientSecret,
      environment: this.settings.environment,
      redirectUri: "",
    });
    // intuit-oauth keeps its endpoint on the class; set right before the (synchronously built) request.
    OAuthClient.tokenEndpoint = this.settings.tokenUrl;
    let answer: Awaited<ReturnType<OAuthClient["refreshUsingToken"]>>;
    try {
      answer = await oauth.refreshUsingToken(refreshToken);
    } catch (err) {
      const detail = err instanceof Error ? err.message : String(err);
      throw new QboError(
        "auth",
        `QuickBooks refused the token refresh (${detail}); reconnect the company.`,
        null,
      );
    }
    const t = answer.getToken();
    if (!t.access_token || !t.refresh_token) throw new QboError("auth", "QuickBooks sent no tokens.", null);
    const now = Date.now();
    const next: QboTokens = {
      realmId,
      accessToken: t.access_token,
      refreshToken: t.refresh_token,
      accessExpiresAt: new Date(now + (t.expires_in ?? 3600) * 1000),
      refreshExpiresAt: t.x_refresh_token_expires_in
        ? new Date(now + t.x_refresh_token_expires_in * 1000)
        : null,
    };
    await saveTokens(this.db, this.box, next);
    return next;
  }

  private async sdk(t: QboTokens): Promise<QuickBooks> {
    const QuickBooks = await loadQuickBooks();
    const qb = new QuickBooks(
      this.settings.clientId,
      this.settings.clientSecret,
      t.accessToken,
      false,
      t.realmId,
      this.settings.environment === "sandbox",
      false,
      null,
      "2.0",
      t.refreshToken,
    );
    qb.endpoint = this.settings.apiBase;
    return qb;
  }

  /** Runs one QuickBooks operation under the retry rules. `op` builds its request afresh on every attempt. */
  async call<T>(op: (qb: QuickBooks) => Promise<T>): Promise<T> {
    let tokens = await this.tokens();
    let refreshed = false;
    let throttles = 0;
    let network = 0;
    for (;;) {
      try {
        return await op(await this.sdk(tokens));
      } catch (raw) {
        const err = toQboError(raw);
        if (err.kind === "auth" && !refreshed) {
          refreshed = true;
          tokens = await this.refresh(tokens);
          continue;
        }
        if (err.kind === "throttle" && throttles < this.retry.throttleRetries) {
          const wait = err.retryAfterMs ?? 2 ** throttles * 1000;
          throttles += 1;
          await this.retry.sleep(Math.min(wait, this.retry.maxWaitMs));
          continue;
        }
        if ((err.kind === "network" || err.kind === "server") && network < this.retry.networkRetries) {
          network += 1;
          await this.retry.sleep(Math.min(500 * 2 ** network, this.retry.maxWaitMs));
          continue;
        }
        throw err;
      }
    }
  }

  findVendorsByIds(ids: readonly string[]): Promise<Vendor[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.call((qb) =>
      promised<QueryAnswer<Vendor>>((cb) =>
        qb.findVendors([{ field: "Id", value: [...ids], operator: "IN" }], cb),
      ),
    ).then((a) => rowsOf(a, "Vendor"));
  }

  findVendorsByName(name: string): Promise<Vendor[]> {
    return this.call((qb) =>
      promised<QueryAnswer<Vendor>>((cb) => qb.findVendors({ DisplayName: name }, cb)),
    ).then((a) => rowsOf(a, "Vendor"));
  }

  findCustomerByName(name: string): Promise<Customer | null> {
    return this.call((qb) =>
      promised<QueryAnswer<Customer>>((cb) => qb.findCustomers({ DisplayName: name }, cb)),
    ).then((a) => rowsOf(a, "Customer")[0] ?? null);
  }

  getVendor(id: string): Promise<Vendor> {
    return this.call((qb) => promised<Vendor>((cb) => qb.getVendor(id, cb)));
  }

  updateVendor(vendor: Vendor): Promise<Vendor> {
    return this.call((qb) => promised<Vendor>((cb) => qb.updateVendor({ ...vendor, sparse: true }, cb)));
  }

  /** Creates a bill; `requestId` makes a repeat of the same push answer the first bill instead of a second one. */
  createBill(bill: Bill, requestId: string): Promise<Bill> {
    return this.call((qb) => promised<Bill>((cb) => qb.createBill({ ...bill, requestId }, cb)));
  }

  createInvoice(invoice: Invoice, requestId: string): Promise<Invoice> {
    return this.call((qb) => promised<Invoice>((cb) => qb.createInvoice({ ...invoice, requestId }, cb)));
  }

  /**
   * Bill payments (Intuit's BillPayment: VendorRef, PayType, TxnDate, DocNumber, TotalAmt, Line[].LinkedTxn),
   * all pages; of one QuickBooks vendor when `vendorRef` is given.
   */
  findBillPayments(vendorRef: string | null): Promise<BillPayment[]> {
    const criteria = [
      { field: "fetchAll", value: true },
      ...(vendorRef ? [{ field: "VendorRef", value: vendorRef, operator: "=" }] : []),
    ];
    return this.call((qb) =>
      promised<QueryAnswer<BillPayment>>((cb) => qb.findBillPayments(criteria, cb)),
    ).then((a) => rowsOf(a, "BillPayment"));
  }

  findBillsByIds(ids: readonly string[]): Promise<Bill[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.call((qb) =>
      promised<QueryAnswer<Bill>>((cb) =>
        qb.findBills([{ field: "Id", value: [...ids], operator: "IN" }], cb),
      ),
    ).then((a) => rowsOf(a, "Bill"));
  }
}
