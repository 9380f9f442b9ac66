import { confirmDialog } from "../../../components/confirm-dialog.tsx";
import { showConflict as showSharedConflict } from "../../../components/conflict-offer.tsx";
import { poConfirmText } from "./form-model.ts";

/** Spec 2 §5: 'PO Already Used' — resolves true only when the user confirms. */
export const confirmPoReuse = (po: string, wonumbers: readonly string[]): Promise<boolean> =>
  confirmDialog(poConfirmText(po, wonumbers), "PO Already Used");

/**
 * A stale save (409): nothing was written. Offers Reload (the other user's changes replace the form) or
 * keeping the form as it is (the user may copy what they typed).
 */
export const showConflict = (message: string, onReload: () => void) =>
  showSharedConflict({
    title: "Work order changed by someone else",
    message,
    consequence:
      "Your changes were not saved. Reload shows the current work order; your unsaved edits will be lost.",
    onReload,
  });
