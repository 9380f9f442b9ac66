/** What the vendor-acceptance feature (issue 32) offers the others. */

export { AutoDispatchPanel } from "./AutoDispatchPanel.tsx";
export { AutoDispatchSettingsSection } from "./AutoDispatchSettingsSection.tsx";
export { AcceptanceBadge, DispatchDecisionBar } from "./DispatchDecision.tsx";
