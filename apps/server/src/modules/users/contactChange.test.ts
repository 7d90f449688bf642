import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, createUser, lastMessageTo, signedIn, signIn, TEST_PASSWORD } from '../../test/auth.js';
import { createTestApp, gql, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import { enableTotp, totpCode } from '../identity/index.js';

/**
 * The e-mail address (the username) and the phone number take over an account, so a stolen access token must not
 * change them: the change needs the current password (and the authenticator's code when there is one) and a code
 * sent to the new address or number, and it ends the other sessions and tells the old address.
 */

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
});
afterAll(() => t.close());

const REQUEST = `mutation ($input: ContactChangeInput!) {
  requestContactChange(input: $input) { kind destination pending }
}`;
const CONFIRM = `mutation ($kind: ContactKind!, $code: String!) {
  confirmContactChange(kind: $kind, code: $code) { identityInformation { email phoneNumber } }
}`;
const ME = '{ me { identityInformation { email phoneNumber } } }';

const request = (token: string, input: Record<string, unknown>) => gql(t.app, REQUEST, { input }, token);
const confirm = (token: string, kind: string, code: string) => gql(t.app, CONFIRM, { kind, code }, token);
const errorCode = (body: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  body.errors?.[0]?.extensions?.code;
interface Contact {
  email: string;
  phoneNumber: string | null;
}
async function contact(token: string): Promise<Contact> {
  const data = (await gql(t.app, ME, undefined, token)).body.data as { me: { identityInformation: Contact } };
  return data.me.identityInformation;
}
const confirmed = (body: { data?: Record<string, unknown> | null }) =>
  (body.data?.confirmContactChange as { identityInformation: Contact }).identityInformation;
async function messagesTo(to: string): Promise<number> {
  try {
    await lastMessageTo(t, to);
    return 1;
  } catch {
    return 0;
  }
}

describe('a stolen access token', () => {
  it('cannot change the e-mail address or phone number without the password', async () => {
    await createUser(t, { email: 'victim@example.com', phoneNumber: '+31611111111' });
    const { accessToken } = await signedIn(t, 'victim@example.com');
    for (const change of [
      { email: 'attacker@example.com' },
      { phoneNumber: '+31622222222' },
      { phoneNumber: null },
    ]) {
      const { body } = await request(accessToken, { ...change, password: 'Guessed-Password-1!' });
      expect(errorCode(body), JSON.stringify(change)).toBe('NotAuthorizedException');
    }
    // Nor by the profile update, nor by guessing a confirmation code.
    const update = await gql(
      t.app,
      'mutation { updateMe(input: { email: "attacker@example.com" }) { id } }',
      undefined,
      accessToken,
    );
    expect(errorCode(update.body)).toBe('InvalidParameterException');
    expect(errorCode((await confirm(accessToken, 'EMAIL', '123456')).body)).toBe('ExpiredCodeException');

    expect(await messagesTo('attacker@example.com')).toBe(0);
    expect(await contact(accessToken)).toEqual({ email: 'victim@example.com', phoneNumber: '+31611111111' });
  });

  it('cannot change them with the password alone when the account has an authenticator app', async () => {
    const user = await createUser(t, { email: 'guarded@example.com' });
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    await enableTotp(t.ctx.db, user.id, secret);
    const first = (await signIn(t.app, 'guarded@example.com')).json();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/auth/challenge',
      payload: {
        challenge: 'SOFTWARE_TOKEN_MFA',
        session: first.session,
        code: totpCode(secret, clock.now()),
      },
    });
    const accessToken = answer.json().tokens.accessToken as string;

    const passwordOnly = await request(accessToken, {
      email: 'new-guarded@example.com',
      password: TEST_PASSWORD,
    });
    expect(errorCode(passwordOnly.body)).toBe('InvalidParameterException');
    const wrongCode = await request(accessToken, {
      email: 'new-guarded@example.com',
      password: TEST_PASSWORD,
      totpCode: '000000',
    });
    expect(errorCode(wrongCode.body)).toBe('CodeMismatchException');
    expect(await messagesTo('new-guarded@example.com')).toBe(0);

    clock.advance(30_000);
    const owner = await request(accessToken, {
      email: 'new-guarded@example.com',
      password: TEST_PASSWORD,
      totpCode: totpCode(secret, clock.now()),
    });
    expect(owner.body.data?.requestContactChange).toEqual({
      kind: 'EMAIL',
      destination: expect.stringContaining('@example.com'),
      pending: true,
    });
  });
});

describe('the owner', () => {
  it('changes the e-mail address with the code sent to it; the old one is told, other sessions end', async () => {
    await createUser(t, { email: 'mover@example.com', givenName: 'Mo' });
    const other = await signedIn(t, 'mover@example.com');
    const mine = await signedIn(t, 'mover@example.com');

    const started = await request(mine.accessToken, {
      email: ' Mover.New@Example.com',
      password: TEST_PASSWORD,
    });
    expect(started.body.data?.requestContactChange).toMatchObject({ kind: 'EMAIL', pending: true });
    // Nothing changes before the code.
    expect((await contact(mine.accessToken)).email).toBe('mover@example.com');
    const mail = await lastMessageTo(t, 'mover.new@example.com');
    expect(mail.subject).toBe('Confirm your e-mail address');

    const wrong = await confirm(mine.accessToken, 'EMAIL', '000000');
    expect(errorCode(wrong.body)).toBe('CodeMismatchException');
    const done = await confirm(mine.accessToken, 'EMAIL', codeIn(mail.text));
    expect(confirmed(done.body).email).toBe('mover.new@example.com');

    const notice = await lastMessageTo(t, 'mover@example.com');
    expect(notice.subject).toBe('Your e-mail address was changed');
    expect(notice.text).toContain('mover.new@example.com');
    expect((await gql(t.app, ME, undefined, other.accessToken)).status).toBe(401);
    expect((await gql(t.app, ME, undefined, mine.accessToken)).status).toBe(200);
    expect((await signIn(t.app, 'mover.new@example.com')).json().status).toBe('AUTHENTICATED');
    // The code works once.
    expect(errorCode((await confirm(mine.accessToken, 'EMAIL', codeIn(mail.text))).body)).toBe(
      'ExpiredCodeException',
    );
  });

  it('cannot take an address another account uses', async () => {
    await createUser(t, { email: 'taken@example.com' });
    await createUser(t, { email: 'taker@example.com' });
    const { accessToken } = await signedIn(t, 'taker@example.com');
    const { body } = await request(accessToken, { email: 'TAKEN@example.com', password: TEST_PASSWORD });
    expect(errorCode(body)).toBe('UsernameExistsException');
  });

  it('changes the phone number with the code texted to it, and removes it with the password', async () => {
    await createUser(t, { email: 'caller@example.com', phoneNumber: '+31633333333' });
    const { accessToken } = await signedIn(t, 'caller@example.com');
    const started = await request(accessToken, { phoneNumber: '+31 6 4444 4444', password: TEST_PASSWORD });
    expect(started.body.data?.requestContactChange).toMatchObject({ kind: 'PHONE', pending: true });
    const sms = await lastMessageTo(t, '+31644444444');
    const done = await confirm(accessToken, 'PHONE', codeIn(sms.text));
    expect(confirmed(done.body).phoneNumber).toBe('+31644444444');
    expect((await lastMessageTo(t, 'caller@example.com')).subject).toBe('Your phone number was changed');

    const removed = await request(accessToken, { phoneNumber: null, password: TEST_PASSWORD });
    expect(removed.body.data?.requestContactChange).toEqual({
      kind: 'PHONE',
      destination: null,
      pending: false,
    });
    expect((await contact(accessToken)).phoneNumber).toBeNull();
  });
});
