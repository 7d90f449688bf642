import {
  AuthErrorCode,
  LayoutErrorCode,
  PackageCode,
  PassportStatus,
  REFERENCE_BOOK_ROLES,
  Role,
  ROLES,
} from '@health-passport/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPdf } from './integrations/pdf/index.js';
import { healthPassports } from './modules/passports/index.js';
import { companies, snapshotManagers, snapshots } from './modules/snapshots/index.js';
import type { UserRow } from './modules/users/index.js';
import { createUser, signedIn } from './test/auth.js';
import { multipartBody, rest, sendMultipart } from './test/rest.js';
import { createTestApp, gql, type TestApp } from './test/testApp.js';

/**
 * The access matrix of the professional side and sharing (issue 8, passport-and-professional §6): every role
 * of §3 Roles, and anonymous, against every call, cell by cell. Each role is a fresh person with only that
 * role and no relation to anna, except EXTERNAL, who holds an active share of anna's passport (the only way
 * an external viewer reaches anyone). "allowed" means the call was answered for the caller (which may still
 * be a business refusal such as 409 not ready); "refused" means 401/403 or the same not-found answer an
 * unknown id gets.
 */

type Outcome = 'allowed' | 'refused';
type Caller = Role | 'ANONYMOUS' | 'OWNER';

const SIGNED_IN_ROLES = ROLES.filter((role) => role !== Role.ANONYMOUS);
const CALLERS: readonly Caller[] = ['ANONYMOUS', ...SIGNED_IN_ROLES, 'OWNER'];

let t: TestApp;
let anna: UserRow;
let annaPassportId: string;
/** A PUBLISHED snapshot the HR_MANAGER caller manages, and a second one the edits and invitations change. */
let publishedSnapshotId: string;
let otherSnapshotId: string;
const tokens = new Map<Caller, string | undefined>();

/** GraphQL refusals: no session, the wrong role, no right to this person's data, or not the caller's. */
const REFUSED_CODES = new Set<string>([
  AuthErrorCode.NOT_AUTHORIZED,
  'forbidden',
  LayoutErrorCode.ACCESS_ERROR,
  'notFound',
]);

async function graphqlOutcome(caller: Caller, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await gql(t.app, query, variables, tokens.get(caller));
  const code = body.errors?.[0]?.extensions?.code as string | undefined;
  if (code === undefined) return 'allowed';
  return REFUSED_CODES.has(code) ? 'refused' : 'allowed';
}

function restOutcome(statusCode: number): Outcome {
  return statusCode === 401 || statusCode === 403 ? 'refused' : 'allowed';
}

const PDF = await createPdf({ title: 'Report' }).paragraph('A report.').toBuffer();

/** Each call of the matrix, with the callers allowed to make it. */
const CALLS: { name: string; allowed: readonly Caller[]; run: (caller: Caller) => Promise<Outcome> }[] = [
  {
    name: 'GET /api/v2/users (individuals)',
    allowed: [
      Role.ONBOARDER,
      Role.HEALTH_COACH,
      Role.DATA_EXPERT,
      Role.EXTERNAL,
      Role.DOCTOR,
      Role.HEALTH_COACH_ADMIN,
      Role.ONBOARDER_ADMIN,
    ],
    run: async (caller) =>
      restOutcome(
        (await rest(t.app, 'GET', '/api/v2/users?page=0&limit=20', { token: tokens.get(caller) })).statusCode,
      ),
  },
  {
    name: 'POST /api/v2/health-coach/{serviceNumber}/passport/publish',
    allowed: [Role.DATA_EXPERT, Role.DOCTOR],
    // anna's passport is published already: an allowed caller gets 409, never a change.
    run: async (caller) =>
      restOutcome(
        (
          await rest(t.app, 'POST', `/api/v2/health-coach/${anna.serviceNumber}/passport/publish`, {
            token: tokens.get(caller),
          })
        ).statusCode,
      ),
  },
  {
    name: 'unlockHealthPassport',
    allowed: [Role.DATA_EXPERT, Role.DOCTOR, 'OWNER'],
    run: (caller) =>
      graphqlOutcome(caller, 'mutation($id: ID!) { unlockHealthPassport(healthPassportId: $id) { id } }', {
        id: annaPassportId,
      }),
  },
  {
    name: 'myDocuments',
    allowed: [...SIGNED_IN_ROLES, 'OWNER'],
    run: (caller) => graphqlOutcome(caller, '{ myDocuments { id } }'),
  },
  {
    name: 'documents(userASN)',
    allowed: [Role.DATA_EXPERT, Role.HEALTH_COACH, Role.DOCTOR, Role.EXTERNAL],
    run: (caller) =>
      graphqlOutcome(caller, 'query($sn: String!) { documents(userASN: $sn) { id } }', {
        sn: anna.serviceNumber,
      }),
  },
  {
    name: 'POST /api/v2/users/{serviceNumber}/documents (upload)',
    allowed: [Role.DATA_EXPERT, Role.DOCTOR, Role.HEALTH_COACH, Role.ONBOARDER],
    run: async (caller) => {
      const body = multipartBody(
        { type: 'REPORT', name: 'Report' },
        { field: 'file', name: 'report.pdf', contentType: 'application/pdf', bytes: PDF },
      );
      const token = tokens.get(caller);
      const url = `/api/v2/users/${anna.serviceNumber}/documents`;
      const response = token
        ? await sendMultipart(t.app, 'POST', url, token, body)
        : await t.app.inject({
            method: 'POST',
            url,
            payload: body.payload,
            headers: { 'content-type': body.contentType },
          });
      return restOutcome(response.statusCode);
    },
  },
  {
    name: 'shareHealthPassport',
    allowed: ['OWNER'],
    run: (caller) =>
      graphqlOutcome(
        caller,
        `mutation($id: ID!, $r: ShareRecipientInput!) {
          shareHealthPassport(healthPassportId: $id, recipient: $r) { id }
        }`,
        {
          id: annaPassportId,
          r: {
            firstName: 'Mia',
            lastName: `Matrix ${String(caller)}`,
            email: `mia.${String(caller).toLowerCase()}.m@example.com`,
            phoneNumber: '+31 6 1234 5678',
          },
        },
      ),
  },
  {
    name: 'revokeShare',
    allowed: ['OWNER'],
    // Revoking a share that does not exist: the owner is answered notFound for the share, which the matrix
    // cannot tell from a refusal; the owner's case is asserted separately below.
    run: (caller) =>
      graphqlOutcome(
        caller,
        'mutation($id: ID!, $sn: String!) { revokeShare(healthPassportId: $id, recipientServiceNumber: $sn) { id } }',
        { id: annaPassportId, sn: 'HP00000000' },
      ),
  },
  {
    name: 'activateShare',
    allowed: [Role.EXTERNAL],
    run: (caller) =>
      graphqlOutcome(caller, 'mutation($sn: String!) { activateShare(sharerServiceNumber: $sn) { id } }', {
        sn: anna.serviceNumber,
      }),
  },
  {
    name: 'healthPassports',
    allowed: [...SIGNED_IN_ROLES, 'OWNER'],
    run: (caller) => graphqlOutcome(caller, '{ healthPassports { id } }'),
  },
  {
    name: 'healthPassportViews',
    allowed: ['OWNER'],
    run: (caller) =>
      graphqlOutcome(caller, 'query($id: ID!) { healthPassportViews(healthPassportId: $id) { what } }', {
        id: annaPassportId,
      }),
  },
  {
    name: 'GET /api/v2/health-coach/{serviceNumber}/{passportId}/routes (passport pages)',
    allowed: [Role.HEALTH_COACH, Role.HEALTH_COACH_ADMIN, Role.DATA_EXPERT, Role.DOCTOR, Role.EXTERNAL],
    run: async (caller) =>
      restOutcome(
        (
          await rest(t.app, 'GET', `/api/v2/health-coach/${anna.serviceNumber}/${annaPassportId}/routes`, {
            token: tokens.get(caller),
          })
        ).statusCode,
      ),
  },
  // The reference book of the results engine (modules/layouts/referenceBook.ts): staff who explain results.
  ...['/api/v2/reference-book', '/api/v2/reference-book.pdf'].map((path) => ({
    name: `GET ${path}`,
    allowed: REFERENCE_BOOK_ROLES,
    run: async (caller: Caller) =>
      restOutcome((await rest(t.app, 'GET', path, { token: tokens.get(caller) })).statusCode),
  })),
];

/** Snapshot calls (issue "Company snapshots", modules/snapshots README "Who sees what"). */
const SNAPSHOT_READERS: readonly Caller[] = [
  Role.CORPORATE_MANAGER,
  Role.PRODUCT_MANAGER,
  Role.DATA_EXPERT,
  Role.HR_MANAGER,
];
const SNAPSHOT_EDITORS: readonly Caller[] = [Role.DATA_EXPERT, Role.PRODUCT_MANAGER];
const MANAGER_KEEPERS: readonly Caller[] = [Role.CORPORATE_MANAGER, Role.PRODUCT_MANAGER];
const callerKey = (caller: Caller) => String(caller).toLowerCase().replace(/_/g, '-');

CALLS.push(
  {
    name: 'snapshot(snapshotID)',
    allowed: SNAPSHOT_READERS,
    run: (caller) =>
      graphqlOutcome(caller, 'query($id: ID!) { snapshot(snapshotID: $id) { id } }', {
        id: publishedSnapshotId,
      }),
  },
  {
    name: 'snapshotSystems(snapshotID)',
    allowed: SNAPSHOT_READERS,
    run: (caller) =>
      graphqlOutcome(caller, 'query($id: ID!) { snapshotSystems(snapshotID: $id) { title } }', {
        id: publishedSnapshotId,
      }),
  },
  {
    name: 'snapshots',
    allowed: SNAPSHOT_READERS,
    run: (caller) => graphqlOutcome(caller, '{ snapshots { id } }'),
  },
  {
    name: 'searchSnapshots',
    allowed: SNAPSHOT_READERS,
    run: (caller) =>
      graphqlOutcome(caller, '{ searchSnapshots(query: { status: PUBLISHED }) { totalElements } }'),
  },
  {
    name: 'snapshotsNotReady',
    allowed: [...SIGNED_IN_ROLES, 'OWNER'],
    run: (caller) => graphqlOutcome(caller, '{ snapshotsNotReady { id } }'),
  },
  {
    name: 'companies',
    allowed: [Role.CORPORATE_MANAGER, Role.PRODUCT_MANAGER, Role.DATA_EXPERT],
    run: (caller) => graphqlOutcome(caller, '{ companies { id } }'),
  },
  {
    name: 'companyMembers',
    allowed: SNAPSHOT_EDITORS,
    run: (caller) =>
      graphqlOutcome(caller, '{ companyMembers(company: "Matrix Company") { totalElements } }'),
  },
  {
    name: 'createSnapshot',
    allowed: SNAPSHOT_EDITORS,
    run: (caller) =>
      graphqlOutcome(
        caller,
        'mutation { createSnapshot(name: "New", customerType: B2B, company: "Matrix Company") { id } }',
      ),
  },
  {
    name: 'updateSnapshot',
    allowed: SNAPSHOT_EDITORS,
    run: (caller) =>
      graphqlOutcome(
        caller,
        'mutation($id: ID!) { updateSnapshot(id: $id, input: { description: "Edited" }) { id } }',
        {
          id: otherSnapshotId,
        },
      ),
  },
  {
    name: 'recomputeSnapshot',
    allowed: SNAPSHOT_EDITORS,
    run: (caller) =>
      graphqlOutcome(caller, 'mutation($id: ID!) { recomputeSnapshot(id: $id) { id } }', {
        id: otherSnapshotId,
      }),
  },
  {
    name: 'inviteManager',
    allowed: MANAGER_KEEPERS,
    run: (caller) =>
      graphqlOutcome(
        caller,
        'mutation($id: ID!, $m: ManagerInput!) { inviteManager(id: $id, manager: $m) { id } }',
        {
          id: otherSnapshotId,
          m: { email: `invited.${callerKey(caller)}@example.com`, firstName: 'Ivo', lastName: 'Invited' },
        },
      ),
  },
  {
    name: 'revokeManager',
    allowed: MANAGER_KEEPERS,
    // Nobody to revoke: an allowed caller is answered notAManager, never a change.
    run: (caller) =>
      graphqlOutcome(
        caller,
        'mutation($id: ID!) { revokeManager(id: $id, managerASN: "HP00000000") { id } }',
        {
          id: otherSnapshotId,
        },
      ),
  },
  {
    name: 'createCompany',
    allowed: SNAPSHOT_EDITORS,
    run: (caller) =>
      graphqlOutcome(caller, 'mutation($n: String!) { createCompany(name: $n, customerType: B2B) { id } }', {
        n: `Company of ${callerKey(caller)}`,
      }),
  },
  {
    name: 'addCompanyMember',
    allowed: SNAPSHOT_EDITORS,
    run: (caller) =>
      graphqlOutcome(
        caller,
        'mutation($sn: String!) { addCompanyMember(company: "Matrix Company", serviceNumber: $sn) { id } }',
        {
          sn: anna.serviceNumber,
        },
      ),
  },
  {
    name: 'removeCompanyMember',
    allowed: SNAPSHOT_EDITORS,
    run: (caller) =>
      graphqlOutcome(
        caller,
        'mutation($sn: String!) { removeCompanyMember(company: "Matrix Company", serviceNumber: $sn) { id } }',
        { sn: anna.serviceNumber },
      ),
  },
);

beforeAll(async () => {
  t = await createTestApp();
  anna = await createUser(t, { email: 'anna.m@example.com', givenName: 'Anna', groups: [Role.CONSUMER] });
  const { id } = await t.ctx.services.passports.create({
    userId: anna.id,
    packageCode: PackageCode.STANDARD_PERFORMANCE,
  });
  annaPassportId = id;
  await t.ctx.db
    .update(healthPassports)
    .set({ status: PassportStatus.PUBLISHED, publishedAt: t.ctx.clock.now() })
    .where(eq(healthPassports.id, id));
  tokens.set('ANONYMOUS', undefined);
  tokens.set('OWNER', (await signedIn(t, 'anna.m@example.com')).accessToken);
  for (const role of SIGNED_IN_ROLES) {
    const email = `${role.toLowerCase()}.m@example.com`;
    await createUser(t, { email, groups: [role] });
    tokens.set(role, (await signedIn(t, email)).accessToken);
  }
  // The external viewer's active share of anna's passport.
  const shared = await gql(
    t.app,
    `mutation($id: ID!, $r: ShareRecipientInput!) { shareHealthPassport(healthPassportId: $id, recipient: $r) { id } }`,
    {
      id: annaPassportId,
      r: {
        firstName: 'Eve',
        lastName: 'External',
        email: 'external.m@example.com',
        phoneNumber: '+31 6 1234 5678',
      },
    },
    tokens.get('OWNER'),
  );
  expect(shared.body.errors).toBeUndefined();
  const activated = await gql(
    t.app,
    'mutation($sn: String!) { activateShare(sharerServiceNumber: $sn) { id } }',
    { sn: anna.serviceNumber },
    tokens.get(Role.EXTERNAL),
  );
  expect(activated.body.errors).toBeUndefined();
  // A company with a PUBLISHED snapshot (its numbers written as the job would) managed by the HR_MANAGER caller.
  const now = t.ctx.clock.now();
  const [company] = await t.ctx.db
    .insert(companies)
    .values({ name: 'Matrix Company', customerType: 'B2B', createdAt: now })
    .returning();
  const [published, other] = await t.ctx.db
    .insert(snapshots)
    .values(
      ['Published', 'Other'].map((name) => ({
        name,
        companyId: company!.id,
        customerType: 'B2B',
        status: name === 'Published' ? 'PUBLISHED' : 'COMPUTED',
        aggregate: { tableVersion: 'matrix', population: 20, results: {} },
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();
  publishedSnapshotId = published!.id;
  otherSnapshotId = other!.id;
  const hr = await t.ctx.services.users.findByEmail('hr_manager.m@example.com');
  await t.ctx.db
    .insert(snapshotManagers)
    .values({ snapshotId: publishedSnapshotId, userId: hr!.id, invitedAt: now });
});
afterAll(() => t.close());

describe('the access matrix of the professional side, sharing and snapshots', () => {
  for (const call of CALLS) {
    it(call.name, async () => {
      const expected: Record<string, Outcome> = {};
      const actual: Record<string, Outcome> = {};
      for (const caller of CALLERS) {
        expected[caller] = call.allowed.includes(caller) ? 'allowed' : 'refused';
        actual[caller] = await call.run(caller);
      }
      // Revoking a share that does not exist answers notFound to the owner too (see the call).
      if (call.name === 'revokeShare') expected.OWNER = 'refused';
      expect(actual).toEqual(expected);
    });
  }

  it('lets the owner revoke the external viewer’s share, after which the pages refuse the viewer', async () => {
    const external = await t.ctx.services.users.findByEmail('external.m@example.com');
    const revoked = await gql(
      t.app,
      'mutation($id: ID!, $sn: String!) { revokeShare(healthPassportId: $id, recipientServiceNumber: $sn) { id } }',
      { id: annaPassportId, sn: external!.serviceNumber },
      tokens.get('OWNER'),
    );
    expect(revoked.body.errors).toBeUndefined();
    const routes = await rest(
      t.app,
      'GET',
      `/api/v2/health-coach/${anna.serviceNumber}/${annaPassportId}/routes`,
      {
        token: tokens.get(Role.EXTERNAL),
      },
    );
    expect(routes.statusCode).toBe(403);
  });
});
