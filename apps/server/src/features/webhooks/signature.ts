import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** Standard Webhooks secrets are `whsec_` + base64 of the key bytes. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";

export const newWebhookSecret = (): string => `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString("base64")}`;

const keyOf = (secret: string): Buffer =>
  Buffer.from(
    secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret,
    "base64",
  );

/**
 * The `webhook-signature` header of one message (Standard Webhooks): `v1,` + base64 HMAC-SHA256 of
 * `id.timestamp.body` keyed with the secret's decoded bytes.
 */
export const signWebhook = (secret: string, id: string, timestampSeconds: number, body: string): string =>
  `v1,${createHmac("sha256", keyOf(secret)).update(`${id}.${timestampSeconds}.${body}`).digest("base64")}`;

/**
 * What a receiver does: true when one of the space-separated `v1,` signatures matches and the timestamp is
 * within `toleranceSeconds` of `nowSeconds` (replay protection).
 */
export const verifyWebhook = (
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean => {
  const ts = Number(headers.timestamp);
  if (!Number.isInteger(ts) || Math.abs(nowSeconds - ts) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, headers.id, ts, body));
  return headers.signature.split(" ").some((candidate) => {
    const got = Buffer.from(candidate);
    return got.length === expected.length && timingSafeEqual(got, expected);
  });
};
