import type { AuthConfig } from "@fm/domain/contracts";
import type { UserManager } from "oidc-client-ts";
import { devContract } from "../api/dev-contract.ts";
import { api } from "../api/instance.ts";

/* admin (issue 16): sign-in through an external OpenID Connect provider (spec 3 §2.3), authorization code + PKCE. */

export const OIDC_CALLBACK_PATH = "/login/callback";

let config: Promise<AuthConfig> | null = null;

/** How this deployment signs in (GET /api/auth/config), asked once per page load. */
export const authConfig = (): Promise<AuthConfig> => {
  config ??= devContract("AuthConfig")
    .then((response) =>
      api.get("/api/auth/config", { authenticated: false, handleUnauthorized: false, response }),
    )
    .catch((error: unknown) => {
      config = null;
      throw error;
    });
  return config;
};

type OidcConfig = Extract<AuthConfig, { mode: "oidc" }>;

let manager: { key: string; value: UserManager } | null = null;

/** The one oidc-client-ts UserManager (PKCE is its default for the code flow); the library loads on first use. */
export const userManager = async (c: OidcConfig): Promise<UserManager> => {
  const key = JSON.stringify(c);
  if (manager?.key === key) return manager.value;
  const { UserManager, WebStorageStateStore } = await import("oidc-client-ts");
  if (manager?.key === key) return manager.value;
  const origin = window.location.origin;
  const value = new UserManager({
    authority: c.authority,
    client_id: c.clientId,
    redirect_uri: `${origin}${OIDC_CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/login`,
    response_type: "code",
    scope: c.scope,
    extraQueryParams: c.audience ? { [c.audienceParam]: c.audience } : {},
    // localStorage: the id_token for the provider's logout survives a new tab, like our own session.
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: false,
  });
  manager = { key, value };
  return value;
};

export { isProviderPasswordExpired } from "./login-messages.ts";
