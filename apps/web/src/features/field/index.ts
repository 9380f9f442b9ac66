/** What the field feature (issue 31) offers the other features. */
export { CheckInTrailPanel } from "./CheckInTrailPanel.tsx";
export { FieldActionBar, type FieldBarSave } from "./FieldActionBar.tsx";
export { mapsHref, telHref } from "./field-links.ts";
export { AsOfNotice, NotSentPanel } from "./NotSentPanel.tsx";
export { fieldToast, submitFieldAction } from "./offline/field-offline.ts";
export { keptOrderKey, readKeptOrder } from "./offline/kept-orders.ts";
export { TodayPage } from "./TodayPage.tsx";
