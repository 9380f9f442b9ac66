import { useEffect, useState } from "react";

/**
 * False until the frame after the component's first commit has been painted. A lazy part drawn only then
 * never holds back the frame around it: React 19 keeps a revealed tree off screen while a lazy child inside it
 * still loads (its retry renders wait up to 300 ms, and a chunk evaluated meanwhile delays them further).
 */
export const useAfterPaint = (): boolean => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // requestAnimationFrame runs before the next paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
};
