import { z } from "zod";

/** The message of a phone that does not fit the mask (spec 3 §5). */
export const USA_PHONE_MESSAGE = "The phone must have a correct USA phone format";

/** The phone as stored and shown: +1 (X00) 000-0000. */
export const formatUsPhone = (digits: string) =>
  `+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 10)}`;

/**
 * The live input mask of a phone or fax field (spec 3 §5: +1 (X00) 000-0000): whatever was typed or pasted, the
 * digits so far in the mask's places ("" when none; a leading country code 1 is the mask's own "+1").
 */
export const maskUsPhone = (typed: string): string => {
  let digits = typed.trim().replace(/^\+1/, "").replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return "";
  if (digits.length <= 3) return `+1 (${digits}`;
  if (digits.length <= 6) return `+1 (${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
};

/**
 * The ten digits of a US phone typed with or without the mask (+1, spaces, brackets, dashes), or null when it
 * does not fit: customer and job-site phones are +1 (X00) 000-0000 with X 2-9 (spec 3 §5, §9).
 */
export const usPhoneDigits = (value: string): string | null => {
  if (!/^[\d\s()+.-]*$/.test(value)) return null;
  let digits = value.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return /^[2-9]\d{9}$/.test(digits) ? digits : null;
};

/** An optional US phone: blank → null, otherwise stored as +1 (X00) 000-0000. */
export const optionalUsPhone = () =>
  z
    .string({ error: USA_PHONE_MESSAGE })
    .trim()
    .max(40, USA_PHONE_MESSAGE)
    .nullish()
    .transform((s, ctx) => {
      if (!s) return null;
      const digits = usPhoneDigits(s);
      if (!digits) {
        ctx.addIssue({ code: "custom", message: USA_PHONE_MESSAGE });
        return z.NEVER;
      }
      return formatUsPhone(digits);
    });

/** A required US phone ('{label} is required.' when blank). */
export const requiredUsPhone = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .max(40, USA_PHONE_MESSAGE)
    .min(1, `${label} is required.`)
    .transform((s, ctx) => {
      const digits = usPhoneDigits(s);
      if (!digits) {
        ctx.addIssue({ code: "custom", message: USA_PHONE_MESSAGE });
        return z.NEVER;
      }
      return formatUsPhone(digits);
    });

/** An optional e-mail address: blank → null, '{label} is invalid.' when it is not one. */
export const optionalEmail = (label: string) =>
  z
    .string({ error: `${label} is invalid.` })
    .trim()
    .max(254, `${label} must be at most 254 characters.`)
    .nullish()
    .transform((s, ctx) => {
      if (!s) return null;
      if (!z.email().safeParse(s).success) {
        ctx.addIssue({ code: "custom", message: `${label} is invalid.` });
        return z.NEVER;
      }
      return s;
    });

/** A required e-mail address. */
export const requiredEmail = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .max(254, `${label} must be at most 254 characters.`)
    .min(1, `${label} is required.`)
    .refine((s) => z.email().safeParse(s).success, `${label} is invalid.`);

/** A US state code (two letters, upper-cased). */
export const stateCode = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .regex(/^[A-Za-z]{2}$/, `${label} must be a 2-letter state code.`)
    .transform((s) => s.toUpperCase());

/** A US ZIP code: 5 digits, or ZIP+4. */
export const postalCode = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .regex(/^\d{5}(-\d{4})?$/, `${label} must be a 5-digit ZIP code.`);
