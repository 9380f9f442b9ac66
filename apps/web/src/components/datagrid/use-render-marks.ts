import { useLayoutEffect, useMemo } from "react";

/**
 * Performance marks read by the browser benchmark (issue 19, bench/src/browser.ts): `datagrid:<label>:drawn`
 * once the browser has painted a new page of rows, and the measure `datagrid:<label>:render` from the first
 * render of that page to its paint. Only the latest of each is kept.
 */
export const useRenderMarks = (label: string, rows: readonly unknown[] | undefined) => {
  // The clock when this page of rows first renders (rows is the query's array, stable while unchanged).
  const renderAt = useMemo(() => (rows ? performance.now() : 0), [rows]);
  useLayoutEffect(() => {
    if (!rows || rows.length === 0 || typeof requestAnimationFrame !== "function") return;
    const name = `datagrid:${label}`;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from the frame callback runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const detail = { rows: rows.length };
        performance.clearMarks(`${name}:drawn`);
        performance.clearMeasures(`${name}:render`);
        performance.mark(`${name}:drawn`, { detail });
        performance.measure(`${name}:render`, { start: renderAt, end: performance.now(), detail });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [label, rows, renderAt]);
};
