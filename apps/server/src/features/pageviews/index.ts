/** What the pageviews feature offers: its routes (registered in features/index.ts). */
export { pageViewRoutes } from "./pageviews.routes.ts";
