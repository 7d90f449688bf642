import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn } from './test/auth.js';
import { IN_FLIGHT } from './inFlight.js';
import { createTestApp, gql, type TestApp } from './test/testApp.js';

describe('GraphQL operations beyond those an instance runs at once', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await createUser(t, { email: 'many@example.com', givenName: 'Mara', familyName: 'Veel' });
    expect(user.id).toBeTruthy();
    token = (await signedIn(t, 'many@example.com')).accessToken;
  });
  afterAll(async () => t.close());

  it('wait their turn and are each answered in full', async () => {
    const count = IN_FLIGHT * 4;
    const answers = await Promise.all(
      Array.from({ length: count }, () => gql(t.app, '{ me { name } n: __typename }', undefined, token)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: count }, () => 200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body)))).toEqual(
      new Set([JSON.stringify({ data: { me: { name: 'Mara Veel' }, n: 'Query' } })]),
    );
  });
});
