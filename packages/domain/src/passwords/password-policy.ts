import { COMMON_PASSWORD_WORDS } from "./common-passwords.ts";

/**
 * The one password policy (issue 29), for every route that sets a password (set-password link, a tech's
 * first password, Change Password): at least PASSWORD_MIN_LENGTH characters, not a common or breached
 * password, not one character or a keyboard/number run repeated. No composition rules (NIST SP 800-63B).
 * Signing in checks nothing but the password itself, so accounts seeded earlier (the demo's) keep working.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;

const COMMON: ReadonlySet<string> = new Set(COMMON_PASSWORD_WORDS);
const RUNS = ["abcdefghijklmnopqrstuvwxyz", "qwertyuiopasdfghjklzxcvbnm", "0123456789", "9876543210"];

/** "aaaaaaaaaaaa", "abcabcabcabc", "121212121212": a unit of at most 4 characters repeated. */
const isRepetition = (s: string) => /^(.{1,4})\1+$/u.test(s);
/** "123456789012", "abcdefghijkl", "qwertyuiopas": a run along the alphabet, the digits or the keyboard. */
const isRun = (s: string) => s.length >= 4 && RUNS.some((run) => (run + run).includes(s));
/** The repeated unit of "passwordpassword" ("password"), or the text itself. */
const unitOf = (s: string) => /^(.+?)\1+$/u.exec(s)?.[1] ?? s;
/** The letters of the password without leading/trailing digits and symbols: "Password123!" → "password". */
const core = (s: string) => s.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");

const isGuessable = (password: string) => {
  const lower = password.toLowerCase();
  const letters = core(lower);
  const head = lower.replace(/[^\p{L}]+$/u, "");
  return (
    isRepetition(lower) ||
    isRun(lower) ||
    [lower, letters, head, unitOf(lower), unitOf(letters)].some(
      (s) => COMMON.has(s) || (s.length > 0 && isRun(s) && s.length >= 8),
    )
  );
};

/** Why the password is refused ("{label} …"), or null when it is acceptable. */
export const passwordProblem = (password: string, label = "Password"): string | null => {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `${label} must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `${label} must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (isGuessable(password)) {
    return `${label} is too common or too easy to guess. Choose a longer phrase of unrelated words.`;
  }
  return null;
};
