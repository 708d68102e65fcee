/** A valid e-mail address: something@something.tld, no spaces (the spec does not show its pattern). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Digits only, for phone numbers typed with spaces, dashes or brackets. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}
