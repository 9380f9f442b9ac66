import { canOpenRoute } from "@fm/domain";
import { useQueryClient } from "@tanstack/react-query";
import { type ComponentType, Suspense, useCallback, useEffect, useRef } from "react";
import { Navigate, useLocation } from "react-router";
import { useCurrentUser } from "../auth/use-session.ts";
import { ComingSoon } from "../components/ComingSoon.tsx";
import { FullPageLoader } from "../components/FullPageLoader.tsx";
import { PageErrorBoundary } from "../components/PageError.tsx";
import { Unauthorized } from "../components/Unauthorized.tsx";
import { preloadScreenData } from "./screen-data.ts";
import { markScreenShown } from "./screen-shown.ts";
import { type ScreenDef, screenTitle } from "./screens.ts";

/** Calls `onShown` once its content has committed (rendered after the page, inside the page's Suspense). */
const Shown = ({ onShown }: { onShown: () => void }) => {
  useEffect(() => onShown(), [onShown]);
  return null;
};

interface FrameProps {
  def: ScreenDef;
  Page: ComponentType | undefined;
  /** Called once the page is on screen (its chunk loaded and its first render committed). */
  onShown?: () => void;
}

const ScreenBody = ({ def, Page, onShown }: FrameProps) => {
  // Every shown page also marks the app's "a screen is on screen" signal (the idle warm-up waits for it).
  const shown = useCallback(() => {
    markScreenShown();
    onShown?.();
  }, [onShown]);
  if (def.comingSoon) return <ComingSoon title={def.title} heading="Coming Soon" />;
  if (!Page) return <ComingSoon title={def.title} description={def.what} />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Page />
      <Shown onShown={shown} />
    </Suspense>
  );
};

/**
 * One routed screen drawing `Page`: the route guard of spec 3 §2.1 (not allowed → /home), the screen's own
 * permission check ('Unauthorized'), and an error boundary around the page. The full registry's ScreenRoute
 * and the phone's field layout (field-shell/) both draw their pages through it.
 */
export const ScreenFrame = ({ def, Page, onShown }: FrameProps) => {
  const user = useCurrentUser();
  const location = useLocation();
  const allowed = canOpenRoute(user, def.path);
  const title = screenTitle(def, location.search);

  useEffect(() => {
    document.title = `${title} · FM Dispatch`;
  }, [title]);

  // On entering a screen (any way in: menu, link, typed address), its first requests start now, while its
  // chunk loads, not after the page has mounted (decision 0023). Once per screen: the page's own filters
  // change the address afterwards and ask for their data themselves.
  const queryClient = useQueryClient();
  const entered = useRef<string | null>(null);
  useEffect(() => {
    if (entered.current === def.path) return;
    entered.current = def.path;
    preloadScreenData(def, { queryClient, params: new URLSearchParams(location.search), user });
  }, [def, queryClient, location.search, user]);

  if (!allowed) return <Navigate to={def.deniedTo ?? "/home"} replace />;
  if (def.check && !def.check.allowed(user)) return <Unauthorized message={def.check.message} />;
  return (
    <PageErrorBoundary>
      <ScreenBody def={def} Page={Page} onShown={onShown} />
    </PageErrorBoundary>
  );
};
