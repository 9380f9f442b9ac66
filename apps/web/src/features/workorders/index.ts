/** What the work-order list feature offers the other features; they import it from here only (biome.json). */
// the Dispatcher Dashboard is the same work-order grid with its own quick filters
export { FlaggedMineFilters } from "./QuickFilters.tsx";
// the detail's Notes tab opens the same Add Note popup as the list's row action
export { AddNoteModal } from "./row-actions/AddNoteModal.tsx";
export { useWorkOrderColumns, WorkOrderGrid } from "./WorkOrderGrid.tsx";
export { quickQuery, workOrderApi, workOrderKeys } from "./workorder-api.ts";
