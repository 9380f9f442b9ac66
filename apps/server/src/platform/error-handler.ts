import type { ApiErrorCode } from "@fm/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "./errors.ts";
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from "./service-unavailable.ts";

const fieldName = (path: string | undefined) => path?.replace(/^\//, "").replaceAll("/", ".") || "body";

/** Fastify's own 4xx errors (body too large, content type, JSON syntax, rate limit…) → our codes. */
const CODE_BY_STATUS: Readonly<Record<number, ApiErrorCode>> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  406: "not_acceptable",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

/** The code of a 4xx that did not come from an AppError; never `bad_request` for anything but 400. */
export const codeForStatus = (status: number): ApiErrorCode =>
  CODE_BY_STATUS[status] ?? (status >= 500 ? "internal" : "bad_request");

/** Every failure leaves as `{ error, message, fields? }`; 500s never reveal internals. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({
        error: err.code,
        message: err.userMessage,
        ...(err.fields ? { fields: err.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const name = fieldName(issue.instancePath);
        fields[name] ??= issue.message ?? "is invalid";
      }
      const list = Object.keys(fields).join(", ");
      return reply.status(400).send({
        error: "validation" satisfies ApiErrorCode,
        message: `Invalid ${err.validationContext ?? "request"}: check ${list}.`,
        fields,
      });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, cause: err.cause }, "response did not match its schema");
      return reply.status(500).send({ error: "internal", message: "Something went wrong on our side." });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply
        .status(err.statusCode)
        .send({ error: codeForStatus(err.statusCode), message: err.message });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, "database unavailable");
      return reply.status(503).header("retry-after", "5").send(SERVICE_UNAVAILABLE);
    }
    req.log.error({ err }, "unhandled error");
    return reply.status(500).send({ error: "internal", message: "Something went wrong on our side." });
  });
};
