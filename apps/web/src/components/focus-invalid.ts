/** How long a failed save waits at most for its fields to render their `aria-invalid` (a busy device is slow). */
const WAIT_TRIES = 20;
const TRY_EVERY_MS = 25;

/**
 * After a failed save, focus the first field marked invalid inside `root` (WCAG 3.3.1, issue 30). The fields
 * render their `aria-invalid` after the errors are set, so it looks on the next tick and, until one is marked,
 * again every 25 ms for up to half a second. Used by FormModal and the page forms.
 */
export const focusFirstInvalid = (root: () => ParentNode | null, tries = WAIT_TRIES): void => {
  setTimeout(
    () => {
      const field = root()?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (field) field.focus();
      else if (tries > 1) focusFirstInvalid(root, tries - 1);
    },
    tries === WAIT_TRIES ? 0 : TRY_EVERY_MS,
  );
};
