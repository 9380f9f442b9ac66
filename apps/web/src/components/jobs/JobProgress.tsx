import type { JobStatus } from "@fm/domain/contracts";
import { Alert, Group, Progress, Stack, Text } from "@mantine/core";

export interface JobProgressProps {
  job: Pick<JobStatus, "state" | "progress" | "error" | "attempts">;
  /** What the job does, e.g. "Importing job sites". */
  label: string;
}

const percent = ({ done, total }: JobStatus["progress"]) =>
  total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;

/**
 * The progress bar of a background job: waiting, running (done of total, the job's own message), a retry
 * after a failed attempt, or the final failure. What a finished job produced is the page's to show.
 */
export const JobProgress = ({ job, label }: JobProgressProps) => {
  const value = percent(job.progress);
  if (job.state === "failed") {
    return (
      <Alert color="red" title={`${label}: failed`} role="alert">
        {job.error ?? "The job failed."}
      </Alert>
    );
  }
  const running = job.state === "running";
  const caption =
    job.state === "queued"
      ? job.attempts > 0
        ? `Retrying shortly (attempt ${job.attempts} failed: ${job.error ?? "unknown error"})`
        : "Waiting to start…"
      : job.state === "succeeded"
        ? "Done"
        : (job.progress.message ?? "Working…");
  return (
    <Stack gap={4} aria-live="polite">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {job.progress.total > 0 ? `${job.progress.done} of ${job.progress.total}` : ""}
        </Text>
      </Group>
      <Progress
        value={job.state === "succeeded" ? 100 : value}
        animated={running}
        striped={running}
        aria-label={label}
        color={job.state === "succeeded" ? "green" : undefined}
      />
      <Text size="xs" c="dimmed">
        {caption}
      </Text>
    </Stack>
  );
};
