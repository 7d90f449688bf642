import http from 'node:http';
import type { AddressInfo } from 'node:net';
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

describe('A new connection while the embedded database is busy with many clients', () => {
  let t: TestApp;
  let token: string;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, { email: 'busy@example.com', givenName: 'Bo', familyName: 'Druk' });
    token = (await signedIn(t, 'busy@example.com')).accessToken;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  /** One request on the given agent's connection; resolves with the status when the whole answer is read. */
  const send = (agent: http.Agent | false, path: string, body?: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          agent,
          method: body ? 'POST' : 'GET',
          headers: body ? { 'content-type': 'application/json', authorization: `Bearer ${token}` } : {},
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  it('is answered before each busy client gets one more answer', async ({ skip }) => {
    // PostgreSQL's queries are I/O the event loop waits on anyway; the embedded database's hold the thread.
    if (t.database.kind !== 'pglite') skip();
    const clients = 16;
    const query = JSON.stringify({ query: '{ me { name } myOnboardingChapters { __typename } }' });
    let answered = 0;
    let stop = false;
    const agents = Array.from({ length: clients }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    // Like a load test: each client on its own kept-alive connection, asking again as soon as it has its answer.
    const busy = agents.map(async (agent) => {
      while (!stop) {
        expect(await send(agent, '/graphql', query)).toBe(200);
        answered++;
      }
    });
    while (answered < clients * 3) await new Promise((resolve) => setTimeout(resolve, 5));

    const before = answered;
    expect(await send(false, '/actuator/health')).toBe(200);
    const meanwhile = answered - before;
    stop = true;
    await Promise.all(busy);
    for (const agent of agents) agent.destroy();

    expect(meanwhile).toBeLessThan(clients);
  });
});
