import { describe, expect, it } from "vitest";
import { newWebhookSecret, signWebhook, verifyWebhook } from "./signature.ts";
import { isPrivateAddress } from "./url-guard.ts";

// The published Standard Webhooks test vector (standard-webhooks spec and its reference libraries).
const VECTOR = {
  secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
};

describe("Standard Webhooks signature", () => {
  it("reproduces the specification's test vector", () => {
    expect(signWebhook(VECTOR.secret, VECTOR.id, VECTOR.timestamp, VECTOR.body)).toBe(VECTOR.signature);
  });

  it("verifies the vector among several signatures, and refuses a changed body, id or an old timestamp", () => {
    const headers = {
      id: VECTOR.id,
      timestamp: String(VECTOR.timestamp),
      signature: `v1,bm9wZQ== ${VECTOR.signature}`,
    };
    expect(verifyWebhook(VECTOR.secret, headers, VECTOR.body, VECTOR.timestamp + 10)).toBe(true);
    expect(verifyWebhook(VECTOR.secret, headers, '{"test": 2432232315}', VECTOR.timestamp)).toBe(false);
    expect(verifyWebhook(VECTOR.secret, { ...headers, id: "msg_other" }, VECTOR.body, VECTOR.timestamp)).toBe(
      false,
    );
    expect(verifyWebhook(VECTOR.secret, headers, VECTOR.body, VECTOR.timestamp + 301)).toBe(false);
  });

  it("makes whsec_ secrets of 24 random bytes", () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});

describe("webhook address guard", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "::1",
    "::",
    "fe80::1",
    "fd00::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
  ])("refuses %s", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(["203.0.113.10", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"])("allows %s", (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});
