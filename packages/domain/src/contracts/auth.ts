import { z } from "zod";
import { PASSWORD_MAX_LENGTH, passwordProblem } from "../passwords/password-policy.ts";
import { controlCharactersMessage, hasControlCharacters } from "./control-chars.ts";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../passwords/password-policy.ts";

/** RFC 5321's limit on a mailbox path; passwords are capped (PASSWORD_MAX_LENGTH) so hashing cannot burn CPU. */
export const EMAIL_MAX_LENGTH = 254;

const required = (field: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? `${field} is required.` : `${field} must be text.`;

export const LoginBody = z.object({
  email: z
    .string({ error: required("Email") })
    .trim()
    .min(1, "Email is required.")
    .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters.`)
    .pipe(z.email("Email is invalid.")),
  password: z
    .string({ error: required("Password") })
    .min(1, "Password is required.")
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`)
    .refine((s) => !hasControlCharacters(s), controlCharactersMessage("Password")),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const SessionUser = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  vendorid: z.number().nullable(),
  customerid: z.number().nullable(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** Opaque refresh tokens are 43 base64url characters; anything far longer is not one of ours. */
const RefreshToken = z
  .string({ error: "refreshToken must be text." })
  .min(1, "refreshToken is required.")
  .max(200, "refreshToken is not valid.")
  .refine((s) => !hasControlCharacters(s), "refreshToken is not valid.");

export const LoginResponse = z.object({
  /** Short-lived (ACCESS_TOKEN_TTL_SECONDS) bearer token naming the server-side session. */
  accessToken: z.string(),
  /** Seconds the access token is valid for. */
  expiresIn: z.number(),
  /** Opaque, single-use: POST /api/auth/refresh trades it for a new access token and the next refresh token. */
  refreshToken: z.string(),
  /** Seconds until the session ends (SESSION_TTL_SECONDS after sign-in); no refresh after that. */
  refreshExpiresIn: z.number(),
  user: SessionUser,
});
export type LoginResponse = z.infer<typeof LoginResponse>;

export const RefreshBody = z.object({ refreshToken: RefreshToken });

export const LogoutBody = z.object({ refreshToken: RefreshToken.optional() }).optional();

/** GET /api/auth/jwks: the public keys that verify access tokens. */
export const JwkSet = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });
export type JwkSet = z.infer<typeof JwkSet>;

/** admin (issue 16): GET /api/auth/config (public): how the SPA signs in. */
export const AuthConfig = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("local") }),
  z.object({
    mode: z.literal("oidc"),
    authority: z.string(),
    clientId: z.string(),
    scope: z.string(),
    audienceParam: z.string(),
    audience: z.string(),
  }),
]);
export type AuthConfig = z.infer<typeof AuthConfig>;

/**
 * A password being set (set-password link, a tech's first password, Change Password): the one policy of
 * passwords/password-policy.ts, so every route agrees (issue 29).
 */
export const newPassword = (label: string) =>
  z
    .string({ error: required(label) })
    .refine((s) => !hasControlCharacters(s), controlCharactersMessage(label))
    .superRefine((s, ctx) => {
      const problem = passwordProblem(s, label);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
