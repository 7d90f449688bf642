import {
  hasAnyRole,
  isCustomerType,
  isSnapshotStatus,
  LocalizedKey,
  Role,
  SNAPSHOT_EDIT_ROLES,
  SNAPSHOT_LOGO_URI,
  SNAPSHOT_MANAGER_ROLES,
  SNAPSHOT_MAX_STEP_SUMMARY_PASSPORTS,
  SNAPSHOTS_MENU_ROLES,
  SNAPSHOT_MIN_SUMMARY_PASSPORTS,
  SNAPSHOT_PAGE_SIZE,
  SnapshotStatus,
} from '@health-passport/domain';
import type { CustomerType } from '@health-passport/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/database.js';
import {
  createUrlSigner,
  hasExpired,
  signedUrlExpiry,
  SIGNED_URL_TTL_SECONDS,
} from '../../integrations/files/index.js';
import type { MailQueue } from '../../integrations/notifier/index.js';
import type { JobQueue } from '../../jobs/index.js';
import { requestLanguage, type Language } from '../../locale.js';
import type { IdentityService, Viewer } from '../identity/index.js';
import type { ResultsService } from '../passports/index.js';
import { fullName, toSearchForm, users, type UserRow, type UsersService } from '../users/index.js';
import type { SnapshotAggregate } from './aggregation.js';
import { publishCount, type SuppressionRule } from './privacy.js';
import { computeSnapshot, type NotComputedReason } from './compute.js';
import { snapshotReport } from './report.js';
import { snapshotErrors } from './snapshots.errors.js';
import { managerInvitationMail } from './snapshots.messages.js';
import { companies, companyMembers, snapshotManagers, snapshots } from './snapshots.tables.js';
import { systemsOf, type SnapshotSystem } from './systems.js';

/** Who sees every snapshot: the Snapshots menu's roles (passport-and-professional §6, issue "Who sees what"). */
export const SNAPSHOT_READ_ROLES: readonly Role[] = SNAPSHOTS_MENU_ROLES;
export { SNAPSHOT_EDIT_ROLES, SNAPSHOT_MANAGER_ROLES };

export const SNAPSHOT_COMPUTE_JOB = 'snapshots.compute';

export type SnapshotRow = typeof snapshots.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
/** A snapshot with its company's name. */
export type SnapshotView = SnapshotRow & { company: string };

export interface ManagerView {
  user: { id: string; serviceNumber: string; name: string; email: string };
  /** Signed report links for the caller, per language. */
  pdfURI: { en_US: string; nl_NL: string };
}

export interface SnapshotSearch {
  name?: string | null;
  description?: string | null;
  company?: string | null;
  status?: string | null;
  pageNumber?: number | null;
  pageSize?: number | null;
}

export interface SnapshotPage {
  content: SnapshotView[];
  hasNext: boolean;
  hasPrevious: boolean;
  pageNumber: number;
  pageSize: number;
  totalElements: number;
  totalPages: number;
}

export interface CompanyView extends CompanyRow {
  memberCount: number;
}

export interface CompanyMemberView {
  serviceNumber: string;
  name: string;
  email: string;
  source: string;
  addedDate: Date;
}

/** What a report link grants: one snapshot's report, in one language, to one viewer, until `expires`. */
export interface ReportGrant {
  snapshotId: string;
  language: Language;
  viewerId: string;
  expires: number;
}

export interface SnapshotsService {
  /** The snapshot when the viewer may see it; notFound / snapshotNotReady otherwise. */
  get(viewer: Viewer, id: string): Promise<SnapshotView>;
  systems(viewer: Viewer, id: string, language: Language): Promise<SnapshotSystem[]>;
  list(viewer: Viewer): Promise<SnapshotView[]>;
  search(viewer: Viewer, query: SnapshotSearch): Promise<SnapshotPage>;
  /** An HR manager's snapshots that are not published (or have expired). */
  notReady(viewer: Viewer): Promise<SnapshotView[]>;
  managedCompanyCount(userId: string): Promise<number>;
  managers(viewer: Viewer, snapshot: SnapshotView): Promise<ManagerView[]>;
  totalOf(snapshot: SnapshotRow): number | null;
  reasonText(snapshot: SnapshotRow, language: Language): string | null;
  create(
    viewer: Viewer,
    input: { name: unknown; customerType: unknown; company: unknown },
  ): Promise<SnapshotView>;
  update(viewer: Viewer, id: string, input: unknown): Promise<SnapshotView>;
  recompute(viewer: Viewer, id: string): Promise<SnapshotView>;
  inviteManager(viewer: Viewer, id: string, manager: unknown, language: Language): Promise<SnapshotView>;
  revokeManager(viewer: Viewer, id: string, serviceNumber: string): Promise<SnapshotView>;
  /** Aggregates the company's passports into the snapshot (the background job's work). */
  compute(snapshotId: string): Promise<void>;
  companies(): Promise<CompanyView[]>;
  companyMembers(
    company: string,
    pageNumber: number,
    pageSize: number,
  ): Promise<{
    content: CompanyMemberView[];
    totalElements: number;
  }>;
  createCompany(input: { name: unknown; customerType: unknown; packageCode?: unknown }): Promise<CompanyView>;
  addMember(company: string, serviceNumber: string): Promise<CompanyView>;
  removeMember(company: string, serviceNumber: string): Promise<CompanyView>;
  /** Adds a person to the companies their paid order names (by name, or by the company's B2B package). */
  joinByOrder(order: { userId: string; packageCode: string; companyName: string | null }): Promise<void>;
  /** Adds people to the companies of a B2B package at once, as their paid orders of it would (the demo's companies). */
  joinByPackage(packageCode: string, userIds: readonly string[]): Promise<void>;
  /** The report PDF behind a signed link, after checking the link and the viewer's current access. */
  openReport(grant: ReportGrant, signature: string): Promise<{ fileName: string; pdf: Buffer }>;
}

interface Deps {
  db: Db;
  clock: Clock;
  config: Config;
  jobs: JobQueue;
  mail: MailQueue;
  users: UsersService;
  identity: IdentityService;
  results: ResultsService;
  /** Derives the report links' signing key. */
  secret: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SnapshotName = z.string().trim().min(1, 'Required').max(120, 'At most 120 characters');
const CompanyName = z.string().trim().min(1, 'Required').max(100, 'At most 100 characters');

const SnapshotInput = z
  .object({
    name: SnapshotName.optional(),
    company: CompanyName.optional(),
    description: z.string().trim().max(1000, 'At most 1000 characters').nullish(),
    status: z.string().refine(isSnapshotStatus, 'Not a snapshot status').optional(),
    expiryDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-mm-dd')
      .nullish(),
    logoURI: z
      .object({
        en_US: z.string().trim().regex(SNAPSHOT_LOGO_URI, 'An https:// or /-relative address').nullish(),
        nl_NL: z.string().trim().regex(SNAPSHOT_LOGO_URI, 'An https:// or /-relative address').nullish(),
      })
      .nullish(),
    minSummaryPassports: z
      .number()
      .int('A whole number')
      .min(SNAPSHOT_MIN_SUMMARY_PASSPORTS, `At least ${SNAPSHOT_MIN_SUMMARY_PASSPORTS}`)
      .max(1000, 'At most 1000')
      .optional(),
    stepSummaryPassports: z
      .number()
      .int('A whole number')
      .min(1, 'At least 1')
      .max(SNAPSHOT_MAX_STEP_SUMMARY_PASSPORTS, `At most ${SNAPSHOT_MAX_STEP_SUMMARY_PASSPORTS}`)
      .optional(),
  })
  .strict();

const ManagerInput = z.object({
  email: z.email('A valid e-mail address').max(254),
  firstName: z.string().trim().min(1, 'Required').max(100),
  lastName: z.string().trim().min(1, 'Required').max(100),
});

function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'input'] ??= issue.message;
  return fields;
}

const rule = (row: SnapshotRow): SuppressionRule => ({
  min: Math.max(row.minSummaryPassports, SNAPSHOT_MIN_SUMMARY_PASSPORTS),
  step: row.stepSummaryPassports,
});

export function createSnapshotsService(deps: Deps): SnapshotsService {
  const { db, clock, jobs, users: usersService } = deps;
  const signer = createUrlSigner(deps.secret, 'hp-snapshot-report');
  const grantParts = (g: ReportGrant) => [g.snapshotId, g.language, g.viewerId, String(g.expires)];
  const today = () => clock.now().toISOString().slice(0, 10);

  const seesAll = (viewer: Pick<Viewer, 'roles'>) => hasAnyRole(viewer.roles, SNAPSHOT_READ_ROLES);
  const isHrManager = (viewer: Pick<Viewer, 'roles'>) => viewer.roles.includes(Role.HR_MANAGER);

  const withCompany = async (rows: SnapshotRow[]): Promise<SnapshotView[]> => {
    if (rows.length === 0) return [];
    const names = await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(companies.id, [...new Set(rows.map((row) => row.companyId))]));
    const nameOf = new Map(names.map((c) => [c.id, c.name]));
    return rows.map((row) => ({ ...row, company: nameOf.get(row.companyId) ?? '' }));
  };

  const findRow = async (id: string, q: Db | Tx = db): Promise<SnapshotRow | undefined> => {
    if (!UUID.test(id)) return undefined;
    const [row] = await q.select().from(snapshots).where(eq(snapshots.id, id));
    return row;
  };

  const managesSnapshot = async (userId: string, snapshotId: string) => {
    const [row] = await db
      .select({ userId: snapshotManagers.userId })
      .from(snapshotManagers)
      .where(and(eq(snapshotManagers.snapshotId, snapshotId), eq(snapshotManagers.userId, userId)));
    return row !== undefined;
  };

  /** Whether an HR manager's snapshot is open to them: published and not past its expiry date. */
  const openToManagers = (row: SnapshotRow) =>
    row.status === SnapshotStatus.PUBLISHED && (row.expiryDate === null || row.expiryDate >= today());

  /** The one access rule of every read (issue 13 "Who sees what"). */
  const readable = async (viewer: Pick<Viewer, 'userId' | 'roles'>, id: string): Promise<SnapshotRow> => {
    const row = await findRow(id);
    if (!row) throw snapshotErrors.notFound();
    if (seesAll(viewer)) return row;
    if (isHrManager(viewer) && (await managesSnapshot(viewer.userId, row.id))) {
      if (openToManagers(row)) return row;
      throw snapshotErrors.notReady();
    }
    throw snapshotErrors.notFound();
  };

  /** The rows the viewer may list, newest first. */
  const visibleRows = async (viewer: Viewer): Promise<SnapshotRow[]> => {
    if (seesAll(viewer)) return db.select().from(snapshots).orderBy(desc(snapshots.createdAt));
    if (!isHrManager(viewer)) return [];
    const rows = await db
      .select({ snapshot: snapshots })
      .from(snapshots)
      .innerJoin(snapshotManagers, eq(snapshotManagers.snapshotId, snapshots.id))
      .where(eq(snapshotManagers.userId, viewer.userId))
      .orderBy(desc(snapshots.createdAt));
    return rows.map((r) => r.snapshot);
  };

  const companyByName = async (name: string, q: Db | Tx = db): Promise<CompanyRow | undefined> => {
    const [row] = await q
      .select()
      .from(companies)
      .where(sql`lower(${companies.name}) = lower(${name.trim()})`);
    return row;
  };

  const requireCompany = async (name: unknown, q: Db | Tx = db): Promise<CompanyRow> => {
    const company = await companyByName(text(name), q);
    if (!company) throw snapshotErrors.unknownCompany();
    return company;
  };

  const viewOf = async (id: string): Promise<SnapshotView> => {
    const row = await findRow(id);
    if (!row) throw snapshotErrors.notFound();
    const [view] = await withCompany([row]);
    return view as SnapshotView;
  };

  /** Schedules the aggregation; it runs after the commit (at once, while the caller waits). */
  const scheduleCompute = (tx: Tx, snapshotId: string) => jobs.send(tx, SNAPSHOT_COMPUTE_JOB, { snapshotId });

  const companyView = async (company: CompanyRow): Promise<CompanyView> => {
    const [row] = await db
      .select({ members: count() })
      .from(companyMembers)
      .where(eq(companyMembers.companyId, company.id));
    return { ...company, memberCount: row?.members ?? 0 };
  };

  const personByServiceNumber = async (serviceNumber: string): Promise<UserRow> => {
    const person = await usersService.findByServiceNumber(serviceNumber.trim());
    if (!person || !(await usersService.groupsOf(person.id)).includes(Role.CONSUMER)) {
      throw snapshotErrors.unknownPerson();
    }
    return person;
  };

  const service: SnapshotsService = {
    async get(viewer, id) {
      const [view] = await withCompany([await readable(viewer, id)]);
      return view as SnapshotView;
    },

    async systems(viewer, id, language) {
      const row = await readable(viewer, id);
      const table = await deps.results.referenceTable();
      return systemsOf(row.aggregate as SnapshotAggregate | null, table, rule(row), language);
    },

    async list(viewer) {
      const rows = await visibleRows(viewer);
      return withCompany(seesAll(viewer) ? rows : rows.filter(openToManagers));
    },

    async search(viewer, query) {
      const pageSize = Math.min(Math.max(Math.trunc(query.pageSize ?? SNAPSHOT_PAGE_SIZE), 1), 100);
      const pageNumber = Math.max(Math.trunc(query.pageNumber ?? 0), 0);
      if (query.status && !isSnapshotStatus(query.status)) {
        throw snapshotErrors.invalidInput({ status: 'Not a snapshot status' });
      }
      // Snapshots are few (a handful per company): the filter runs on their search form, so case and accents
      // are ignored as in the individuals search.
      const contains = (value: string | null, wanted: string | null | undefined) =>
        !wanted?.trim() || toSearchForm(value ?? '').includes(toSearchForm(wanted));
      const all = (await service.list(viewer)).filter(
        (s) =>
          contains(s.name, query.name) &&
          contains(s.description, query.description) &&
          contains(s.company, query.company) &&
          (!query.status || s.status === query.status),
      );
      const totalPages = Math.ceil(all.length / pageSize);
      return {
        content: all.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize),
        hasNext: pageNumber + 1 < totalPages,
        hasPrevious: pageNumber > 0 && totalPages > 0,
        pageNumber,
        pageSize,
        totalElements: all.length,
        totalPages,
      };
    },

    async notReady(viewer) {
      if (!isHrManager(viewer)) return [];
      const rows = await visibleRows({ ...viewer, roles: [Role.HR_MANAGER] });
      return withCompany(rows.filter((row) => !openToManagers(row)));
    },

    async managedCompanyCount(userId) {
      const [row] = await db
        .select({ companies: sql<number>`count(distinct ${snapshots.companyId})::int` })
        .from(snapshotManagers)
        .innerJoin(snapshots, eq(snapshots.id, snapshotManagers.snapshotId))
        .where(eq(snapshotManagers.userId, userId));
      return row?.companies ?? 0;
    },

    async managers(viewer, snapshot) {
      const rows = await db
        .select({ user: users })
        .from(snapshotManagers)
        .innerJoin(users, eq(users.id, snapshotManagers.userId))
        .where(eq(snapshotManagers.snapshotId, snapshot.id))
        .orderBy(asc(snapshotManagers.invitedAt));
      // An HR manager sees their own entry only: the other managers' names are not theirs to know.
      const shown = seesAll(viewer) ? rows : rows.filter((r) => r.user.id === viewer.userId);
      const expires = signedUrlExpiry(clock.now(), SIGNED_URL_TTL_SECONDS);
      const link = (language: Language) => {
        const grant: ReportGrant = { snapshotId: snapshot.id, language, viewerId: viewer.userId, expires };
        const query = new URLSearchParams({
          expires: String(expires),
          viewer: viewer.userId,
          signature: signer.sign(grantParts(grant)),
        });
        return `/api/v2/snapshots/${snapshot.id}/report/${language === 'nl' ? 'nl_NL' : 'en_US'}.pdf?${query}`;
      };
      // The report is the snapshot's, the same for every manager; the link is signed for the caller.
      const pdfURI = { en_US: link('en'), nl_NL: link('nl') };
      return shown.map(({ user }) => ({
        user: { id: user.id, serviceNumber: user.serviceNumber, name: fullName(user), email: user.email },
        pdfURI,
      }));
    },

    totalOf(snapshot) {
      const aggregate = snapshot.aggregate as SnapshotAggregate | null;
      return aggregate ? publishCount(aggregate.population, rule(snapshot)) : null;
    },

    reasonText(snapshot, language) {
      const reason = snapshot.notComputedReason as NotComputedReason | null;
      if (!reason) return null;
      if (reason.code === 'tooFewPassports') {
        return language === 'nl'
          ? `Niet berekend: minder dan ${reason.min} personen van dit bedrijf hebben een berekend Health Passport. Zo blijft niemand herkenbaar.`
          : `Not computed: fewer than ${reason.min} people of this company have a computed health passport. This keeps everyone unrecognisable.`;
      }
      return language === 'nl'
        ? `Niet opnieuw berekend: sinds de snapshot "${reason.otherSnapshot}" zijn minder dan ${reason.min} personen veranderd, en het verschil zou iets over hen zeggen. Bereken opnieuw als er meer zijn veranderd.`
        : `Not recomputed: fewer than ${reason.min} people changed since the snapshot "${reason.otherSnapshot}", and the difference would say something about them. Recompute when more have changed.`;
    },

    async create(viewer, input) {
      const fields: Record<string, string> = {};
      const name = SnapshotName.safeParse(input.name);
      if (!name.success) fields.name = name.error.issues[0]?.message ?? 'Invalid';
      if (!isCustomerType(input.customerType)) fields.customerType = 'B2B or B2C';
      if (!text(input.company).trim()) fields.company = 'Required';
      if (Object.keys(fields).length > 0) throw snapshotErrors.invalidInput(fields);
      const company = await requireCompany(input.company);
      const now = clock.now();
      const id = await jobs.transaction(db, async (tx) => {
        const [row] = await tx
          .insert(snapshots)
          .values({
            name: name.data as string,
            companyId: company.id,
            customerType: input.customerType as CustomerType,
            status: SnapshotStatus.CREATED,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: snapshots.id });
        await scheduleCompute(tx, row!.id);
        return row!.id;
      });
      void viewer;
      return viewOf(id);
    },

    async update(_viewer, id, input) {
      const parsed = SnapshotInput.safeParse(input);
      if (!parsed.success) throw snapshotErrors.invalidInput(fieldsOf(parsed.error));
      const changes = parsed.data;
      await jobs.transaction(db, async (tx) => {
        const [row] = await tx
          .select()
          .from(snapshots)
          .where(eq(snapshots.id, UUID.test(id) ? id : '00000000-0000-0000-0000-000000000000'))
          .for('update');
        if (!row) throw snapshotErrors.notFound();
        const company = changes.company === undefined ? undefined : await requireCompany(changes.company, tx);
        const companyChanged = company !== undefined && company.id !== row.companyId;
        const ruleChanged =
          (changes.minSummaryPassports !== undefined &&
            changes.minSummaryPassports !== row.minSummaryPassports) ||
          (changes.stepSummaryPassports !== undefined &&
            changes.stepSummaryPassports !== row.stepSummaryPassports);
        if (changes.status === SnapshotStatus.PUBLISHED && (row.aggregate === null || companyChanged)) {
          throw snapshotErrors.notComputed();
        }
        if (changes.status === SnapshotStatus.COMPUTED && row.aggregate === null)
          throw snapshotErrors.notComputed();
        await tx
          .update(snapshots)
          .set({
            ...(changes.name !== undefined && { name: changes.name }),
            ...(company && { companyId: company.id }),
            ...(changes.description !== undefined && { description: changes.description || null }),
            ...(changes.status !== undefined && { status: changes.status }),
            ...(changes.expiryDate !== undefined && { expiryDate: changes.expiryDate }),
            ...(changes.logoURI !== undefined && {
              logoUriEn: changes.logoURI?.en_US || null,
              logoUriNl: changes.logoURI?.nl_NL || null,
            }),
            ...(changes.minSummaryPassports !== undefined && {
              minSummaryPassports: changes.minSummaryPassports,
            }),
            ...(changes.stepSummaryPassports !== undefined && {
              stepSummaryPassports: changes.stepSummaryPassports,
            }),
            // Another company's snapshot starts over: none of the old numbers belong to it.
            ...(companyChanged && {
              status: SnapshotStatus.CREATED,
              aggregate: null,
              tableVersion: null,
              computedAt: null,
              notComputedReason: null,
            }),
            updatedAt: clock.now(),
          })
          .where(eq(snapshots.id, row.id));
        if (companyChanged) await tx.execute(sql`delete from snapshot_people where snapshot_id = ${row.id}`);
        // A stricter minimum must hold between snapshots too: the computation checks that again.
        if (companyChanged || ruleChanged) await scheduleCompute(tx, row.id);
      });
      return viewOf(id);
    },

    async recompute(_viewer, id) {
      const row = await findRow(id);
      if (!row) throw snapshotErrors.notFound();
      await jobs.transaction(db, (tx) => scheduleCompute(tx, row.id));
      return viewOf(id);
    },

    async inviteManager(_viewer, id, manager, language) {
      const row = await findRow(id);
      if (!row) throw snapshotErrors.notFound();
      const parsed = ManagerInput.safeParse(manager);
      if (!parsed.success) throw snapshotErrors.invalidInput(fieldsOf(parsed.error));
      const input = parsed.data;
      const existing = await usersService.findByEmail(input.email.toLowerCase());
      if (existing) {
        const groups = await usersService.groupsOf(existing.id);
        // Only HR managers receive snapshots: a customer's or a staff member's account is refused.
        if (!groups.includes(Role.HR_MANAGER) || groups.some((g) => g !== Role.HR_MANAGER)) {
          throw snapshotErrors.managerAccountNotAllowed();
        }
        if (await managesSnapshot(existing.id, row.id)) throw snapshotErrors.alreadyManager();
      }
      const [company] = await withCompany([row]);
      await jobs.transaction(db, async (tx) => {
        const account =
          existing ??
          (await deps.identity.createUserWithTemporaryPassword(
            {
              email: input.email,
              givenName: input.firstName,
              familyName: input.lastName,
              groups: [Role.HR_MANAGER],
              locale: language === 'nl' ? LocalizedKey.NL_NL : LocalizedKey.EN_US,
            },
            { tx },
          ));
        const inserted = await tx
          .insert(snapshotManagers)
          .values({ snapshotId: row.id, userId: account.id, invitedAt: clock.now() })
          .onConflictDoNothing()
          .returning({ userId: snapshotManagers.userId });
        if (inserted.length === 0) throw snapshotErrors.alreadyManager();
        await deps.mail.send(
          tx,
          managerInvitationMail({
            to: account.email,
            language: requestLanguage(undefined, account.locale),
            firstName: input.firstName,
            snapshotName: row.name,
            company: company?.company ?? '',
            signInUrl: `${deps.config.publicUrl}/`,
            newAccount: !existing,
          }),
        );
      });
      return viewOf(id);
    },

    async revokeManager(_viewer, id, serviceNumber) {
      const row = await findRow(id);
      if (!row) throw snapshotErrors.notFound();
      const person = await usersService.findByServiceNumber(serviceNumber.trim());
      if (!person) throw snapshotErrors.notAManager();
      const removed = await db
        .delete(snapshotManagers)
        .where(and(eq(snapshotManagers.snapshotId, row.id), eq(snapshotManagers.userId, person.id)))
        .returning({ userId: snapshotManagers.userId });
      if (removed.length === 0) throw snapshotErrors.notAManager();
      return viewOf(id);
    },

    compute: (snapshotId) => computeSnapshot({ db, clock, results: deps.results }, snapshotId),

    async companies() {
      const rows = await db
        .select({ company: companies, members: sql<number>`count(${companyMembers.userId})::int` })
        .from(companies)
        .leftJoin(companyMembers, eq(companyMembers.companyId, companies.id))
        .groupBy(companies.id)
        .orderBy(asc(companies.name));
      return rows.map((r) => ({ ...r.company, memberCount: r.members }));
    },

    async companyMembers(companyName, pageNumber, pageSize) {
      const company = await requireCompany(companyName);
      const size = Math.min(Math.max(Math.trunc(pageSize), 1), 100);
      const page = Math.max(Math.trunc(pageNumber), 0);
      const where = eq(companyMembers.companyId, company.id);
      const [total] = await db.select({ n: count() }).from(companyMembers).where(where);
      const rows = await db
        .select({ user: users, source: companyMembers.source, addedAt: companyMembers.addedAt })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(where)
        .orderBy(asc(users.searchText), asc(users.serviceNumber))
        .limit(size)
        .offset(page * size);
      return {
        content: rows.map((r) => ({
          serviceNumber: r.user.serviceNumber,
          name: fullName(r.user),
          email: r.user.email,
          source: r.source,
          addedDate: r.addedAt,
        })),
        totalElements: total?.n ?? 0,
      };
    },

    async createCompany(input) {
      const fields: Record<string, string> = {};
      const name = CompanyName.safeParse(input.name);
      if (!name.success) fields.name = name.error.issues[0]?.message ?? 'Invalid';
      if (!isCustomerType(input.customerType)) fields.customerType = 'B2B or B2C';
      const packageCode = text(input.packageCode).trim() || null;
      if (packageCode !== null && !/^[a-z0-9_]{1,100}$/.test(packageCode))
        fields.packageCode = 'A package code';
      if (Object.keys(fields).length > 0) throw snapshotErrors.invalidInput(fields);
      const [row] = await db
        .insert(companies)
        .values({
          name: name.data as string,
          customerType: input.customerType as CustomerType,
          packageCode,
          createdAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw snapshotErrors.companyExists();
      return { ...row, memberCount: 0 };
    },

    async addMember(companyName, serviceNumber) {
      const company = await requireCompany(companyName);
      const person = await personByServiceNumber(serviceNumber);
      await db
        .insert(companyMembers)
        .values({ companyId: company.id, userId: person.id, source: 'STAFF', addedAt: clock.now() })
        .onConflictDoNothing();
      return companyView(company);
    },

    async removeMember(companyName, serviceNumber) {
      const company = await requireCompany(companyName);
      const person = await personByServiceNumber(serviceNumber);
      await db
        .delete(companyMembers)
        .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, person.id)));
      return companyView(company);
    },

    async joinByOrder(order) {
      const matches = await db
        .select({ id: companies.id, packageCode: companies.packageCode })
        .from(companies)
        .where(
          sql`${companies.packageCode} = ${order.packageCode} or lower(${companies.name}) = lower(${order.companyName?.trim() ?? ''})`,
        );
      for (const company of matches) {
        await db
          .insert(companyMembers)
          .values({
            companyId: company.id,
            userId: order.userId,
            source: company.packageCode === order.packageCode ? 'PACKAGE' : 'ORDER',
            addedAt: clock.now(),
          })
          .onConflictDoNothing();
      }
    },

    async joinByPackage(packageCode, userIds) {
      const matches = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.packageCode, packageCode));
      const addedAt = clock.now();
      const rows = matches.flatMap((company) =>
        userIds.map((userId) => ({ companyId: company.id, userId, source: 'PACKAGE' as const, addedAt })),
      );
      if (rows.length > 0) await db.insert(companyMembers).values(rows).onConflictDoNothing();
    },

    async openReport(grant, signature) {
      if (!signer.verify(grantParts(grant), signature) || hasExpired(grant.expires, clock.now())) {
        throw snapshotErrors.notFound();
      }
      // The link was made for this viewer: their access is asked again now (a revoked manager's link dies).
      const viewer = await usersService.findById(grant.viewerId);
      if (!viewer) throw snapshotErrors.notFound();
      const roles = await usersService.groupsOf(viewer.id);
      const row = await readable({ userId: viewer.id, roles }, grant.snapshotId);
      const [view] = await withCompany([row]);
      const table = await deps.results.referenceTable();
      const systems = systemsOf(row.aggregate as SnapshotAggregate | null, table, rule(row), grant.language);
      const pdf = await snapshotReport({
        snapshot: view as SnapshotView,
        total: service.totalOf(row),
        notComputed: service.reasonText(row, grant.language),
        systems,
        language: grant.language,
        min: rule(row).min,
      });
      const safeName = (view?.name ?? 'snapshot').replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'snapshot';
      return { fileName: `${safeName} (${grant.language === 'nl' ? 'nl' : 'en'}).pdf`, pdf };
    },
  };
  return service;
}
