import { useEffect, useRef } from "react";

/**
 * After an in-app navigation, focus goes to the new page (WCAG 2.4.3, issue 30): the main region, named by the
 * page's heading, so a screen reader announces "Work Order Details, main" and the next Tab is the page's first
 * control, not the side menu. A page that already put focus inside itself (a field with autofocus) keeps it.
 */
export const useFocusOnNavigate = (pathname: string, mainId: string): void => {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path, not on each render
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    const active = document.activeElement;
    if (!main || (active && active !== main && main.contains(active))) return;
    main.focus({ preventScroll: true });
  }, [pathname]);
};
