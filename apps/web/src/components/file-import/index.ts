export * from "./FileImportPanel.tsx";
export * from "./use-file-import.ts";
