import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { API_ERROR_CODES } from "@fm/domain";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** The body of every refused or failed call (ARCHITECTURE.md: `{ error, message, fields }`). */
const API_ERROR_SCHEMA = {
  type: "object",
  required: ["error", "message"],
  properties: {
    error: { type: "string", enum: [...API_ERROR_CODES] },
    message: { type: "string" },
    fields: { type: "object", additionalProperties: { type: "string" }, description: "field → its message" },
  },
};
const ERROR_RESPONSE = {
  description: "Refused or failed: the error code, a message and, for a 400, each invalid field.",
  content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
};

type Operations = Record<string, Record<string, { responses?: Record<string, unknown> }>>;

/** Every operation documents its error answers, so a typed client sees them (`error` in openapi-fetch). */
const withErrorResponses = <T extends { paths?: unknown; components?: object }>(doc: T): T => {
  for (const item of Object.values((doc.paths ?? {}) as Operations))
    for (const op of Object.values(item))
      if (op && typeof op === "object")
        op.responses = { ...op.responses, "4XX": ERROR_RESPONSE, "5XX": ERROR_RESPONSE };
  return {
    ...doc,
    components: {
      ...doc.components,
      schemas: {
        ...(doc.components as { schemas?: object } | undefined)?.schemas,
        ApiError: API_ERROR_SCHEMA,
      },
    },
  };
};

/** OpenAPI 3 at /api/openapi.json, reference UI at /api/docs. Each route's access rule is listed as x-access. */
export const registerOpenApi = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "FM Dispatch API",
        version: "0.1.0",
        description: "Work-order dispatch API. All paths are under /api.",
      },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
      security: [{ bearer: [] }],
    },
    transformObject: (documents) =>
      "openapiObject" in documents ? withErrorResponses(documents.openapiObject) : documents.swaggerObject,
    transform: (args) => {
      const out = jsonSchemaTransform(args);
      const access = args.route.config?.access;
      return access ? { ...out, schema: { ...out.schema, "x-access": access.describe } } : out;
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  app.get(
    "/api/openapi.json",
    { config: { access: { describe: "public", check: null } }, schema: { hide: true } },
    () => app.swagger(),
  );
};
