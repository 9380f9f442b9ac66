/**
 * Response contracts of the calls /login makes before anyone is signed in. Production builds never check
 * responses (api/instance.ts), so these load in development only and zod stays out of /login's chunk
 * (decision 0011).
 */
export const publicContract = async <K extends "AuthConfig" | "LoginResponse">(name: K) =>
  import.meta.env.DEV ? (await import("@fm/domain/contracts"))[name] : undefined;
