/** What the sla feature offers the other features; they import it from here only (biome.json). */
export { AtRiskQueue } from "./AtRiskQueue.tsx";
export { SlaClocksPanel } from "./SlaClocksPanel.tsx";
export { SlaPoliciesTab } from "./SlaPoliciesTab.tsx";
