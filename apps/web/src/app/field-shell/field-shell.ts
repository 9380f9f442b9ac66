/** The phone's field layout in one lazily loaded chunk (decision 0047-hperf): layout and screen frame. */
export { FieldLayout } from "./FieldLayout.tsx";
export { FieldScreenRoute } from "./FieldScreenRoute.tsx";
