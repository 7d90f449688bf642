import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './loginParams';

describe('safeReturnUrl', () => {
  it.each([
    ['/documents', '/documents'],
    ['/shop/cart?step=2#terms', '/shop/cart?step=2#terms'],
    ['/my-health/../profile', '/profile'],
  ])('keeps the app path %s', (value, expected) => {
    expect(safeReturnUrl(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'documents',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
  ])('refuses %j', (value) => {
    expect(safeReturnUrl(value)).toBeNull();
  });
});
