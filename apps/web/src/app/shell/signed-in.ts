/** The signed-in area in one lazily loaded chunk (decision 0011): /login never downloads it. */
import "./first-frame-styles.ts";

export { ScreenRoute } from "../ScreenRoute.tsx";
export { AppLayout } from "./AppLayout.tsx";
