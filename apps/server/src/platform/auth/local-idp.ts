import fs from "node:fs/promises";
import path from "node:path";
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  importPKCS8,
  type JWK,
  errors as joseErrors,
  jwtVerify,
  SignJWT,
} from "jose";
import type { TokenVerifier, VerifiedClaims } from "./auth-user.ts";
import { stringList } from "./claims.ts";
import { invalidToken, tokenExpired } from "./token-errors.ts";

const ALG = "ES256";
export const LOCAL_ISSUER = "urn:fm-dispatch:local";
export const LOCAL_AUDIENCE = "fm-dispatch-api";

type SigningKey = Awaited<ReturnType<typeof importJWK>>;

interface StoredKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

/** What an access token of ours says about its bearer, besides the user. */
export interface LocalTokenSubject {
  id: number;
  email: string;
  name: string;
  roles: string[];
  permissions: string[];
  /** The server-side session (authsessions.id) the token belongs to. */
  sessionId: string;
  /** users.tokenversion when the token was issued. */
  tokenVersion: number;
}

/**
 * The built-in identity provider. Its signing key comes from configuration (JWT_SIGNING_KEY or
 * JWT_SIGNING_KEY_FILE: one key shared by every instance), else from DATA_DIR/keys (created on first start,
 * so tokens survive restarts of a single instance).
 */
export class LocalIdentityProvider implements TokenVerifier {
  /**
   * Tokens this instance has verified (signature and claims), until they expire: a signature check is an
   * ECDSA verify (~0.4 ms of CPU), and a client sends the same token with every request. Only successes are
   * kept, the expiry is checked on every hit exactly as jose checks it, and whether the session and user are
   * still valid is read from the database on every request (loadUser), so nothing a sign-out, block or role
   * change revokes is served from here. Bounded: the oldest entry goes first.
   */
  private readonly verified = new Map<string, { claims: VerifiedClaims; expiresAt: number }>();

  private constructor(
    private readonly key: StoredKey,
    private readonly privateKey: SigningKey,
    private readonly publicKey: SigningKey,
    private readonly ttlSeconds: number,
  ) {}

  static async open(opts: {
    keyDir: string | null;
    ttlSeconds: number;
    /** A private key as a JWK (JSON) or PKCS#8 PEM; wins over keyDir. */
    signingKey?: string | null;
  }): Promise<LocalIdentityProvider> {
    const stored = opts.signingKey
      ? await keyFromText(opts.signingKey)
      : opts.keyDir
        ? await loadOrCreateKey(opts.keyDir)
        : await newKey();
    const privateKey = await importJWK(stored.privateJwk, ALG);
    const publicKey = await importJWK(stored.publicJwk, ALG);
    return new LocalIdentityProvider(stored, privateKey, publicKey, opts.ttlSeconds);
  }

  get expiresIn(): number {
    return this.ttlSeconds;
  }

  jwks(): { keys: JWK[] } {
    return { keys: [{ ...this.key.publicJwk, kid: this.key.kid, alg: ALG, use: "sig" }] };
  }

  async issue(user: LocalTokenSubject) {
    return new SignJWT({
      email: user.email,
      name: user.name,
      roles: user.roles,
      permissions: user.permissions,
      sid: user.sessionId,
      tv: user.tokenVersion,
    })
      .setProtectedHeader({ alg: ALG, kid: this.key.kid, typ: "JWT" })
      .setIssuer(LOCAL_ISSUER)
      .setAudience(LOCAL_AUDIENCE)
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.privateKey);
  }

  async verify(token: string): Promise<VerifiedClaims> {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAt) return copyOf(known.claims);
      this.verified.delete(token);
      throw tokenExpired();
    }
    try {
      const { payload } = await jwtVerify(token, this.publicKey, {
        issuer: LOCAL_ISSUER,
        audience: LOCAL_AUDIENCE,
        algorithms: [ALG],
        requiredClaims: ["sub", "exp"],
      });
      if (!/^[1-9][0-9]{0,9}$/.test(String(payload.sub))) throw invalidToken();
      const { sid, tv } = payload;
      if (typeof sid !== "string" || !SESSION_ID.test(sid)) throw invalidToken();
      if (typeof tv !== "number" || !Number.isSafeInteger(tv)) throw invalidToken();
      const claims: VerifiedClaims = {
        sessionId: sid,
        tokenVersion: tv,
        subject: String(payload.sub),
        email: typeof payload.email === "string" ? payload.email : null,
        emailVerified: false,
        roles: stringList(payload.roles),
        permissions: stringList(payload.permissions),
        local: true,
      };
      this.remember(token, claims, Number(payload.exp) * 1000);
      return copyOf(claims);
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw tokenExpired();
      throw invalidToken();
    }
  }

  private remember(token: string, claims: VerifiedClaims, expiresAt: number) {
    if (!Number.isFinite(expiresAt)) return;
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(token, { claims, expiresAt });
  }
}

/** How many verified tokens an instance keeps (a few per signed-in user; ~1 KB each). */
const VERIFIED_TOKENS_KEPT = 10_000;

const copyOf = (c: VerifiedClaims): VerifiedClaims => ({
  ...c,
  roles: [...c.roles],
  permissions: [...c.permissions],
});

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A configured private key: a JWK (JSON, EC P-256 with "d") or a PKCS#8 PEM of one. */
export const keyFromText = async (text: string): Promise<StoredKey> => {
  const trimmed = text.trim();
  let privateJwk: JWK;
  try {
    privateJwk = trimmed.startsWith("-----BEGIN")
      ? await exportJWK(await importPKCS8(trimmed, ALG, { extractable: true }))
      : (JSON.parse(trimmed) as JWK);
  } catch {
    throw new Error("JWT_SIGNING_KEY is neither a JWK (JSON) nor a PKCS#8 PEM private key");
  }
  if (privateJwk.kty !== "EC" || privateJwk.crv !== "P-256" || !privateJwk.d) {
    throw new Error("JWT_SIGNING_KEY must be a private EC P-256 key (ES256)");
  }
  const { d: _private, kid, alg: _alg, use: _use, key_ops: _ops, ...publicJwk } = privateJwk;
  await importJWK(privateJwk, ALG);
  return { kid: kid ?? `fm-${await calculateJwkThumbprint(publicJwk)}`, privateJwk, publicJwk };
};

/** The signing key text from JWT_SIGNING_KEY or the file JWT_SIGNING_KEY_FILE names; null when neither is set. */
export const configuredSigningKey = async (config: {
  JWT_SIGNING_KEY?: string | undefined;
  JWT_SIGNING_KEY_FILE?: string | undefined;
}): Promise<string | null> => {
  if (config.JWT_SIGNING_KEY) return config.JWT_SIGNING_KEY;
  if (config.JWT_SIGNING_KEY_FILE) return fs.readFile(config.JWT_SIGNING_KEY_FILE, "utf8");
  return null;
};

const newKey = async (): Promise<StoredKey> => {
  const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  return { kid: `fm-${Date.now().toString(36)}`, privateJwk: await exportJWK(privateKey), publicJwk };
};

const loadOrCreateKey = async (keyDir: string): Promise<StoredKey> => {
  const file = path.join(keyDir, "signing-key.json");
  try {
    return JSON.parse(await fs.readFile(file, "utf8")) as StoredKey;
  } catch {
    const key = await newKey();
    await fs.mkdir(keyDir, { recursive: true, mode: 0o700 });
    await fs.writeFile(file, JSON.stringify(key), { mode: 0o600 });
    return key;
  }
};
