import { useCallback } from "react";
import { lookupLabel, useSiteMeta } from "../../components/labels/index.ts";

/**
 * Labels from the field-name dictionary for screens reading several tables: `label(table, field, fallback)`.
 * The one cached dictionary of components/labels (loaded once per page load).
 */
export const useFieldLabels = () => {
  const map = useSiteMeta();
  return useCallback(
    (table: string, field: string, fallback: string) => lookupLabel(map, table, field, fallback),
    [map],
  );
};
