import { type ImportFileSource, WorkOrderImportResult } from "@fm/domain/contracts";
import { api } from "../../api/instance.ts";
import { uploadForm } from "../../api/upload.ts";

/** POST /api/workorder/importwofromservicechannel?id={PO} (spec 2 §7). */
export const importByPo = (po: string, createjobsite = false) =>
  api.post("/api/workorder/importwofromservicechannel", undefined, {
    query: { id: po, ...(createjobsite ? { createjobsite: "true" } : {}) },
    response: WorkOrderImportResult,
  });

/** POST /api/workorder/parseWOHTML: one file, one work order, with upload progress. */
export const importFile = (
  file: File,
  source: ImportFileSource,
  onProgress: (percent: number) => void,
  createjobsite = false,
) => {
  const form = new FormData();
  form.append("source", source);
  if (createjobsite) form.append("createjobsite", "true");
  form.append("file", file, file.name);
  return uploadForm("/api/workorder/parseWOHTML", form, WorkOrderImportResult, onProgress).then(
    (r) => r.body,
  );
};

export const detailsPath = (id: number) => `/workorder/details?id=${id}&origin=workorder`;
