/** What the accounting feature offers the app (screen registration). */
export { AccountingPendingRoute } from "./AccountingPendingPage.tsx";
