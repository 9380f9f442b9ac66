import { RecordLoadError } from "./RecordLoadError.tsx";

/**
 * The one page every portal (staff, vendor, customer) shows when a work order cannot be loaded: an unknown id,
 * or one the user may not see (the server answers 404 / 403 alike) is "Work order not found" with Try again;
 * anything else is the usual error card.
 */
export const WorkOrderLoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => (
  <RecordLoadError what="Work order" error={error} onRetry={onRetry} />
);
