import { Navigate, Outlet, useLocation } from "react-router";
import { isSessionOver } from "./session.ts";
import { useSession } from "./use-session.ts";

/** Renders the signed-in area, or sends the visitor to /login remembering where they were going. */
export const RequireAuth = () => {
  const session = useSession();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  if (!session) return <Navigate to="/login" replace state={{ from }} />;
  if (isSessionOver(session, Date.now())) {
    return <Navigate to="/logout" replace state={{ from, expired: true }} />;
  }
  return <Outlet />;
};
