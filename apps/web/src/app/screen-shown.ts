/**
 * The signed-in app's "a screen is on screen" signal (issue 34): set once a routed page's chunk has loaded and
 * its first render has committed (ScreenFrame, in either layout). Work that must not compete with the first screen (the
 * idle warm-up) waits for it, since the screen's queries may all have answered — they start at sign-in — while
 * its chunk is still on the way, and the browser is idle meanwhile.
 */
let shown = false;
const waiting = new Set<() => void>();

/** Marks a screen as shown and runs whatever waited for it (once). */
export const markScreenShown = (): void => {
  if (shown) return;
  shown = true;
  const runs = [...waiting];
  waiting.clear();
  for (const run of runs) run();
};

/** Runs `run` once a screen has been shown (at once if one has). Returns the cancel. */
export const whenScreenShown = (run: () => void): (() => void) => {
  if (shown) {
    run();
    return () => undefined;
  }
  waiting.add(run);
  return () => waiting.delete(run);
};

/** Back to no screen shown (the shell left: signed out). */
export const resetScreenShown = (): void => {
  shown = false;
  waiting.clear();
};
