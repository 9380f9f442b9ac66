import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { clearCacheOnSessionChange } from "../auth/clear-cache-on-session-change.ts";
import { sessionStore } from "../auth/session-store.ts";
import { TOAST_MS } from "../components/notify.ts";
import { createQueryClient } from "./query-client.ts";
import { theme } from "./theme.ts";

export const Providers = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => clearCacheOnSessionChange(sessionStore, queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications position="top-center" autoClose={TOAST_MS} zIndex={1000} />
        <ModalsProvider>{children}</ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
};
