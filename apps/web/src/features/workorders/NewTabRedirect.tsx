import { Navigate } from "react-router";

/**
 * /workorder/newtab: the menu opens /workorder in a new browser tab directly; a visit to this
 * address itself (typed or bookmarked) simply shows the work-order list.
 */
export const NewTabRedirect = () => <Navigate to="/workorder" replace />;
