import type { AppConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { TokenVerifier } from "./auth/auth-user.ts";
import type { LocalIdentityProvider } from "./auth/local-idp.ts";
import type { JobRunner } from "./jobs/job-runner.ts";
import type { SecretBox } from "./secrets/secret-box.ts";
import type { BlobStore } from "./storage/blob-store.ts";

/** What every feature's routes receive: the database, configuration and identity services. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  /** Built-in identity provider; always present (it signs tokens for /api/auth/login and serves the JWKS). */
  identity: LocalIdentityProvider;
  /** Verifies access tokens: the built-in provider, or an external OpenID Connect provider when configured. */
  verifier: TokenVerifier;
  /** Attachment files: local disk under DATA_DIR/files, or Azure Blob Storage when configured. */
  blobs: BlobStore;
  /** Encryption at rest for stored credentials (APP_ENCRYPTION_KEY). */
  secrets: SecretBox;
  /** The one background-job runner: features register their kinds and enqueue work (platform/jobs). */
  jobs: JobRunner;
  /** The injectable clock of time-dependent rules (check-in times, late / no-show); tests set it. */
  clock?: () => Date;
  /** Set on SIGTERM (main.ts): /api/health answers 503 "draining" so a balancer stops sending requests. */
  lifecycle?: { draining: boolean };
}

export interface RouteOptions {
  ctx: AppContext;
}
