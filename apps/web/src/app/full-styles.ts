/**
 * The rest of the Mantine stylesheet (shell/styles.ts: the components the shell's first frame and /home do not
 * draw), loaded once: after the first screen is drawn, and before any screen other than /home is drawn (its
 * page chunk's own CSS then comes after Mantine's, as the cascade expects). Issue 34: parsing and matching the
 * whole stylesheet was ≈ 0.6 s of sign-in → home at 4× CPU.
 */
let pending: Promise<unknown> | undefined;
export const loadFullStyles = (): Promise<unknown> => {
  pending ??= import("./shell/styles.ts").catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
};
