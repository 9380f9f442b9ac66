import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, retryChunk } from "./chunk-load.ts";
import { ErrorFallback } from "./ErrorFallback.tsx";

const chunkError = () =>
  new TypeError("Failed to fetch dynamically imported module: http://x/assets/VendorTab-AbCdEf12.js");
const noWait = () => Promise.resolve();

describe("chunk-load failures (issue 30 #5)", () => {
  it("retries a failed chunk once, then gives up; other errors are not retried", async () => {
    const flaky = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue("page");
    expect(await retryChunk(flaky, noWait)).toBe("page");
    expect(flaky).toHaveBeenCalledTimes(2);

    const down = vi.fn<() => Promise<string>>().mockRejectedValue(chunkError());
    await expect(retryChunk(down, noWait)).rejects.toThrow("Failed to fetch dynamically imported module");
    expect(down).toHaveBeenCalledTimes(2);

    const bug = vi.fn<() => Promise<string>>().mockRejectedValue(new Error("x is undefined"));
    await expect(retryChunk(bug, noWait)).rejects.toThrow("x is undefined");
    expect(bug).toHaveBeenCalledTimes(1);
  });

  it("shows Try again and Reload page, never the browser's raw message", () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    const html = renderToStaticMarkup(
      <MantineProvider>
        <ErrorFallback error={chunkError()} onReset={() => undefined} />
      </MantineProvider>,
    );
    expect(html).toContain("This part of FM Dispatch could not be loaded");
    expect(html).toContain("Try again");
    expect(html).toContain("Reload page");
    expect(html).not.toContain("dynamically imported module");
  });
});
