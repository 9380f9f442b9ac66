import type { Principal } from "@fm/domain";

/** The signed-in user as every route sees it: token claims plus the links that drive row-level rules. */
export interface AuthUser extends Principal {
  id: number;
  email: string;
  name: string;
  vendorid: number | null;
  customerid: number | null;
  /** The primary's WAL position after this user's last write, from any instance (db/reader.ts: read-your-writes). */
  lastWrite?: { lsn: string; at: Date } | null;
  /** Set when the request carries an API token (issue 33): the token acting as `id`, narrowed to its scopes. */
  apitokenid?: number;
}

/** Claims read from a verified access token, built-in or external. */
export interface VerifiedClaims {
  subject: string;
  email: string | null;
  /** The provider vouches for `email` (OIDC `email_verified: true`); only then may it link an account. */
  emailVerified: boolean;
  roles: string[];
  permissions: string[];
  /** true when the subject is our own user id (built-in identity provider). */
  local: boolean;
  /** Our own tokens only: the server-side session and the user's token version they were issued under. */
  sessionId?: string;
  tokenVersion?: number;
}

export interface TokenVerifier {
  verify(token: string): Promise<VerifiedClaims>;
}
