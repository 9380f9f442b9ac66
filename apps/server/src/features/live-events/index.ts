export { liveEventRoutes } from "./live-events.routes.ts";
