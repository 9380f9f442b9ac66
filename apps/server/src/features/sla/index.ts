/** What the sla feature offers the other features; they import it from here only (biome.json). */
export {
  readOrderClocks,
  refreshSlaClocks,
  refreshSlaClocksFor,
  refreshSlaClocksOfSite,
} from "./sla-clocks.ts";
export { markSeededHistoryEscalated, SLA_ESCALATION_KIND, slaEscalationJob } from "./sla-escalation.ts";
