import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "./errors.ts";
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from "./service-unavailable.ts";

const fieldName = (path: string | undefined) => path?.replace(/^\//, "").replaceAll("/", ".") || "body";

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
        error: "bad_request",
        message: `Invalid ${err.validationContext ?? "request"}: check ${list}.`,
        fields,
      });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, cause: err.cause }, "response did not match its schema");
      return reply.status(500).send({ error: "internal", message: "Something went wrong on our side." });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const code = err.statusCode === 429 ? "rate_limited" : "bad_request";
      return reply.status(err.statusCode).send({ error: code, message: err.message });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, "database unavailable");
      return reply.status(503).header("retry-after", "5").send(SERVICE_UNAVAILABLE);
    }
    req.log.error({ err }, "unhandled error");
    return reply.status(500).send({ error: "internal", message: "Something went wrong on our side." });
  });
};
