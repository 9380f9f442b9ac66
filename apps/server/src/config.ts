import path from "node:path";
import { z } from "zod";
import { parseTrustProxy } from "./platform/auth/trust-proxy.ts";

const bool = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1")
  .optional();

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  SEED_DEMO: bool,
  /** A streaming replica of DATABASE_URL for list/dashboard/count/report/export/map reads (docs/deployment.md). */
  DATABASE_READ_URL: z.string().url().optional(),
  /** A replica further behind than this is bypassed (reads go to the primary) until it catches up. */
  DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().min(0.1).max(3600).default(10),
  /** How often each instance reads the replica's replay position (read-your-writes, lag, up/down). */
  DATABASE_READ_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(250),
  /** SIGTERM: how long /api/health answers 503 "draining" while still serving, before the listener closes. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** SIGTERM: the longest wait for in-flight requests and running jobs before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** PostgreSQL pool: connections per server process, and how fast an unreachable database fails a request. */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** Behind a load balancer / reverse proxy: which hops may set X-Forwarded-For (see trust-proxy.ts). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, c) => {
      const parsed = parseTrustProxy(v);
      if (parsed instanceof Error) {
        c.addIssue({ code: "custom", message: parsed.message });
        return z.NEVER;
      }
      return parsed;
    }),
  /** Issue 31: a technician checks in within this many metres of the job site's point (0.25 mi). */
  FIELD_GEOFENCE_METERS: z.coerce.number().int().min(25).max(50_000).default(400),
  /** Short-lived: the browser renews it with the refresh token; revocation is checked on every request anyway. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /** Absolute lifetime of a sign-in (the refresh-token family): sign in again after it. */
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 60 * 60),
  /** Private signing key of the built-in identity provider as a JWK (JSON); every instance must share one. */
  JWT_SIGNING_KEY: z.string().min(1).optional(),
  /** The same, read from a file (e.g. a mounted secret). */
  JWT_SIGNING_KEY_FILE: z.string().min(1).optional(),
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(0).default(0),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Failed sign-ins of one account from one client address before that address is locked out of it. */
  LOGIN_LOCKOUT_THRESHOLD: z.coerce.number().int().positive().default(5),
  /** Failed sign-ins of one account from all addresses before addresses it never signed in from are locked out. */
  LOGIN_ACCOUNT_LOCKOUT_THRESHOLD: z.coerce.number().int().positive().default(20),
  /** First lockout; each further one doubles, up to LOGIN_LOCKOUT_MAX_SECONDS. */
  LOGIN_LOCKOUT_BASE_SECONDS: z.coerce.number().int().positive().default(60),
  LOGIN_LOCKOUT_MAX_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_AUDIENCE: z.string().optional(),
  OIDC_ROLES_CLAIM: z.string().default("roles"),
  OIDC_PERMISSIONS_CLAIM: z.string().default("permissions"),
  OIDC_EMAIL_CLAIM: z.string().default("email"),
  /** Claim saying the provider verified that e-mail: an account is linked by e-mail only when it is `true`. */
  OIDC_EMAIL_VERIFIED_CLAIM: z.string().default("email_verified"),
  /** admin (issue 16): the SPA's public client id at the provider (authorization code + PKCE). */
  OIDC_CLIENT_ID: z.string().optional(),
  /** Scopes the SPA asks for. */
  OIDC_SCOPE: z.string().default("openid profile email"),
  /** Query parameter naming the API audience in the authorization request: `audience` (Auth0) or `resource` (RFC 8707). */
  OIDC_AUDIENCE_PARAM: z.string().default("audience"),
  /** admin: the address users reach the app at, for links in e-mail (invitations); required to send them. */
  PUBLIC_URL: z.preprocess((v) => (v === "" ? undefined : v), z.url({ protocol: /^https?$/ }).optional()),
  /** admin: hours an invitation's set-password link stays valid. */
  INVITATION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(72),
  /** Issue 32: hours the Accept / Decline links of a dispatch e-mail stay valid. */
  VENDOR_RESPONSE_LINK_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(72),
  /** audit trail (issue 33): rows older than this many days are deleted by the daily audit-retention job. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(400),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("FM Dispatch <dispatch@fmdispatch.local>"),
  WEB_DIST_DIR: z.string().optional(),
  ATTACHMENT_MAX_MB: z.coerce.number().positive().max(1024).default(25),
  AZURE_STORAGE_CONNECTION_STRING: z.string().min(1).optional(),
  AZURE_STORAGE_CONTAINER: z
    .string()
    .regex(/^[a-z0-9](?!.*--)[a-z0-9-]{1,61}[a-z0-9]$/, "must be a valid Azure container name")
    .default("attachments"),
  SAS_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** Strict-Transport-Security max-age; 0 (default) sends no HSTS. Set it only when TLS is terminated in front. */
  HSTS_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 * 365 * 24 * 60 * 60)
    .default(0),
  /** 32 bytes (base64 or hex) encrypting stored credentials; every instance must share it (else DATA_DIR/keys). */
  APP_ENCRYPTION_KEY: z.string().min(1).optional(),
  APP_ENCRYPTION_KEY_FILE: z.string().min(1).optional(),
  /** Comma-separated earlier keys, still accepted for reading while stored values are re-encrypted. */
  APP_ENCRYPTION_KEY_PREVIOUS: z.string().optional(),
  /** How often each instance looks for due background jobs. */
  JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  // --- accounting (issue 16): QuickBooks Online, see docs/configuration.md "Connecting QuickBooks Online"
  /** Intuit app keys; without QBO_CLIENT_ID the push goes to the built-in QuickBooks simulator (demo mode). */
  QBO_CLIENT_ID: z.string().min(1).optional(),
  QBO_CLIENT_SECRET: z.string().min(1).optional(),
  /** sandbox → https://sandbox-quickbooks.api.intuit.com, production → https://quickbooks.api.intuit.com. */
  QBO_ENVIRONMENT: z.enum(["sandbox", "production"]).default("sandbox"),
  /** The company (realm) id and a first refresh token from the OAuth consent; later ones are rotated and kept encrypted. */
  QBO_REALM_ID: z.string().min(1).optional(),
  QBO_REFRESH_TOKEN: z.string().min(1).optional(),
  /** Expense account of bill lines and the service item of invoice lines (ids in the QuickBooks company). */
  QBO_EXPENSE_ACCOUNT_ID: z.string().min(1).default("7"),
  QBO_SERVICE_ITEM_ID: z.string().min(1).default("1"),
  /** Overrides of Intuit's endpoints (a proxy, or the local simulator in tests). */
  QBO_API_BASE_URL: z.string().url().optional(),
  QBO_TOKEN_URL: z.string().url().optional(),
  /** With no QBO_CLIENT_ID: true (default) runs the simulator in-process so the push can be tried; false turns the push off. */
  QBO_DEMO: bool,
  // Work-order import (issue 18): ServiceChannel's v3 API (OAuth2 client credentials); docs/configuration.md.
  /** e.g. https://sb2api.servicechannel.com/v3 (sandbox) or https://api.servicechannel.com/v3. */
  SERVICECHANNEL_API_URL: z.string().url().optional(),
  /** e.g. https://sb2login.servicechannel.com/oauth/token. */
  SERVICECHANNEL_TOKEN_URL: z.string().url().optional(),
  SERVICECHANNEL_CLIENT_ID: z.string().min(1).optional(),
  /** Never logged nor returned; read from the environment (or SERVICECHANNEL_CLIENT_SECRET_FILE). */
  SERVICECHANNEL_CLIENT_SECRET: z.string().min(1).optional(),
  SERVICECHANNEL_CLIENT_SECRET_FILE: z.string().min(1).optional(),
  /** Without a real ServiceChannel, `npm start` serves a labelled demo stand-in with a few POs; false turns it off. */
  SERVICECHANNEL_DEMO: bool,
  /**
   * Browser tests only: the demo stand-in listens on this loopback port and answers its /__fake/ control requests
   * (add an order, read it back, make its writes fail). Unset (always, outside e2e/support/global-setup.ts): a free
   * port and no control requests.
   */
  SERVICECHANNEL_DEMO_CONTROL_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  /** First wait before retrying a ServiceChannel 5xx (doubled per attempt, 4 attempts). */
  SERVICECHANNEL_RETRY_BASE_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  /** Issue 33 §6: the subscriber whose new (Open) orders the poll imports; unset: no polling. */
  SERVICECHANNEL_SUBSCRIBER_ID: z
    .string()
    .regex(/^\d+$/, "a ServiceChannel subscriber id (digits)")
    .optional(),
  /** Minutes between two polls for new orders (0 turns the poll off). */
  SERVICECHANNEL_POLL_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
  /** Largest PDF or Outlook message the work-order import accepts. */
  WORKORDER_IMPORT_MAX_MB: z.coerce.number().positive().max(1024).default(20),
  /**
   * Browser tests only (e2e/support/global-setup.ts): registers the /api/testcontrol/* routes (run a periodic job
   * now). Unset everywhere else, where those paths answer 404; refused with NODE_ENV=production. AGENTS.md.
   */
  TEST_CONTROL_ROUTES: bool,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type AppConfig = z.infer<typeof EnvSchema> & { dataDir: string };

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${details}`);
  }
  if (parsed.data.TEST_CONTROL_ROUTES && env.NODE_ENV === "production")
    throw new Error(
      "Invalid configuration: TEST_CONTROL_ROUTES is for browser tests, never with NODE_ENV=production",
    );
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
};
