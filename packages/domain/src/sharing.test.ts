import { describe, expect, it } from 'vitest';
import { ShareErrorCode } from './errors';
import {
  isShareExpired,
  isShareExpiryValid,
  shareErrorCodeIn,
  shareErrorFor,
  withShareErrorCode,
} from './sharing';

describe('share expiry', () => {
  it('refuses a date that does not exist', () => {
    expect(isShareExpiryValid('2025-02-30', '2025-01-10')).toBe(false);
    expect(isShareExpiryValid('next week', '2025-01-10')).toBe(false);
  });

  it('grants access through the expiry date itself, not the day after', () => {
    expect(isShareExpired('2025-06-10', '2025-06-09')).toBe(false);
    expect(isShareExpired('2025-06-10', '2025-06-10')).toBe(false);
    expect(isShareExpired('2025-06-10', '2025-06-11')).toBe(true);
  });
});

describe('share errors (customer-journey §8 "Sharing")', () => {
  it('puts the code in parentheses and finds it again, also in the provider’s long form', () => {
    const message = withShareErrorCode('An account exists.', 'UsernameExistsException');
    expect(message).toBe('An account exists. (UsernameExistsException)');
    expect(shareErrorCodeIn(message)).toBe('UsernameExistsException');
    expect(
      shareErrorCodeIn(
        'Failed (Service: Identity; Status Code: 400; Error Code: InvalidParameterException; Request ID: 1)',
      ),
    ).toBe('InvalidParameterException');
    expect(shareErrorCodeIn('Only a published passport can be shared (for now)')).toBeNull();
  });

  it('maps each case to the form’s message', () => {
    expect(shareErrorFor(500, 'Something went wrong')).toEqual({ key: ShareErrorCode.SERVER_ERROR });
    expect(shareErrorFor(200, 'Taken. (UsernameExistsException)')).toEqual({
      key: ShareErrorCode.ACCOUNT_EXISTS,
    });
    expect(shareErrorFor(200, 'Bad phone. (InvalidParameterException)')).toEqual({
      key: ShareErrorCode.INVALID_PARAMETER,
    });
    expect(shareErrorFor(200, 'Slow down. (LimitExceededException)')).toEqual({
      key: ShareErrorCode.DEFAULT,
    });
    expect(shareErrorFor(409, 'Already shared with this person.')).toEqual({
      key: ShareErrorCode.DEFAULT,
      message: 'Already shared with this person.',
    });
  });
});
