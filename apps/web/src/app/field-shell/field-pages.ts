import type { ComponentType } from "react";
import { lazyScreen } from "../lazy-screen.ts";

// Today is the Tech's first screen on a phone: its own chunk, not the field feature's index (whose check-in
// trail, action bar and their form inputs belong to the order's detail page).
export const TodayPage = lazyScreen(() =>
  import("../../features/field/TodayPage.tsx").then((m) => m.TodayPage),
);

/**
 * The screens drawn in the phone's light field layout (decision 0047-hperf): on a phone these paths open in
 * FieldLayout instead of the full shell. The full registry (screen-components.tsx) lists the same pages.
 */
export const FIELD_PAGES: Readonly<Record<string, ComponentType>> = {
  "/vendorprofile/today": TodayPage,
};
