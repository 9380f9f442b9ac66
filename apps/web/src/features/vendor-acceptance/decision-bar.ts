/**
 * The light entry of the vendor-acceptance feature: only the vendor's Accept / Decline bar, for the phone's
 * Today screen, whose chunk must not pull the staff panels that index.ts also offers (issue 31's bytes).
 */
export { DispatchDecisionBar } from "./DispatchDecision.tsx";
