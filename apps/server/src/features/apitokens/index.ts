/** What the API-token feature offers (issue 33): its routes (registered in features/index.ts). */
export { apiTokenRoutes } from "./apitokens.routes.ts";
