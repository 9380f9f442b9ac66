/**
 * The hand-off of a screen's first paint from the page's head (decision 0054: Today's frame and cards drawn
 * before React). On the page's global object: the head script, the first-paint script and the app each have
 * their own copy of this module.
 */
interface FirstPaint {
  expected?: boolean;
  /** The screen's first answer, once the head's early request has it. */
  data?: unknown;
  /** The first-paint script's drawing of that answer, once it has loaded. */
  draw?: (data: unknown) => void;
}

const holder = globalThis as { __fmFirstPaint?: FirstPaint };
const state = (): FirstPaint => {
  holder.__fmFirstPaint ??= {};
  return holder.__fmFirstPaint;
};

/** The head has started a screen's request and loads its first-paint script. */
export const markFirstPaintExpected = (): void => {
  state().expected = true;
};

export const firstPaintExpected = (): boolean => state().expected === true;

/** The head's early request has answered: drawn now if the first-paint script is in, else when it is. */
export const handFirstPaintData = (data: unknown): void => {
  const s = state();
  s.data = data;
  s.draw?.(data);
};

/** The first-paint script: draws the answer now if it is in, else when it comes. */
export const onFirstPaintData = (draw: (data: unknown) => void): void => {
  const s = state();
  s.draw = draw;
  if (s.data !== undefined) draw(s.data);
};
