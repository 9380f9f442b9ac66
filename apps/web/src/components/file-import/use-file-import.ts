import { ImportResult, ImportStarted } from "@fm/domain/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { uploadMultipart } from "../../api/upload.ts";
import { useJob, useLatestJob } from "../jobs/index.ts";
import { IMPORT_ERROR_TOAST_MS, notifyFailure, notifySuccess } from "../notify.ts";

/**
 * A background file import of one subject (a customer's job sites or trade rates, a vendor's ZIPs): the
 * upload that starts the job, that job (or, after a reload, the subject's latest one) and its result.
 * `key` / `uploadPath` are null until a subject is chosen; choosing another subject forgets the started job.
 */
export const useFileImport = (
  kind: string,
  key: string | null,
  uploadPath: string | null,
  onFinished?: () => void,
) => {
  const queryClient = useQueryClient();
  const [started, setStarted] = useState<{ key: string; jobid: number } | null>(null);
  const [uploading, setUploading] = useState(false);
  const latest = useLatestJob(kind, key);
  const jobid = started && started.key === key ? started.jobid : (latest.data?.job?.id ?? null);
  const job = useJob(jobid, ImportResult);
  const running = job.data?.state === "queued" || job.data?.state === "running";
  const finishedJob = job.data?.state === "succeeded" ? job.data.id : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per finished job
  useEffect(() => {
    if (finishedJob !== null) onFinished?.();
  }, [finishedJob]);

  const upload = async (files: File[]) => {
    const [file] = files;
    if (!file || !key || !uploadPath) return;
    setUploading(true);
    try {
      const form = new FormData();
      form.append("file", file, file.name);
      const begun = ImportStarted.parse(await uploadMultipart(uploadPath, form));
      setStarted({ key, jobid: begun.jobid });
      notifySuccess("Import started");
      void queryClient.invalidateQueries({ queryKey: ["jobs", "latest"] });
    } catch (err) {
      notifyFailure(err, "Import failed", IMPORT_ERROR_TOAST_MS);
    } finally {
      setUploading(false);
    }
  };
  const parsed = job.data?.result ? ImportResult.safeParse(job.data.result) : null;
  return {
    ready: key !== null,
    job: job.data,
    running,
    uploading,
    upload,
    /** The finished import's outcome (shown once the job no longer runs). */
    result: parsed?.success && !running ? parsed.data : null,
  };
};

export type FileImportState = ReturnType<typeof useFileImport>;
