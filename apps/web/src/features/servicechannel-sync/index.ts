/** What the ServiceChannel sync (issue 33 §6) offers the other features. */
export { ServiceChannelSyncPanel } from "./ServiceChannelSyncPanel.tsx";
