export * from "./business-calendar.ts";
export * from "./clocks.ts";
export * from "./state-time-zones.ts";
export * from "./zoned-time.ts";
