import type { FastifyInstance } from "fastify";

/** One operation of the OpenAPI document, keyed "METHOD /path" with the document's {param} placeholders. */
export interface ApiOperation {
  key: string;
  method: string;
  path: string;
  operation: OpenApiOperation;
}

export interface OpenApiSchema {
  type?: string | string[];
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  items?: OpenApiSchema;
  enum?: unknown[];
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
  const?: unknown;
  default?: unknown;
}

export interface OpenApiParameter {
  in: "query" | "path" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema?: OpenApiSchema;
}

export interface OpenApiOperation {
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
  "x-access"?: string;
}

const METHODS = ["get", "post", "put", "delete", "patch"] as const;

/** Every /api operation the app documents (app.swagger()), so a new route is tested as soon as it exists. */
export const apiOperations = async (app: FastifyInstance): Promise<ApiOperation[]> => {
  await app.ready();
  const doc = app.swagger() as { paths?: Record<string, Partial<Record<string, OpenApiOperation>>> };
  const out: ApiOperation[] = [];
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    if (!path.startsWith("/api/")) continue;
    for (const method of METHODS) {
      const operation = ops[method];
      if (operation)
        out.push({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, operation });
    }
  }
  return out.sort((a, b) => a.key.localeCompare(b.key));
};
