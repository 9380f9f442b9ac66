import { USA_PHONE_MESSAGE, usPhoneDigits } from "@fm/domain/contracts";

/** The spec's phone message (spec 3 §5) and the mask check the server applies too. */
export const PHONE_MESSAGE = USA_PHONE_MESSAGE;
export const isUsPhone = (v: string) => usPhoneDigits(v) !== null;

/** '{label} is required.' (spec 3 §5). */
export const required = (label: string) => (v: unknown) =>
  typeof v === "string" ? (v.trim() ? null : `${label} is required.`) : v ? null : `${label} is required.`;

export const optionalPhone = (v: string) => (v.trim() && !isUsPhone(v) ? PHONE_MESSAGE : null);
export const optionalEmail = (label: string) => (v: string) =>
  v.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? `${label} is invalid.` : null;
