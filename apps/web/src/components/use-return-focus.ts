import { useEffect, useState } from "react";

/**
 * Focus goes back to the element that opened a popup (WCAG 2.4.3, issue 30). Mantine does this when a
 * modal's `opened` turns false, but most popups here are unmounted instead (`{adding && <AddNoteModal/>}`),
 * and then focus fell to <body>. Call it in the popup: it notes the focused element on the first render
 * (before the popup's focus trap moves focus) and, when the popup unmounts, focuses it again unless focus
 * has already gone somewhere on purpose.
 */
export const useReturnFocus = (): void => {
  const [opener] = useState(() =>
    typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null),
  );
  useEffect(
    () => () => {
      if (!opener || opener === document.body) return;
      // After the popup has left the DOM (its focus trap lets go on unmount).
      setTimeout(() => {
        const now = document.activeElement;
        const lost = !now || now === document.body || !now.isConnected;
        if (lost && opener.isConnected) opener.focus();
      }, 0);
    },
    [opener],
  );
};
