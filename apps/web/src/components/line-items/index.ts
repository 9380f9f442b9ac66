export * from "./LineItemsTable.tsx";
export * from "./StoredLinesTable.tsx";
