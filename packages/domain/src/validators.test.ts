import { describe, expect, it } from 'vitest';
import {
  checkCif,
  checkEmail,
  checkIban,
  checkPassword,
  checkPasswordsMatch,
  checkPhone,
  checkRange,
  checkText,
  cifSchema,
  emailSchema,
  isValidTaxId,
  optionalEmailSchema,
  passwordSchema,
  requiredTextSchema,
  textSchema,
} from './validators.ts';

describe('checkEmail', () => {
  it('should accept 6 characters and refuse 5', () => {
    expect(checkEmail('a@b.co')).toBeNull();
    expect(checkEmail('a@b.c')).toBe('validation.email');
  });

  it('should accept 254 characters and refuse 255', () => {
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;
    const longest = `${'a'.repeat(64)}@${domain}`;
    expect(longest).toHaveLength(254);
    expect(checkEmail(longest)).toBeNull();
    expect(checkEmail(`${longest.slice(0, -1)}dd`)).toBe('validation.email');
  });

  it('should accept a local part of 64 characters and refuse 65', () => {
    expect(checkEmail(`${'a'.repeat(64)}@example.com`)).toBeNull();
    expect(checkEmail(`${'a'.repeat(65)}@example.com`)).toBe('validation.email');
  });

  it('should want a domain of dot-separated labels of 1 to 63 characters', () => {
    expect(checkEmail(`user@${'l'.repeat(63)}.com`)).toBeNull();
    expect(checkEmail(`user@${'l'.repeat(64)}.com`)).toBe('validation.email');
    expect(checkEmail('user@localhost')).toBe('validation.email');
    expect(checkEmail('user@-bad.com')).toBe('validation.email');
    expect(checkEmail('user@bad-.com')).toBe('validation.email');
    expect(checkEmail('user@exa..mple.com')).toBe('validation.email');
    expect(checkEmail('user@sub.example-site.cat')).toBeNull();
  });

  it('should refuse malformed local parts', () => {
    expect(checkEmail('.user@example.com')).toBe('validation.email');
    expect(checkEmail('user.@example.com')).toBe('validation.email');
    expect(checkEmail('us..er@example.com')).toBe('validation.email');
    expect(checkEmail('us er@example.com')).toBe('validation.email');
    expect(checkEmail('@example.com')).toBe('validation.email');
    expect(checkEmail('first.last+tag@example.com')).toBeNull();
  });

  it('should want a value when required and accept none when optional', () => {
    expect(checkEmail('')).toBe('validation.required');
    expect(checkEmail('', false)).toBeNull();
    expect(checkEmail('nope', false)).toBe('validation.email');
  });

  it('should trim before checking in the schemas and report the key as the message', () => {
    expect(emailSchema.parse('  a@b.co ')).toBe('a@b.co');
    expect(optionalEmailSchema.parse('  ')).toBe('');
    const result = emailSchema.safeParse('nope');
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(['validation.email']);
  });
});

describe('checkPassword', () => {
  it('should want more than 8 characters', () => {
    expect(checkPassword('12345678')).toBe('validation.passwordLength');
    expect(checkPassword('123456789')).toBeNull();
    expect(checkPassword('')).toBe('validation.required');
    expect(passwordSchema.safeParse('abcdefgh').success).toBe(false);
    expect(passwordSchema.safeParse('abcdefghi').success).toBe(true);
  });

  it('should want the confirmation to match exactly', () => {
    expect(checkPasswordsMatch('secret-123', 'secret-123')).toBeNull();
    expect(checkPasswordsMatch('secret-123', 'Secret-123')).toBe('validation.passwordsDontMatch');
  });
});

describe('isValidTaxId', () => {
  it('should check the letter of a NIF', () => {
    expect(isValidTaxId('12345678Z')).toBe(true);
    expect(isValidTaxId('00000000T')).toBe(true);
    expect(isValidTaxId('99999999R')).toBe(true);
    expect(isValidTaxId('12345678A')).toBe(false);
    expect(isValidTaxId('1234567Z')).toBe(false);
  });

  it('should check the letter of a NIE, X Y and Z standing for 0 1 and 2', () => {
    expect(isValidTaxId('X1234567L')).toBe(true);
    expect(isValidTaxId('Y1234567X')).toBe(true);
    expect(isValidTaxId('Z1234567R')).toBe(true);
    expect(isValidTaxId('X1234567A')).toBe(false);
    expect(isValidTaxId('W1234567L')).toBe(false);
  });

  it('should check the control digit of a company CIF', () => {
    expect(isValidTaxId('B12345674')).toBe(true);
    expect(isValidTaxId('A58818501')).toBe(true);
    expect(isValidTaxId('B12345675')).toBe(false);
    expect(isValidTaxId('A58818502')).toBe(false);
  });

  it('should want a letter for P, Q, R, S, N and W, a digit for A, B, E and H, either for the rest', () => {
    expect(isValidTaxId('Q2826000H')).toBe(true);
    expect(isValidTaxId('Q28260008')).toBe(false);
    expect(isValidTaxId('A5881850A')).toBe(false);
    expect(isValidTaxId('G12345674')).toBe(true);
    expect(isValidTaxId('G1234567D')).toBe(true);
    expect(isValidTaxId('G1234567E')).toBe(false);
  });

  it('should ignore case, blanks and hyphens, and refuse unknown shapes', () => {
    expect(isValidTaxId(' b-1234567 4 ')).toBe(true);
    expect(isValidTaxId('x1234567l')).toBe(true);
    expect(isValidTaxId('I12345674')).toBe(false);
    expect(isValidTaxId('')).toBe(false);
  });

  it('should report the CIF message', () => {
    expect(checkCif('B12345674')).toBeNull();
    expect(checkCif('B12345675')).toBe('validation.cif');
    expect(checkCif('  ')).toBe('validation.required');
    expect(cifSchema.parse(' A58818501 ')).toBe('A58818501');
  });
});

describe('checkIban', () => {
  it("accepts the spec's 22-character form (DE) and a 24-character Spanish IBAN, with spaces and any case", () => {
    expect(checkIban('DE89370400440532013000')).toBeNull();
    expect(checkIban('ES91 2100 0418 4502 0005 1332')).toBeNull();
    expect(checkIban('es9121000418450200051332')).toBeNull();
  });
  it('refuses a wrong check digit, a wrong length for the country, letters after the country and unknown countries', () => {
    expect(checkIban('ES9121000418450200051333')).toBe('validation.iban');
    expect(checkIban('DE8937040044053201300')).toBe('validation.iban');
    expect(checkIban('ES912100041845020005133')).toBe('validation.iban');
    expect(checkIban('ES91210004184502000513322')).toBe('validation.iban');
    expect(checkIban('E19121000418450200051332')).toBe('validation.iban');
    expect(checkIban('ES912100041845020005133A')).toBe('validation.iban');
    expect(checkIban('XX9121000418450200051332')).toBe('validation.iban');
  });
  it('is required unless asked otherwise', () => {
    expect(checkIban('')).toBe('validation.required');
    expect(checkIban('', false)).toBeNull();
  });
});

describe('checkText', () => {
  it('should allow 100 characters and refuse 101', () => {
    expect(checkText('a'.repeat(100))).toBeNull();
    expect(checkText('a'.repeat(101))).toBe('validation.textTooLong');
  });

  it('should give the schemas a length issue that carries its limit', () => {
    const tooLong = textSchema.safeParse('a'.repeat(101));
    expect(
      tooLong.success ? [] : tooLong.error.issues.map((i) => [i.code, 'maximum' in i ? i.maximum : null]),
    ).toEqual([['too_big', 100]]);
    const requiredTooLong = requiredTextSchema.safeParse('a'.repeat(101));
    expect(requiredTooLong.success ? [] : requiredTooLong.error.issues.map((i) => i.code)).toEqual([
      'too_big',
    ]);
    expect(textSchema.safeParse('a'.repeat(100)).success).toBe(true);
    expect(textSchema.safeParse('').success).toBe(true);
  });

  it('should want a value only when required', () => {
    const blank = requiredTextSchema.safeParse('   ');
    expect(blank.success ? [] : blank.error.issues.map((i) => i.message)).toEqual(['validation.required']);
    expect(requiredTextSchema.safeParse('x').success).toBe(true);
    expect(checkText('')).toBeNull();
    expect(checkText('   ', true)).toBe('validation.required');
    expect(checkText('x', true)).toBeNull();
  });
});

describe('checkRange', () => {
  it('should accept 0 to 30 inclusive', () => {
    expect([0, 15, 30, 29.5].map((n) => checkRange(n))).toEqual([null, null, null, null]);
    expect([-1, 31, 30.01].map((n) => checkRange(n))).toEqual([
      'validation.range',
      'validation.range',
      'validation.range',
    ]);
  });

  it('should refuse what is not a number', () => {
    expect(checkRange(Number.NaN)).toBe('validation.invalidNumber');
    expect(checkRange(Number.POSITIVE_INFINITY)).toBe('validation.invalidNumber');
  });

  it('should take other bounds', () => {
    expect(checkRange(5, 1, 5)).toBeNull();
    expect(checkRange(0, 1, 5)).toBe('validation.range');
  });
});

describe('checkPhone', () => {
  it('should accept international and national numbers with spaces, dashes and parentheses', () => {
    for (const phone of [
      '+34 930 000 000',
      '+34930000000',
      '930000000',
      '93 000 00 00',
      '(93) 000-00-00',
      '+1 (555) 123-4567',
      '+44 20 7946 0958',
      '  +34 930 000 000  ',
    ]) {
      expect([phone, checkPhone(phone)]).toEqual([phone, null]);
    }
  });

  it('should count from 6 to 20 digits', () => {
    expect(checkPhone('123456')).toBeNull();
    expect(checkPhone('12345')).toBe('validation.phone');
    expect(checkPhone(`+${'1'.repeat(20)}`)).toBeNull();
    expect(checkPhone(`+${'1'.repeat(21)}`)).toBe('validation.phone');
    // Separators do not count as digits.
    expect(checkPhone('1-2-3-4-5')).toBe('validation.phone');
  });

  it('should refuse letters, other signs, a + that is not in front and broken parentheses', () => {
    for (const phone of [
      'abc',
      '930 000 00x',
      '+34 930 000 000 ext 2',
      '93.000.00.00',
      '++34 930 000 000',
      '34+930000000',
      '930 000 000-',
      '(93 000 0000',
      '93) 000 0000',
      '((93)) 000 0000',
      '() 930 000 000',
      '+34 930 000 000 / 931 000 000',
      `9${' '.repeat(30)}30000000`,
    ]) {
      expect([phone, checkPhone(phone)]).toEqual([phone, 'validation.phone']);
    }
  });

  it('should say an empty number is required, unless it is optional', () => {
    expect(checkPhone('')).toBe('validation.required');
    expect(checkPhone('   ')).toBe('validation.required');
    expect(checkPhone('', false)).toBeNull();
  });
});
