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
export { PHONE_MAX_WIDTH, phoneTargets, usePhone } from "./phone.ts";
export {
  infiniteQueryGridProps,
  nextGridPage,
  pagedQueryGridProps,
  type QueryGridProps,
  queryGridProps,
} from "./query-grid.ts";
export { StatusSwitch, type StatusSwitchProps } from "./StatusSwitch.tsx";
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
