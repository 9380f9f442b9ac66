import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * A function that keeps its identity across renders and always calls the latest `fn` (for event handlers
 * handed to memoised parts of the grid: a new closure per render would redraw them every time).
 */
export const useStableCallback = <A extends unknown[], R>(fn: (...args: A) => R): ((...args: A) => R) => {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
};
