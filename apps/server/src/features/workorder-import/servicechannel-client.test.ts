import { afterAll, describe, expect, it } from "vitest";
import type { AppError } from "../../platform/errors.ts";
import { rtfToText } from "../../platform/file-parsing/rtf-text.ts";
import { FakeServiceChannel } from "../../test/fake-servicechannel/fake-servicechannel.ts";
import { ServiceChannelClient } from "./servicechannel-client.ts";
import { parseAddressLine, parseAmount, parseUsDate, readLabelled } from "./text-fields.ts";

const fake = await new FakeServiceChannel().start();
afterAll(() => fake.stop());
const clientFor = (secret = fake.clientSecret) =>
  new ServiceChannelClient(
    { apiUrl: fake.apiUrl, tokenUrl: fake.tokenUrl, clientId: fake.clientId, clientSecret: secret },
    { backoffMs: 1 },
  );
const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    return err as AppError;
  }
  throw new Error("expected a failure");
};

describe("ServiceChannel client", () => {
  it("reports refused credentials without the secret", async () => {
    const err = await failure(clientFor("wrong-secret-value").workOrdersByPurchaseNumber("X"));
    expect(err.status).toBe(503);
    expect(err.userMessage).toContain("Client authentication failed");
    expect(err.userMessage).not.toContain("wrong-secret-value");
  });

  it("does not wait out a Retry-After longer than it allows", async () => {
    fake.failNext({ status: 429, headers: { "retry-after": "120" }, body: {} });
    const started = Date.now();
    const err = await failure(clientFor().workOrdersByPurchaseNumber("X"));
    expect(err.userMessage).toContain("wait 120 seconds");
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("surfaces a 400 ErrorResponse as it came", async () => {
    fake.failNext({
      status: 400,
      body: {
        ErrorCodes: ["InvalidStoreId"],
        ErrorCode: 606,
        ErrorMessage: "Cannot find location by StoreId",
      },
    });
    const err = await failure(clientFor().workOrdersByPurchaseNumber("X"));
    expect(err.userMessage).toBe(
      "ServiceChannel answered 400: Cannot find location by StoreId (InvalidStoreId)",
    );
  });
});

describe("reading labelled text", () => {
  it("finds values in any order, up to the next label, on one line or many", () => {
    const v = readLabelled("PO #: 12 Store: 245 Trade: HVAC\nDescription:\nline one\nline two", [
      "PO #",
      "Store",
      "Trade",
      "Description",
    ]);
    expect(Object.fromEntries(v)).toEqual({
      "PO #": "12",
      Store: "245",
      Trade: "HVAC",
      Description: "line one\nline two",
    });
  });

  it("parses amounts, US dates and address lines", () => {
    expect(parseAmount("$1,200.50")).toBe(1200.5);
    expect(parseAmount("call us")).toBeNull();
    expect(parseUsDate("11/24/2026 8:00 PM")?.toISOString()).toBe("2026-11-24T20:00:00.000Z");
    expect(parseUsDate("13/45/2026")).toBeNull();
    expect(parseAddressLine("55 Elm Street, Mesa, AZ 85201")).toEqual({
      streetaddress: "55 Elm Street",
      city: "Mesa",
      statecode: "AZ",
      postalcode: "85201",
    });
  });

  it("reads the text of an RTF body", () => {
    const rtf =
      "{\\rtf1\\ansi{\\fonttbl{\\f0 Calibri;}}{\\*\\generator Outlook;}\\f0 PO #: SPR-1\\par Store: 245\\par Caf\\'e9 \\u8364? ok}";
    expect(rtfToText(rtf)).toBe("PO #: SPR-1\nStore: 245\nCafé € ok");
  });
});
