/**
 * Whether the page's head has started a screen's first paint of its own (decision 0054: Today's cards drawn from
 * the head's early request before React). On the page's global object: the head script's bundle and the app
 * each have their own copy of this module.
 */
const holder = globalThis as { __fmFirstPaintExpected?: boolean };

export const markFirstPaintExpected = (): void => {
  holder.__fmFirstPaintExpected = true;
};

export const firstPaintExpected = (): boolean => holder.__fmFirstPaintExpected === true;
