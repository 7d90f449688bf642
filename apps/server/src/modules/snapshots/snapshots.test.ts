import { PassportStatus, Role, SnapshotErrorCode, type ResultColor } from '@health-passport/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, lastMessageTo, signedIn } from '../../test/auth.js';
import { buyAndPay } from '../../test/orders.js';
import { readPdf } from '../../test/pdf.js';
import { DEMO_PRODUCTS } from '../../seed/demoCatalogue.js';
import { createTestApp, gql, type TestApp } from '../../test/testApp.js';
import { healthPassports, passportResults } from '../passports/index.js';
import type { UserRow } from '../users/index.js';
import { companyMembers, snapshots } from './snapshots.tables.js';

/**
 * Company snapshots against the real server and database: the aggregation over stored results checked against
 * hand-computed small companies, the privacy rules as a manager reads them, access per role, managers and the
 * report. Passports here carry hand-written results (the engine's own output is the demo seed's business), so
 * each count below can be worked out by hand.
 */

let t: TestApp;
const tokens: Partial<Record<Role | 'CONSUMER_OTHER', string>> = {};
let serial = 0;
let tableVersion: string;

const SNAPSHOT_FIELDS = `id name company status totalHealthPassports notComputedReason minSummaryPassports
  stepSummaryPassports managers { user { serviceNumber name email } pdfURI { en_US nl_NL } }`;

interface Person {
  /** Colour and value per result id. */
  results: Record<string, [ResultColor, number]>;
}

/** A consumer with one COMPUTED passport holding these results, in the company. */
async function member(companyId: string, person: Person, status: PassportStatus = PassportStatus.COMPUTED) {
  serial += 1;
  const user = await createUser(t, { email: `member${serial}@example.com`, familyName: `Member ${serial}` });
  const now = t.ctx.clock.now();
  const [passport] = await t.ctx.db
    .insert(healthPassports)
    .values({
      userId: user.id,
      packageCode: 'standard_performance',
      status,
      displayName: 'Standard Performance',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const results = Object.entries(person.results);
  await t.ctx.db.insert(passportResults).values({
    passportId: passport!.id,
    tableVersion,
    dataVersion: 1,
    results: results.map(([id, [color, value]]) => ({ id, color, value })),
    flagged: [],
    resultIds: results.map(([id]) => id),
    resultColors: results.map(([, [color]]) => color),
    resultValues: results.map(([, [, value]]) => value),
    computedAt: now,
  });
  await t.ctx.db.insert(companyMembers).values({ companyId, userId: user.id, source: 'STAFF', addedAt: now });
  return user;
}

async function as(role: Role, query: string, variables: Record<string, unknown> = {}) {
  return gql(t.app, query, variables, tokens[role]);
}

async function createCompany(name: string) {
  const { body } = await as(
    Role.PRODUCT_MANAGER,
    'mutation($n: String!) { createCompany(name: $n, customerType: B2B) { id name memberCount } }',
    { n: name },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.createCompany as { id: string; name: string };
}

async function createSnapshot(company: string, name = `${company} snapshot`) {
  const { body } = await as(
    Role.DATA_EXPERT,
    `mutation($n: String!, $c: String!) { createSnapshot(name: $n, customerType: B2B, company: $c) { ${SNAPSHOT_FIELDS} } }`,
    { n: name, c: company },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.createSnapshot as {
    id: string;
    status: string;
    totalHealthPassports: number | null;
    notComputedReason: string | null;
  };
}

interface Subject {
  resultId: string;
  subTitle: string;
  measuredCount: number | null;
  averages: { color: string; percentage: number | null; percentageLabel: string }[];
}

async function systemsOf(id: string, role: Role = Role.CORPORATE_MANAGER) {
  const { body } = await as(
    role,
    `query($id: ID!) { snapshotSystems(snapshotID: $id) { title categories { type title tiles { subjects {
      resultId title subTitle iconURI measuredCount averages { color percentage percentageLabel description details }
    } } } } }`,
    { id },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.snapshotSystems as {
    title: string;
    categories: { type: string; title: string; tiles: { subjects: Subject[] }[] }[];
  }[];
}

function subject(systems: Awaited<ReturnType<typeof systemsOf>>, resultId: string): Subject | undefined {
  return systems
    .flatMap((s) => s.categories)
    .flatMap((c) => c.tiles)
    .flatMap((tile) => tile.subjects)
    .find((s) => s.resultId === resultId);
}

const share = (s: Subject | undefined, color: string) =>
  s?.averages.find((a) => a.color === color)?.percentage;

beforeAll(async () => {
  t = await createTestApp();
  tableVersion = await t.ctx.services.results.tableVersion();
  for (const role of [
    Role.CORPORATE_MANAGER,
    Role.PRODUCT_MANAGER,
    Role.DATA_EXPERT,
    Role.HR_MANAGER,
    Role.HEALTH_COACH,
    Role.CONSUMER,
  ]) {
    const email = `${role.toLowerCase()}@staff.example.com`;
    await createUser(t, { email, groups: [role] });
    tokens[role] = (await signedIn(t, email)).accessToken;
  }
}, 60_000);

afterAll(() => t.close());

describe('aggregation of a small company, worked out by hand', () => {
  let snapshotId: string;

  beforeAll(async () => {
    const company = await createCompany('Hand Counted BV');
    // 12 people with a BMI: 8 green (20), 3 yellow (26), 1 orange (31). who5 for 12: 12 green (80).
    // Smoking (unit-less: no average) for all 12 green. One more person without results does not count.
    for (let i = 0; i < 12; i += 1) {
      const bmi: [ResultColor, number] = i < 8 ? ['green', 20] : i < 11 ? ['yellow', 26] : ['orange', 31];
      await member(company.id, { results: { bmi, who5: ['green', 80], smoking: ['green', 0] } });
    }
    // A person whose only passport is CREATED is not counted.
    await member(company.id, { results: { bmi: ['red', 45] } }, PassportStatus.CREATED);
    snapshotId = (await createSnapshot(company.name)).id;
  });

  it('is computed by the job and counts the twelve people with a computed passport', async () => {
    const { body } = await as(
      Role.CORPORATE_MANAGER,
      `query($id: ID!) { snapshot(snapshotID: $id) { ${SNAPSHOT_FIELDS} tableVersion computedDate } }`,
      { id: snapshotId },
    );
    expect(body.data!.snapshot).toMatchObject({
      status: 'COMPUTED',
      totalHealthPassports: 12,
      notComputedReason: null,
      tableVersion,
    });
  });

  it('shows the share per colour band, suppressing bands under eleven and their complement', async () => {
    const systems = await systemsOf(snapshotId);
    expect(systems.map((s) => s.title)).toEqual(['Mind', 'Lifestyle', 'Body']);
    // who5: 12 of 12 green: shown. The empty bands are 0 %.
    const who5 = subject(systems, 'who5');
    expect(who5?.measuredCount).toBe(12);
    expect(share(who5, 'green')).toBe(100);
    expect(share(who5, 'red')).toBe(0);
    expect(who5?.subTitle).toBe('Average 80 points · 12 people measured');
    // BMI: 8 green, 3 yellow, 1 orange: yellow and orange are under 11, and together (4) still under 11, so
    // green is suppressed too; only the total is shown.
    const bmi = subject(systems, 'bmi');
    expect(bmi?.measuredCount).toBe(12);
    expect(bmi?.averages.map((a) => [a.color, a.percentage])).toEqual([
      ['red', 0],
      ['orange', null],
      ['yellow', null],
      ['green', null],
    ]);
    expect(bmi?.averages.find((a) => a.color === 'green')?.percentageLabel).toBe('Not shown');
    // Smoking has no unit: its average would mean nothing.
    expect(subject(systems, 'smoking')?.subTitle).toBe('12 people measured');
  });

  it('answers in Dutch for a Dutch request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${tokens[Role.CORPORATE_MANAGER]}`, 'accept-language': 'nl-NL' },
      payload: {
        query: 'query($id: ID!) { snapshotSystems(snapshotID: $id) { title } }',
        variables: { id: snapshotId },
      },
    });
    expect(response.json().data.snapshotSystems.map((s: { title: string }) => s.title)).toEqual([
      'Geest',
      'Leefstijl',
      'Lichaam',
    ]);
  });

  it('rounds counts to the step and refuses a minimum below eleven', async () => {
    const refused = await as(
      Role.PRODUCT_MANAGER,
      'mutation($id: ID!) { updateSnapshot(id: $id, input: { minSummaryPassports: 10 }) { id } }',
      { id: snapshotId },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe(SnapshotErrorCode.INVALID_INPUT);
    expect(refused.body.errors?.[0]?.extensions?.details).toMatchObject({
      fields: { minSummaryPassports: 'At least 11' },
    });
    const stepped = await as(
      Role.PRODUCT_MANAGER,
      'mutation($id: ID!) { updateSnapshot(id: $id, input: { stepSummaryPassports: 5 }) { totalHealthPassports } }',
      { id: snapshotId },
    );
    expect(stepped.body.data!.updateSnapshot).toEqual({ totalHealthPassports: 10 });
    expect(subject(await systemsOf(snapshotId), 'who5')?.measuredCount).toBe(10);
  });
});

describe('a company too small to show', () => {
  it('is not computed and says why, with no number', async () => {
    const company = await createCompany('Seven People VOF');
    for (let i = 0; i < 7; i += 1) await member(company.id, { results: { bmi: ['green', 22] } });
    const created = await createSnapshot(company.name);
    expect(created.status).toBe('CREATED');
    expect(created.totalHealthPassports).toBeNull();
    expect(created.notComputedReason).toMatch(/fewer than 11 people/);
    expect(await systemsOf(created.id)).toEqual([]);
    // Publishing what was never computed is refused.
    const publish = await as(
      Role.PRODUCT_MANAGER,
      'mutation($id: ID!) { updateSnapshot(id: $id, input: { status: PUBLISHED }) { id } }',
      { id: created.id },
    );
    expect(publish.body.errors?.[0]?.extensions?.code).toBe(SnapshotErrorCode.NOT_COMPUTED);
  });
});

describe('two snapshots of one company', () => {
  it('refuses a second population that differs by fewer than eleven people', async () => {
    const company = await createCompany('Differencing Ltd');
    for (let i = 0; i < 20; i += 1) await member(company.id, { results: { who5: ['green', 70] } });
    const first = await createSnapshot(company.name, 'First');
    expect(first.totalHealthPassports).toBe(20);
    // One person joins: the difference of the two snapshots would be about that one person.
    await member(company.id, { results: { who5: ['red', 10] } });
    const second = await createSnapshot(company.name, 'Second');
    expect(second.status).toBe('CREATED');
    expect(second.totalHealthPassports).toBeNull();
    expect(second.notComputedReason).toMatch(/fewer than 11 people changed since the snapshot "First"/);
    // The first one, recomputed, is held to the same rule: its old numbers stay.
    const again = await as(
      Role.DATA_EXPERT,
      `mutation($id: ID!) { recomputeSnapshot(id: $id) { totalHealthPassports notComputedReason } }`,
      { id: first.id },
    );
    expect(again.body.data!.recomputeSnapshot).toMatchObject({ totalHealthPassports: 20 });
    // Eleven people later, the second one computes.
    for (let i = 0; i < 10; i += 1) await member(company.id, { results: { who5: ['green', 75] } });
    const recomputed = await as(
      Role.DATA_EXPERT,
      `mutation($id: ID!) { recomputeSnapshot(id: $id) { status totalHealthPassports notComputedReason } }`,
      { id: second.id },
    );
    expect(recomputed.body.data!.recomputeSnapshot).toEqual({
      status: 'COMPUTED',
      totalHealthPassports: 31,
      notComputedReason: null,
    });
  });
  it('holds back a result whose people changed by fewer than eleven, even when enough changed in all', async () => {
    const company = await createCompany('Per Result Holding');
    for (let i = 0; i < 22; i += 1) {
      await member(company.id, {
        results: { who5: [i < 11 ? 'red' : 'green', i < 11 ? 20 : 80], bmi: ['green', 22] },
      });
    }
    const first = await createSnapshot(company.name, 'Before');
    expect(first.totalHealthPassports).toBe(22);
    // Eleven join, but only one of them has a WHO-5 score: its row would give that one person away.
    for (let i = 0; i < 10; i += 1) await member(company.id, { results: { bmi: ['green', 23] } });
    await member(company.id, { results: { who5: ['red', 12], bmi: ['green', 23] } });
    const second = await createSnapshot(company.name, 'After');
    expect(second.totalHealthPassports).toBe(33);
    const systems = await systemsOf(second.id);
    const who5 = subject(systems, 'who5');
    expect(who5?.measuredCount).toBeNull();
    expect(who5?.averages.every((a) => a.percentage === null)).toBe(true);
    expect(who5?.subTitle).toBe(
      'Not shown: fewer than 11 people with this result changed since an earlier snapshot.',
    );
    expect(subject(systems, 'bmi')?.measuredCount).toBe(33);
  });
});

describe('HR managers', () => {
  let companyName: string;
  let published: string;
  let computed: string;
  let hr: UserRow;

  beforeAll(async () => {
    const company = await createCompany('Managed Group NV');
    companyName = company.name;
    for (let i = 0; i < 11; i += 1) await member(company.id, { results: { who5: ['green', 70] } });
    published = (await createSnapshot(company.name, 'Published one')).id;
    await as(
      Role.PRODUCT_MANAGER,
      'mutation($id: ID!) { updateSnapshot(id: $id, input: { status: PUBLISHED }) { id } }',
      {
        id: published,
      },
    );
    computed = (await createSnapshot(company.name, 'Computed one')).id;
    hr = (await t.ctx.services.users.findByEmail('hr_manager@staff.example.com'))!;
  });

  it('invites a new address as an HR manager account, by e-mail', async () => {
    const { body } = await as(
      Role.CORPORATE_MANAGER,
      `mutation($id: ID!, $m: ManagerInput!) { inviteManager(id: $id, manager: $m) { id managers { user { email } } } }`,
      { id: published, m: { email: 'new.manager@example.com', firstName: 'Nina', lastName: 'Manager' } },
    );
    expect(body.errors).toBeUndefined();
    const account = await t.ctx.services.users.findByEmail('new.manager@example.com');
    expect(await t.ctx.services.users.groupsOf(account!.id)).toEqual([Role.HR_MANAGER]);
    const mail = await lastMessageTo(t, 'new.manager@example.com');
    expect(mail.text).toContain('company snapshot "Published one" of Managed Group NV');
  });

  it('refuses a consumer address, a malformed address and a second invitation; nothing changes', async () => {
    const invite = (email: string) =>
      as(
        Role.PRODUCT_MANAGER,
        `mutation($id: ID!, $m: ManagerInput!) { inviteManager(id: $id, manager: $m) { id } }`,
        {
          id: published,
          m: { email, firstName: 'A', lastName: 'B' },
        },
      );
    expect((await invite('consumer@staff.example.com')).body.errors?.[0]?.extensions?.code).toBe(
      SnapshotErrorCode.MANAGER_ACCOUNT_NOT_ALLOWED,
    );
    expect((await invite('not-an-address')).body.errors?.[0]?.extensions?.code).toBe(
      SnapshotErrorCode.INVALID_INPUT,
    );
    expect((await invite('new.manager@example.com')).body.errors?.[0]?.extensions?.code).toBe(
      SnapshotErrorCode.ALREADY_MANAGER,
    );
    expect(await t.ctx.services.users.findByEmail('not-an-address')).toBeUndefined();
  });

  it('sees only the published snapshots they manage; the other is not ready', async () => {
    for (const id of [published, computed]) {
      await as(
        Role.PRODUCT_MANAGER,
        `mutation($id: ID!, $m: ManagerInput!) { inviteManager(id: $id, manager: $m) { id } }`,
        {
          id,
          m: { email: hr.email, firstName: 'Hanna', lastName: 'R' },
        },
      );
    }
    const list = await as(
      Role.HR_MANAGER,
      '{ snapshots { name } snapshotsNotReady { name } me { managedCompanyCount } }',
    );
    expect(list.body.data).toEqual({
      snapshots: [{ name: 'Published one' }],
      snapshotsNotReady: [{ name: 'Computed one' }],
      me: { managedCompanyCount: 1 },
    });
    const notReady = await as(Role.HR_MANAGER, 'query($id: ID!) { snapshot(snapshotID: $id) { id } }', {
      id: computed,
    });
    expect(notReady.body.errors?.[0]?.extensions?.code).toBe(SnapshotErrorCode.NOT_READY);
    const other = await createSnapshot(companyName, 'Not theirs');
    const foreign = await as(Role.HR_MANAGER, 'query($id: ID!) { snapshot(snapshotID: $id) { id } }', {
      id: other.id,
    });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe(SnapshotErrorCode.NOT_FOUND);
    // They see their own entry among the managers, with their report links.
    const own = await as(
      Role.HR_MANAGER,
      `query($id: ID!) { snapshot(snapshotID: $id) { ${SNAPSHOT_FIELDS} } }`,
      {
        id: published,
      },
    );
    const managers = (own.body.data!.snapshot as { managers: { user: { email: string } }[] }).managers;
    expect(managers.map((m) => m.user.email)).toEqual([hr.email]);
  });

  it('downloads the Dutch report through its signed link, which dies with the access', async () => {
    const own = await as(
      Role.HR_MANAGER,
      'query($id: ID!) { snapshot(snapshotID: $id) { managers { pdfURI { nl_NL } } } }',
      {
        id: published,
      },
    );
    const url = (own.body.data!.snapshot as { managers: { pdfURI: { nl_NL: string } }[] }).managers[0]!.pdfURI
      .nl_NL;
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdfText = readPdf(response.rawPayload).pages.flat().join('\n');
    expect(pdfText).toContain('Published one');
    expect(pdfText).toContain('Geest');
    expect(
      (await t.app.inject({ method: 'GET', url: url.replace(/signature=[^&]+/, 'signature=forged') }))
        .statusCode,
    ).toBe(404);
    await as(
      Role.CORPORATE_MANAGER,
      'mutation($id: ID!, $sn: String!) { revokeManager(id: $id, managerASN: $sn) { id } }',
      {
        id: published,
        sn: hr.serviceNumber,
      },
    );
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const again = await as(
      Role.CORPORATE_MANAGER,
      'mutation($id: ID!, $sn: String!) { revokeManager(id: $id, managerASN: $sn) { id } }',
      {
        id: published,
        sn: hr.serviceNumber,
      },
    );
    expect(again.body.errors?.[0]?.extensions?.code).toBe(SnapshotErrorCode.NOT_A_MANAGER);
  });
});

describe('search and companies', () => {
  it('filters by name, company and status with paging, ignoring case and accents', async () => {
    const company = await createCompany('Zoë Café Group');
    for (let i = 0; i < 11; i += 1) await member(company.id, { results: { who5: ['green', 70] } });
    for (let i = 0; i < 3; i += 1) await createSnapshot(company.name, `Café snapshot ${i}`);
    const { body } = await as(
      Role.CORPORATE_MANAGER,
      `{ searchSnapshots(query: { company: "zoe cafe", status: COMPUTED, pageNumber: 1, pageSize: 2 }) {
        content { name } hasNext hasPrevious pageNumber pageSize totalElements totalPages } }`,
    );
    expect(body.data!.searchSnapshots).toEqual({
      content: [{ name: 'Café snapshot 0' }],
      hasNext: false,
      hasPrevious: true,
      pageNumber: 1,
      pageSize: 2,
      totalElements: 3,
      totalPages: 2,
    });
  });

  it('lets staff add and remove people by service number', async () => {
    const company = await createCompany('Membership BV');
    const person = await createUser(t, { email: 'joiner@example.com' });
    const add = await as(
      Role.DATA_EXPERT,
      'mutation($c: String!, $sn: String!) { addCompanyMember(company: $c, serviceNumber: $sn) { memberCount } }',
      { c: company.name, sn: person.serviceNumber },
    );
    expect(add.body.data!.addCompanyMember).toEqual({ memberCount: 1 });
    const members = await as(
      Role.DATA_EXPERT,
      'query($c: String!) { companyMembers(company: $c) { content { serviceNumber source } totalElements } }',
      {
        c: company.name,
      },
    );
    expect(members.body.data!.companyMembers).toEqual({
      content: [{ serviceNumber: person.serviceNumber, source: 'STAFF' }],
      totalElements: 1,
    });
    const unknown = await as(
      Role.DATA_EXPERT,
      'mutation($c: String!, $sn: String!) { addCompanyMember(company: $c, serviceNumber: $sn) { memberCount } }',
      { c: company.name, sn: 'HP-NOBODY' },
    );
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe(SnapshotErrorCode.UNKNOWN_PERSON);
    await as(
      Role.DATA_EXPERT,
      'mutation($c: String!, $sn: String!) { removeCompanyMember(company: $c, serviceNumber: $sn) { memberCount } }',
      {
        c: company.name,
        sn: person.serviceNumber,
      },
    );
    const rows = await t.ctx.db.select().from(companyMembers).where(eq(companyMembers.userId, person.id));
    expect(rows).toEqual([]);
    const duplicate = await as(
      Role.PRODUCT_MANAGER,
      'mutation { createCompany(name: "membership bv", customerType: B2C) { id } }',
    );
    expect(duplicate.body.errors?.[0]?.extensions?.code).toBe(SnapshotErrorCode.COMPANY_EXISTS);
  });

  it('refuses unknown ids and companies with a clear error', async () => {
    const unknown = await as(Role.DATA_EXPERT, '{ snapshot(snapshotID: "not-a-uuid") { id } }');
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe(SnapshotErrorCode.NOT_FOUND);
    const company = await as(
      Role.DATA_EXPERT,
      'mutation { createSnapshot(name: "X", customerType: B2B, company: "Nope") { id } }',
    );
    expect(company.body.errors?.[0]?.extensions?.code).toBe(SnapshotErrorCode.UNKNOWN_COMPANY);
    const status = await as(
      Role.DATA_EXPERT,
      '{ searchSnapshots(query: { status: ARCHIVED }) { totalElements } }',
    );
    expect(status.body.errors?.[0]?.message).toMatch(/ARCHIVED/);
    const count = await t.ctx.db.select().from(snapshots).where(eq(snapshots.name, 'X'));
    expect(count).toEqual([]);
  });
});

describe('who belongs to a company', () => {
  it('joins the buyer of a paid order that names the company, or of its B2B package', async () => {
    for (const product of DEMO_PRODUCTS) {
      if (['standard_performance', 'standard_performance_mind_b2b'].includes(product.packageCode)) {
        await t.ctx.services.products.ensure(product);
      }
    }
    const named = await createCompany('Order Named BV');
    const { body } = await as(
      Role.PRODUCT_MANAGER,
      'mutation { createCompany(name: "Package Holding", customerType: B2B, packageCode: "standard_performance_mind_b2b") { id } }',
    );
    const holding = body.data!.createCompany as { id: string };
    const jet = await createUser(t, { email: 'jet.order@example.com' });
    const kees = await createUser(t, { email: 'kees.package@example.com' });
    const other = await createUser(t, { email: 'no.company@example.com' });
    await buyAndPay(t, jet, 'standard_performance', { companyName: ' order named bv ' });
    await buyAndPay(t, kees, 'standard_performance_mind_b2b');
    await buyAndPay(t, other, 'standard_performance', { companyName: 'Somewhere Else' });
    const members = await t.ctx.db.select().from(companyMembers);
    const of = (companyId: string) =>
      members.filter((m) => m.companyId === companyId).map((m) => [m.userId, m.source]);
    expect(of(named.id)).toEqual([[jet.id, 'ORDER']]);
    expect(of(holding.id)).toEqual([[kees.id, 'PACKAGE']]);
    expect(members.some((m) => m.userId === other.id)).toBe(false);
  });

  it('joins many people to the companies of a B2B package at once, each once', async () => {
    const { body } = await as(
      Role.PRODUCT_MANAGER,
      'mutation { createCompany(name: "Many Holding", customerType: B2B, packageCode: "many_b2b") { id } }',
    );
    const holding = body.data!.createCompany as { id: string };
    const elsewhere = await createCompany('Not That Package BV');
    const people = await Promise.all(
      ['an', 'bo', 'cas'].map((name) => createUser(t, { email: `${name}.many@example.com` })),
    );
    const ids = people.map((person) => person.id);
    await t.ctx.services.snapshots.joinByPackage('many_b2b', ids.slice(0, 2));
    await t.ctx.services.snapshots.joinByPackage('many_b2b', ids);
    const members = await t.ctx.db.select().from(companyMembers);
    const of = (companyId: string) =>
      members
        .filter((m) => m.companyId === companyId)
        .map((m) => [m.userId, m.source])
        .sort();
    expect(of(holding.id)).toEqual(ids.map((id) => [id, 'PACKAGE']).sort());
    expect(of(elsewhere.id)).toEqual([]);
  });
});
