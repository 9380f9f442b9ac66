import { customerImportKey, ImportResult, ImportStarted } from "@fm/domain/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { uploadMultipart } from "../../api/upload.ts";
import { useJob, useLatestJob } from "../../components/jobs/index.ts";
import { IMPORT_ERROR_TOAST_MS, notifyFailure, notifySuccess } from "../../components/notify.ts";
import { customerKeys, customersApi } from "./customers-api.ts";

/**
 * The state of a per-customer background import page (job sites, trade rates): the chosen customer, the
 * upload that starts the job, and that job (or, after a reload, the customer's latest one) with its result.
 */
export const useCustomerImport = (kind: string, uploadPath: (customerid: string) => string) => {
  const queryClient = useQueryClient();
  const [customerid, setCustomerid] = useState<string | null>(null);
  const [jobid, setJobid] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const customers = useQuery({
    queryKey: customerKeys.picker(false),
    queryFn: () => customersApi.picker(false),
  });
  const latest = useLatestJob(kind, customerid ? customerImportKey(kind, customerid) : null);
  const job = useJob(jobid ?? latest.data?.job?.id ?? null, ImportResult);
  const running = job.data?.state === "queued" || job.data?.state === "running";

  const chooseCustomer = (id: string | null) => {
    setCustomerid(id);
    setJobid(null);
  };
  const upload = async (files: File[]) => {
    const [file] = files;
    if (!file || !customerid) return;
    setUploading(true);
    try {
      const form = new FormData();
      form.append("file", file, file.name);
      const started = ImportStarted.parse(await uploadMultipart(uploadPath(customerid), form));
      setJobid(started.jobid);
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
    customerid,
    chooseCustomer,
    customerOptions: (customers.data ?? []).map((c) => ({ value: String(c.id), label: c.customername })),
    job: job.data,
    running,
    uploading,
    upload,
    /** The finished import's outcome (shown once the job no longer runs). */
    result: parsed?.success && !running ? parsed.data : null,
  };
};
