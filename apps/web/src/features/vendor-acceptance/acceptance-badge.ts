/**
 * The light entry of the vendor-acceptance feature for the phone's Today card: the answer's badge alone (a
 * Badge and a date), drawn with the card; the Accept / Decline buttons load after it (decision-bar.ts).
 */
export { AcceptanceBadge } from "./AcceptanceBadge.tsx";
