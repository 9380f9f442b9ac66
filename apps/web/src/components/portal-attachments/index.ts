export * from "./PortalAttachmentsTab.tsx";
