import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { isApiError } from "../../api/api-error.ts";
import { type MapReportBody, mapReportKeys } from "./map-reports-api.ts";

/**
 * A map report's request and answer: `fetch(body)` runs it (again, when the body is unchanged: Fetch always
 * asks the server); `null` body = nothing asked yet. `fieldErrors` are the server's per-field messages of a 400.
 */
export const useMapReport = <T>(initial: MapReportBody | null, load: (body: MapReportBody) => Promise<T>) => {
  const [body, setBody] = useState<MapReportBody | null>(initial);
  const current = useRef(body);
  current.current = body;
  const query = useQuery({
    queryKey: mapReportKeys.data(body),
    queryFn: () => (body ? load(body) : Promise.reject(new Error("no request"))),
    enabled: body !== null,
    // Fetch means "ask now": an earlier answer for the same inputs is shown while the new one loads.
    staleTime: 0,
    retry: false,
  });
  const fetch = (next: MapReportBody) => {
    if (JSON.stringify(current.current) === JSON.stringify(next)) void query.refetch();
    else setBody(next);
  };
  const fieldErrors = isApiError(query.error) ? query.error.fields : {};
  return { query, fetch, fieldErrors, asked: body };
};
