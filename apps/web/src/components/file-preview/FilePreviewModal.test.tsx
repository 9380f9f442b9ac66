// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../api/instance.ts";
import { FilePreviewModal } from "./FilePreviewModal.tsx";

const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">{ui}</MantineProvider>
    </QueryClientProvider>,
  );

const HOSTILE = '<meta http-equiv="refresh" content="0;url=https://example.com/"><p>W9 form</p>';

afterEach(() => vi.restoreAllMocks());

describe("FilePreviewModal (issue 29)", () => {
  it('shows a stored HTML file only as text in a sandbox="" frame, never as a blob: page', async () => {
    vi.spyOn(api, "download").mockResolvedValue({
      blob: new Blob([HOSTILE], { type: "text/html" }),
      filename: "w9.html",
    });
    const createObjectURL = vi.fn(() => "blob:nope");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    wrap(
      <FilePreviewModal
        title="w9.html"
        source={{ file: { path: "/api/vendor/document/1/2/download", name: "w9.html" } }}
        onClose={() => undefined}
      />,
    );
    const frame = await waitFor(() => {
      const f = screen.getByTitle("w9.html");
      expect(f.tagName).toBe("IFRAME");
      return f;
    });
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame.getAttribute("src")).toBeNull();
    expect(frame.getAttribute("srcdoc")).toBe(HOSTILE);
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it("renders a server-made HTML document in the same sandboxed frame", async () => {
    wrap(
      <FilePreviewModal
        title="Invoice Preview"
        source={{ html: { queryKey: ["t", 1], load: async () => "<h1>Invoice</h1>" } }}
        onClose={() => undefined}
      />,
    );
    const frame = await waitFor(() => screen.getByTitle("Invoice Preview"));
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame.getAttribute("srcdoc")).toBe("<h1>Invoice</h1>");
  });
});
