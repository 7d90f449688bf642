import { Role } from '@health-passport/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../../test/auth.js';
import { createTestApp, gql, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';

const clock = createTestClock();
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  await createUser(t, {
    email: 'profile@example.com',
    givenName: 'Fleur',
    middleName: 'van',
    familyName: 'Dijk',
    birthDate: '1990-05-17',
    gender: 'Female',
    phoneNumber: '+31611122233',
    locale: 'nl_NL',
    groups: [Role.CONSUMER],
  });
  await createUser(t, { email: 'other@example.com' });
  token = (await signedIn(t, 'profile@example.com')).accessToken;
});
afterAll(() => t.close());

const USER_FIELDS = `
  id serviceNumber name createdDate
  address { streetAddress locality postalCode country region }
  disabledEmails { type date }
  identityInformation {
    birthDate givenName familyName middleName email phoneNumber gender locale status groups
    packageCode customerClass { type company } customCompanyName mfaEnabled termsAccepted termsAcceptedAt
  }`;
const ME = `{ me { ${USER_FIELDS} } }`;
const UPDATE_ME = `mutation ($input: UpdateMeInput!) { updateMe(input: $input) { ${USER_FIELDS} } }`;

interface UserView {
  name: string;
  address: Record<string, string | null> | null;
  disabledEmails: { type: string; date: string }[];
  identityInformation: Record<string, unknown> & { status: string[] };
}
const me = async () => (await gql(t.app, ME, undefined, token)).body.data?.me as UserView;
const updated = (body: { data?: Record<string, unknown> }) => body.data?.updateMe as UserView;
const updateMe = (input: Record<string, unknown>) => gql(t.app, UPDATE_ME, { input }, token);

describe('me', () => {
  it('answers the signed-in user', async () => {
    const { status, body } = await gql(t.app, ME, undefined, token);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.me).toMatchObject({
      serviceNumber: expect.stringMatching(/^HP\d{8}$/),
      name: 'Fleur van Dijk',
      address: null,
      disabledEmails: [],
      identityInformation: {
        birthDate: '1990-05-17',
        givenName: 'Fleur',
        familyName: 'Dijk',
        middleName: 'van',
        email: 'profile@example.com',
        phoneNumber: '+31611122233',
        gender: 'Female',
        locale: 'nl_NL',
        status: [],
        groups: ['CONSUMER'],
        customerClass: null,
        mfaEnabled: false,
        termsAccepted: false,
        termsAcceptedAt: null,
      },
    });
  });

  it('needs a session', async () => {
    const { status, body } = await gql(t.app, ME);
    expect(status).toBe(401);
    expect(body.errors?.[0]).toMatchObject({
      message: 'Invalid token',
      extensions: { code: 'NotAuthorizedException' },
    });
  });
});

describe('updateMe', () => {
  it('changes only the given fields and returns the user', async () => {
    const { body } = await updateMe({
      givenName: '  Floor ',
      locale: 'en_US',
      // Unchanged (in another spelling): the number itself changes only through requestContactChange.
      phoneNumber: '+31 6 1112 2233',
      address: {
        streetAddress: 'Keizersgracht 1',
        locality: 'Amsterdam',
        postalCode: '1015 CJ',
        country: 'NL',
      },
      termsAccepted: true,
      status: ['BOOKED_ONBOARDING'],
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.updateMe).toMatchObject({
      name: 'Floor van Dijk',
      address: {
        streetAddress: 'Keizersgracht 1',
        locality: 'Amsterdam',
        postalCode: '1015 CJ',
        country: 'NL',
        region: null,
      },
      identityInformation: {
        givenName: 'Floor',
        familyName: 'Dijk',
        locale: 'en_US',
        phoneNumber: '+31611122233',
        termsAccepted: true,
        termsAcceptedAt: clock.now().toISOString(),
        status: ['BOOKED_ONBOARDING'],
      },
    });
  });

  it('appends status markers without duplicates', async () => {
    await updateMe({ status: ['BOOKED_ONBOARDING', 'BOOKED_EXPERT'] });
    const { body } = await updateMe({ status: ['BOOKED_EXPERT', 'BOOKED_EXPERT', 'DONE'] });
    expect(updated(body).identityInformation.status).toEqual(['BOOKED_ONBOARDING', 'BOOKED_EXPERT', 'DONE']);
  });

  it('clears optional fields with null and keeps required ones', async () => {
    const { body } = await updateMe({
      givenName: null,
      address: { region: 'Noord-Holland', country: '' },
    });
    expect(body.errors).toBeUndefined();
    const info = updated(body).identityInformation;
    expect(info.givenName).toBe('Floor');
    expect(updated(body).address).toMatchObject({
      region: 'Noord-Holland',
      country: null,
      locality: 'Amsterdam',
    });
  });

  it('records and withdraws terms acceptance', async () => {
    clock.advance(60_000);
    await updateMe({ termsAccepted: false });
    expect((await me()).identityInformation.termsAccepted).toBe(false);
    await updateMe({ termsAccepted: true });
    expect((await me()).identityInformation.termsAcceptedAt).toBe(clock.now().toISOString());
  });

  it('refuses invalid input with InvalidParameterException naming the field, and changes nothing', async () => {
    const before = await me();
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email' }, 'email'],
      [{ phoneNumber: '0612345678' }, 'phoneNumber'],
      [{ phoneNumber: '+31 6 abc' }, 'phoneNumber'],
      [{ givenName: '   ' }, 'givenName'],
      [{ familyName: 'x'.repeat(101) }, 'familyName'],
      [{ locale: 'nl-NL' }, 'locale'],
      [{ locale: 'de_DE' }, 'locale'],
      [{ address: { streetAddress: 's'.repeat(201) } }, 'address.streetAddress'],
      [{ address: { postalCode: '1'.repeat(21) } }, 'address.postalCode'],
      [{ status: ['x'.repeat(65)] }, 'status.0'],
      [{ status: Array.from({ length: 21 }, (_, i) => `S${i}`) }, 'status'],
      [{ givenName: 'Floor\u0000' }, 'givenName'],
      // Valid and invalid together: nothing of it is written.
      [{ givenName: 'Changed', email: 'broken' }, 'email'],
    ];
    for (const [input, field] of cases) {
      const { status, body } = await updateMe(input);
      expect(status, JSON.stringify(input).slice(0, 60)).toBe(200);
      expect(body.errors?.[0]?.extensions, JSON.stringify(input).slice(0, 60)).toMatchObject({
        code: 'InvalidParameterException',
        details: { fields: { [field]: expect.any(String) } },
      });
    }
    expect(await me()).toEqual(before);
  });

  it('does not change the e-mail address or phone number: they take a confirmed request', async () => {
    for (const input of [
      { email: 'fleur.new@example.com' },
      { phoneNumber: '+31699999999' },
      { phoneNumber: null },
    ]) {
      const { body } = await updateMe(input);
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'InvalidParameterException' });
    }
    expect((await me()).identityInformation).toMatchObject({
      email: 'profile@example.com',
      phoneNumber: '+31611122233',
    });
    // The same address (in another spelling) is no change.
    expect((await updateMe({ email: 'Profile@Example.com' })).body.errors).toBeUndefined();
  });

  it('needs a session', async () => {
    const { status, body } = await gql(t.app, UPDATE_ME, { input: { givenName: 'X' } });
    expect(status).toBe(401);
    expect(body.errors?.[0]?.extensions?.code).toBe('NotAuthorizedException');
  });
});

describe('e-mail preferences', () => {
  const DISABLE = 'mutation ($type: EmailType!) { disableEmail(type: $type) }';
  const ENABLE = 'mutation ($type: EmailType!) { enableEmail(type: $type) }';

  it('disables and enables types of e-mail, with the date', async () => {
    const when = clock.now().toISOString();
    expect((await gql(t.app, DISABLE, { type: 'NEWSLETTER' }, token)).body.data).toEqual({
      disableEmail: 'NEWSLETTER',
    });
    await gql(t.app, DISABLE, { type: 'NEWSLETTER' }, token);
    clock.advance(1000);
    await gql(t.app, DISABLE, { type: 'REMINDERS' }, token);
    expect((await me()).disabledEmails).toEqual([
      { type: 'NEWSLETTER', date: when },
      { type: 'REMINDERS', date: clock.now().toISOString() },
    ]);
    expect((await gql(t.app, ENABLE, { type: 'NEWSLETTER' }, token)).body.data).toEqual({
      enableEmail: 'NEWSLETTER',
    });
    expect((await me()).disabledEmails).toEqual([{ type: 'REMINDERS', date: clock.now().toISOString() }]);
  });

  it('refuses an unknown type and a missing session', async () => {
    expect((await gql(t.app, DISABLE, { type: 'SPAM' }, token)).status).toBe(400);
    expect((await gql(t.app, DISABLE, { type: 'NEWSLETTER' })).status).toBe(401);
  });
});

describe('finding people by e-mail', () => {
  it('answers those of the addresses that exist, in one read, whatever their case and spaces', async () => {
    const found = await t.ctx.services.users.findByEmails([' Other@Example.com', 'nobody.here@example.com']);
    expect(found.map((user) => user.email)).toEqual(['other@example.com']);
    expect(await t.ctx.services.users.findByEmails([])).toEqual([]);
  });
});
