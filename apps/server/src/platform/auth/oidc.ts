import type { AppConfig } from "../../config.ts";
import type { TokenVerifier } from "./auth-user.ts";

/** Verifies access tokens of an external OpenID Connect provider (issuer discovery + JWKS). */
export const createOidcVerifier = async (_config: AppConfig): Promise<TokenVerifier> => {
  throw new Error("OIDC verification is not implemented yet");
};
