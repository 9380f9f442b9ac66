/** What the field feature (issue 31) offers the other features. */
export { CheckInTrailPanel } from "./CheckInTrailPanel.tsx";
export { FieldActionBar } from "./FieldActionBar.tsx";
export { TodayPage } from "./TodayPage.tsx";
