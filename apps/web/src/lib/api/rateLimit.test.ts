import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { rateLimitedMessage, rateLimitedMinutes } from './rateLimit';

describe('rate-limited answers', () => {
  it('wait the whole minutes the server names, at least one', () => {
    const limited = (retryAfterSeconds: unknown) =>
      new ApiError(429, 'rateLimited', 'Too many requests.', { details: { retryAfterSeconds } });
    expect(rateLimitedMinutes(limited(1))).toBe(1);
    expect(rateLimitedMinutes(limited(60))).toBe(1);
    expect(rateLimitedMinutes(limited(61))).toBe(2);
    expect(rateLimitedMinutes(limited(undefined))).toBe(1);
    expect(rateLimitedMessage(limited(600))).toBe('Too many attempts. Please wait 10 minutes and try again.');
  });

  it("include a proxy's bare 429, but not the sign-in's own attempt limit or other errors", () => {
    expect(rateLimitedMinutes(new ApiError(429, 'HTTP_429', 'Too Many Requests'))).toBe(1);
    expect(
      rateLimitedMinutes(new ApiError(429, 'LimitExceededException', 'Attempt limit exceeded')),
    ).toBeUndefined();
    expect(rateLimitedMinutes(new ApiError(400, 'invalidCoupon', 'Invalid coupon'))).toBeUndefined();
    expect(rateLimitedMessage(new Error('offline'))).toBeUndefined();
  });
});
