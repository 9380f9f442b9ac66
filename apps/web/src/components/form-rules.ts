import { USA_PHONE_MESSAGE, usPhoneDigits } from "@fm/domain/contracts";

/** Client rules of the management forms (spec 3 §5), the same checks the server applies; one home. */

/** '{label} is required.' (or the given message). */
export const required =
  (label: string, message = `${label} is required.`) =>
  (v: unknown) =>
    typeof v === "string" ? (v.trim() ? null : message) : v ? null : message;

/** The spec's phone message and the US mask check. */
export const PHONE_MESSAGE = USA_PHONE_MESSAGE;
export const isUsPhone = (v: string) => usPhoneDigits(v) !== null;
export const optionalPhone = (v: string) => (v.trim() && !isUsPhone(v) ? PHONE_MESSAGE : null);
export const requiredPhone = (label: string) => (v: string) =>
  !v.trim() ? `${label} is required.` : isUsPhone(v) ? null : PHONE_MESSAGE;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const optionalEmail = (label: string) => (v: string) =>
  v.trim() && !EMAIL.test(v.trim()) ? `${label} is invalid.` : null;
export const requiredEmail = (label: string) => (v: string) =>
  !v.trim() ? `${label} is required.` : EMAIL.test(v.trim()) ? null : `${label} is invalid.`;
