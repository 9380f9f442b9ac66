import type { RowStyle } from "../../components/datagrid/index.ts";

/** Spec 1 §2/§4: flagged rows are red; rows with more than one vendor are purple (flag wins). */
export const FLAGGED_ROW: RowStyle = {
  background: "var(--mantine-color-red-1)",
  color: "var(--mantine-color-red-9)",
};
export const MULTI_VENDOR_ROW: RowStyle = {
  background: "var(--mantine-color-violet-1)",
  color: "var(--mantine-color-violet-9)",
};

export const workOrderRowStyle = (row: {
  flagged: boolean;
  vendors: readonly unknown[];
}): RowStyle | undefined =>
  row.flagged ? FLAGGED_ROW : row.vendors.length > 1 ? MULTI_VENDOR_ROW : undefined;
