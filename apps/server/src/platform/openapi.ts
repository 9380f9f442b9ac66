import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

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
