import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { whenScreenShown } from "../screen-shown.ts";
import { whenSettledAndIdle } from "./when-settled.ts";

/**
 * True once the first screen is shown, its requests have answered and the browser is idle (issue 34): the full
 * shell then starts what the first screen does not need — the service worker (whose precache downloads the
 * whole app) and the live-events stream — as the phone's field layout does (decision 0047-hperf).
 */
export const useAfterFirstScreen = (): boolean => {
  const queryClient = useQueryClient();
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const cancelShown = whenScreenShown(() => {
      cancelIdle = whenSettledAndIdle(queryClient, () => setAfter(true));
    });
    return () => {
      cancelShown();
      cancelIdle?.();
    };
  }, [queryClient]);
  return after;
};
