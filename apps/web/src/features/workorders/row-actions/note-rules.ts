const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/** Comma-separated additional e-mails: null when blank, an error message when one is not an address. */
export const checkEmails = (text: string): string | null => {
  const parts = text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = parts.find((p) => !EMAIL.test(p));
  return bad ? `'${bad}' is not an e-mail address. Separate addresses with commas.` : null;
};
