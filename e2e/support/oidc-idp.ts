import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import { Provider } from "oidc-provider";

/* admin (issue 16): a real oidc-provider for the SPA's sign-in: authorization code + PKCE for a public client. */

export const E2E_API_AUDIENCE = "https://api.fm-dispatch.e2e";
export const E2E_CLIENT_ID = "fm-dispatch-spa";

export interface E2eIdp {
  issuer: string;
  /** Tells the provider where the app is (its redirect and logout URIs), once the app's port is known. */
  close(): Promise<void>;
}

interface GrantLike {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  addResourceScope(resource: string, scope: string): void;
  save(): Promise<string>;
}
interface Ctx {
  oidc: {
    client: { clientId: string };
    session: { accountId: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    provider: {
      Grant: {
        new (init: { clientId: string; accountId: string }): GrantLike;
        find(id: string): Promise<GrantLike>;
      };
    };
  };
}

/**
 * Starts the provider on a free loopback port. `accounts` gives each login (an e-mail) its roles and
 * permissions (and `emailVerified: false` for a login whose e-mail the provider does not vouch for); the dev
 * login form accepts any password. Access tokens are RS256 JWTs for E2E_API_AUDIENCE.
 */
export const startE2eIdp = async (
  appOrigin: string,
  accounts: Record<string, { roles: string[]; permissions: string[]; emailVerified?: boolean }>,
): Promise<E2eIdp> => {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: "e2e", alg: "RS256", use: "sig" };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: E2E_CLIENT_ID,
        token_endpoint_auth_method: "none",
        application_type: "web",
        redirect_uris: [`${appOrigin}/login/callback`],
        post_logout_redirect_uris: [`${appOrigin}/login`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(16).toString("hex")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({ sub, email: sub, email_verified: accounts[sub]?.emailVerified ?? true }),
    }),
    clientBasedCORS: () => true,
    features: {
      devInteractions: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => E2E_API_AUDIENCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: unknown, resourceIndicator: string) => ({
          scope: "api",
          audience: resourceIndicator,
          accessTokenTTL: 600,
          accessTokenFormat: "jwt",
          jwt: { sign: { alg: "RS256" } },
        }),
      },
    },
    // A first-party app: no consent screen; the grant covers the app's scopes and the API.
    loadExistingGrant: async (ctx: Ctx) => {
      const { oidc } = ctx;
      const existing = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (existing) return oidc.provider.Grant.find(existing);
      const grant = new oidc.provider.Grant({
        clientId: oidc.client.clientId,
        accountId: oidc.session.accountId,
      });
      grant.addOIDCScope("openid email");
      grant.addOIDCClaims(["email", "email_verified"]);
      grant.addResourceScope(E2E_API_AUDIENCE, "api");
      await grant.save();
      return grant;
    },
    formats: {
      customizers: {
        jwt: (_ctx: unknown, token: { accountId?: string }, jwt: { payload: Record<string, unknown> }) => {
          const account = token.accountId ? accounts[token.accountId] : undefined;
          jwt.payload.email = token.accountId;
          jwt.payload.email_verified = account?.emailVerified ?? true;
          jwt.payload.roles = account?.roles ?? [];
          jwt.payload.permissions = account?.permissions ?? [];
        },
      },
    },
  });
  server.on("request", provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
};
