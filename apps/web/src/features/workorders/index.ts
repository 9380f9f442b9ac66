/** What the work-order list feature offers the other features; they import it from here only (biome.json). */
export * from "./QuickFilters.tsx";
export * from "./row-actions/AddNoteModal.tsx";
export * from "./WorkOrderGrid.tsx";
export * from "./workorder-api.ts";
export * from "./workorder-columns.tsx";
