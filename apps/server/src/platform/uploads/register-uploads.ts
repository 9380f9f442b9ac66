import path from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../context.ts";
import { type ReceivedUpload, receiveUpload, type UploadAuthorizer } from "./upload-receiver.ts";

export interface UploadLimits {
  /** file parts in one request */
  files: number;
  /** form fields in one request (default 20) */
  fields?: number;
  /** MB per file (default ATTACHMENT_MAX_MB) */
  maxMb?: number;
}

/**
 * Reads one request's upload (receiveUpload with this registration's limits); knows its own size limit. A
 * route whose target is a row in the caller's scope passes `authorize`, its ownership check on the form
 * fields, which runs before any file's content is checked or parsed.
 */
export interface UploadReceiver {
  (req: FastifyRequest, authorize?: UploadAuthorizer): Promise<ReceivedUpload>;
  maxMb: number;
  maxBytes: number;
}

/**
 * The one upload registration of a routes plugin: @fastify/multipart with the limits every upload route
 * shares (names checked, not cut to their last path segment; an oversize file reported by name with the
 * others), and the receiver that stages the files in the data folder's tmp/uploads while it checks names
 * (normalised), types, sizes and content (receiveUpload). Call once per plugin, before its routes.
 */
export const registerUploads = async (
  app: FastifyInstance,
  config: Pick<AppContext["config"], "dataDir" | "ATTACHMENT_MAX_MB">,
  limits: UploadLimits,
): Promise<UploadReceiver> => {
  const maxMb = limits.maxMb ?? config.ATTACHMENT_MAX_MB;
  const maxBytes = Math.floor(maxMb * 1024 * 1024);
  const fields = limits.fields ?? 20;
  await app.register(multipart, {
    preservePath: true,
    throwFileSizeLimit: false,
    limits: {
      fileSize: maxBytes,
      files: limits.files,
      fields,
      fieldSize: 1024,
      parts: limits.files + fields,
    },
  });
  const tmpDir = path.join(config.dataDir, "tmp", "uploads");
  const receive = (req: FastifyRequest, authorize?: UploadAuthorizer) =>
    receiveUpload(req, { tmpDir, maxBytes, maxMb, authorize });
  return Object.assign(receive, { maxMb, maxBytes });
};
