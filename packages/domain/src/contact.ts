// Contact rules every form and the mock apply the same way: e-mail, phone and fax, zip code.
// Blank values pass; whether a field is required is each form's own rule.

export const EMAIL_MAX_LENGTH = 254;
/**
 * name@domain.tld: no spaces, one @, none of the characters an address may only carry quoted
 * (<>()[]\,;:"), and a top-level domain of at least 2 characters (so `a@b.c` is refused).
 */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;
/** What a typed phone may contain besides digits: the usual separators. */
const PHONE_CHARACTERS = /^[0-9()+\-. ]+$/;

/** US ZIP, ZIP+4 and foreign postal codes: 3 to 10 letters, digits, spaces or dashes. */
export const ZIP_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;

export const CONTACT_MESSAGES = {
  /** The forms' wording; admin forms add an example after a comma. */
  emailInvalid: 'Enter a valid e-mail address',
  /** The server's wording of the same rule (API field errors, agent import reports). */
  emailNotValid: 'E-mail is not valid',
  phoneInvalid: `Enter a phone number of ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits`,
  faxInvalid: `Enter a fax number of ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits`,
  zipInvalid: 'Enter a zip code of 3 to 10 letters, digits, spaces or dashes',
} as const;

export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** The form message for a typed e-mail, or null when blank or valid; `example` is shown after it. */
export function emailError(value: string, example?: string): string | null {
  if (value.trim() === '' || isEmail(value)) return null;
  return example ? `${CONTACT_MESSAGES.emailInvalid}, such as ${example}` : CONTACT_MESSAGES.emailInvalid;
}

/** Digits only, for phone numbers typed with spaces, dashes or brackets. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function isPhone(value: string): boolean {
  const digits = phoneDigits(value).length;
  return PHONE_CHARACTERS.test(value.trim()) && digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/** The message for a typed phone (or fax), or null when blank or valid. */
export function phoneError(value: string, kind: 'phone' | 'fax' = 'phone'): string | null {
  if (value.trim() === '' || isPhone(value)) return null;
  return kind === 'fax' ? CONTACT_MESSAGES.faxInvalid : CONTACT_MESSAGES.phoneInvalid;
}

/** The message for a typed zip code, or null when blank or valid. */
export function zipError(value: string): string | null {
  const zip = value.trim();
  return zip === '' || ZIP_PATTERN.test(zip) ? null : CONTACT_MESSAGES.zipInvalid;
}
