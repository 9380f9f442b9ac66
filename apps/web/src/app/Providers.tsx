import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { clearCacheOnSessionChange } from "../auth/clear-cache-on-session-change.ts";
import { sessionStore } from "../auth/session-store.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

/**
 * App-wide providers; the toasts and popups (Notifications, ModalsProvider) live in the signed-in shell. The
 * query client is the page's one (main.tsx creates it before the first render: the opened screen's preloads fill it).
 */
export const Providers = ({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) => {
  useEffect(() => clearCacheOnSessionChange(sessionStore, queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
};
