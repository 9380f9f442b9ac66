import fs from "node:fs/promises";
import path from "node:path";
import {
  exportJWK,
  generateKeyPair,
  importJWK,
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

/** The built-in identity provider's signing key, kept under DATA_DIR so tokens survive restarts. */
export class LocalIdentityProvider implements TokenVerifier {
  private constructor(
    private readonly key: StoredKey,
    private readonly privateKey: SigningKey,
    private readonly publicKey: SigningKey,
    private readonly ttlSeconds: number,
  ) {}

  static async open(opts: { keyDir: string | null; ttlSeconds: number }): Promise<LocalIdentityProvider> {
    const stored = opts.keyDir ? await loadOrCreateKey(opts.keyDir) : await newKey();
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

  async issue(user: { id: number; email: string; name: string; roles: string[]; permissions: string[] }) {
    return new SignJWT({
      email: user.email,
      name: user.name,
      roles: user.roles,
      permissions: user.permissions,
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
    try {
      const { payload } = await jwtVerify(token, this.publicKey, {
        issuer: LOCAL_ISSUER,
        audience: LOCAL_AUDIENCE,
        algorithms: [ALG],
        requiredClaims: ["sub", "exp"],
      });
      if (!/^[1-9][0-9]{0,9}$/.test(String(payload.sub))) throw invalidToken();
      return {
        subject: String(payload.sub),
        email: typeof payload.email === "string" ? payload.email : null,
        roles: stringList(payload.roles),
        permissions: stringList(payload.permissions),
        local: true,
      };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw tokenExpired();
      throw invalidToken();
    }
  }
}

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
