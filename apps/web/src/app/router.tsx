import { createBrowserRouter, Navigate, Outlet, type RouteObject } from "react-router";
import { LoginPage } from "../auth/LoginPage.tsx";
import { LogoutPage } from "../auth/LogoutPage.tsx";
import { OidcCallbackPage } from "../auth/OidcCallbackPage.tsx";
import { RequireAuth } from "../auth/RequireAuth.tsx";
import { SetPasswordPage } from "../features/admin/SetPasswordPage.tsx";
import { registerNavigator } from "./navigation.ts";
import { RouterError } from "./RouterError.tsx";
import { ScreenRoute } from "./ScreenRoute.tsx";
import { SCREENS } from "./screens.ts";
import { AppLayout } from "./shell/AppLayout.tsx";

/**
 * Spec 3 §2.1. Paths match case-insensitively (React Router's default), so /Vendor/new?id=0
 * reaches /vendor/new; anything unknown goes to /home (and from there to /login when signed out).
 */
export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouterError />,
    children: [
      { path: "/login", element: <LoginPage /> },
      { path: "/logout", element: <LogoutPage /> },
      // admin (issue 16): the invitation link's public page
      { path: "/setpassword", element: <SetPasswordPage /> },
      // admin (issue 16): the external identity provider's return (OIDC_CALLBACK_PATH)
      { path: "/login/callback", element: <OidcCallbackPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [...SCREENS.map((def) => ({ path: def.path, element: <ScreenRoute def={def} /> }))],
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
