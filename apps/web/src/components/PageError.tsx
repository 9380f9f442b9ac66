import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { logError } from "../api/log-error.ts";
import { ErrorBoundary } from "./ErrorBoundary.tsx";

/** The error boundary around every routed page: reports to the error log with the current path. */
export const PageErrorBoundary = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const page = `${location.pathname}${location.search}`;
  return (
    <ErrorBoundary resetKey={location.key} onError={(error, stack) => void logError(error, page, stack)}>
      {children}
    </ErrorBoundary>
  );
};

/**
 * One section of a page that fails on its own ('Something went wrong:', the message and 'Try again'),
 * reported to the error log as the page's path with `#name`.
 */
export const SectionErrorBoundary = ({ name, children }: { name: string; children: ReactNode }) => {
  const location = useLocation();
  return (
    <ErrorBoundary
      resetKey={location.key}
      onError={(error, stack) => void logError(error, `${location.pathname}#${name}`, stack)}
    >
      {children}
    </ErrorBoundary>
  );
};
