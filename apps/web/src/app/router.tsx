import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from "react-router";
import { LoginPage } from "../auth/LoginPage.tsx";
import { RequireAuth } from "../auth/RequireAuth.tsx";
import { FullPageLoader } from "../components/FullPageLoader.tsx";
import { preloadAfterSignIn, warmUpSignIn } from "./lazy-shell.ts";
import { registerNavigator } from "./navigation.ts";
import { RouterError } from "./RouterError.tsx";
import { SCREENS } from "./screens.ts";
import { SignedInLayout, SignedInScreen } from "./signed-in-routes.tsx";

const page = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(() => load().then((Component) => ({ default: Component })));

// Decision 0011: the entry holds only /login's form; every other page is its own chunk.
const LogoutPage = page(() => import("../auth/LogoutPage.tsx").then((m) => m.LogoutPage));
const OidcCallbackPage = page(() => import("../auth/OidcCallbackPage.tsx").then((m) => m.OidcCallbackPage));
const SetPasswordPage = page(() =>
  import("../features/admin/SetPasswordPage.tsx").then((m) => m.SetPasswordPage),
);

// vendor acceptance (issue 32): a dispatch e-mail's Accept / Decline link's public page
const VendorResponsePage = page(() =>
  import("../features/vendor-acceptance/VendorResponsePage.tsx").then((m) => m.VendorResponsePage),
);

const loading = (element: ReactNode) => <Suspense fallback={<FullPageLoader />}>{element}</Suspense>;

/**
 * Spec 3 §2.1. Paths match case-insensitively (React Router's default), so /Vendor/new?id=0
 * reaches /vendor/new; anything unknown goes to /home (and from there to /login when signed out).
 */
export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouterError />,
    children: [
      { path: "/login", element: <LoginPage onWarmUp={warmUpSignIn} onSignedIn={preloadAfterSignIn} /> },
      { path: "/logout", element: loading(<LogoutPage />) },
      // admin (issue 16): the invitation link's public page
      { path: "/setpassword", element: loading(<SetPasswordPage />) },
      // admin (issue 16): the external identity provider's return (OIDC_CALLBACK_PATH)
      { path: "/login/callback", element: loading(<OidcCallbackPage />) },
      // vendor acceptance (issue 32): public, deciding only on the form's POST
      { path: "/vendor-response/:token", element: loading(<VendorResponsePage />) },
      {
        element: <RequireAuth />,
        children: [
          {
            element: loading(<SignedInLayout />),
            children: [
              ...SCREENS.map((def) => ({ path: def.path, element: loading(<SignedInScreen def={def} />) })),
            ],
          },
        ],
      },
      { path: "*", element: <Navigate to="/home" replace /> },
    ],
  },
];

export const createAppRouter = () => {
  const router = createBrowserRouter(routes);
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
};
