import "./app/login-styles.ts";
import "./app/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { checkTimeZone } from "./app/browser-time-zone.ts";
import { preloadOpenedScreen } from "./app/open-signed-in.ts";
import { Providers } from "./app/Providers.tsx";
import { createQueryClient } from "./app/query-client.ts";
import { createAppRouter } from "./app/router.tsx";
import { whenScreenShown } from "./app/screen-shown.ts";
import { sessionStore } from "./auth/session-store.ts";

const root = document.getElementById("root");
if (!root) throw new Error("#root element missing from index.html");

// Before React: the opened screen's first request and chunks start now (decision 0050); on the phone's field
// layout the first render waits for its chunks, so that it draws the screen rather than a loader (0051).
const queryClient = createQueryClient();
const firstFrame = preloadOpenedScreen(queryClient, sessionStore);
const router = createAppRouter();
// The first requests used the time zone kept from the last visit; once the screen is shown, Intl says whether
// the device has moved since, and then every query is asked again in the new zone.
// (When the browser is idle: reading Intl costs 30 ms of CPU, which must not delay the screen's paint.)
whenScreenShown(() => {
  const check = () => {
    if (checkTimeZone()) void queryClient.invalidateQueries();
  };
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(check, { timeout: 5_000 });
  else setTimeout(check, 1_000);
});

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
if (firstFrame) void firstFrame.then(render);
else render();
