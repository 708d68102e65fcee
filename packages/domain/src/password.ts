// The shared password rule (docs/product.md#rules).
import { PASSWORD_MIN_LENGTH } from './constants';

export const PASSWORD_SPECIALS = '!@#$%^&*()_+';

export type PasswordCheck = {
  id: 'length' | 'lower' | 'upper' | 'digit' | 'special';
  label: string;
  met: boolean;
};

/** Each part of the rule, for a live checklist. */
export function passwordChecks(password: string): PasswordCheck[] {
  return [
    {
      id: 'length',
      label: `At least ${PASSWORD_MIN_LENGTH} characters`,
      met: password.length >= PASSWORD_MIN_LENGTH,
    },
    { id: 'lower', label: 'One lower case letter', met: /[a-z]/.test(password) },
    { id: 'upper', label: 'One upper case letter', met: /[A-Z]/.test(password) },
    { id: 'digit', label: 'One number', met: /[0-9]/.test(password) },
    {
      id: 'special',
      label: `One special character: ${PASSWORD_SPECIALS}`,
      met: [...password].some((ch) => PASSWORD_SPECIALS.includes(ch)),
    },
  ];
}

export function isPasswordValid(password: string): boolean {
  return passwordChecks(password).every((check) => check.met);
}

/**
 * A short list of the most common passwords that happen to satisfy the composition rule.
 * Refused with a clear message (the composition rule alone lets them through).
 */
export const COMMON_PASSWORDS = [
  'Password1!',
  'Password123!',
  'P@ssw0rd123',
  'Welcome123!',
  'Qwerty123!@',
  'Passw0rd!23',
  'Admin@12345',
  'Summer2026!',
  'Winter2026!',
  'Balance#2026',
].map((p) => p.toLowerCase());

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.includes(password.toLowerCase());
}
