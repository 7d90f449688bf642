import { INDIVIDUALS_MENU_ROLES, PassportStatus, Role, ROLES } from '@health-passport/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, createUser, lastMessageTo, signedIn, TEST_PASSWORD } from '../../test/auth.js';
import { rest } from '../../test/rest.js';
import { createTestApp, gql, type TestApp } from '../../test/testApp.js';
import { healthPassports } from '../passports/index.js';
import type { UsersPage } from './index.js';
import { createUsersService, users, type UserRow } from './index.js';

let t: TestApp;
const tokens: Partial<Record<Role, string>> = {};
let zoe: UserRow;
let renee: UserRow;
let staff: UserRow;

/** 43 consumers named Person-00 .. Person-42; with Zoë, Renée and the signed-in consumer, 46 in all. */
const NUMBERED = 43;
const CONSUMERS = NUMBERED + 3;

async function list(query: string, token = tokens.HEALTH_COACH) {
  const response = await rest(t.app, 'GET', `/api/v2/users${query}`, { token });
  return { status: response.statusCode, body: response.json() as UsersPage & { error?: { code: string } } };
}

const names = (page: UsersPage) => page.users.map((user) => user.name);

/** A pagination whose count reached the end of the matches. */
const exactly = (pagination: Omit<UsersPage['pagination'], 'totalPagesAtLeast'>) => ({
  ...pagination,
  totalPagesAtLeast: false,
});

/**
 * `count` consumers numbered 1 to `count` (service number, e-mail address), written straight to the tables as a
 * migration or another module would: the list follows user_groups.
 */
async function insertConsumers(
  count: number,
  person: {
    serviceNumber: string;
    email: [local: string, domain: string];
    givenName: string;
    familyName: string;
  },
) {
  const [local, domain] = person.email;
  const names = `${person.familyName} ${person.givenName} `.toLowerCase();
  await t.ctx.db.execute(sql`
    insert into users (service_number, email, given_name, family_name, search_text)
    select ${person.serviceNumber}::text || lpad(g::text, 8, '0'), ${local}::text || g || ${domain}::text,
           ${person.givenName}, ${person.familyName},
           ${names}::text || ${local}::text || g || ${domain}::text || ' ' ||
             ${person.serviceNumber.toLowerCase()}::text || lpad(g::text, 8, '0')
    from generate_series(1, ${count}::int) g`);
  await t.ctx.db.execute(sql`
    insert into user_groups (user_id, "group")
    select id, ${Role.CONSUMER} from users where email like ${`${local}%${domain}`}`);
}

beforeAll(async () => {
  t = await createTestApp();
  await Promise.all(
    Array.from({ length: NUMBERED }, (_, i) =>
      t.ctx.services.users.create({
        email: `person${i}@example.com`,
        givenName: 'Numbered',
        familyName: `Person-${String(i).padStart(2, '0')}`,
        groups: [Role.CONSUMER],
      }),
    ),
  );
  zoe = await createUser(t, { email: 'zoe.a@example.com', givenName: 'Zoë', familyName: 'Ångström' });
  renee = await createUser(t, {
    email: 'renee@example.org',
    givenName: 'RENÉE',
    middleName: 'van der',
    familyName: 'Berg',
    birthDate: '1979-04-02',
    gender: 'Female',
  });
  // Staff are never listed, whatever their name.
  staff = await createUser(t, {
    email: 'zoe.coach@example.com',
    givenName: 'Zoë',
    groups: [Role.HEALTH_COACH],
  });
  for (const role of ROLES.filter((r) => r !== Role.ANONYMOUS)) {
    const email = `viewer.${role.toLowerCase()}@example.com`;
    await createUser(t, { email, givenName: 'Viewer', familyName: role, groups: [role] });
    tokens[role] = (await signedIn(t, email)).accessToken;
  }
});
afterAll(() => t.close());

describe('GET /api/v2/users: who may list', () => {
  it('asks for a session', async () => {
    const response = await rest(t.app, 'GET', '/api/v2/users');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('NotAuthorizedException');
  });

  it('answers the individuals roles and refuses every other role', async () => {
    for (const role of ROLES.filter((r) => r !== Role.ANONYMOUS)) {
      const { status } = await list('', tokens[role]);
      expect([role, status]).toEqual([role, INDIVIDUALS_MENU_ROLES.includes(role) ? 200 : 403]);
    }
  });

  it('lists consumers only, never staff', async () => {
    const { body } = await list('?name=zoe');
    expect(body.users.map((user) => user.serviceNumber)).toEqual([zoe.serviceNumber]);
    expect(body.users.map((user) => user.serviceNumber)).not.toContain(staff.serviceNumber);
  });
});

describe('GET /api/v2/users: pages', () => {
  it('answers 20 to a zero-based page, ordered by family name, with previous, next and totalPages', async () => {
    const first = (await list('?page=0&limit=20&name=')).body;
    expect(first.pagination).toEqual(
      exactly({ page: 0, limit: 20, previous: false, next: true, totalPages: 3 }),
    );
    expect(first.users).toHaveLength(20);
    // By family name, accents and case ignored, and the middle name not in the way ("van der Berg" under B).
    expect(names(first).slice(0, 4)).toEqual([
      'Zoë Ångström',
      'RENÉE van der Berg',
      'Viewer CONSUMER',
      'Numbered Person-00',
    ]);

    const middle = (await list('?page=1')).body;
    expect(middle.pagination).toEqual(
      exactly({ page: 1, limit: 20, previous: true, next: true, totalPages: 3 }),
    );
    const last = (await list('?page=2')).body;
    expect(last.pagination).toEqual(
      exactly({ page: 2, limit: 20, previous: true, next: false, totalPages: 3 }),
    );
    expect(last.users).toHaveLength(CONSUMERS - 40);

    const everyone = [...first.users, ...middle.users, ...last.users].map((user) => user.serviceNumber);
    expect(new Set(everyone).size).toBe(CONSUMERS);
  });

  it('caps the limit at 20 and defaults to it', async () => {
    expect((await list('?limit=100')).body.users).toHaveLength(20);
    expect((await list('?limit=100')).body.pagination.limit).toBe(20);
    expect((await list('')).body.pagination).toMatchObject({ page: 0, limit: 20 });
    const small = (await list('?limit=5&page=1')).body;
    expect(small.users).toHaveLength(5);
    expect(small.pagination).toEqual(
      exactly({ page: 1, limit: 5, previous: true, next: true, totalPages: 10 }),
    );
  });

  it('answers an empty page past the end, and zero pages when nobody matches', async () => {
    const past = (await list('?page=7')).body;
    expect(past.users).toEqual([]);
    expect(past.pagination).toMatchObject({ page: 7, previous: true, next: false, totalPages: 3 });
    const none = (await list('?name=nobody-has-this-name')).body;
    expect(none).toEqual({
      users: [],
      pagination: exactly({ page: 0, limit: 20, previous: false, next: false, totalPages: 0 }),
    });
  });

  it('refuses a page or limit that is not a whole number in range', async () => {
    for (const query of ['?page=-1', '?page=abc', '?page=1.5', '?limit=0', `?name=${'x'.repeat(201)}`]) {
      const { status, body } = await list(query);
      expect([query, status]).toEqual([query, 400]);
      expect(body.error?.code).toBeTruthy();
    }
  });
});

describe('GET /api/v2/users: search', () => {
  it('ignores accents and case, both ways', async () => {
    expect(names((await list('?name=zoe')).body)).toEqual(['Zoë Ångström']);
    expect(names((await list('?name=ANGSTROM')).body)).toEqual(['Zoë Ångström']);
    expect(names((await list(`?name=${encodeURIComponent('rénée')}`)).body)).toEqual(['RENÉE van der Berg']);
    expect(names((await list(`?name=${encodeURIComponent('ZOË')}`)).body)).toEqual(['Zoë Ångström']);
  });

  it('matches part of a name, and every word of a search anywhere in the name', async () => {
    expect(names((await list('?name=ngstr')).body)).toEqual(['Zoë Ångström']);
    expect(names((await list(`?name=${encodeURIComponent('renee berg')}`)).body)).toEqual([
      'RENÉE van der Berg',
    ]);
    expect(names((await list(`?name=${encodeURIComponent('  berg   van ')}`)).body)).toEqual([
      'RENÉE van der Berg',
    ]);
    expect((await list(`?name=${encodeURIComponent('renee zoe')}`)).body.users).toEqual([]);
  });

  it('matches a word of one or two letters at the start of a word', async () => {
    expect(names((await list('?name=zo')).body)).toEqual(['Zoë Ångström']);
    expect(names((await list(`?name=${encodeURIComponent('b r')}`)).body)).toEqual(['RENÉE van der Berg']);
    // "er" is inside "Berg" and "Numbered", but starts no word.
    expect((await list('?name=er')).body.users).toEqual([]);
    // At the start of the family name ("Ångström"), of a later word ("van"), or of both ("Person-07" and
    // "person7@"): each person once.
    expect(names((await list('?name=a')).body)).toEqual(['Zoë Ångström']);
    expect(names((await list('?name=va')).body)).toEqual(['RENÉE van der Berg']);
    const numbered = await list('?name=pe&page=2');
    expect(numbered.body.users).toHaveLength(NUMBERED - 40);
    expect(numbered.body.pagination).toMatchObject({ totalPages: 3, totalPagesAtLeast: false });
  });

  it('finds people by e-mail address and by service number', async () => {
    expect(names((await list('?name=renee%40example.org')).body)).toEqual(['RENÉE van der Berg']);
    expect(names((await list('?name=example.org')).body)).toEqual(['RENÉE van der Berg']);
    const byNumber = (await list(`?name=${zoe.serviceNumber.toLowerCase()}`)).body;
    expect(byNumber.users.map((user) => user.serviceNumber)).toEqual([zoe.serviceNumber]);
  });

  it('takes LIKE wildcards in the search literally', async () => {
    expect((await list('?name=%25')).body.users).toEqual([]);
    expect((await list('?name=_')).body.users).toEqual([]);
    expect((await list(`?name=${encodeURIComponent('person-0_')}`)).body.users).toEqual([]);
    expect((await list(`?name=${encodeURIComponent('\\')}`)).body.users).toEqual([]);
    expect((await list('?name=person-0')).body.users).toHaveLength(10);
  });

  it('pages through the matches of a search', async () => {
    const first = (await list('?name=numbered&limit=20')).body;
    expect(first.pagination).toEqual(
      exactly({ page: 0, limit: 20, previous: false, next: true, totalPages: 3 }),
    );
    const last = (await list('?name=numbered&limit=20&page=2')).body;
    expect(last.users.map((user) => user.familyName)).toEqual(['Person-40', 'Person-41', 'Person-42']);
  });

  it('finds people under a changed name and e-mail address', async () => {
    const email = 'name.change@example.com';
    await createUser(t, { email, givenName: 'Old', familyName: 'Name' });
    const token = (await signedIn(t, email)).accessToken;
    const updated = await gql(
      t.app,
      'mutation($input: UpdateMeInput!) { updateMe(input: $input) { name } }',
      { input: { givenName: 'Émile' } },
      token,
    );
    expect(updated.body.data?.updateMe).toEqual({ name: 'Émile Name' });
    // The e-mail address changes with the password and the code sent to the new address.
    await gql(
      t.app,
      'mutation($input: ContactChangeInput!) { requestContactChange(input: $input) { pending } }',
      { input: { email: 'emile.changed@example.com', password: TEST_PASSWORD } },
      token,
    );
    const code = codeIn((await lastMessageTo(t, 'emile.changed@example.com')).text);
    const confirmed = await gql(
      t.app,
      'mutation($code: String!) { confirmContactChange(kind: EMAIL, code: $code) { name } }',
      { code },
      token,
    );
    expect(confirmed.body.data?.confirmContactChange).toEqual({ name: 'Émile Name' });
    expect(names((await list('?name=emile')).body)).toEqual(['Émile Name']);
    expect(names((await list('?name=changed%40example')).body)).toEqual(['Émile Name']);
    expect((await list('?name=old')).body.users).toEqual([]);
  });

  it('answers each person with the fields the list and its buttons need', async () => {
    const passport = await t.ctx.services.passports.create({ userId: renee.id, packageCode: 'standard' });
    await t.ctx.db
      .update(healthPassports)
      .set({ status: PassportStatus.COMPUTED })
      .where(eq(healthPassports.id, passport.id));
    const [person] = (await list('?name=renee')).body.users;
    expect(person).toEqual({
      serviceNumber: renee.serviceNumber,
      givenName: 'RENÉE',
      middleName: 'van der',
      familyName: 'Berg',
      name: 'RENÉE van der Berg',
      email: 'renee@example.org',
      birthDate: '1979-04-02',
      gender: 'Female',
      passports: [{ id: passport.id, status: PassportStatus.COMPUTED }],
      erasureDueOn: null,
    });
    expect((await list('?name=zoe')).body.users[0]?.passports).toEqual([]);
  });

  it('is answered from the trigram index on search_text', async () => {
    // With few rows the planner prefers a sequential scan; forbid it to see that the index serves the match.
    const plan = await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      // node-postgres and PGlite both answer `{ rows }`.
      const { rows } = (await tx.execute(
        sql`explain select id from ${users} where ${users.searchText} like ${'%angstr%'}`,
      )) as unknown as { rows: Record<string, unknown>[] };
      return rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(plan).toContain('users_search_text_idx');
  });
});

describe('GET /api/v2/users: an external viewer', () => {
  let external: { user: UserRow; token: string };
  let annaPassportId: string;
  let bramPassportId: string;
  let anna: UserRow;
  let bram: UserRow;

  const sharePublished = async (owner: UserRow, recipient: UserRow) => {
    const passport = await t.ctx.services.passports.create({ userId: owner.id, packageCode: 'standard' });
    await t.ctx.db
      .update(healthPassports)
      .set({ status: PassportStatus.PUBLISHED, publishedAt: new Date() })
      .where(eq(healthPassports.id, passport.id));
    await t.ctx.services.sharing.share({
      ownerId: owner.id,
      passportId: passport.id,
      recipient: {
        firstName: recipient.givenName,
        lastName: recipient.familyName,
        email: recipient.email,
        phoneNumber: '+31 6 1234 5678',
      },
      language: 'en',
    });
    return passport.id;
  };

  beforeAll(async () => {
    const user = await createUser(t, {
      email: 'eva.extern@example.com',
      givenName: 'Eva',
      familyName: 'Extern',
      groups: [Role.EXTERNAL],
    });
    external = { user, token: (await signedIn(t, user.email)).accessToken };
    anna = await createUser(t, { email: 'anna.sharer@example.com', givenName: 'Anna', familyName: 'Sharer' });
    bram = await createUser(t, {
      email: 'bram.sharer@example.com',
      givenName: 'Bram',
      familyName: 'Sharer',
      birthDate: '1990-01-01',
    });
    // Anna has a second passport she did not share.
    await t.ctx.services.passports.create({ userId: anna.id, packageCode: 'standard' });
    annaPassportId = await sharePublished(anna, external.user);
    bramPassportId = await sharePublished(bram, external.user);
    await t.ctx.services.sharing.activate(external.user.id, bram.serviceNumber);
  });

  it('sees only the people who shared with them, pending shares included, with the shared passports', async () => {
    const { status, body } = await list('', external.token);
    expect(status).toBe(200);
    expect(body.users.map((user) => [user.name, user.passports])).toEqual([
      ['Anna Sharer', [{ id: annaPassportId, status: PassportStatus.PUBLISHED }]],
      ['Bram Sharer', [{ id: bramPassportId, status: PassportStatus.PUBLISHED }]],
    ]);
    expect(body.pagination).toEqual(
      exactly({ page: 0, limit: 20, previous: false, next: false, totalPages: 1 }),
    );
  });

  it('searches among them only, and never sees their birth date', async () => {
    const { body } = await list('?name=bram', external.token);
    expect(names(body)).toEqual(['Bram Sharer']);
    expect(body.users[0]?.birthDate).toBeNull();
    expect((await list('?name=zoe', external.token)).body.users).toEqual([]);
  });

  it('loses a person whose share is revoked', async () => {
    await t.ctx.services.sharing.revoke(anna.id, annaPassportId, external.user.serviceNumber);
    expect(names((await list('', external.token)).body)).toEqual(['Bram Sharer']);
  });

  it('sees nobody without shares', async () => {
    const { body } = await list('', tokens.EXTERNAL);
    expect(body).toEqual({
      users: [],
      pagination: exactly({ page: 0, limit: 20, previous: false, next: false, totalPages: 0 }),
    });
  });
});

describe('GET /api/v2/users: a search that matches more than ten pages of people', () => {
  const CROWD = 300;
  beforeAll(async () => {
    await insertConsumers(CROWD, {
      serviceNumber: 'HQ',
      email: ['crowd', '@example.com'],
      givenName: 'Crowd',
      familyName: 'Member',
    });
  });

  it('counts at most ten pages past the page, and then says there are at least that many', async () => {
    expect((await list('?name=crowd')).body.pagination).toEqual({
      page: 0,
      limit: 20,
      previous: false,
      next: true,
      totalPages: 10,
      totalPagesAtLeast: true,
    });
    expect((await list('?name=crowd&page=4')).body.pagination).toMatchObject({
      totalPages: 14,
      totalPagesAtLeast: true,
    });
    // From the sixth page on, ten pages past the page reach the end: the count is exact.
    expect((await list('?name=crowd&page=5')).body.pagination).toMatchObject({
      totalPages: CROWD / 20,
      totalPagesAtLeast: false,
    });
    const last = await list(`?name=crowd&page=${CROWD / 20 - 1}`);
    expect(names(last.body)).toHaveLength(20);
    expect(last.body.pagination).toMatchObject({
      next: false,
      totalPages: CROWD / 20,
      totalPagesAtLeast: false,
    });
  });

  it('leaves out a person whose consumer role is taken away, and lists them again when it is given back', async () => {
    const found = async () => names((await list('?name=hq00000007')).body);
    expect(await found()).toEqual(['Crowd Member']);
    const [person] = await t.ctx.db.select().from(users).where(eq(users.serviceNumber, 'HQ00000007'));
    await t.ctx.db.execute(sql`delete from user_groups where user_id = ${person!.id}`);
    expect(await found()).toEqual([]);
    await t.ctx.db.execute(
      sql`insert into user_groups (user_id, "group") values (${person!.id}, ${Role.CONSUMER})`,
    );
    expect(await found()).toEqual(['Crowd Member']);
  });
});

describe('GET /api/v2/users: short words, e-mail addresses and service numbers', () => {
  /** 24 people called Yara, eight each of three family names, each with several words starting with y. */
  const FAMILIES = ['Yntema', 'van Ysselmuiden', 'de Ypma'];
  const yaras: UserRow[] = [];
  const XYLOS = 230;
  beforeAll(async () => {
    for (let i = 0; i < 24; i++) {
      yaras.push(
        await t.ctx.services.users.create({
          email: `y${i}@yard.test`,
          givenName: 'Yara',
          familyName: FAMILIES[i % 3]!,
          groups: [Role.CONSUMER],
        }),
      );
    }
    // More people than ten pages, all sharing one word.
    await insertConsumers(XYLOS, {
      serviceNumber: 'HX',
      email: ['m', '@xylo.example'],
      givenName: 'Xander',
      familyName: 'Xylo',
    });
  });

  it('finds one letter at the start of any word, each person once, in the order of family names', async () => {
    const first = (await list('?name=y')).body;
    expect(first.pagination).toEqual(
      exactly({ page: 0, limit: 20, previous: false, next: true, totalPages: 2 }),
    );
    // "de Ypma" sorts under d, "van Ysselmuiden" under v: found by a later word of the family name.
    expect(names(first)).toEqual([
      ...Array<string>(8).fill('Yara de Ypma'),
      ...Array<string>(8).fill('Yara van Ysselmuiden'),
      ...Array<string>(4).fill('Yara Yntema'),
    ]);
    expect(names((await list('?name=y&page=1')).body)).toEqual(Array<string>(4).fill('Yara Yntema'));
    // Page by page in fives: everyone once.
    const seen: string[] = [];
    for (let page = 0; page < 5; page++) {
      const { body } = await list(`?name=Y&limit=5&page=${page}`);
      expect(body.pagination).toMatchObject({ totalPages: 5, totalPagesAtLeast: false });
      seen.push(...body.users.map((user) => user.serviceNumber));
    }
    expect(new Set(seen)).toEqual(new Set(yaras.map((yara) => yara.serviceNumber)));
  });

  it('finds two letters at the start of a word only', async () => {
    expect(names((await list('?name=yn')).body)).toEqual(Array<string>(8).fill('Yara Yntema'));
    expect(names((await list('?name=YS')).body)).toEqual(Array<string>(8).fill('Yara van Ysselmuiden'));
    // Inside "Yntema" and "Ypma", at the start of no word.
    expect((await list('?name=nt')).body.users).toEqual([]);
    expect((await list('?name=pm')).body.users).toEqual([]);
    // Every word must match: a short one beside a longer one.
    expect(names((await list('?name=y%20ypma')).body)).toEqual(Array<string>(8).fill('Yara de Ypma'));
    expect(names((await list('?name=de%20ya')).body)).toEqual(Array<string>(8).fill('Yara de Ypma'));
  });

  it('finds people by the start of their e-mail address or service number', async () => {
    // "y1" starts y1@, y10@ .. y19@; "y1@" (three characters) is found anywhere, in y1@ alone.
    const y1 = (await list('?name=y1')).body;
    expect(y1.users.map((user) => user.email).sort()).toEqual(
      ['y1', ...Array.from({ length: 10 }, (_, i) => `y1${i}`)].map((local) => `${local}@yard.test`).sort(),
    );
    expect((await list('?name=y1%40')).body.users.map((user) => user.email)).toEqual(['y1@yard.test']);
    expect((await list('?name=yard.test')).body.pagination.totalPages).toBe(2);
    const yara = yaras[5]!;
    const start = yara.serviceNumber.slice(0, 7);
    expect((await list(`?name=${start}`)).body.users.map((user) => user.serviceNumber)).toContain(
      yara.serviceNumber,
    );
    expect(
      (await list(`?name=${start.toLowerCase()}`)).body.users.map((user) => user.serviceNumber),
    ).toContain(yara.serviceNumber);
    // The end of a service number lies inside it.
    const end = yara.serviceNumber.slice(-6);
    expect((await list(`?name=${end}`)).body.users.map((user) => user.serviceNumber)).toContain(
      yara.serviceNumber,
    );
  });

  it('counts a short word ten pages ahead, and the last page exactly', async () => {
    for (const word of ['x', 'xy', 'xylo']) {
      expect([word, (await list(`?name=${word}`)).body.pagination]).toEqual([
        word,
        { page: 0, limit: 20, previous: false, next: true, totalPages: 10, totalPagesAtLeast: true },
      ]);
    }
    const last = (await list(`?name=x&page=${Math.ceil(XYLOS / 20) - 1}`)).body;
    expect(last.users).toHaveLength(XYLOS % 20);
    expect(last.pagination).toMatchObject({ next: false, totalPages: Math.ceil(XYLOS / 20) });
  });

  it('answers the same once the database has statistics on the search texts', async () => {
    const searches = [
      'y',
      'yn',
      'y1',
      'y1@',
      'yard.test',
      'x',
      'xylo',
      'm17@xylo',
      'hx00000017',
      'yara ypma',
      'nt',
    ];
    const before = [];
    for (const text of searches) before.push((await list(`?name=${encodeURIComponent(text)}`)).body);
    // What the statistics say about which search words and parts of words are rare decides only the way.
    await t.ctx.db.execute(sql`analyze users`);
    const withStatistics = createUsersService(t.ctx.db);
    for (const [i, text] of searches.entries()) {
      const found = await withStatistics.searchConsumers({ text, page: 0, limit: 20 });
      const pages = { totalPages: Math.ceil(found.total / 20), totalPagesAtLeast: found.totalIsAtLeast };
      expect([text, found.users.map((user) => user.serviceNumber), pages]).toEqual([
        text,
        before[i]!.users.map((user) => user.serviceNumber),
        {
          totalPages: before[i]!.pagination.totalPages,
          totalPagesAtLeast: before[i]!.pagination.totalPagesAtLeast,
        },
      ]);
    }
  });

  it('finds a person under the words of their new name, not the old ones', async () => {
    const email = 'quinten@yard.test';
    await createUser(t, { email, givenName: 'Quinten', familyName: 'Quist' });
    expect(names((await list('?name=q')).body)).toEqual(['Quinten Quist']);
    const token = (await signedIn(t, email)).accessToken;
    await gql(
      t.app,
      'mutation($input: UpdateMeInput!) { updateMe(input: $input) { name } }',
      { input: { givenName: 'Jort', familyName: 'de Jager' } },
      token,
    );
    expect(names((await list('?name=ja')).body)).toEqual(['Jort de Jager']);
    // "quinten@yard.test" still starts with q.
    expect(names((await list('?name=q')).body)).toEqual(['Jort de Jager']);
    expect((await list('?name=quist')).body.users).toEqual([]);
  });
});
