import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../test/auth.js';
import { createTestApp, type TestApp } from '../test/testApp.js';

/**
 * A query POSTed as JSON is answered on the route's plain path (yoga.ts, `answerPlainOperation`); the same query as
 * a GET is Yoga's own. Both must answer alike: status, media type and body.
 */
/**
 * Yoga drops its `http` extension (what steers the HTTP status) from the errors it sends, but only from errors of
 * its own copy of graphql-js: under the test runner the server's sources load a second copy, so here Yoga leaves
 * it in (the built server has one copy, and the plain path always drops it).
 */
function withoutHttpExtension(body: { errors?: { extensions?: Record<string, unknown> }[] }) {
  for (const error of body.errors ?? []) {
    if (!error.extensions) continue;
    delete error.extensions.http;
    if (Object.keys(error.extensions).length === 0) delete error.extensions;
  }
  return body;
}

describe('the plain path and Yoga', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, { email: 'paths@example.com' });
    token = (await signedIn(t, 'paths@example.com')).accessToken;
  });
  afterAll(() => t.close());

  const both = async (query: string, variables?: Record<string, unknown>, accessToken?: string) => {
    const headers = accessToken ? { authorization: `Bearer ${accessToken}` } : {};
    const viaPost = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query, variables },
      headers,
    });
    const search = new URLSearchParams({
      query,
      ...(variables ? { variables: JSON.stringify(variables) } : {}),
    });
    const viaGet = await t.app.inject({ method: 'GET', url: `/graphql?${search}`, headers });
    const answer = (r: typeof viaPost) => ({
      status: r.statusCode,
      type: r.headers['content-type'],
      cache: r.headers['cache-control'],
      body: withoutHttpExtension(r.json()),
    });
    return { post: answer(viaPost), get: answer(viaGet) };
  };

  it.each([
    ['an answer', '{ appInfo { version } }'],
    ['no session', '{ me { id } }'],
    ['an unknown field', '{ me { secrets } }'],
    ['a syntax error', '{ appInfo { '],
    [
      'too many aliases',
      `{ ${Array.from({ length: 6 }, (_, i) => `a${i}: appInfo { version }`).join(' ')} }`,
    ],
    ['an unknown operation', 'query A { appInfo { version } } query B { __typename }'],
  ])('answer alike: %s', async (_, query) => {
    const { post, get } = await both(query);
    expect(post).toEqual(get);
  });

  it('answer alike with variables, right and wrong', async () => {
    const query = 'query ($id: ID!) { cart(id: $id) { id } }';
    for (const variables of [{ id: '00000000-0000-4000-8000-000000000000' }, { id: { no: 1 } }, {}]) {
      const { post, get } = await both(query, variables);
      expect(post).toEqual(get);
    }
  });

  it('answer alike for a signed-in person', async () => {
    const { post, get } = await both('{ me { name } myOnboardingChapters { __typename } }', undefined, token);
    expect(post.status).toBe(200);
    expect(post).toEqual(get);
  });
});
