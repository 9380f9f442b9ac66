export * from "./RecordPageHeader.tsx";
export * from "./save-record-patch.ts";
