/** What the field feature (issue 31) offers the others. */
export { fieldRoutes } from "./field.routes.ts";
