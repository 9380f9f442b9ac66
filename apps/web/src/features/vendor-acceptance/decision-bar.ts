/**
 * The light entry of the vendor-acceptance feature: only the vendor's Accept / Decline buttons, for the phone's
 * Today card, whose chunk must not pull the staff panels that index.ts also offers (issue 31's bytes).
 */
export { DispatchDecisionButtons } from "./DispatchDecision.tsx";
