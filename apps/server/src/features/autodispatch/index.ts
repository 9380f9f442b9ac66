/** What the automatic-dispatch feature (issue 32) offers the others. */
export { autoDispatchRoutes } from "./autodispatch.routes.ts";
// The demo seed records its mid-run order with the service's words.
export { AUTODISPATCH_ACTOR, autoDispatchText } from "./autodispatch-notes.ts";
