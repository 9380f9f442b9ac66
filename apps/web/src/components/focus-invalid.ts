/**
 * After a failed save, focus the first field marked invalid inside `root` (WCAG 3.3.1, issue 30). Waits a
 * tick so the fields have rendered their `aria-invalid` first. Used by FormModal and the page forms.
 */
export const focusFirstInvalid = (root: () => ParentNode | null): void => {
  setTimeout(() => root()?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
};
