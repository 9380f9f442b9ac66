import type ExcelJS from "exceljs";

let loading: Promise<typeof ExcelJS> | null = null;

/**
 * exceljs, loaded on first use: it is ~27 MB of resident memory that the server does not need until someone
 * exports, imports or downloads a sample sheet (the server at rest stays small; docs/decisions/0021).
 * Types come from `import type ExcelJS from "exceljs"`.
 */
export const loadExcelJS = (): Promise<typeof ExcelJS> => {
  loading ??= import("exceljs").then((m) => m.default);
  return loading;
};
