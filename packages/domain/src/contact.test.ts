import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, emailError, isEmail, isPhone, phoneDigits, phoneError, zipError } from './contact';

describe('e-mail rule', () => {
  it.each(['x@y.co', 'jane.doe+deals@mail.example.com', 'o@harbor-pine.realty', '  pad@example.com  '])(
    'accepts %s',
    (value) => {
      expect(isEmail(value)).toBe(true);
      expect(emailError(value)).toBeNull();
    },
  );
  it.each([
    'a@b.c',
    'not-an-email',
    'no-at.example.com',
    'two@@example.com',
    'a b@example.com',
    'a@example',
    'a@example.',
    '<a>@example.com',
    'a@exa(mple).com',
    'a,b@example.com',
    'a;b@example.com',
    '"a"@example.com',
    'javascript:alert(1)',
    `${'x'.repeat(250)}@ex.com`,
  ])('refuses %s', (value) => {
    expect(isEmail(value)).toBe(false);
    expect(emailError(value)).toBe(CONTACT_MESSAGES.emailInvalid);
  });
  it('leaves a blank value to the required check', () => {
    expect(emailError('')).toBeNull();
    expect(emailError('   ')).toBeNull();
  });
  it('quotes the forms and the server to the letter', () => {
    expect(emailError('nope')).toBe('Enter a valid e-mail address');
    expect(emailError('nope', 'office@example.com')).toBe(
      'Enter a valid e-mail address, such as office@example.com',
    );
    expect(CONTACT_MESSAGES.emailNotValid).toBe('E-mail is not valid');
  });
});

describe('phone rule', () => {
  it.each(['5035550100', '503-555-0100', '(503) 555-0100', '+1 503.555.0100', '123456789012345'])(
    'accepts %s',
    (value) => {
      expect(isPhone(value)).toBe(true);
      expect(phoneError(value)).toBeNull();
    },
  );
  it.each(['12', '555-0100', '1234567890123456', '503-CALL-NOW1', '5035550100 ext 2', '503_555_0100'])(
    'refuses %s',
    (value) => {
      expect(isPhone(value)).toBe(false);
      expect(phoneError(value)).toBe('Enter a phone number of 10 to 15 digits');
      expect(phoneError(value, 'fax')).toBe('Enter a fax number of 10 to 15 digits');
    },
  );
  it('leaves a blank value to the required check and keeps only digits', () => {
    expect(phoneError('')).toBeNull();
    expect(phoneDigits('(503) 555-0100')).toBe('5035550100');
  });
});

describe('zip rule', () => {
  it.each(['97201', '97201-1234', 'K1A 0B6', 'SW1A 1AA', '123'])('accepts %s', (value) => {
    expect(zipError(value)).toBeNull();
  });
  it.each(['1', '12', '97201-12345', '-9720', '9720-', '972_01', '<img>'])('refuses %s', (value) => {
    expect(zipError(value)).toBe(CONTACT_MESSAGES.zipInvalid);
  });
  it('leaves a blank value to the required check', () => {
    expect(zipError(' ')).toBeNull();
  });
});
