import { isApiError } from "../../api/api-error.ts";

/** A check-in the server refused, as the action bar shows it. */
export interface CheckInRefusal {
  message: string;
  /**
   * The refusal is about where the phone is (outside the fence, no position, a site without a map point): a
   * check-in code read to the dispatcher gets the tech in. Not offered for the others (another tech's order, a
   * locked order, already checked in), where a code would not help.
   */
  askCode: boolean;
}

/**
 * What the bar shows for a failed check-in: null when there is nothing to show. A tech who answers Cancel to
 * "Checked in elsewhere" gets no error at all (the check-in resolves with nothing sent), so that is never a
 * refusal here.
 */
export const checkInRefusal = (error: Error | null): CheckInRefusal | null => {
  if (!error) return null;
  if (!isApiError(error)) return { message: error.message, askCode: false };
  return { message: error.message, askCode: error.fields.latitude !== undefined };
};
