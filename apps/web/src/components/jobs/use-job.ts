import { isJobFinished, type JobState, jobStatusOf, LatestJob } from "@fm/domain/contracts";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../api/instance.ts";

/** How often a page asks for the progress of a job still queued or running. */
export const JOB_POLL_MS = 1000;

export const jobQueryKey = (id: number) => ["jobs", id] as const;

const pollWhileActive = (status: { state: JobState } | null | undefined) =>
  status && !isJobFinished(status.state) ? JOB_POLL_MS : false;

/**
 * A background job's status, polled every second until it ends (then the query stays still). `result` is
 * parsed with the page's own schema of what the job answers (e.g. an import's counts and row errors).
 */
export const useJob = <R extends z.ZodType>(id: number | null, result: R) => {
  const schema = jobStatusOf(result);
  return useQuery({
    queryKey: id === null ? ["jobs", "none"] : jobQueryKey(id),
    queryFn: () => api.get(`/api/jobs/${id}`, { response: schema }),
    enabled: id !== null,
    refetchInterval: (query) => pollWhileActive(query.state.data),
  });
};

/**
 * The latest job of a kind for one subject (e.g. the job-site import of one customer), so a page shows a
 * running import again after a reload. Polls while that job is active.
 */
export const useLatestJob = (kind: string, key: string | null) =>
  useQuery({
    queryKey: ["jobs", "latest", kind, key],
    queryFn: () => api.get("/api/jobs/latest", { query: { kind, key: key ?? "" }, response: LatestJob }),
    enabled: key !== null,
    refetchInterval: (query) => pollWhileActive(query.state.data?.job),
  });
