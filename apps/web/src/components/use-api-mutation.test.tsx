// @vitest-environment jsdom
import { notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { ApiError } from "../api/api-error.ts";
import { useApiMutation, useFormMutation } from "./use-api-mutation.ts";

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

const refusal = () => new ApiError(409, { error: "locked", message: "The work order is Invoiced." });
const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

let show: MockInstance<typeof notifications.show>;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(["things"], [1]);
  queryClient.setQueryData(["thing", 7], { id: 7 });
  queryClient.setQueryData(["others"], [2]);
  show = vi.spyOn(notifications, "show").mockReturnValue("toast");
});
afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

describe("useApiMutation", () => {
  it("shows the success toast, invalidates the queries the write changes and runs onSuccess", async () => {
    const onSuccess = vi.fn();
    const { result } = renderHook(
      () =>
        useApiMutation({
          mutationFn: async (id: number) => ({ id, name: "Boiler" }),
          success: (data) => `${data.name} saved`,
          invalidates: (id) => [["things"], ["thing", id]],
          onSuccess,
        }),
      { wrapper },
    );
    act(() => result.current.mutate(7));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0]?.[0]).toMatchObject({ message: "Boiler saved", color: "green" });
    expect(invalidated(["things"])).toBe(true);
    expect(invalidated(["thing", 7])).toBe(true);
    expect(invalidated(["others"])).toBe(false);
    expect(onSuccess).toHaveBeenCalledWith({ id: 7, name: "Boiler" }, 7);
  });

  it("shows the server's message under the spec's caption on failure and still invalidates", async () => {
    const onSuccess = vi.fn();
    const { result } = renderHook(
      () =>
        useApiMutation({
          mutationFn: () => Promise.reject(refusal()),
          success: "Saved",
          failure: "Failed to remove Proposal",
          invalidates: [["things"]],
          onSuccess,
        }),
      { wrapper },
    );
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0]?.[0]).toMatchObject({
      title: "Failed to remove Proposal",
      message: "The work order is Invoiced.",
      color: "red",
    });
    expect(invalidated(["things"])).toBe(true);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("without a caption the failure toast is the server's message itself", async () => {
    const { result } = renderHook(() => useApiMutation({ mutationFn: () => Promise.reject(refusal()) }), {
      wrapper,
    });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(show).toHaveBeenCalledTimes(1);
    const toast = show.mock.calls[0]?.[0];
    expect(toast).toMatchObject({ message: "The work order is Invoiced.", color: "red" });
    expect(toast?.title).toBeUndefined();
  });
});

describe("useFormMutation", () => {
  it("leaves a failure to the popup (no toast) and rethrows it to mutateAsync", async () => {
    const onClose = vi.fn();
    const { result } = renderHook(
      () => useFormMutation({ mutationFn: () => Promise.reject(refusal()), onClose }),
      { wrapper },
    );
    await act(() => expect(result.current.mutateAsync()).rejects.toThrow("The work order is Invoiced."));
    expect(show).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes the popup after onSaved on success", async () => {
    const calls: string[] = [];
    const { result } = renderHook(
      () =>
        useFormMutation({
          mutationFn: async (n: number) => n * 2,
          success: "Saved",
          invalidates: [["things"]],
          onSaved: (data) => calls.push(`saved ${data}`),
          onClose: () => calls.push("closed"),
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(21));
    expect(calls).toEqual(["saved 42", "closed"]);
    expect(invalidated(["things"])).toBe(true);
    expect(show.mock.calls[0]?.[0]).toMatchObject({ message: "Saved" });
  });
});
