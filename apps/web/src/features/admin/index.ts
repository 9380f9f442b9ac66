/** What the admin feature offers the app shell. */
export { AdminPage } from "./AdminPage.tsx";
export { SetPasswordPage } from "./SetPasswordPage.tsx";
export { UserDetailsPage } from "./UserDetailsPage.tsx";
