import { USA_PHONE_MESSAGE, usPhoneDigits } from "@fm/domain/contracts";

/** Pure rules of the vendor screens (spec 3 §2.7, §5): no React, unit-tested. */

/**
 * The Vendors list search fires only when cleared or when more than 3 characters are typed (spec 3 §2.7,
 * §9): 1 … 3 characters keep the search that is running.
 */
export const effectiveVendorSearch = (typed: string, running: string): string => {
  const t = typed.trim();
  return t === "" || t.length > 3 ? t : running;
};

/** '{label} is required.' (spec 3 §5). */
export const required =
  (label: string, message = `${label} is required.`) =>
  (v: unknown) =>
    typeof v === "string" ? (v.trim() ? null : message) : v ? null : message;

/** Vendor phones: +1 (000) 000-0000, the first digit after the country code not 0 or 1 (contracts/us-phone.ts). */
export const requiredPhone = (label: string) => (v: string) =>
  !v.trim() ? `${label} is required.` : usPhoneDigits(v) === null ? USA_PHONE_MESSAGE : null;
export const optionalPhone = (v: string) =>
  v.trim() && usPhoneDigits(v) === null ? USA_PHONE_MESSAGE : null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const requiredEmail = (label: string) => (v: string) =>
  !v.trim() ? `${label} is required.` : EMAIL.test(v.trim()) ? null : `${label} is invalid.`;
export const optionalEmail = (label: string) => (v: string) =>
  v.trim() && !EMAIL.test(v.trim()) ? `${label} is invalid.` : null;

/** One line of an address for the confirm popup. */
export const addressLine = (a: {
  address: string;
  address2?: string | null;
  city: string;
  state: string;
  postalCode: string;
}) => [a.address, a.address2, `${a.city}, ${a.state} ${a.postalCode}`].filter(Boolean).join(", ");
