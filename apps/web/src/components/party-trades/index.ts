export * from "./PartyTradesTab.tsx";
