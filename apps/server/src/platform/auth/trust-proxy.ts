import { isIP } from "node:net";

/** What Fastify's `trustProxy` option receives: off, a hop count, or the proxies' addresses / CIDR ranges. */
export type TrustProxy = false | number | string[];

const isAddressOrCidr = (entry: string): boolean => {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: unset, "false" or "0" → X-Forwarded-For is ignored and the client address is the socket's;
 * a number n → trust the n proxies nearest to the server; a comma-separated list of IPs / CIDR ranges →
 * trust only hops from those addresses. `true` (trust anyone) is refused: any client could then choose
 * its own address and escape the per-address limits.
 */
export const parseTrustProxy = (raw: string | undefined): TrustProxy | Error => {
  const value = raw?.trim() ?? "";
  if (value === "" || value === "false" || value === "0") return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 32 ? hops : new Error("a hop count must be at most 32");
  }
  const entries = value
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (bad.length > 0) {
    return new Error(`expected false, a hop count or IP/CIDR list; not an address: ${bad.join(", ")}`);
  }
  return entries;
};

/** Fastify's option: a hop count becomes "the n nearest hops" (its typings take no number). */
export const fastifyTrustProxy = (
  tp: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) =>
  typeof tp === "number" ? (_address, hop) => hop < tp : tp;
