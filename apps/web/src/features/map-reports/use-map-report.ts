import { useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { isApiError } from "../../api/api-error.ts";
import { type MapReportBody, mapReportKeys } from "./map-reports-api.ts";

/**
 * A map report's request and answer: `fetch(body)` runs it (again, when the body is unchanged); `null` body =
 * nothing asked yet. `fieldErrors` are the server's per-field messages of a 400.
 */
export const useMapReport = <T>(initial: MapReportBody | null, load: (body: MapReportBody) => Promise<T>) => {
  const [body, setBody] = useState<MapReportBody | null>(initial);
  const query = useQuery({
    queryKey: mapReportKeys.data(body),
    queryFn: () => (body ? load(body) : Promise.reject(new Error("no request"))),
    enabled: body !== null,
    staleTime: 60_000,
    retry: false,
  });
  const { refetch } = query;
  const fetch = useCallback(
    (next: MapReportBody) => {
      setBody((prev) => {
        if (JSON.stringify(prev) === JSON.stringify(next)) void refetch();
        return next;
      });
    },
    [refetch],
  );
  const fieldErrors = isApiError(query.error) ? query.error.fields : {};
  return { query, fetch, fieldErrors, asked: body };
};
