import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** A text in both languages of the portal (customer-journey §3 "localized"). */
export interface LocalizedText {
  en_US: string | null;
  nl_NL: string | null;
}

/** The localized texts of a product (customer-journey §3 Product). */
export interface ProductTexts {
  name: LocalizedText;
  subTitle: LocalizedText;
  description: LocalizedText;
  fileUrl: LocalizedText;
  linkIA: LocalizedText;
}

/**
 * A product of the shop (customer-journey §3 "Product"): a core health check, a programme variant, a
 * remeasurement or an add-on. Only PUBLISHED products are sold and shown.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageCode: text('package_code').notNull().unique(),
    /** PackageType: NONE, CORE, UPGRADE, MISSION, REMEASUREMENT or ADDON. */
    packageType: text('package_type').notNull(),
    /** ProductStatus: NONE, DEACTIVATED, DRAFT or PUBLISHED. */
    status: text('status').notNull().default('DRAFT'),
    showPreCheck: boolean('show_pre_check').notNull().default(false),
    disablePhpForIndividuals: boolean('disable_php_for_individuals').notNull().default(false),
    icon: text('icon'),
    countryCodes: text('country_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    linkedMissionName: text('linked_mission_name'),
    /** name, subTitle, description, fileUrl and linkIA, each { en_US, nl_NL }. */
    texts: jsonb('texts').$type<ProductTexts>().notNull(),
    /** PermissionType values the buyer is asked for (the consent issue adds the full entity). */
    requestedPermissionTypes: text('requested_permission_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('products_status_idx').on(t.status),
    check(
      'products_package_type_check',
      sql`${t.packageType} in ('NONE', 'CORE', 'UPGRADE', 'MISSION', 'REMEASUREMENT', 'ADDON')`,
    ),
    check('products_status_check', sql`${t.status} in ('NONE', 'DEACTIVATED', 'DRAFT', 'PUBLISHED')`),
  ],
);

/** The cost of a product in one country, in integer cents. */
export const productCosts = pgTable(
  'product_costs',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** ShopCountry: NL or US. */
    countryCode: text('country_code').notNull(),
    /** Cents; including VAT when vat_included. */
    price: integer('price').notNull(),
    vatPercentage: integer('vat_percentage').notNull(),
    vatIncluded: boolean('vat_included').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.countryCode] }),
    check('product_costs_country_check', sql`${t.countryCode} in ('NL', 'US')`),
    check('product_costs_price_check', sql`${t.price} >= 0`),
    check('product_costs_vat_check', sql`${t.vatPercentage} between 0 and 100`),
  ],
);

/** A unique selling point of a product, in display order. */
export const productUniqueSellingPropositions = pgTable(
  'product_unique_selling_propositions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    icon: text('icon'),
    hasRibbon: boolean('has_ribbon').notNull().default(false),
    text: jsonb('text').$type<LocalizedText>().notNull(),
  },
  (t) => [index('product_usps_product_idx').on(t.productId, t.position)],
);

/** Product -> linked product (customer-journey §3 linkedProducts); only PUBLISHED ones are shown. */
export const productLinks = pgTable(
  'product_links',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    linkedProductId: uuid('linked_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.linkedProductId] }),
    check('product_links_not_self_check', sql`${t.productId} <> ${t.linkedProductId}`),
  ],
);

/** A part of a product (type, name, version), in display order. */
export const productParts = pgTable(
  'product_parts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    version: text('version'),
  },
  (t) => [index('product_parts_product_idx').on(t.productId, t.position)],
);
