/** What the automatic-dispatch feature (issue 32) offers the others. */
export { autoDispatchRoutes } from "./autodispatch.routes.ts";
