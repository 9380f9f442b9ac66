import "./app/login-styles.ts";
import "./app/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { preloadOpenedScreen } from "./app/open-signed-in.ts";
import { Providers } from "./app/Providers.tsx";
import { createQueryClient } from "./app/query-client.ts";
import { createAppRouter } from "./app/router.tsx";
import { sessionStore } from "./auth/session-store.ts";

const root = document.getElementById("root");
if (!root) throw new Error("#root element missing from index.html");

// Before React: the opened screen's first request and chunks start now (decision 0050); on the phone's field
// layout the first render waits for its chunks, so that it draws the screen rather than a loader (0051).
const queryClient = createQueryClient();
const firstFrame = preloadOpenedScreen(queryClient, sessionStore);
const router = createAppRouter();

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
