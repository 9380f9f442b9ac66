/** What the vendor-acceptance feature (issue 32) offers the others. */
export { AcceptanceBadge, DispatchDecisionBar } from "./DispatchDecision.tsx";
