import { describe, expect, it } from 'vitest';
import {
  canSubmitNewPassword,
  canSubmitSignIn,
  canSubmitSignInCode,
  checkLoosePassword,
  checkNewPassword,
  LOGIN_STATES,
  normalizeUsername,
} from './auth';

describe('checkNewPassword (customer-journey §5)', () => {
  it('accepts 14+ characters with lower, upper, digit and special', () => {
    expect(checkNewPassword('Abcdefghijk1!x')).toEqual({
      length: true,
      lower: true,
      upper: true,
      digit: true,
      special: true,
      valid: true,
    });
  });

  it('rejects 13 characters', () => {
    const result = checkNewPassword('Abcdefghij1!x');
    expect(result.length).toBe(false);
    expect(result.valid).toBe(false);
  });

  it.each([
    ['no lowercase', 'ABCDEFGHIJK1!X', 'lower'],
    ['no uppercase', 'abcdefghijk1!x', 'upper'],
    ['no digit', 'Abcdefghijkl!x', 'digit'],
    ['no special', 'Abcdefghijkl1x', 'special'],
  ] as const)('reports %s', (_name, password, failing) => {
    const result = checkNewPassword(password);
    expect(result[failing]).toBe(false);
    expect(result.valid).toBe(false);
    expect(
      Object.entries(result)
        .filter(([, ok]) => !ok)
        .map(([k]) => k)
        .sort(),
    ).toEqual([failing, 'valid'].sort());
  });

  it('does not count whitespace as a special character', () => {
    expect(checkNewPassword('Abcdefghijk1 x').special).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    // 13 code points, one of which is an emoji (2 UTF-16 units).
    expect(checkNewPassword('Abcdefghij1!😀').length).toBe(false);
  });
});

describe('other sign-in rules (customer-journey §5)', () => {
  it('marks the login password valid from 8 characters', () => {
    expect(checkLoosePassword('1234567')).toBe(false);
    expect(checkLoosePassword('12345678')).toBe(true);
  });

  it('needs equal entries and the full rule to submit a new password', () => {
    expect(canSubmitNewPassword('Abcdefghijk1!x', 'Abcdefghijk1!x')).toBe(true);
    expect(canSubmitNewPassword('Abcdefghijk1!x', 'Abcdefghijk1!y')).toBe(false);
    expect(canSubmitNewPassword('Abcdefghijkl!x', 'Abcdefghijkl!x')).toBe(false);
  });

  it('needs only a non-empty username and password to sign in', () => {
    expect(canSubmitSignIn('a', 'b')).toBe(true);
    expect(canSubmitSignIn('', 'b')).toBe(false);
    expect(canSubmitSignIn('a', '')).toBe(false);
  });

  it('enables the code button only for codes longer than 3 characters', () => {
    expect(canSubmitSignInCode('123')).toBe(false);
    expect(canSubmitSignInCode('1234')).toBe(true);
    expect(canSubmitSignInCode('')).toBe(false);
  });

  it('lower-cases the username', () => {
    expect(normalizeUsername(' Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });

  it('has the 17 login states', () => {
    expect(LOGIN_STATES).toHaveLength(17);
    expect(new Set(LOGIN_STATES).size).toBe(17);
  });
});
