export { CardTable } from "./CardTable.tsx";
export { CellLine, ColorSwatch, GridLink } from "./cells.tsx";
export {
  actionsColumn,
  dateColumn,
  type FieldOf,
  fileNameColumn,
  moneyColumn,
  noteColumn,
  vendorDocumentStatusColumn,
  yesNo,
  yesNoColumn,
} from "./column-kinds.tsx";
export { DataGrid, type DataGridProps } from "./DataGrid.tsx";
export { downloadFile } from "./download.ts";
export * from "./format.ts";
export { isPhoneWidth, PHONE_MAX_WIDTH, usePhoneWidth } from "./GridCard.tsx";
export * from "./grid-state.ts";
export type {
  GridColumn,
  GridColumnType,
  GridInfinite,
  GridMenuItem,
  GridValue,
  HeaderFilterOption,
  RowStyle,
} from "./grid-types.ts";
export {
  infiniteQueryGridProps,
  nextGridPage,
  pagedQueryGridProps,
  type QueryGridProps,
  queryGridProps,
} from "./query-grid.ts";
export {
  type PortalListRow,
  type PortalParty,
  portalWorkOrderColumns,
  tradesColumn,
  vendorsColumn,
  type WithVendorsAndTrades,
  WorkOrderNumberLink,
  WorkOrderStatusCell,
} from "./work-order-columns.tsx";
