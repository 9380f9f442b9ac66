/** What the reports feature offers the app (screen registration). */
export { ReportsPage } from "./ReportsPage.tsx";
