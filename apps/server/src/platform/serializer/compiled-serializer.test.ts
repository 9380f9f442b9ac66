import { WorkOrderListPage } from "@fm/domain/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { serializerChoices } from "../../app.ts";
import { makeCustomer, makeJobSite, makeWorkOrder, signIn } from "../../test/factories.ts";
import { apiOperations } from "../../test/openapi-routes.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { compileResponseSchema } from "./compiled-serializer.ts";
import { translateForSerializer } from "./zod-to-fjs.ts";

type Def = {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  valueType?: z.ZodType;
};
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/**
 * A value zod accepts for a compilable schema: "full" fills every optional key and non-null nullable,
 * "sparse" leaves optional keys out and nulls every nullable; every object also carries an undeclared key
 * (the column a query might add) that both serializers must drop.
 */
const sample = (s: z.ZodType, mode: "full" | "sparse", depth = 0): unknown => {
  const def = defOf(s);
  switch (def.type) {
    case "string":
      return 'text "quoted" \\ é \u2028';
    case "number":
      return 42;
    case "boolean":
      return true;
    case "null":
      return null;
    case "date":
      return new Date(Date.UTC(2026, 10, 22, 23, 0, 0));
    case "unknown":
    case "any":
      return { anything: [1, "two"] };
    case "enum":
      return Object.values(def.entries ?? {})[0];
    case "literal":
      return def.values?.[0];
    case "nullable":
      return mode === "sparse" ? null : sample(def.innerType as z.ZodType, mode, depth);
    case "readonly":
    case "optional":
      return sample(def.innerType as z.ZodType, mode, depth);
    case "array":
      return depth > 6 ? [] : [sample(def.element as z.ZodType, mode, depth + 1)];
    case "record":
      return { a: sample(def.valueType as z.ZodType, mode, depth + 1) };
    case "union": {
      const nonNull = (def.options ?? []).find((o) => defOf(o).type !== "null");
      return mode === "sparse" || !nonNull ? null : sample(nonNull, mode, depth);
    }
    case "object": {
      const out: Record<string, unknown> = { passwordhash: "must-not-leak" };
      for (const [k, v] of Object.entries(def.shape ?? {})) {
        if (mode === "sparse" && defOf(v).type === "optional") continue;
        out[k] = sample(v, mode, depth + 1);
      }
      return out;
    }
    default:
      throw new Error(`no sample for ${def.type}`);
  }
};

const zodJson = (schema: z.ZodType, value: unknown) => JSON.stringify(z.encode(schema, value as never));

describe("compiled response serializer", () => {
  it("compiles the shapes it can write faithfully and falls back on the others", () => {
    const compiles = [
      z.object({ a: z.string(), b: z.number().int().nullable(), c: z.boolean().optional() }),
      z.array(z.object({ d: z.date(), e: z.enum(["x", "y"]), f: z.literal(3) })),
      z.object({ r: z.record(z.string(), z.number()), u: z.unknown(), n: z.string().nullish() }),
      z.union([z.object({ a: z.string() }), z.null()]),
      z.object({ a: z.string() }).readonly(),
      z.email(),
    ];
    for (const s of compiles) expect(translateForSerializer(s)).toMatchObject({ ok: true });
    const fallsBack = [
      z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
      z.discriminatedUnion("k", [z.object({ k: z.literal("a") }), z.object({ k: z.literal("b") })]),
      z.tuple([z.string(), z.number()]),
      z.object({ a: z.string() }).transform((o) => o.a),
      z.object({ a: z.string().pipe(z.string()) }),
      z.object({ a: z.string().default("x") }),
      z.object({ a: z.string().trim() }),
      z.looseObject({ a: z.string() }),
      z.object({ a: z.string() }).and(z.object({ b: z.string() })),
      z.record(z.enum(["a", "b"]), z.string()),
      z.object({ a: z.bigint() }),
      z.lazy(() => z.string()),
      z.literal(["a", 1]),
      z.map(z.string(), z.string()),
    ];
    for (const s of fallsBack) {
      const t = translateForSerializer(s);
      expect(t.ok).toBe(false);
      expect(typeof compileResponseSchema(s)).toBe("object"); // a reason, not a function
    }
  });

  it("writes exactly what zod writes, dropping undeclared keys, for the list page", () => {
    const fn = compileResponseSchema(WorkOrderListPage);
    if (typeof fn !== "function") throw new Error(`list page not compiled: ${fn.reason}`);
    for (const mode of ["full", "sparse"] as const) {
      const value = sample(WorkOrderListPage, mode);
      const out = fn(value);
      expect(out).toBe(zodJson(WorkOrderListPage, value));
      expect(out).not.toContain("passwordhash");
    }
  });

  describe("on every route of the app", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    }, 60_000);
    afterAll(() => t.close());

    it("compiles or falls back for every response schema of the OpenAPI document, never failing", async () => {
      const choices = serializerChoices.get(t.app) ?? [];
      const ops = await apiOperations(t.app);
      const doc = t.app.swagger() as {
        paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
      };
      const toFastify = (p: string) => p.replace(/\{([^}]+)\}/g, ":$1");
      let checked = 0;
      for (const op of ops) {
        const responses = doc.paths[op.path]?.[op.method.toLowerCase()]?.responses ?? {};
        for (const [status, response] of Object.entries(responses)) {
          // Routes without a response schema (file downloads) have no content and no serializer.
          if (!/^\d{3}$/.test(status) || !response.content) continue;
          const choice = choices.find(
            (c) => c.method === op.method && c.url === toFastify(op.path) && c.httpStatus === status,
          );
          expect(choice, `${op.key} ${status} has a serializer`).toBeDefined();
          if (!choice) continue;
          checked++;
          if (choice.kind === "zod") {
            expect(choice.reason, `${op.key} ${status} says why it falls back`).toBeTruthy();
            continue;
          }
          // Compiled: same bytes as zod for a full and a sparse value, and no undeclared key.
          const schema = choice.schema as z.ZodType;
          const fn = compileResponseSchema(schema);
          if (typeof fn !== "function") throw new Error(`${op.key}: compiled choice without a function`);
          for (const mode of ["full", "sparse"] as const) {
            let value: unknown;
            try {
              value = z.parse(schema, sample(schema, mode));
            } catch {
              continue; // refinements the sample does not meet: the API tests cover real values
            }
            const out = fn(value);
            expect(out, `${op.key} ${status} ${mode}`).toBe(zodJson(schema, value));
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
      const compiled = choices.filter((c) => c.kind === "compiled").length;
      expect(compiled / choices.length).toBeGreaterThan(0.8);
    });
  });

  it("drops a column the service did not declare, on the real work-order list route", async () => {
    // Compiled serializer alone (no zod cross-check), with a hook that adds an undeclared column to every
    // row the real list service returns.
    const t = await createTestApp(
      {},
      {
        verifySerializer: false,
        beforeFeatures: (app) => {
          app.addHook("preSerialization", async (req, _reply, payload) => {
            if (!req.url.startsWith("/api/workorder/getworkorders")) return payload;
            const page = payload as { rows: Record<string, unknown>[] };
            return { ...page, rows: page.rows.map((r) => ({ ...r, passwordhash: "secret-hash-9f2" })) };
          });
        },
      },
    );
    try {
      const list = (serializerChoices.get(t.app) ?? []).find(
        (c) => c.method === "GET" && c.url === "/api/workorder/getworkorders" && c.httpStatus === "200",
      );
      expect(list?.kind).toBe("compiled");
      const customer = await makeCustomer(t.db);
      const site = await makeJobSite(t.db, customer.id);
      const wo = await makeWorkOrder(t.db, { customerid: customer.id, jobsiteid: site.id });
      const { token } = await signIn(t, { roles: ["Admin"] });
      const res = await t.call(token, {
        method: "GET",
        url: `/api/workorder/getworkorders?status=all&search=${encodeURIComponent(wo.wonumber)}`,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { rows: { wonumber: string }[] };
      expect(body.rows.map((r) => r.wonumber)).toEqual([wo.wonumber]);
      expect(res.body).not.toContain("passwordhash");
      expect(res.body).not.toContain("secret-hash-9f2");
    } finally {
      await t.close();
    }
  }, 60_000);
});
