/** What the work-order import feature offers (issue 18): its screen. */
export { ImportWorkOrderPage } from "./ImportWorkOrderPage.tsx";
