import {
  isPermissionType,
  PERMISSION_TYPES,
  PermissionType,
  policyUpdatePermissions,
} from '@health-passport/domain';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { ChangeFeed } from '../../db/changeFeed.js';
import type { Db, Tx } from '../../db/database.js';
import type { EventsService } from '../events/index.js';
import type { PassportsService } from '../passports/index.js';
import type { LocalizedText, ProductsService } from '../products/index.js';
import { consentErrors } from './consent.errors.js';
import { permissionGrants, requestedPermissions } from './consent.tables.js';

export type RequestedPermissionRow = typeof requestedPermissions.$inferSelect;
export type PermissionGrantRow = typeof permissionGrants.$inferSelect;

export const GrantAction = Object.freeze({ GRANTED: 'GRANTED', WITHDRAWN: 'WITHDRAWN' } as const);
export type GrantAction = (typeof GrantAction)[keyof typeof GrantAction];

/** A requested permission as the API shows it (customer-journey §3 "Requested permission"). */
export interface RequestedPermissionView {
  id: string;
  productId: string;
  type: PermissionType;
  version: number;
  isRequired: boolean;
  /** activated_at <= now and (no deactivated_at or deactivated_at > now). */
  isActivated: boolean;
  title: LocalizedText;
  description: LocalizedText;
  url: LocalizedText;
  activatedAt: Date | null;
  deactivatedAt: Date | null;
}

/** A permission currently granted for a passport: the newest ledger row of its requested permission. */
export interface GrantedPermissionView {
  /** The ledger row. */
  id: string;
  userId: string;
  healthPassportId: string;
  requestedPermissionId: string;
  type: PermissionType;
  version: number;
  /** When the person gave it (their zonedDateTimeString). */
  grantedAt: Date;
  recordedAt: Date;
}

/** One row of the consent ledger as its person sees it: a grant or a withdrawal, with the document's texts. */
export interface ConsentLedgerEntry {
  id: string;
  healthPassportId: string;
  requestedPermissionId: string;
  action: GrantAction;
  type: PermissionType;
  version: number;
  title: LocalizedText;
  url: LocalizedText;
  /** The version asked for it as required: such a consent is not withdrawn on its own. */
  isRequired: boolean;
  /** When the person gave or withdrew it. */
  occurredAt: Date;
  recordedAt: Date;
  /** Recorded by someone else on the person's behalf. */
  recordedByOther: boolean;
  /** The newest row of its permission is this grant of an optional permission: the person may withdraw it. */
  withdrawable: boolean;
}

/** What the seed (and later the product manager) writes: one version of one type for one product. */
export interface NewRequestedPermission {
  productId: string;
  type: PermissionType;
  version?: number;
  isRequired?: boolean;
  title: LocalizedText;
  description: LocalizedText;
  url?: LocalizedText;
  /** Default: now. Null: not activated (yet). */
  activatedAt?: Date | null;
  deactivatedAt?: Date | null;
}

/** One permission type's state for identityInformation (customer-journey §3 User). */
export interface ConsentTypeStatus {
  given: boolean;
  givenAt: Date | null;
  updated: boolean;
}

/** Who grants: the signed-in person. */
export interface ConsentViewer {
  userId: string;
}

export interface ConsentService {
  /** Every version of every requested permission of the product, by type then version. */
  requestedForProduct(productId: string): Promise<RequestedPermissionView[]>;
  /** The permissions currently granted for the passport (newest ledger row per permission is GRANTED). */
  grantedForPassport(passportId: string): Promise<GrantedPermissionView[]>;
  /** The permissions currently granted for all of the user's passports. */
  grantedForUser(userId: string): Promise<GrantedPermissionView[]>;
  /**
   * Grants the requested permissions for the viewer's own passport, in one transaction: every id must be an
   * activated requested permission of the passport's product, every required activated permission of the
   * product must be granted afterwards, and the time must be an ISO date-time with offset near now. Already
   * granted ones are not written twice. Publishes `consent.granted`. Answers the grants of these ids.
   */
  grantPermissions(
    viewer: ConsentViewer,
    healthPassportId: string,
    requestedPermissionIds: readonly string[],
    zonedDateTimeString: string,
  ): Promise<GrantedPermissionView[]>;
  /**
   * For people imported at once (the demo's companies): records in `tx` that each person granted every activated
   * permission their new passport's product asks for, at `occurredAt`, in one statement. Their passports are new,
   * so nothing was granted before; no event is published, the caller computes the passports itself.
   */
  grantAllForNewPassports(
    tx: Tx,
    input: {
      productId: string;
      passports: readonly { userId: string; passportId: string }[];
      occurredAt: Date;
    },
  ): Promise<void>;
  /** The user's own consent ledger over all their passports, newest first (grants and withdrawals). */
  historyForUser(userId: string): Promise<ConsentLedgerEntry[]>;
  /**
   * Appends a WITHDRAWN row when the permission is currently granted; true when something was withdrawn. A
   * required permission is refused (`permissionRequired`): it is only replaced by agreeing to a newer version.
   */
  withdraw(viewer: ConsentViewer, healthPassportId: string, requestedPermissionId: string): Promise<boolean>;
  /**
   * Per permission type, for the user's current passport (the newest unpublished one, else the newest): whether it
   * is granted, when, and whether a newer required version waits for re-consent (the policy modal's rule).
   */
  statusFor(userId: string): Promise<Partial<Record<PermissionType, ConsentTypeStatus>>>;
  /** Whether informed consent is currently granted for the passport (the journey's INFORMED_CONSENT step). */
  informedConsentGiven(passportId: string): Promise<boolean>;
  /** The ones among these passports whose informed consent is currently given (one query). */
  informedConsentGivenFor(passportIds: readonly string[]): Promise<Set<string>>;
  /** Creates this version of the type for the product unless it exists (the demo seed); true when created. */
  ensureRequested(permission: NewRequestedPermission): Promise<boolean>;
  /**
   * A new version of a permission type for a product, activated now; the older versions of that type are
   * deactivated. Customers who granted an older version of a required one see the policy modal (§4).
   */
  publishVersion(input: {
    packageCode: string;
    type: PermissionType;
    isRequired: boolean;
    title: LocalizedText;
    description: LocalizedText;
    url: LocalizedText;
  }): Promise<RequestedPermissionView>;
}

/** How far the client's clock may be from ours. */
export const GRANT_TIME_TOLERANCE_MS = 5 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** yyyy-MM-ddTHH:mm[:ss[.fraction]] with Z or ±HH:mm, optionally followed by a zone id in brackets. */
const ZONED_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.(\d{1,9}))?)?)(Z|[+-]\d{2}:\d{2})(?:\[[A-Za-z0-9_/+-]{1,64}\])?$/;

/** The instant of a zonedDateTimeString, or undefined when it is not one. */
export function parseZonedDateTime(value: string): Date | undefined {
  const match = ZONED_DATE_TIME.exec(value);
  if (!match) return undefined;
  const [, local = '', fraction, offset = ''] = match;
  // JavaScript dates keep milliseconds: longer fractions are cut to three digits.
  const base = fraction ? local.replace(`.${fraction}`, `.${fraction.slice(0, 3).padEnd(3, '0')}`) : local;
  const date = new Date(`${base}${offset}`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function isActivatedAt(row: Pick<RequestedPermissionRow, 'activatedAt' | 'deactivatedAt'>, now: Date) {
  return (
    row.activatedAt !== null &&
    row.activatedAt <= now &&
    (row.deactivatedAt === null || row.deactivatedAt > now)
  );
}

function toGranted(row: PermissionGrantRow): GrantedPermissionView {
  return {
    id: row.id,
    userId: row.userId,
    healthPassportId: row.healthPassportId,
    requestedPermissionId: row.requestedPermissionId,
    type: row.type as PermissionType,
    version: row.version,
    grantedAt: row.occurredAt,
    recordedAt: row.recordedAt,
  };
}

export function createConsentService({
  db,
  clock,
  passports,
  products,
  events,
  changes,
}: {
  db: Db;
  clock: Clock;
  passports: PassportsService;
  products: ProductsService;
  events: EventsService;
  /** The database's announcements, for the reads the service keeps (db/changeFeed.ts). */
  changes?: ChangeFeed;
}): ConsentService {
  // Whether each passport's informed consent is given, kept until the database announces a change of its ledger.
  const keptInformedConsent = changes?.keep<boolean>('permission_grants.health_passport_id', { max: 10_000 });
  const view = (row: RequestedPermissionRow, now: Date): RequestedPermissionView => ({
    id: row.id,
    productId: row.productId,
    type: row.type as PermissionType,
    version: row.version,
    isRequired: row.isRequired,
    isActivated: isActivatedAt(row, now),
    title: row.title,
    description: row.description,
    url: row.url,
    activatedAt: row.activatedAt,
    deactivatedAt: row.deactivatedAt,
  });

  const requested = async (q: Db | Tx, productId: string) => {
    const now = clock.now();
    const rows = await q
      .select()
      .from(requestedPermissions)
      .where(eq(requestedPermissions.productId, productId))
      .orderBy(asc(requestedPermissions.type), asc(requestedPermissions.version));
    return rows.map((row) => view(row, now));
  };

  /** The newest ledger row per (passport, requested permission) of the passport, or of all the user's. */
  type Owner = { passportId: string } | { passportIds: readonly string[] } | { userId: string };
  const currentRows = (q: Db | Tx, by: Owner) =>
    q
      .selectDistinctOn([permissionGrants.healthPassportId, permissionGrants.requestedPermissionId])
      .from(permissionGrants)
      .where(
        'passportId' in by
          ? eq(permissionGrants.healthPassportId, by.passportId)
          : 'passportIds' in by
            ? inArray(permissionGrants.healthPassportId, [...by.passportIds])
            : eq(permissionGrants.userId, by.userId),
      )
      .orderBy(
        asc(permissionGrants.healthPassportId),
        asc(permissionGrants.requestedPermissionId),
        desc(permissionGrants.recordedAt),
      );

  const granted = async (q: Db | Tx, by: Owner) =>
    (await currentRows(q, by)).filter((r) => r.action === GrantAction.GRANTED).map(toGranted);

  /** The viewer's own passport, or 404 (unknown, malformed and someone else's alike). */
  const ownPassport = async (viewer: ConsentViewer, passportId: string) => {
    const passport = UUID.test(passportId) ? await passports.getById(passportId) : undefined;
    if (!passport || passport.userId !== viewer.userId) throw consentErrors.passportNotFound();
    return passport;
  };

  /**
   * The recorded time of a new row: now, but always after the newest row of the same permission, so the
   * ledger's order never depends on two rows sharing a millisecond.
   */
  const recordedAtAfter = (latest: Date | undefined): Date => {
    const now = clock.now();
    return latest && latest >= now ? new Date(latest.getTime() + 1) : now;
  };

  const service: ConsentService = {
    requestedForProduct: (productId) =>
      UUID.test(productId) ? requested(db, productId) : Promise.resolve([]),

    grantedForPassport: (passportId) =>
      UUID.test(passportId) ? granted(db, { passportId }) : Promise.resolve([]),

    grantedForUser: (userId) => granted(db, { userId }),

    async historyForUser(userId) {
      const rows = await db
        .select({ grant: permissionGrants, requested: requestedPermissions })
        .from(permissionGrants)
        .innerJoin(requestedPermissions, eq(requestedPermissions.id, permissionGrants.requestedPermissionId))
        .where(eq(permissionGrants.userId, userId))
        .orderBy(desc(permissionGrants.recordedAt), desc(permissionGrants.id));
      // Newest first, so the first row seen of a permission is its current state.
      const seen = new Set<string>();
      return rows.map(({ grant, requested }) => {
        const key = `${grant.healthPassportId} ${grant.requestedPermissionId}`;
        const newest = !seen.has(key);
        seen.add(key);
        return {
          id: grant.id,
          healthPassportId: grant.healthPassportId,
          requestedPermissionId: grant.requestedPermissionId,
          action: grant.action as GrantAction,
          type: grant.type as PermissionType,
          version: grant.version,
          title: requested.title,
          url: requested.url,
          isRequired: requested.isRequired,
          occurredAt: grant.occurredAt,
          recordedAt: grant.recordedAt,
          recordedByOther: grant.recordedBy !== grant.userId,
          withdrawable: newest && grant.action === GrantAction.GRANTED && !requested.isRequired,
        };
      });
    },

    async statusFor(userId) {
      const passport = await passports
        .currentForUser(userId)
        .then(async (current) => current ?? (await passports.listForUser(userId))[0]);
      if (!passport) return {};
      const product = await products.productByPackageCode(passport.packageCode);
      const [requested, grants] = await Promise.all([
        product ? service.requestedForProduct(product.id) : Promise.resolve([]),
        service.grantedForPassport(passport.id),
      ]);
      const due = new Set(
        policyUpdatePermissions(
          requested,
          grants.map((g) => ({ type: g.type, requestedPermission: { id: g.requestedPermissionId } })),
        ).map((p) => p.type),
      );
      const status: Partial<Record<PermissionType, ConsentTypeStatus>> = {};
      for (const type of PERMISSION_TYPES) {
        const ofType = grants.filter((g) => g.type === type);
        const newest = ofType.reduce<Date | null>(
          (latest, g) => (latest === null || g.grantedAt > latest ? g.grantedAt : latest),
          null,
        );
        status[type] = { given: ofType.length > 0, givenAt: newest, updated: due.has(type) };
      }
      return status;
    },

    async grantPermissions(viewer, healthPassportId, requestedPermissionIds, zonedDateTimeString) {
      const passport = await ownPassport(viewer, healthPassportId);
      const occurredAt = parseZonedDateTime(zonedDateTimeString);
      if (!occurredAt) throw consentErrors.invalidGrantTime('must be an ISO date-time with an offset');
      if (Math.abs(occurredAt.getTime() - clock.now().getTime()) > GRANT_TIME_TOLERANCE_MS) {
        throw consentErrors.invalidGrantTime('must be the current time');
      }
      const ids = [...new Set(requestedPermissionIds)];
      if (ids.length === 0) throw consentErrors.noPermissions();
      // Read before the transaction: inside it the embedded database answers only the transaction.
      const product = await products.productByPackageCode(passport.packageCode);
      if (!product) throw consentErrors.permissionNotRequested(ids);

      return events.transaction(async (tx) => {
        // One grant per passport at a time: concurrent grants cannot write the same permission twice.
        await passports.lock(tx, passport.id);
        const asked = (await requested(tx, product.id)).filter((p) => p.isActivated);
        const chosen = ids.map((id) => asked.find((p) => p.id === id));
        const unknown = ids.filter((_, i) => !chosen[i]);
        if (unknown.length > 0) throw consentErrors.permissionNotRequested(unknown);
        const toGrant = chosen.filter((p): p is RequestedPermissionView => p !== undefined);

        const current = await currentRows(tx, { passportId: passport.id });
        const grantedIds = new Set(
          current.filter((r) => r.action === GrantAction.GRANTED).map((r) => r.requestedPermissionId),
        );
        const after = new Set([...grantedIds, ...toGrant.map((p) => p.id)]);
        const missing = asked.filter((p) => p.isRequired && !after.has(p.id)).map((p) => p.type);
        if (missing.length > 0) throw consentErrors.requiredPermissionsMissing([...new Set(missing)]);

        const fresh = toGrant.filter((p) => !grantedIds.has(p.id));
        if (fresh.length > 0) {
          await tx.insert(permissionGrants).values(
            fresh.map((p) => ({
              userId: viewer.userId,
              healthPassportId: passport.id,
              requestedPermissionId: p.id,
              type: p.type,
              version: p.version,
              action: GrantAction.GRANTED,
              occurredAt,
              recordedAt: recordedAtAfter(current.find((r) => r.requestedPermissionId === p.id)?.recordedAt),
              recordedBy: viewer.userId,
            })),
          );
          await events.publish(tx, 'consent.granted', {
            passportId: passport.id,
            userId: viewer.userId,
            types: [...new Set(fresh.map((p) => p.type))],
          });
        }
        const now = await granted(tx, { passportId: passport.id });
        return now.filter((g) => toGrant.some((p) => p.id === g.requestedPermissionId));
      });
    },

    async grantAllForNewPassports(tx, { productId, passports: granting, occurredAt }) {
      const asked = (await requested(tx, productId)).filter((p) => p.isActivated);
      const recordedAt = recordedAtAfter(undefined);
      const rows = granting.flatMap(({ userId, passportId }) =>
        asked.map((p) => ({
          userId,
          healthPassportId: passportId,
          requestedPermissionId: p.id,
          type: p.type,
          version: p.version,
          action: GrantAction.GRANTED,
          occurredAt,
          recordedAt,
          recordedBy: userId,
        })),
      );
      if (rows.length > 0) await tx.insert(permissionGrants).values(rows);
    },

    async withdraw(viewer, healthPassportId, requestedPermissionId) {
      const passport = await ownPassport(viewer, healthPassportId);
      if (!UUID.test(requestedPermissionId)) return false;
      const [asked] = await db
        .select({ isRequired: requestedPermissions.isRequired })
        .from(requestedPermissions)
        .where(eq(requestedPermissions.id, requestedPermissionId));
      if (asked?.isRequired) throw consentErrors.permissionRequired();
      return events.transaction(async (tx) => {
        await passports.lock(tx, passport.id);
        const [latest] = await tx
          .select()
          .from(permissionGrants)
          .where(
            and(
              eq(permissionGrants.healthPassportId, passport.id),
              eq(permissionGrants.requestedPermissionId, requestedPermissionId),
            ),
          )
          .orderBy(desc(permissionGrants.recordedAt))
          .limit(1);
        if (!latest || latest.action !== GrantAction.GRANTED) return false;
        const now = clock.now();
        await tx.insert(permissionGrants).values({
          userId: viewer.userId,
          healthPassportId: passport.id,
          requestedPermissionId,
          type: latest.type,
          version: latest.version,
          action: GrantAction.WITHDRAWN,
          occurredAt: now,
          recordedAt: recordedAtAfter(latest.recordedAt),
          recordedBy: viewer.userId,
        });
        return true;
      });
    },

    async informedConsentGiven(passportId) {
      if (!UUID.test(passportId)) return false;
      return (await service.informedConsentGivenFor([passportId])).has(passportId);
    },

    async informedConsentGivenFor(passportIds) {
      const valid = passportIds.filter((id) => UUID.test(id));
      if (valid.length === 0) return new Set();
      const read = async (ids: string[]) => {
        const given = new Set(
          (await granted(db, { passportIds: ids }))
            .filter((g) => g.type === PermissionType.INFORMED_CONSENT)
            .map((g) => g.healthPassportId),
        );
        return new Map(ids.map((id) => [id, given.has(id)]));
      };
      const given = keptInformedConsent ? await keptInformedConsent.getMany(valid, read) : await read(valid);
      return new Set([...given].flatMap(([id, yes]) => (yes ? [id] : [])));
    },

    async publishVersion(input) {
      const product = await products.productByPackageCode(input.packageCode);
      if (!product) throw consentErrors.productNotFound();
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const [newest] = await tx
          .select({ version: requestedPermissions.version })
          .from(requestedPermissions)
          .where(
            and(eq(requestedPermissions.productId, product.id), eq(requestedPermissions.type, input.type)),
          )
          .orderBy(desc(requestedPermissions.version))
          .limit(1)
          .for('update');
        await tx
          .update(requestedPermissions)
          .set({ deactivatedAt: now })
          .where(
            and(
              eq(requestedPermissions.productId, product.id),
              eq(requestedPermissions.type, input.type),
              isNull(requestedPermissions.deactivatedAt),
            ),
          );
        const [created] = await tx
          .insert(requestedPermissions)
          .values({
            productId: product.id,
            type: input.type,
            version: (newest?.version ?? 0) + 1,
            isRequired: input.isRequired,
            title: input.title,
            description: input.description,
            url: input.url,
            activatedAt: now,
            createdAt: now,
          })
          .returning();
        return created!;
      });
      return view(row, now);
    },

    async ensureRequested(permission) {
      if (!isPermissionType(permission.type)) throw new Error(`unknown permission type ${permission.type}`);
      const now = clock.now();
      const [created] = await db
        .insert(requestedPermissions)
        .values({
          productId: permission.productId,
          type: permission.type,
          version: permission.version ?? 1,
          isRequired: permission.isRequired ?? true,
          title: permission.title,
          description: permission.description,
          url: permission.url ?? { en_US: null, nl_NL: null },
          activatedAt: permission.activatedAt === undefined ? now : permission.activatedAt,
          deactivatedAt: permission.deactivatedAt ?? null,
          createdAt: now,
        })
        .onConflictDoNothing({
          target: [requestedPermissions.productId, requestedPermissions.type, requestedPermissions.version],
        })
        .returning({ id: requestedPermissions.id });
      return created !== undefined;
    },
  };
  return service;
}
