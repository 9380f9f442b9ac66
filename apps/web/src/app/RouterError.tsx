import { Center } from "@mantine/core";
import { useEffect } from "react";
import { useRouteError } from "react-router";
import { logError } from "../api/log-error.ts";
import { ErrorFallback } from "../components/ErrorFallback.tsx";
import { currentPath } from "./navigation.ts";

/** Last-resort fallback for failures outside a page's own error boundary (e.g. in the shell). */
export const RouterError = () => {
  const error = useRouteError();
  useEffect(() => {
    void logError(error, currentPath());
  }, [error]);
  return (
    <Center mih="100dvh" p="md">
      <ErrorFallback error={error} onReset={() => window.location.reload()} />
    </Center>
  );
};
