import { randomUUID } from "node:crypto";
import type { QboStatus } from "@fm/domain/contracts";
import { isNotNull } from "drizzle-orm";
import type { AppConfig } from "../../../config.ts";
import type { Db } from "../../../db/client.ts";
import { customers, vendors } from "../../../db/schema/index.ts";
import { type FakeQbo, startFakeQbo } from "./fake-qbo/fake-qbo-server.ts";
import { QboClient, type QboSettings } from "./qbo-client.ts";
import { QboError } from "./qbo-errors.ts";
import { clearTokens, type SecretBox } from "./token-store.ts";

/** Intuit's endpoints (docs/configuration.md). */
export const QBO_ENDPOINTS = {
  sandbox: "https://sandbox-quickbooks.api.intuit.com/v3/company/",
  production: "https://quickbooks.api.intuit.com/v3/company/",
  token: "https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer",
} as const;

export type QboMode = QboStatus["mode"];

export const qboMode = (config: AppConfig): QboMode =>
  config.QBO_CLIENT_ID && config.QBO_CLIENT_SECRET ? "live" : config.QBO_DEMO === false ? "off" : "demo";

export const liveSettings = (config: AppConfig): QboSettings => ({
  clientId: config.QBO_CLIENT_ID ?? "",
  clientSecret: config.QBO_CLIENT_SECRET ?? "",
  environment: config.QBO_ENVIRONMENT,
  apiBase: config.QBO_API_BASE_URL ?? QBO_ENDPOINTS[config.QBO_ENVIRONMENT],
  tokenUrl: config.QBO_TOKEN_URL ?? QBO_ENDPOINTS.token,
  realmId: config.QBO_REALM_ID ?? null,
  bootstrapRefreshToken: config.QBO_REFRESH_TOKEN ?? null,
  expenseAccountId: config.QBO_EXPENSE_ACCOUNT_ID,
  serviceItemId: config.QBO_SERVICE_ITEM_ID,
});

/**
 * The QuickBooks company the app pushes to. live: a real company (QBO_CLIENT_ID…). demo (no keys configured): the
 * built-in simulator started in-process on a loopback port, holding the app's vendors (by billing vendor id) and
 * customers, so 'Push Approved to QB' can be tried; the screen says so. off: QBO_DEMO=false and no keys.
 */
export class QboRuntime {
  private fake: Promise<FakeQbo> | null = null;
  private demoClient: QboClient | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly box: SecretBox,
  ) {}

  get mode(): QboMode {
    return qboMode(this.config);
  }

  status(): QboStatus {
    const mode = this.mode;
    const environment = this.config.QBO_ENVIRONMENT;
    if (mode === "live") {
      return {
        mode,
        environment,
        realmId: this.config.QBO_REALM_ID ?? null,
        connected: Boolean(this.config.QBO_REALM_ID),
        message: `Connected to QuickBooks Online (${environment}).`,
      };
    }
    if (mode === "demo") {
      return {
        mode,
        environment,
        realmId: null,
        connected: true,
        message:
          "No QuickBooks company is configured, so pushes go to a built-in QuickBooks simulator, not to real books.",
      };
    }
    return {
      mode,
      environment,
      realmId: null,
      connected: false,
      message:
        "QuickBooks is not configured: set QBO_CLIENT_ID, QBO_CLIENT_SECRET, QBO_REALM_ID and QBO_REFRESH_TOKEN.",
    };
  }

  /** The client for the configured company (demo: starts the simulator on first use). */
  async client(): Promise<QboClient> {
    if (this.mode === "live") return new QboClient(this.db, this.box, liveSettings(this.config));
    if (this.mode === "off") throw new QboError("auth", this.status().message, null);
    const fake = await this.startFake();
    await this.syncDemoDirectory(fake);
    if (!this.demoClient) {
      await clearTokens(this.db, fake.realmId);
      this.demoClient = new QboClient(this.db, this.box, {
        clientId: fake.clientId,
        clientSecret: fake.clientSecret,
        environment: "sandbox",
        apiBase: fake.apiBase,
        tokenUrl: fake.tokenUrl,
        realmId: fake.realmId,
        bootstrapRefreshToken: fake.refreshToken(),
        expenseAccountId: this.config.QBO_EXPENSE_ACCOUNT_ID,
        serviceItemId: this.config.QBO_SERVICE_ITEM_ID,
      });
    }
    return this.demoClient;
  }

  private startFake(): Promise<FakeQbo> {
    this.fake ??= startFakeQbo({
      // Each server's simulator is its own company: instances sharing a database never mix their tokens.
      realmId: `demo-${randomUUID()}`,
      clientId: "demo",
      clientSecret: randomUUID(),
      refreshToken: `RT-${randomUUID()}`,
    });
    return this.fake;
  }

  /** The simulator knows the app's vendors (Id = billing vendor id) and customers (by name), as a real company would. */
  private async syncDemoDirectory(fake: FakeQbo): Promise<void> {
    const knownVendors = new Set(fake.entities("Vendor").map((v) => v.Id));
    const rows = await this.db
      .select({ id: vendors.billingvendorid, name: vendors.name })
      .from(vendors)
      .where(isNotNull(vendors.billingvendorid));
    for (const v of rows)
      if (v.id && !knownVendors.has(v.id)) fake.addVendor({ Id: v.id, DisplayName: v.name });
    const knownCustomers = new Set(fake.entities("Customer").map((c) => String(c.DisplayName)));
    for (const c of await this.db.select({ name: customers.customername }).from(customers)) {
      if (!knownCustomers.has(c.name)) fake.addCustomer({ DisplayName: c.name });
    }
  }

  /** The demo simulator, when running (the demo screen and the browser test read what it holds). */
  async demoFake(): Promise<FakeQbo | null> {
    return this.fake ? await this.fake : null;
  }

  async close(): Promise<void> {
    if (this.fake) await (await this.fake).close();
  }
}
