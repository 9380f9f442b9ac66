export * from "./AmountsTable.tsx";
export * from "./LineItemsTable.tsx";
export * from "./StoredLinesTable.tsx";
