import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { clearCacheOnSessionChange } from "../auth/clear-cache-on-session-change.ts";
import { sessionStore } from "../auth/session-store.ts";
import { preloadOpenedScreen } from "./open-signed-in.ts";
import { createQueryClient } from "./query-client.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

/** App-wide providers; the toasts and popups (Notifications, ModalsProvider) live in the signed-in shell. */
export const Providers = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    preloadOpenedScreen(client, sessionStore);
    return client;
  });
  useEffect(() => clearCacheOnSessionChange(sessionStore, queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
};
