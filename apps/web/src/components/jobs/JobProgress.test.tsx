// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { JobProgress, type JobProgressProps } from "./JobProgress.tsx";

const job = (over: Partial<JobProgressProps["job"]>): JobProgressProps["job"] => ({
  state: "running",
  progress: { done: 0, total: 0, message: null },
  error: null,
  attempts: 1,
  ...over,
});

const show = (j: JobProgressProps["job"]) =>
  render(
    <MantineProvider>
      <JobProgress job={j} label="Importing job sites" />
    </MantineProvider>,
  );

describe("JobProgress", () => {
  it("shows done of total, the job's message and the bar's value while running", () => {
    show(job({ progress: { done: 25, total: 100, message: "Row 25" } }));
    expect(screen.getByText("25 of 100")).toBeTruthy();
    expect(screen.getByText("Row 25")).toBeTruthy();
    expect(
      screen.getByRole("progressbar", { name: "Importing job sites" }).getAttribute("aria-valuenow"),
    ).toBe("25");
  });

  it("says it is waiting, or retrying after a failed attempt", () => {
    const { unmount } = show(job({ state: "queued", attempts: 0 }));
    expect(screen.getByText("Waiting to start…")).toBeTruthy();
    unmount();
    show(job({ state: "queued", attempts: 1, error: "connection reset" }));
    expect(screen.getByText("Retrying shortly (attempt 1 failed: connection reset)")).toBeTruthy();
  });

  it("shows the final failure as an alert with the job's error", () => {
    show(job({ state: "failed", error: "Row 2: Zip is required." }));
    expect(screen.getByRole("alert").textContent).toContain("Row 2: Zip is required.");
  });

  it("is full and says Done when the job succeeded", () => {
    show(job({ state: "succeeded", progress: { done: 3, total: 3, message: "row 3" } }));
    expect(screen.getByText("Done")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
  });
});
