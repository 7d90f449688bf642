import {
  isShownLinkedProduct,
  type PackageType,
  type PermissionType,
  ProductStatus,
  type ShopCountry,
} from '@health-passport/domain';
import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db, Tx } from '../../db/database.js';
import {
  type LocalizedText,
  productCosts,
  productLinks,
  productParts,
  products,
  type ProductTexts,
  productUniqueSellingPropositions,
} from './products.tables.js';
import type { ProductQuery } from './products.validation.js';

export type ProductRow = typeof products.$inferSelect;

export interface ProductCost {
  /** Integer cents; including VAT when vatIncluded. */
  price: number;
  vatPercentage: number;
  vatIncluded: boolean;
}

export interface UniqueSellingProposition {
  icon: string | null;
  hasRibbon: boolean;
  text: LocalizedText;
}

export interface ProductPart {
  type: string;
  name: string;
  version: string | null;
}

/** A product with everything of customer-journey §3 Product except the (lazily loaded) linked products. */
export interface ProductView {
  id: string;
  packageCode: string;
  packageType: PackageType;
  status: ProductStatus;
  createdAt: Date;
  updatedAt: Date;
  showPreCheck: boolean;
  disablePhpForIndividuals: boolean;
  icon: string | null;
  countryCodes: string[];
  linkedMissionName: string | null;
  texts: ProductTexts;
  costs: Partial<Record<ShopCountry, ProductCost>>;
  /** In display order; unique selling points without text are already dropped. */
  uniqueSellingPropositions: UniqueSellingProposition[];
  /** Every linked product id, in display order (published or not; filter with publishedByIds). */
  linkedProductIds: string[];
  parts: ProductPart[];
  requestedPermissionTypes: PermissionType[];
}

export interface ProductPage {
  content: ProductView[];
  hasNext: boolean;
  hasPrevious: boolean;
  /** Counted from 0. */
  pageNumber: number;
  pageSize: number;
  totalElements: number;
  totalPages: number;
}

/** What the seed (and later the product manager) writes. Linked products are named by package code. */
export interface NewProduct {
  packageCode: string;
  packageType: PackageType;
  status: ProductStatus;
  showPreCheck?: boolean;
  disablePhpForIndividuals?: boolean;
  icon?: string | null;
  countryCodes?: string[];
  linkedMissionName?: string | null;
  texts: ProductTexts;
  costs: Partial<Record<ShopCountry, ProductCost>>;
  uniqueSellingPropositions?: UniqueSellingProposition[];
  parts?: ProductPart[];
  requestedPermissionTypes?: PermissionType[];
  linkedPackageCodes?: string[];
}

export interface ProductsService {
  /** PUBLISHED products with a cost in the shop country, by package code, one page. */
  searchProducts(shopCountryCode: ShopCountry, query: ProductQuery): Promise<ProductPage>;
  /** The PUBLISHED product with this package code, or undefined (read in `tx` when given). */
  productByPackageCode(packageCode: string, tx?: Tx): Promise<ProductView | undefined>;
  /** The PUBLISHED products among these ids, in the order of the ids (read in `tx` when given). */
  publishedByIds(ids: readonly string[], tx?: Tx): Promise<ProductView[]>;
  /**
   * The product with this id whatever its status (what an order bought stays readable), or undefined. Read in
   * `tx` when given: inside a transaction, the embedded database answers only that transaction.
   */
  byId(id: string, tx?: Tx): Promise<ProductView | undefined>;
  /**
   * The package codes among these whose product, whatever its status (what was bought stays as it was bought),
   * hides the passport pages from its owner (disablePhpForIndividuals, passport-and-professional §2.1, §6).
   */
  packageCodesDisablingPassport(packageCodes: readonly string[]): Promise<Set<string>>;
  /** Creates the product unless its package code exists; links it to existing products. True when created. */
  ensure(product: NewProduct): Promise<boolean>;
  /** Links product -> linked products by package code (missing codes are skipped); idempotent. */
  link(packageCode: string, linkedPackageCodes: readonly string[]): Promise<void>;
  /**
   * A number that changes each time this instance's copy of the catalogue is replaced (changed here, or read again
   * once expired): what is made from products and kept can be kept under it.
   */
  catalogueEdition(): Promise<number>;
}

const MAX_PACKAGE_CODE_LENGTH = 100;
/**
 * How long an instance keeps the catalogue it read. Products change only through `ensure` and `link` (the seed at
 * start), which drop this instance's copy at once; another instance's seed shows here within this time.
 */
export const CATALOGUE_CACHE_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SEARCHED_TEXTS = ['name', 'subTitle', 'description'] as const;

/** Escapes LIKE wildcards so a search for "50%" means the characters. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function hasText(text: LocalizedText): boolean {
  return Boolean(text.en_US?.trim() || text.nl_NL?.trim());
}

export function createProductsService(db: Db, clock: Clock): ProductsService {
  /** The views of these rows, with their costs, USPs, links and parts, in the order of the rows. */
  const views = async (rows: ProductRow[], q: Db | Tx = db): Promise<ProductView[]> => {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [costs, usps, links, parts] = await Promise.all([
      q.select().from(productCosts).where(inArray(productCosts.productId, ids)),
      q
        .select()
        .from(productUniqueSellingPropositions)
        .where(inArray(productUniqueSellingPropositions.productId, ids))
        .orderBy(asc(productUniqueSellingPropositions.position), asc(productUniqueSellingPropositions.id)),
      q
        .select()
        .from(productLinks)
        .where(inArray(productLinks.productId, ids))
        .orderBy(asc(productLinks.position), asc(productLinks.linkedProductId)),
      q
        .select()
        .from(productParts)
        .where(inArray(productParts.productId, ids))
        .orderBy(asc(productParts.position), asc(productParts.id)),
    ]);
    return rows.map((row) => ({
      id: row.id,
      packageCode: row.packageCode,
      packageType: row.packageType as PackageType,
      status: row.status as ProductStatus,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      showPreCheck: row.showPreCheck,
      disablePhpForIndividuals: row.disablePhpForIndividuals,
      icon: row.icon,
      countryCodes: row.countryCodes,
      linkedMissionName: row.linkedMissionName,
      texts: row.texts,
      costs: Object.fromEntries(
        costs
          .filter((c) => c.productId === row.id)
          .map((c) => [
            c.countryCode,
            { price: c.price, vatPercentage: c.vatPercentage, vatIncluded: c.vatIncluded },
          ]),
      ),
      uniqueSellingPropositions: usps
        .filter((u) => u.productId === row.id && hasText(u.text))
        .map((u) => ({ icon: u.icon, hasRibbon: u.hasRibbon, text: u.text })),
      linkedProductIds: links.filter((l) => l.productId === row.id).map((l) => l.linkedProductId),
      parts: parts
        .filter((p) => p.productId === row.id)
        .map((p) => ({ type: p.type, name: p.name, version: p.version })),
      requestedPermissionTypes: row.requestedPermissionTypes as PermissionType[],
    }));
  };

  /**
   * The whole catalogue (a few dozen products), read in one go and kept: the journey, the cart and the orders ask
   * for products many times per request, and the catalogue changes only when the seed writes it.
   */
  let cached: { views: Map<string, ProductView>; readAt: number } | undefined;
  let reading: Promise<Map<string, ProductView>> | undefined;
  // Counts drops: a read that began before one may hold the old catalogue and is not kept.
  let drops = 0;
  let edition = 0;
  const readCatalogue = async (q: Db | Tx): Promise<Map<string, ProductView>> => {
    const started = drops;
    const rows = await q.select().from(products).orderBy(asc(products.packageCode));
    const read = new Map((await views(rows, q)).map((view) => [view.id, view]));
    if (drops === started) {
      cached = { views: read, readAt: Date.now() };
      edition += 1;
    }
    return read;
  };
  const catalogue = (tx?: Tx): Promise<Map<string, ProductView>> => {
    if (cached && Date.now() - cached.readAt < CATALOGUE_CACHE_MS) return Promise.resolve(cached.views);
    // Inside a transaction the embedded database answers only that transaction: read there, not shared.
    if (tx) return readCatalogue(tx);
    reading ??= readCatalogue(db).finally(() => {
      reading = undefined;
    });
    return reading;
  };
  const dropCatalogue = () => {
    drops += 1;
    edition += 1;
    cached = undefined;
    reading = undefined;
  };
  /** The catalogue's views of these rows, in their order; a row the kept catalogue lacks reads it again. */
  const viewsOf = async (rows: readonly ProductRow[], tx?: Tx): Promise<ProductView[]> => {
    let known = await catalogue(tx);
    if (rows.some((row) => !known.has(row.id))) {
      dropCatalogue();
      known = await catalogue(tx);
    }
    return rows.flatMap((row) => known.get(row.id) ?? []);
  };

  const link = async (packageCode: string, linkedPackageCodes: readonly string[]) => {
    if (linkedPackageCodes.length === 0) return;
    const rows = await db
      .select({ id: products.id, packageCode: products.packageCode })
      .from(products)
      .where(inArray(products.packageCode, [packageCode, ...linkedPackageCodes]));
    const from = rows.find((r) => r.packageCode === packageCode);
    if (!from) return;
    const values = linkedPackageCodes.flatMap((code, position) => {
      const to = rows.find((r) => r.packageCode === code);
      return to && to.id !== from.id ? [{ productId: from.id, linkedProductId: to.id, position }] : [];
    });
    if (values.length > 0) await db.insert(productLinks).values(values).onConflictDoNothing();
    dropCatalogue();
  };

  return {
    async searchProducts(shopCountryCode, query) {
      const conditions: SQL[] = [
        eq(products.status, ProductStatus.PUBLISHED),
        sql`exists (select 1 from ${productCosts} where ${productCosts.productId} = ${products.id} and ${productCosts.countryCode} = ${shopCountryCode})`,
      ];
      if (query.packageTypes) conditions.push(inArray(products.packageType, query.packageTypes));
      if (query.text) {
        const pattern = likePattern(query.text);
        const matches = SEARCHED_TEXTS.flatMap((key) =>
          (['en_US', 'nl_NL'] as const).map(
            (locale) => sql`${products.texts} -> ${key} ->> ${locale} ilike ${pattern}`,
          ),
        );
        conditions.push(or(sql`${products.packageCode} ilike ${pattern}`, ...matches) as SQL);
      }
      const where = and(...conditions);
      const { pageNumber, pageSize } = query;
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(products).where(where),
        db
          .select()
          .from(products)
          .where(where)
          .orderBy(asc(products.packageCode))
          .limit(pageSize)
          .offset(pageNumber * pageSize),
      ]);
      const totalElements = total?.n ?? 0;
      const totalPages = Math.ceil(totalElements / pageSize);
      return {
        content: await viewsOf(rows),
        hasNext: pageNumber + 1 < totalPages,
        hasPrevious: pageNumber > 0,
        pageNumber,
        pageSize,
        totalElements,
        totalPages,
      };
    },

    async productByPackageCode(packageCode, tx) {
      if (packageCode.length === 0 || packageCode.length > MAX_PACKAGE_CODE_LENGTH) return undefined;
      const all = await catalogue(tx);
      for (const view of all.values()) {
        if (view.packageCode === packageCode && view.status === ProductStatus.PUBLISHED) return view;
      }
      return undefined;
    },

    async publishedByIds(ids, tx) {
      if (ids.length === 0) return [];
      const all = await catalogue(tx);
      return ids.flatMap((id) => {
        const view = all.get(id);
        return view && isShownLinkedProduct({ status: view.status }) ? [view] : [];
      });
    },

    async byId(id, tx) {
      if (!UUID.test(id)) return undefined;
      return (await catalogue(tx)).get(id);
    },

    async catalogueEdition() {
      await catalogue();
      return edition;
    },

    async packageCodesDisablingPassport(packageCodes) {
      if (packageCodes.length === 0) return new Set();
      const asked = new Set(packageCodes);
      const disabling = [...(await catalogue()).values()].filter(
        (view) => view.disablePhpForIndividuals && asked.has(view.packageCode),
      );
      return new Set(disabling.map((view) => view.packageCode));
    },

    async ensure(product) {
      const now = clock.now();
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(products)
          .values({
            packageCode: product.packageCode,
            packageType: product.packageType,
            status: product.status,
            showPreCheck: product.showPreCheck ?? false,
            disablePhpForIndividuals: product.disablePhpForIndividuals ?? false,
            icon: product.icon ?? null,
            countryCodes: product.countryCodes ?? [],
            linkedMissionName: product.linkedMissionName ?? null,
            texts: product.texts,
            requestedPermissionTypes: product.requestedPermissionTypes ?? [],
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: products.packageCode })
          .returning({ id: products.id });
        if (!row) return false;
        const costs = Object.entries(product.costs).map(([countryCode, cost]) => ({
          productId: row.id,
          countryCode,
          ...cost,
        }));
        if (costs.length > 0) await tx.insert(productCosts).values(costs);
        const usps = (product.uniqueSellingPropositions ?? []).map((u, position) => ({
          productId: row.id,
          position,
          ...u,
        }));
        if (usps.length > 0) await tx.insert(productUniqueSellingPropositions).values(usps);
        const parts = (product.parts ?? []).map((p, position) => ({ productId: row.id, position, ...p }));
        if (parts.length > 0) await tx.insert(productParts).values(parts);
        return true;
      });
      if (created) {
        dropCatalogue();
        await link(product.packageCode, product.linkedPackageCodes ?? []);
      }
      return created;
    },

    link,
  };
}
