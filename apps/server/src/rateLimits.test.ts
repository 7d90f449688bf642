import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutationFields, RATE_LIMITS } from './rateLimits.js';
import { createTestApp, type TestApp } from './test/testApp.js';

const COUPON =
  'mutation($id: ID!, $code: String!) { applyCouponToCart(cartId: $id, couponCode: $code) { id } }';

function guess(t: TestApp, cartId: string, code: string, from: { ip: string; forwardedFor?: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query: COUPON, variables: { id: cartId, code } },
    remoteAddress: from.ip,
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });
}

async function newCart(t: TestApp): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query: 'mutation { createCart { id } }' },
  });
  return response.json().data.createCart.id as string;
}

describe('rate limits without a trusted proxy', () => {
  let t: TestApp;
  let cartId: string;
  beforeAll(async () => {
    t = await createTestApp();
    cartId = await newCart(t);
  });
  afterAll(() => t.close());

  it('answers 1,000 coupon guesses from one address with 429 after the first few, with Retry-After', async () => {
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof guess>> | undefined;
    for (let i = 0; i < 1000; i++) {
      const response = await guess(t, cartId, `guess${i}`, { ip: '203.0.113.5' });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) refused ??= response;
    }
    expect(statuses.filter((s) => s !== 429)).toHaveLength(RATE_LIMITS.mutations.applyCouponToCart!);
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused!.json()).toMatchObject({
      errors: [
        {
          message: expect.stringMatching(/^Too many requests/),
          extensions: {
            code: 'rateLimited',
            status: 429,
            details: { retryAfterSeconds: expect.any(Number) },
          },
        },
      ],
    });
    // Another address is not held up.
    expect((await guess(t, cartId, 'other', { ip: '203.0.113.6' })).statusCode).not.toBe(429);
  });

  it('counts every alias of the mutation in one request', async () => {
    const aliases = Array.from(
      { length: 11 },
      (_, i) => `g${i}: applyCouponToCart(cartId: "${cartId}", couponCode: "x${i}") { id }`,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: `mutation { ${aliases.join(' ')} }` },
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode).toBe(429);
  });

  it('ignores a spoofed X-Forwarded-For: the connecting address is counted', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const response = await guess(t, cartId, `spoof${i}`, {
        ip: '203.0.113.8',
        forwardedFor: `198.18.${i}.1`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(15 - RATE_LIMITS.mutations.applyCouponToCart!);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 15; i++) {
      statuses.push(
        (await guess(t, cartId, `v6-${i}`, { ip: `2001:db8:1:2::${i.toString(16)}` })).statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits client error reports per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.clientErrors; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v2/client-errors',
        payload: { message: `boom ${i}`, url: '/my-health' },
        remoteAddress: '203.0.113.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("answers the /auth routes' 429 in the provider's error shape", async () => {
    let last;
    for (let i = 0; i <= RATE_LIMITS.auth; i++) {
      last = await t.app.inject({ method: 'POST', url: '/auth/sign-out', remoteAddress: '203.0.113.11' });
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.headers['retry-after']).toBeDefined();
    expect(last!.json()).toMatchObject({ error: { code: 'rateLimited' } });
  });

  it('gives loopback room in demo mode, where the browser tests run', async () => {
    for (let i = 0; i < 15; i++) {
      expect((await guess(t, cartId, `local${i}`, { ip: '127.0.0.1' })).statusCode).not.toBe(429);
    }
  });
});

describe('rate limits behind a trusted proxy', () => {
  it('counts the client the proxy names when TRUST_PROXY is its hop count', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const cartId = await newCart(t);
      for (let i = 0; i < 15; i++) {
        const response = await guess(t, cartId, `c${i}`, {
          ip: '10.0.0.5',
          forwardedFor: `198.18.0.${i + 1}`,
        });
        expect(response.statusCode).not.toBe(429);
      }
    } finally {
      await t.close();
    }
  });

  it('believes only the listed proxies', async () => {
    const t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      const cartId = await newCart(t);
      const from = (ip: string, i: number) =>
        guess(t, cartId, `p${i}`, { ip, forwardedFor: `198.18.1.${i}` });
      const outsider: number[] = [];
      for (let i = 0; i < 15; i++) outsider.push((await from('203.0.113.10', i)).statusCode);
      expect(outsider.at(-1)).toBe(429);
      for (let i = 20; i < 35; i++) expect((await from('10.0.0.5', i)).statusCode).not.toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('mutationFields', () => {
  it('finds root fields in fragments and the chosen operation only', () => {
    const query = `
      query Q { me { id } }
      mutation M { ...F ... on Mutation { createCart { id } } a: applyCouponToCart(cartId: "1", couponCode: "x") { id } }
      fragment F on Mutation { applyCouponToCart(cartId: "1", couponCode: "y") { id } }`;
    expect(mutationFields({ query, operationName: 'M' }).sort()).toEqual([
      'applyCouponToCart',
      'applyCouponToCart',
      'createCart',
    ]);
    expect(mutationFields({ query, operationName: 'Q' })).toEqual([]);
    expect(mutationFields({ query: 'mutation {' })).toEqual([]);
  });
});
