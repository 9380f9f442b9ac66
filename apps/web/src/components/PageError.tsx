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
