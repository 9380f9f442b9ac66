import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import { type AccessTokenJwt, Provider } from "oidc-provider";

/** What the next access token says about its user; the helper mints one token at a time. */
export interface TokenClaims {
  sub: string;
  email?: string;
  roles?: string[];
  permissions?: string[] | string;
  /** Resource indicator requested, which becomes the token's `aud`; defaults to the API audience. */
  audience?: string;
  /** Issue the token already expired (iat two hours ago, exp one hour ago). */
  expired?: boolean;
  /** Any other claims to add. */
  extra?: Record<string, unknown>;
}

export interface OidcTestProvider {
  issuer: string;
  audience: string;
  /** Environment for createTestApp: OIDC_ISSUER, OIDC_AUDIENCE and the claim names used here. */
  env: Record<string, string>;
  /** The `kid` of the provider's signing key (as served from its JWKS). */
  kid: string;
  /** A real JWT access token from the provider's token endpoint (client_credentials + resource indicator). */
  token(claims: TokenClaims): Promise<string>;
  close(): Promise<void>;
}

export const TEST_API_AUDIENCE = "https://api.fm-dispatch.test";
/** Namespaced, Auth0-style custom claims; permissions use Auth0's plain `permissions` claim. */
export const TEST_ROLES_CLAIM = "https://fm.example/roles";
export const TEST_EMAIL_CLAIM = "https://fm.example/email";
export const TEST_PERMISSIONS_CLAIM = "permissions";

const CLIENT_ID = "fm-dispatch-tests";

/**
 * A real oidc-provider on a free loopback port: discovery, JWKS and a token endpoint issuing RS256 JWT access
 * tokens. Claims are set by the provider's JWT customizer from what the test asks for, so the API under test
 * verifies exactly what an external provider would send, through real discovery and JWKS over HTTP.
 */
export const startOidcProvider = async (): Promise<OidcTestProvider> => {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = `test-${randomBytes(4).toString("hex")}`;
  const signingJwk = { ...(await exportJWK(privateKey)), kid, alg: "RS256", use: "sig" };
  const clientSecret = randomBytes(24).toString("hex");

  let pending: TokenClaims | null = null;
  const customize = (jwt: AccessTokenJwt) => {
    const c = pending;
    if (!c) return;
    const p = jwt.payload;
    p.sub = c.sub;
    // A provider that knows the e-mail vouches for it unless the test says otherwise (extra).
    if (c.email !== undefined) {
      p[TEST_EMAIL_CLAIM] = c.email;
      p.email_verified = true;
    }
    if (c.roles !== undefined) p[TEST_ROLES_CLAIM] = c.roles;
    if (c.permissions !== undefined) p[TEST_PERMISSIONS_CLAIM] = c.permissions;
    if (c.expired) {
      const now = Math.floor(Date.now() / 1000);
      p.iat = now - 7200;
      p.exp = now - 3600;
    }
    Object.assign(p, c.extra);
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: clientSecret,
        grant_types: ["client_credentials"],
        redirect_uris: [],
        response_types: [],
      },
    ],
    jwks: { keys: [signingJwk] },
    cookies: { keys: [randomBytes(16).toString("hex")] },
    findAccount: async () => undefined,
    features: {
      clientCredentials: { enabled: true },
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => TEST_API_AUDIENCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resourceIndicator) => ({
          scope: "api",
          audience: resourceIndicator,
          accessTokenTTL: 300,
          accessTokenFormat: "jwt",
          jwt: { sign: { alg: "RS256" } },
        }),
      },
    },
    formats: { customizers: { jwt: (_ctx, _token, jwt) => customize(jwt) } },
    ttl: { ClientCredentials: 300 },
  });
  server.on("request", provider.callback());

  const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as {
    token_endpoint: string;
  };

  const requestToken = async (claims: TokenClaims): Promise<string> => {
    pending = claims;
    try {
      const res = await fetch(discovery.token_endpoint, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${clientSecret}`).toString("base64")}`,
        },
        body: new URLSearchParams({
          grant_type: "client_credentials",
          resource: claims.audience ?? TEST_API_AUDIENCE,
          scope: "api",
        }),
      });
      const body = (await res.json()) as { access_token?: string; error?: string };
      if (!res.ok || !body.access_token) {
        throw new Error(`token endpoint answered ${res.status}: ${JSON.stringify(body)}`);
      }
      return body.access_token;
    } finally {
      pending = null;
    }
  };

  // Token requests run one at a time so each one's claims reach the right token.
  let queue: Promise<unknown> = Promise.resolve();
  const token = (claims: TokenClaims) => {
    const next = queue.then(() => requestToken(claims));
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    issuer,
    audience: TEST_API_AUDIENCE,
    kid,
    env: {
      OIDC_ISSUER: issuer,
      OIDC_AUDIENCE: TEST_API_AUDIENCE,
      OIDC_ROLES_CLAIM: TEST_ROLES_CLAIM,
      OIDC_PERMISSIONS_CLAIM: TEST_PERMISSIONS_CLAIM,
      OIDC_EMAIL_CLAIM: TEST_EMAIL_CLAIM,
    },
    token,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
};
