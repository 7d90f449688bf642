import { describe, expect, it } from 'vitest';
import { canRedeemRemeasurement, PassportStatus, remeasurementAvailableFrom } from './passport';
import { canSharePassport, defaultShareExpiry, isShareExpiryValid, shareExpiryBounds } from './sharing';
import { addDays, addMonths, calendarDateIn, isIsoDate } from './time';

describe('time helpers', () => {
  it('computes the Amsterdam calendar date', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Amsterdam (UTC+1).
    expect(calendarDateIn(new Date('2024-12-31T23:30:00Z'))).toBe('2025-01-01');
    expect(calendarDateIn(new Date('2024-12-31T23:30:00Z'), 'UTC')).toBe('2024-12-31');
  });

  it('adds days and months, clamping month ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 365)).toBe('2025-12-31');
    expect(addMonths('2024-10-31', 4)).toBe('2025-02-28');
    expect(addMonths('2023-10-31', 4)).toBe('2024-02-29');
    expect(addMonths('2024-11-15', 3)).toBe('2025-02-15');
    expect(() => addDays('15-11-2024', 1)).toThrow(RangeError);
  });

  it('validates ISO dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-1')).toBe(false);
  });
});

describe('sharing (customer-journey §4, §5)', () => {
  it('allows sharing only a published passport', () => {
    expect(canSharePassport(PassportStatus.PUBLISHED)).toBe(true);
    expect(canSharePassport(PassportStatus.COMPUTED)).toBe(false);
  });

  it('bounds the expiry between tomorrow and 365 days, default 3 months', () => {
    expect(shareExpiryBounds('2025-03-10')).toEqual({ min: '2025-03-11', max: '2026-03-10' });
    expect(defaultShareExpiry('2025-03-10')).toBe('2025-06-10');
    expect(isShareExpiryValid(undefined, '2025-03-10')).toBe(true);
    expect(isShareExpiryValid('2025-03-10', '2025-03-10')).toBe(false);
    expect(isShareExpiryValid('2025-03-11', '2025-03-10')).toBe(true);
    expect(isShareExpiryValid('2026-03-10', '2025-03-10')).toBe(true);
    expect(isShareExpiryValid('2026-03-11', '2025-03-10')).toBe(false);
  });
});

describe('remeasurement (customer-journey §4)', () => {
  it('is possible four months after publication, for a published passport only', () => {
    expect(remeasurementAvailableFrom('2025-01-15')).toBe('2025-05-15');
    const passport = { status: PassportStatus.PUBLISHED, publishedDate: '2025-01-15' };
    expect(canRedeemRemeasurement(passport, '2025-05-14')).toBe(false);
    expect(canRedeemRemeasurement(passport, '2025-05-15')).toBe(true);
    expect(canRedeemRemeasurement({ ...passport, status: PassportStatus.COMPUTED }, '2026-01-01')).toBe(
      false,
    );
    expect(canRedeemRemeasurement({ ...passport, publishedDate: null }, '2026-01-01')).toBe(false);
  });
});
