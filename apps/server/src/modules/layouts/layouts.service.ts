import {
  calendarDateIn,
  hasAnyRole,
  HealthDataKind,
  PackageType,
  PassportStatus,
  type LayoutDocument,
  type NavigationRoute,
  type NavigationRoutes,
} from '@health-passport/domain';
import { LRUCache } from 'lru-cache';
import { requestLanguage, type Language } from '../../locale.js';
import type { Viewer } from '../identity/index.js';
import { MeasurementPart, type MeasurementsService } from '../measurements/index.js';
import {
  localizedProductName,
  PASSPORT_READ_STAFF_ROLES,
  passportAccessErrors,
  type PassportAccess,
  type PassportRow,
  type PassportsService,
  type ReadablePassport,
  type ReadSubject,
  type ResultsService,
  type Texts,
} from '../passports/index.js';
import type { ProductsService } from '../products/index.js';
import { fullName, type UserRow, type UsersService } from '../users/index.js';
import { layoutErrors } from './layouts.errors.js';
import { documentOf, type TemplateContext } from './page.js';
import { PAGES_BY_NAME } from './pages/index.js';
import { passportReport } from './report.js';
import { MY_HEALTH_ROOT, MY_HEALTH_SITEMAP, MY_STATISTICS_ROOT, MY_STATISTICS_SITEMAP } from './sitemap.js';
import { genesStaticLayoutPath } from './staticLayouts.js';
import { SCANS_UPSELL } from './upsell.js';

export interface LayoutsService {
  /**
   * The menu of a passport's pages (§7 routes): /my-health with its 18 sub-pages and /my-statistics with its 6,
   * titles in `language`. Without `serviceNumber` (the consumer path) only for the viewer's own passport.
   */
  routesFor(
    viewer: Viewer,
    passportId: string,
    serviceNumber: string | undefined,
    language: Language,
  ): Promise<NavigationRoutes>;
  /**
   * One page of a passport as JSON, built from its template and the passport's results (§2.4); 404 for an
   * unknown path. Built pages are kept (see LAYOUT_CACHE_CHARACTERS) by everything they are built from. In
   * `language`, or when none is asked for, the viewer's own (their account's, else English).
   */
  layoutJsonFor(
    viewer: Viewer,
    passportId: string,
    layoutPath: string,
    serviceNumber: string | undefined,
    language: Language | undefined,
  ): Promise<string>;
  /**
   * Whether the passport belongs to a programme: its product is a MISSION package (§4 "has-no-program" pages).
   * For the passport's person (whatever its status: this is not health data), staff who read passports and an
   * external viewer it is shared with (passportAccess.mayKnowOf).
   */
  hasProgram(viewer: Viewer, passportId: string): Promise<boolean>;
  /**
   * The PUBLISHED passport as a PDF in `language`, for whoever may read it (the person, staff who read
   * passports, an external viewer it is shared with); recorded in the access audit for everyone else. Unknown
   * or not readable: 404 notFound; readable but not published: 409 passportNotPublished.
   */
  reportFor(
    viewer: Viewer,
    passportId: string,
    language: Language,
    madeAt: Date,
  ): Promise<{ fileName: string; pdf: Buffer }>;
}

interface Deps {
  users: UsersService;
  passports: PassportsService;
  passportAccess: PassportAccess;
  results: ResultsService;
  measurements: MeasurementsService;
  products: ProductsService;
}

/**
 * How much built layout JSON an instance keeps, in characters (about as many bytes: the JSON is plain text; the
 * least recently read page goes first). A page is 10 to 60 thousand characters, so this holds several hundred
 * pages, the passports being read now, within the server's memory budget.
 */
export const LAYOUT_CACHE_CHARACTERS = 16_000_000;

/** Layout paths: lower-case words with dashes, at most one slash ("my-health/body-heart"). */
const LAYOUT_PATH = /^[a-z0-9-]+(\/[a-z0-9-]+)?$/;
const MAX_LAYOUT_PATH_LENGTH = 100;

export function createLayoutsService({
  users,
  passports,
  passportAccess,
  results,
  measurements,
  products,
}: Deps): LayoutsService {
  /**
   * The passport when the viewer may read it (`read` is what the access audit records). The consumer paths serve
   * one's own passports only: professionals name the person whose passport they open (the health-coach paths),
   * so a coach never lands on a page that looks like their own. That is checked first, so a refused read is
   * never recorded as one.
   */
  const readable = async (
    viewer: Viewer,
    passportId: string,
    serviceNumber: string | undefined,
    read: ReadSubject,
  ) => {
    if (serviceNumber === undefined) {
      const passport = await passports.getById(passportId);
      if (passport?.userId !== viewer.userId) throw passportAccessErrors.accessError();
      return passportAccess.requireReadable(viewer, passport, serviceNumber, read);
    }
    return passportAccess.requireReadable(viewer, passportId, serviceNumber, read);
  };

  /**
   * `readable` for a page, with the person's passports (the page's key and trends compare with the earlier ones).
   * One's own passport is among one's passports, read beside one's own row: two reads side by side instead of the
   * passport, then its person, then their passports.
   */
  const readablePage = async (
    viewer: Viewer,
    passportId: string,
    serviceNumber: string | undefined,
    read: ReadSubject,
  ): Promise<{ found: ReadablePassport; personPassports: readonly PassportRow[] }> => {
    if (serviceNumber === undefined) {
      const [own, person] = await Promise.all([
        passports.listForUser(viewer.userId),
        users.findById(viewer.userId),
      ]);
      const passport = own.find((p) => p.id === passportId);
      if (!passport || !person) throw passportAccessErrors.accessError();
      const found = await passportAccess.requireReadable(viewer, { passport, person }, serviceNumber, read);
      return { found, personPassports: own };
    }
    const found = await passportAccess.requireReadable(viewer, passportId, serviceNumber, read);
    return { found, personPassports: await passports.listForUser(found.passport.userId) };
  };

  /** The language asked for, else the viewer's own: their row is the person's when they read their own passport. */
  const languageFor = async (viewer: Viewer, { own, person }: ReadablePassport, asked?: Language) => {
    if (asked) return asked;
    const viewerRow: UserRow | undefined = own ? person : await users.findById(viewer.userId);
    return requestLanguage(undefined, viewerRow?.locale);
  };

  const includesOf = (passport: PassportRow): TemplateContext['includes'] => {
    const parts = measurements.partsOf(passport);
    return {
      // No package includes a DNA analysis: there is no genetics data in the product.
      genes: false,
      scans: {
        heartUltrasound: parts.includes(MeasurementPart.HEART_ULTRASOUND),
        abdominalUltrasound: parts.includes(MeasurementPart.ABDOMINAL_ULTRASOUND),
      },
    };
  };

  /**
   * The person's PUBLISHED passports made before this one, newest first (the trends compare with the first), from
   * `personPassports` when the caller read them already.
   */
  const earlierOf = async (
    passport: PassportRow,
    personPassports?: readonly PassportRow[],
  ): Promise<PassportRow[]> =>
    (personPassports ?? (await passports.listForUser(passport.userId))).filter(
      (p) =>
        p.id !== passport.id &&
        p.status === PassportStatus.PUBLISHED &&
        p.createdAt.getTime() < passport.createdAt.getTime(),
    );

  // A kept passport row is one frozen object shared by every request until it changes: written out once.
  const rowKeys = new WeakMap<PassportRow, string>();
  const rowKey = (passport: PassportRow) => {
    let key = rowKeys.get(passport);
    if (key === undefined) rowKeys.set(passport, (key = JSON.stringify(passport)));
    return key;
  };

  const built = new LRUCache<string, string>({
    maxSize: LAYOUT_CACHE_CHARACTERS,
    sizeCalculation: (json) => Math.max(1, json.length),
  });

  /**
   * Everything a built page depends on, so a kept page is served only while none of it changed: the page and the
   * language, the passport row, the person's given name (the dashboard greets them), the reference table, and the
   * data version of this passport and of every earlier published one (their results, trends and previous values).
   */
  const layoutKey = async (
    { passport, person }: ReadablePassport,
    personPassports: readonly PassportRow[],
    page: string,
    language: Language,
  ): Promise<string> => {
    const earlier = await earlierOf(passport, personPassports);
    const [versions, tableVersion] = await Promise.all([
      results.dataVersions([passport.id, ...earlier.map((p) => p.id)]),
      results.tableVersion(),
    ]);
    return JSON.stringify([page, language, rowKey(passport), person.givenName, tableVersion, [...versions]]);
  };

  /** Values of each result in the person's PUBLISHED passports made before this one, oldest first. */
  const historyOf = async (passport: PassportRow): Promise<Map<string, number[]>> => {
    const earlier = (await earlierOf(passport)).reverse();
    const history = new Map<string, number[]>();
    for (const p of earlier) {
      for (const result of (await results.resultsFor(p.id)).results) {
        history.set(result.id, [...(history.get(result.id) ?? []), result.value]);
      }
    }
    return history;
  };

  const contextFor = async (
    { passport, person }: ReadablePassport,
    language: Language,
  ): Promise<TemplateContext> => {
    const [current, history, table] = await Promise.all([
      results.resultsFor(passport.id),
      historyOf(passport),
      results.referenceTable(),
    ]);
    return {
      language,
      passport,
      person,
      results: new Map(current.results.map((result) => [result.id, result])),
      flagged: new Set(current.flagged.flatMap((v) => (v.reason === 'implausible' ? [v.id] : []))),
      notRated: new Map(
        current.flagged.flatMap((v) => (v.reason === 'notRatedForAge' ? [[v.id, v.value] as const] : [])),
      ),
      history,
      ranges: new Map(table.map((range) => [range.id, range])),
      includes: includesOf(passport),
      t: (texts: Texts) => texts[language],
      tableVersion: current.tableVersion,
    };
  };

  return {
    async routesFor(viewer, passportId, serviceNumber, language) {
      const { passport } = await readable(viewer, passportId, serviceNumber, { what: HealthDataKind.ROUTES });
      const includes = includesOf(passport);
      const anyScan = includes.scans.heartUltrasound || includes.scans.abdominalUltrasound;
      const t = (texts: Texts) => texts[language];
      const route = (name: string, path: string, layout: string, title: Texts, icon: string) => ({
        name,
        path,
        layout,
        title: t(title),
        icon,
      });
      const health: NavigationRoute = {
        ...route('my-health', '/my-health', 'my-health', MY_HEALTH_ROOT.title, MY_HEALTH_ROOT.icon),
        children: MY_HEALTH_SITEMAP.map((entry) => ({
          ...route(
            entry.page,
            `/my-health/${entry.page}`,
            `my-health/${entry.page}`,
            entry.title,
            entry.icon,
          ),
          children: [],
        })),
      };
      const statistics: NavigationRoute = {
        ...route(
          'my-statistics',
          '/my-statistics',
          'my-statistics',
          MY_STATISTICS_ROOT.title,
          MY_STATISTICS_ROOT.icon,
        ),
        children: MY_STATISTICS_SITEMAP.map((entry) => {
          // Without genetics the genes page is the same for everyone: the web loads it as a static layout.
          const layout =
            entry.page === 'my-genes' && !includes.genes
              ? genesStaticLayoutPath(language)
              : `my-statistics/${entry.page}`;
          return {
            ...route(entry.page, `/my-statistics/${entry.page}`, layout, entry.title, entry.icon),
            ...(entry.page === 'my-scans' && !anyScan ? { upsellText: t(SCANS_UPSELL) } : {}),
            children: [],
          };
        }),
      };
      return { passportId: passport.id, routes: [health, statistics] };
    },

    async layoutJsonFor(viewer, passportId, layoutPath, serviceNumber, language) {
      const valid = layoutPath.length <= MAX_LAYOUT_PATH_LENGTH && LAYOUT_PATH.test(layoutPath);
      const template = valid ? PAGES_BY_NAME.get(layoutPath) : undefined;
      // Access first: whether a page exists is only told to those who may read the passport.
      const { found, personPassports } = await readablePage(viewer, passportId, serviceNumber, {
        what: HealthDataKind.LAYOUT,
        detail: template?.name,
      });
      if (!template) throw layoutErrors.layoutNotFound();
      const pageLanguage = await languageFor(viewer, found, language);
      const key = await layoutKey(found, personPassports, template.name, pageLanguage);
      const kept = built.get(key);
      if (kept !== undefined) return kept;
      const document: LayoutDocument = documentOf(template, await contextFor(found, pageLanguage));
      const json = JSON.stringify(document);
      built.set(key, json);
      return json;
    },

    async hasProgram(viewer, passportId) {
      const passport = await passports.getById(passportId);
      if (!passport || !(await passportAccess.mayKnowOf(viewer, passport))) {
        throw passportAccessErrors.accessError();
      }
      const product = await products.productByPackageCode(passport.packageCode);
      return product?.packageType === PackageType.MISSION;
    },

    async reportFor(viewer, passportId, language, madeAt) {
      const passport = await passports.getById(passportId);
      // Those who may not read it learn nothing, not even whether it exists or is published.
      if (!passport || !(await passportAccess.mayKnowOf(viewer, passport)))
        throw layoutErrors.reportNotFound();
      if (passport.status !== PassportStatus.PUBLISHED) throw layoutErrors.passportNotPublished();
      const found = await passportAccess.requireReadable(viewer, passportId, undefined, {
        what: HealthDataKind.PASSPORT,
        detail: `pdf ${language === 'nl' ? 'nl_NL' : 'en_US'}`,
      });
      const [ctx, tableVersion, previous] = await Promise.all([
        contextFor(found, language),
        results.tableVersion(),
        earlierOf(passport),
      ]);
      const previousPassport = previous[0];
      const pdf = await passportReport({
        ctx,
        tableVersion,
        previousDate: previousPassport ? (previousPassport.publishedAt ?? previousPassport.createdAt) : null,
        productName: localizedProductName(passport.packageCode, language),
        // Not to an external viewer: their person view hides it too (§6).
        showBirthDate: found.own || hasAnyRole(viewer.roles, PASSPORT_READ_STAFF_ROLES),
        madeAt,
      });
      const day = calendarDateIn(passport.publishedAt ?? passport.createdAt);
      const title = language === 'nl' ? 'Gezondheidspaspoort' : 'Health passport';
      return { fileName: `${title} ${fullName(found.person)} ${day}.pdf`, pdf };
    },
  };
}
