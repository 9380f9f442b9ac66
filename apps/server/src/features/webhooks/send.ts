import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { resolveWebhookUrl } from "./url-guard.ts";

export interface SendResult {
  ok: boolean;
  status: number | null;
  latencyMs: number;
  error: string | null;
}

const TIMEOUT_MS = 10_000;
/** A receiver's answer is not read beyond this (only its status matters). */
const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * POSTs one signed message. The host is resolved and checked first (resolveWebhookUrl) and the connection
 * goes to that checked address only (a pinned lookup), so a DNS answer that changes in between cannot send
 * it to a private address. No redirects are followed.
 */
export const postWebhook = async (
  url: string,
  headers: Record<string, string>,
  body: string,
  allowPrivate: boolean,
): Promise<SendResult> => {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let target: Awaited<ReturnType<typeof resolveWebhookUrl>>;
  try {
    target = await resolveWebhookUrl(url, allowPrivate);
  } catch (err) {
    return { ok: false, status: null, latencyMs: elapsed(), error: (err as Error).message };
  }
  const pinned = target.addresses[0];
  if (!pinned) return { ok: false, status: null, latencyMs: elapsed(), error: "no address" };
  const pinnedLookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = target.url.protocol === "https:" ? https : http;
  return new Promise<SendResult>((resolve) => {
    const req = client.request(
      target.url,
      {
        method: "POST",
        lookup: pinnedLookup,
        timeout: TIMEOUT_MS,
        headers: {
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "FM-Dispatch-Webhooks/1",
          ...headers,
        },
      },
      (res) => {
        let read = 0;
        res.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) res.destroy();
        });
        const done = () => {
          const status = res.statusCode ?? null;
          const ok = status !== null && status >= 200 && status < 300;
          resolve({ ok, status, latencyMs: elapsed(), error: ok ? null : `HTTP ${status}` });
        };
        res.on("end", done);
        res.on("close", done);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    req.on("error", (err) => resolve({ ok: false, status: null, latencyMs: elapsed(), error: err.message }));
    req.end(body);
  });
};
