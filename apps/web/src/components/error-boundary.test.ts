import { MantineProvider } from "@mantine/core";
import { createElement, isValidElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { ErrorFallback, type ErrorFallbackProps } from "./ErrorFallback.tsx";

describe("error boundary", () => {
  it("switches to the fallback when a child throws while rendering", () => {
    const error = new Error("Cannot read properties of undefined (reading 'wonumber')");
    expect(ErrorBoundary.getDerivedStateFromError(error)).toEqual({ error, hasError: true });
  });

  it("renders the fallback with the error, and the children otherwise", () => {
    const boundary = new ErrorBoundary({ children: "page" });
    expect(boundary.render()).toBe("page");

    const error = new Error("boom");
    boundary.state = { ...boundary.state, ...ErrorBoundary.getDerivedStateFromError(error) };
    const shown = boundary.render();
    expect(isValidElement(shown)).toBe(true);
    if (!isValidElement<ErrorFallbackProps>(shown)) return;
    expect(shown.type).toBe(ErrorFallback);
    expect(shown.props.error).toBe(error);
    expect(shown.props.onReset).toBe(boundary.reset);
  });

  it("reports the caught error with the component stack", () => {
    const onError = vi.fn();
    const boundary = new ErrorBoundary({ children: null, onError });
    const error = new Error("boom");
    boundary.componentDidCatch(error, { componentStack: "\n    at WorkOrders" });
    expect(onError).toHaveBeenCalledWith(error, "\n    at WorkOrders");
  });

  it("clears a shown error when the page changes", () => {
    const state = { error: new Error("x"), hasError: true, resetKey: "a" };
    expect(ErrorBoundary.getDerivedStateFromProps({ children: null, resetKey: "b" }, state)).toEqual({
      error: null,
      hasError: false,
      resetKey: "b",
    });
    expect(ErrorBoundary.getDerivedStateFromProps({ children: null, resetKey: "a" }, state)).toBeNull();
  });

  it("the fallback reads 'Something went wrong:' with the error text and a 'Try again' button", () => {
    const html = renderToStaticMarkup(
      createElement(
        MantineProvider,
        null,
        createElement(ErrorFallback, { error: new Error("Grid failed to load"), onReset: () => {} }),
      ),
    );
    expect(html).toContain("Something went wrong:");
    expect(html).toContain("Grid failed to load");
    expect(html).toMatch(/<button[^>]*>.*Try again.*<\/button>/s);
  });
});
