import fsp from "node:fs/promises";
import {
  ImportFileFields,
  type ServiceChannelImportQuery,
  type WorkOrderImportResult,
} from "@fm/domain/contracts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import type { AppContext } from "../../platform/context.ts";
import { AppError, badRequest, integrationNotConfigured } from "../../platform/errors.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { discardStaged, extensionOf, type ReceivedUpload } from "../attachments/index.ts";
import { parseGabesPdf } from "./gabes-pdf.ts";
import type { ServiceChannelClient } from "./servicechannel-client.ts";
import { mapServiceChannelWorkOrder } from "./servicechannel-mapping.ts";
import { parseSproutsMsg } from "./sprouts-msg.ts";
import { type ImportOptions, importParsedOrder } from "./workorder-import.service.ts";

/** POST importwofromservicechannel: the PO's ServiceChannel work order, mapped and imported. */
export const importFromServiceChannel = async (
  ctx: AppContext,
  client: ServiceChannelClient | null,
  user: AuthUser,
  query: ServiceChannelImportQuery,
  limits: Omit<ImportOptions, "createjobsite">,
): Promise<WorkOrderImportResult> => {
  assertAllowed(user, "importWorkOrder", {});
  if (!client) {
    throw integrationNotConfigured(
      "ServiceChannel is not configured on this server (SERVICECHANNEL_API_URL, SERVICECHANNEL_TOKEN_URL, SERVICECHANNEL_CLIENT_ID and the client secret).",
    );
  }
  const wo = await client.workOrderByPurchaseNumber(query.id);
  const parsed = { ...mapServiceChannelWorkOrder(wo, query.id), files: [] };
  return importParsedOrder(ctx, user, parsed, { ...limits, createjobsite: query.createjobsite ?? false });
};

const EXTENSION_OF_SOURCE = { "application/pdf": "pdf", "application/vnd.ms-outlook": "msg" } as const;

/** POST parseWOHTML: one uploaded file of the chosen source, parsed and imported. */
export const importFile = async (
  ctx: AppContext,
  user: AuthUser,
  upload: ReceivedUpload,
  limits: Omit<ImportOptions, "createjobsite">,
): Promise<WorkOrderImportResult> => {
  try {
    // Before the file is looked at (AGENTS.md: parsers run after the permission check).
    assertAllowed(user, "importWorkOrder", {});
    const parsedFields = ImportFileFields.safeParse(upload.fields);
    if (!parsedFields.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsedFields.error.issues)
        fields[String(issue.path[0] ?? "body")] ??= issue.message;
      throw badRequest(Object.values(fields).join(" "), fields);
    }
    const { source, createjobsite } = parsedFields.data;
    const [file, ...more] = upload.files;
    if (!file) throw badRequest("Choose a file to import.", { file: "Choose a file to import." });
    if (more.length > 0) {
      throw badRequest("Send one file per request: each file makes one work order.", {
        file: "Send one file per request.",
      });
    }
    const wanted = EXTENSION_OF_SOURCE[source];
    if (extensionOf(file.originalName) !== wanted) {
      const message = `${file.originalName} is not a .${wanted} file: ${source === "application/pdf" ? "Gabes work orders are PDF files" : "Sprouts work orders are Outlook .msg files"}.`;
      throw new AppError("unsupported_media_type", 415, message, { file: message });
    }
    const data = await fsp.readFile(file.tempPath);
    const parsed =
      source === "application/pdf"
        ? await parseGabesPdf(data, file.originalName)
        : await parseSproutsMsg(data, file.originalName, limits.maxBytes);
    return await importParsedOrder(ctx, user, parsed, { ...limits, createjobsite: createjobsite ?? false });
  } finally {
    await discardStaged(upload.files);
  }
};
