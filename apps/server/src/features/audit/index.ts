export { auditRoutes } from "./audit.routes.ts";
