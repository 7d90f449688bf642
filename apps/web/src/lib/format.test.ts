import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney } from './format';

// Intl inserts (narrow) no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('format helpers', () => {
  it('formats dates per locale', () => {
    expect(formatDate('2026-11-22', 'nl-NL')).toBe('22-11-2026');
    expect(formatDate('2026-11-22', 'en-US')).toBe('11/22/2026');
  });

  it('shows instants in Europe/Amsterdam whatever the browser zone', () => {
    // 23:30 UTC on 21 November is already 22 November in Amsterdam (UTC+1).
    expect(formatDate('2026-11-21T23:30:00Z', 'nl-NL')).toBe('22-11-2026');
    expect(plain(formatDateTime('2026-11-21T23:30:00Z', 'nl-NL'))).toBe('22-11-2026, 00:30');
    expect(plain(formatDateTime('2026-07-01T08:00:00Z', 'en-US', { withZone: true }))).toMatch(
      /10:00 GMT\+2$/,
    );
  });

  it('formats integer cents as money', () => {
    expect(plain(formatMoney(123450, 'EUR', 'nl-NL'))).toBe('€ 1.234,50');
    expect(plain(formatMoney(123450, 'EUR', 'en-US'))).toBe('€1,234.50');
  });
});
