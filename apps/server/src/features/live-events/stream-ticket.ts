import type { VerifiedClaims } from "../../platform/auth/auth-user.ts";
import { unauthorized } from "../../platform/errors.ts";
import type { SecretBox } from "../../platform/secrets/secret-box.ts";

/** How long a stream ticket opens a stream (the stream itself then lives on, re-checking the session). */
export const TICKET_SECONDS = 60;

interface TicketBody {
  claims: VerifiedClaims;
  exp: number;
}

/**
 * An EventSource cannot send an Authorization header, so a signed-in tab first asks for a ticket: the caller's
 * verified claims sealed (AES-GCM, APP_ENCRYPTION_KEY) with an expiry. Any instance sharing the key opens it.
 */
export const issueTicket = (box: SecretBox, claims: VerifiedClaims, now: Date) => {
  const exp = now.getTime() + TICKET_SECONDS * 1000;
  const body: TicketBody = { claims, exp };
  return { ticket: box.seal(JSON.stringify(body)), expiresat: new Date(exp).toISOString() };
};

/** The claims of a ticket still valid at `now`; 401 for anything else (forged, expired, another key). */
export const openTicket = (box: SecretBox, ticket: string, now: Date): VerifiedClaims => {
  let body: TicketBody;
  try {
    body = JSON.parse(box.open(ticket)) as TicketBody;
  } catch {
    throw unauthorized();
  }
  if (typeof body.exp !== "number" || body.exp < now.getTime() || !body.claims) throw unauthorized();
  return body.claims;
};
