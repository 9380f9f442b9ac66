import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/** Addresses a webhook may not reach unless an Admin allows it for testing: loopback, private, link-local… */
const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(net, prefix, "ipv6");
}

const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** true for an address a public webhook must never reach (IPv4-mapped IPv6 is judged as its IPv4). */
export const isPrivateAddress = (address: string): boolean => {
  const bare = address.replace(/^\[|\]$/g, "");
  const mapped = MAPPED_V4.exec(bare)?.[1];
  if (mapped) return blocked.check(mapped, "ipv4");
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, "ipv4");
  if (family === 6) return blocked.check(bare, "ipv6");
  return true;
};

export class UnsafeWebhookUrl extends Error {}

/**
 * Checks where a webhook URL leads: http(s), a host that resolves, and (unless `allowPrivate`) no address of
 * it loopback / private / link-local. Answers the addresses, so the caller connects to one of them only.
 */
export const resolveWebhookUrl = async (
  url: string,
  allowPrivate: boolean,
): Promise<{ url: URL; addresses: { address: string; family: number }[] }> => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UnsafeWebhookUrl("URL must be a web address starting with http:// or https://.");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new UnsafeWebhookUrl("URL must be a web address starting with http:// or https://.");
  }
  if (parsed.username || parsed.password)
    throw new UnsafeWebhookUrl("URL must not carry a user name or password.");
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new UnsafeWebhookUrl(`URL: the host ${host} could not be resolved.`);
    }
  }
  if (addresses.length === 0) throw new UnsafeWebhookUrl(`URL: the host ${host} could not be resolved.`);
  if (!allowPrivate) {
    const bad = addresses.find((a) => isPrivateAddress(a.address));
    if (bad) {
      throw new UnsafeWebhookUrl(
        `URL leads to a loopback, private or link-local address (${bad.address}); webhooks must reach a public address.`,
      );
    }
  }
  return { url: parsed, addresses };
};
