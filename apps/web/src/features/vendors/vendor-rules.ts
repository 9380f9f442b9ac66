/** Pure rules of the vendor screens (spec 3 §2.7, §5): no React, unit-tested. */

/**
 * The Vendors list search fires only when cleared or when more than 3 characters are typed (spec 3 §2.7,
 * §9): 1 … 3 characters keep the search that is running.
 */
export const effectiveVendorSearch = (typed: string, running: string): string => {
  const t = typed.trim();
  return t === "" || t.length > 3 ? t : running;
};

// The shared rules of the management forms (one home: components/form-rules.ts).
export {
  optionalEmail,
  optionalPhone,
  required,
  requiredEmail,
  requiredPhone,
} from "../../components/form-rules.ts";

/** One line of an address for the confirm popup. */
export const addressLine = (a: {
  address: string;
  address2?: string | null;
  city: string;
  state: string;
  postalCode: string;
}) => [a.address, a.address2, `${a.city}, ${a.state} ${a.postalCode}`].filter(Boolean).join(", ");
