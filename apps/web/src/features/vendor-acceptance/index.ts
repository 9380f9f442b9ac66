/** What the vendor-acceptance feature (issue 32) offers the others. */

export { AcceptanceBadge } from "./AcceptanceBadge.tsx";
export { AutoDispatchPanel } from "./AutoDispatchPanel.tsx";
export { AutoDispatchSettingsSection } from "./AutoDispatchSettingsSection.tsx";
export { DispatchDecisionBar } from "./DispatchDecision.tsx";
