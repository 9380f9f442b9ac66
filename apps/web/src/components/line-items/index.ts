export * from "./LineItemsTable.tsx";
