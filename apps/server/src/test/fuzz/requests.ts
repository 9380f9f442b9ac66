import fc from "fast-check";
import type { InjectOptions } from "fastify";
import type { ApiOperation, OpenApiParameter } from "../openapi-routes.ts";
import { hostileValue, type KnownIds, objectFor, valueFor } from "./arbitraries.ts";
import { hostileUploads, MultipartBody } from "./hostile-uploads.ts";

/** How a generated value travels in a URL: scalars as text, objects and arrays as JSON (as the SPA sends them). */
const asText = (v: unknown): string =>
  typeof v === "string" ? v : v === undefined ? "" : typeof v === "object" ? JSON.stringify(v) : String(v);

const paramArb = (p: OpenApiParameter, ids: KnownIds) =>
  fc.option(valueFor(p.schema ?? {}, p.name, { ids }), { freq: p.required ? 15 : 2, nil: undefined });

/** An upload route: its description names multipart/form-data (no JSON body schema). */
export const isUploadOperation = (op: ApiOperation) =>
  /multipart\/form-data/.test(op.operation.description ?? "");

/**
 * Requests for one operation: path and query parameters and JSON body drawn from the schemas in the
 * OpenAPI document, each value now and then replaced by a hostile one, and now and then a body of the wrong
 * shape altogether.
 */
export const requestFor = (op: ApiOperation, ids: KnownIds): fc.Arbitrary<InjectOptions> => {
  const params = op.operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === "path");
  const queryParams = params.filter((p) => p.in === "query");
  const jsonSchema = op.operation.requestBody?.content?.["application/json"]?.schema;
  const hasBody = op.method !== "GET" && op.method !== "DELETE";
  const upload = hasBody && isUploadOperation(op);
  const body: fc.Arbitrary<unknown> = upload
    ? hostileUploads(ids)
    : hasBody
      ? fc.oneof(
          { weight: 6, arbitrary: jsonSchema ? objectFor(jsonSchema, { ids }) : fc.constant({}) },
          { weight: 1, arbitrary: hostileValue() },
        )
      : fc.constant(undefined);
  return fc
    .record({
      path: fc.tuple(...pathParams.map((p) => valueFor(p.schema ?? {}, p.name, { ids }))),
      query: fc.tuple(...queryParams.map((p) => paramArb(p, ids))),
      body,
    })
    .map(({ path, query, body: payload }) => {
      let url = op.path;
      pathParams.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, encodeURIComponent(asText(path[i])) || "%20");
      });
      const qs = new URLSearchParams();
      queryParams.forEach((p, i) => {
        const v = query[i];
        if (v !== undefined) qs.append(p.name, asText(v));
      });
      const search = qs.toString();
      const request: InjectOptions = {
        method: op.method as InjectOptions["method"],
        url: search ? `${url}?${search}` : url,
      };
      if (payload instanceof MultipartBody) {
        request.payload = payload.payload;
        request.headers = payload.headers;
      } else if (payload !== undefined) {
        request.payload = JSON.stringify(payload) ?? "null";
        request.headers = { "content-type": "application/json" };
      }
      return request;
    });
};
