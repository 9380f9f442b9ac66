import { canOpenRoute } from "@fm/domain";
import { Suspense, useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { useCurrentUser } from "../auth/use-session.ts";
import { ComingSoon } from "../components/ComingSoon.tsx";
import { FullPageLoader } from "../components/FullPageLoader.tsx";
import { PageErrorBoundary } from "../components/PageError.tsx";
import { Unauthorized } from "../components/Unauthorized.tsx";
import { SCREEN_COMPONENTS } from "./screen-components.tsx";
import { type ScreenDef, screenTitle } from "./screens.ts";

const ScreenBody = ({ def }: { def: ScreenDef }) => {
  if (def.comingSoon) return <ComingSoon title={def.title} heading="Coming Soon" />;
  const Page = SCREEN_COMPONENTS[def.path];
  if (!Page) return <ComingSoon title={def.title} description={def.what} />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Page />
    </Suspense>
  );
};

/**
 * One routed screen: the route guard of spec 3 §2.1 (not allowed → /home), the screen's own
 * permission check ('Unauthorized'), and an error boundary around the page.
 */
export const ScreenRoute = ({ def }: { def: ScreenDef }) => {
  const user = useCurrentUser();
  const location = useLocation();
  const allowed = canOpenRoute(user, def.path);
  const title = screenTitle(def, location.search);

  useEffect(() => {
    document.title = `${title} · FM Dispatch`;
  }, [title]);

  if (!allowed) return <Navigate to={def.deniedTo ?? "/home"} replace />;
  if (def.check && !def.check.allowed(user)) return <Unauthorized message={def.check.message} />;
  return (
    <PageErrorBoundary>
      <ScreenBody def={def} />
    </PageErrorBoundary>
  );
};
