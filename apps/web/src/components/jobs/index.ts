export * from "./JobProgress.tsx";
export * from "./use-job.ts";
