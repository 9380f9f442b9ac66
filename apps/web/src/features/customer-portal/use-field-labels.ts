import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { portalApi } from "./customer-portal-api.ts";

/**
 * Labels from the field-name dictionary (GET /api/site/meta: table name, field name, display name), with the
 * built-in caption while it loads or when the dictionary has no entry.
 */
export const useFieldLabels = () => {
  const meta = useQuery({
    queryKey: ["lookups", "sitemeta"],
    queryFn: portalApi.siteMeta,
    staleTime: 60 * 60_000,
  });
  return useCallback(
    (table: string, field: string, fallback: string) =>
      meta.data?.find((m) => m.tablename === table && m.datafieldname === field)?.displaynamefield ??
      fallback,
    [meta.data],
  );
};
