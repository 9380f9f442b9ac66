import type { InjectOptions } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { signIn } from "./factories.ts";
import { makeOwner } from "./matrix/callers.ts";
import { type ApiOperation, apiOperations, type OpenApiSchema } from "./openapi-routes.ts";
import { createTestApp } from "./test-app.ts";

/*
 * Issue 29 #5: NUL and other control characters in any text field of any route answer 400 naming that field,
 * never a 500 (PostgreSQL text cannot hold NUL) and never a silent write. Every string field of every JSON body
 * and query string in the OpenAPI document is sent, alone, holding each character below; a new route or
 * field is covered as soon as it exists. (The random fuzzer, fuzz.test.ts, also draws them.)
 */
const CONTROL = ["\u0000", "\u0001", "\u001b", "\u007f"];

/**
 * Fields that drop them instead of refusing: list search boxes (gridQueryString, reports: the typed text stays
 * usable) and the client error log (a report is kept whatever it holds). No 5xx either way.
 */
const isStripped = (p: Probe) =>
  (p.field === "search" && !p.label.startsWith("POST /api/view/") && !p.label.startsWith("PUT /api/view/")) ||
  p.label.startsWith("POST /api/error/logerror ");

// Sign-in routes are probed many times from one address.
const t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "100000" });
afterAll(() => t.close());
const owner = await makeOwner(t);
const signInCallers = async () => [
  (await signIn(t, { roles: ["Admin"] })).token,
  (await signIn(t, { roles: ["AccountingAdmin"] })).token,
  (await signIn(t, { roles: ["Vendor"], vendorid: owner.vendorid })).token,
  (await signIn(t, { roles: ["Tech"], vendorid: owner.vendorid })).token,
  (await signIn(t, { roles: ["Customer"], customerid: owner.customerid })).token,
  null,
];
/**
 * The signed-in callers, kept until a route ends one's session (logout answers, the next call with that token
 * is a 401): then every caller signs in afresh, so such a route never blinds the next probe. (A sign-in per
 * probe made this file 90 % password hashing.)
 */
let signedIn: Promise<(string | null)[]> | undefined;
const callers = () => {
  signedIn ??= signInCallers();
  return signedIn;
};
const operations = await apiOperations(t.app);

const isFreeText = (s: OpenApiSchema) => {
  const types = s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
  return types.includes("string") && !s.enum && s.const === undefined && !s.format?.startsWith("date");
};

/** Paths ("a.b.0.c") of every free-text leaf of a body schema, with a body holding `value` at that leaf alone. */
const textLeaves = (s: OpenApiSchema, at: string[] = [], depth = 0): string[][] => {
  if (depth > 5) return [];
  const out: string[][] = isFreeText(s) ? [at] : [];
  for (const [k, p] of Object.entries(s.properties ?? {})) out.push(...textLeaves(p, [...at, k], depth + 1));
  if (s.items) out.push(...textLeaves(s.items, [...at, "0"], depth + 1));
  for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) out.push(...textLeaves(alt, at, depth + 1));
  return out;
};
const bodyWith = (path: string[], value: string): unknown => {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  return head === "0" ? [bodyWith(rest, value)] : { [head]: bodyWith(rest, value) };
};
const urlOf = (op: ApiOperation) => op.path.replace(/\{[^}]+\}/g, "1");

interface Probe {
  label: string;
  field: string;
  request: (value: string) => InjectOptions;
}

const probes: Probe[] = [];
for (const op of operations) {
  const schema = op.operation.requestBody?.content?.["application/json"]?.schema;
  for (const path of schema ? textLeaves(schema) : []) {
    if (path.length === 0) continue;
    const field = path.join(".");
    probes.push({
      label: `${op.key} ${field}`,
      field,
      request: (value) => ({
        method: op.method as InjectOptions["method"],
        url: urlOf(op),
        payload: JSON.stringify(bodyWith(path, value)),
        headers: { "content-type": "application/json" },
      }),
    });
  }
  for (const p of op.operation.parameters ?? []) {
    if (p.in !== "query" || !p.schema || !isFreeText(p.schema)) continue;
    probes.push({
      label: `${op.key} ${p.name}`,
      field: p.name,
      // Fastify checks the body before the query string: an empty object lets a body of defaults pass.
      request: (value) => ({
        method: op.method as InjectOptions["method"],
        url: `${urlOf(op)}?${p.name}=${encodeURIComponent(value)}`,
        ...(op.method === "GET" || op.method === "DELETE"
          ? {}
          : { payload: "{}", headers: { "content-type": "application/json" } }),
      }),
    });
  }
}

/** The answer of the first caller the route lets in (its access rule runs before the body is read). */
const send = async (probe: Probe, value: string) => {
  let res = await t.call(null, probe.request(value));
  for (let attempt = 0; attempt < 2; attempt++) {
    let sessionEnded = false;
    for (const token of await callers()) {
      res = await t.call(token, probe.request(value));
      if (res.statusCode === 401 && token !== null) {
        signedIn = undefined;
        sessionEnded = true;
        break;
      }
      if (res.statusCode !== 403) return res;
    }
    if (!sessionEnded) return res;
  }
  return res;
};

describe("control characters in every text field", () => {
  it("finds the text fields (the enumeration can fail)", () => {
    expect(probes.length).toBeGreaterThan(200);
    expect(probes.map((p) => p.label)).toEqual(
      expect.arrayContaining(["POST /api/workorder/savenote note", "POST /api/error/logerror errormessage"]),
    );
  });

  it.each(probes.filter((p) => isStripped(p)).map((p) => [p.label, p] as const))(
    "%s: stripped (no 5xx)",
    async (_label, probe) => {
      for (const c of CONTROL) expect((await send(probe, `a${c}b`)).statusCode).toBeLessThan(500);
    },
  );

  it.each(probes.filter((p) => !isStripped(p)).map((p) => [p.label, p] as const))(
    "%s: 400 naming the field",
    async (_label, probe) => {
      for (const c of CONTROL) {
        const res = await send(probe, `a${c}b`);
        const body = res.json<{ error?: string; fields?: Record<string, string> }>();
        expect({ status: res.statusCode, error: body.error }, `${JSON.stringify(c)}: ${res.body}`).toEqual({
          status: 400,
          error: "validation",
        });
        expect(Object.keys(body.fields ?? {}), `${JSON.stringify(c)}: ${res.body}`).toContain(probe.field);
      }
    },
  );
});
