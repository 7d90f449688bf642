import type { IResolvers } from '@graphql-tools/utils';
import { ShopCountry } from '@health-passport/domain';
import { z } from 'zod';
import type { GraphQLContext } from '../../context.js';
import { languageOf } from '../../graphql/language.js';
import type { Language } from '../../locale.js';
import type { ProductCost, ProductView } from './products.service.js';
import { parseOrThrow, ProductQuery, ShopCountryCode } from './products.validation.js';

const CURRENCY: Record<ShopCountry, string> = { NL: 'EUR', US: 'USD' };
const INTL_LOCALE: Record<Language, string> = { en: 'en-US', nl: 'nl-NL' };

/** The price a customer pays, in cents: the cost with VAT added when it is not included yet. */
export function customerPrice(cost: ProductCost): number {
  return cost.vatIncluded ? cost.price : Math.round((cost.price * (100 + cost.vatPercentage)) / 100);
}

/** Intl formatters are costly to make and safe to share: one per language and currency. */
const priceFormats = new Map<string, Intl.NumberFormat>();
/** Formatted prices by language, currency and amount. */
const formattedPrices = new Map<string, string>();
const MAX_FORMATTED_PRICES = 1000;

export function formatPrice(cents: number, currency: string, language: Language): string {
  const key = `${language} ${currency} ${cents}`;
  let price = formattedPrices.get(key);
  if (price === undefined) {
    let format = priceFormats.get(`${language} ${currency}`);
    if (!format) {
      format = new Intl.NumberFormat(INTL_LOCALE[language], { style: 'currency', currency });
      priceFormats.set(`${language} ${currency}`, format);
    }
    price = format.format(cents / 100);
    // The catalogue's prices are few; formatting each (ICU) costs more than keeping it.
    if (formattedPrices.size >= MAX_FORMATTED_PRICES) formattedPrices.clear();
    formattedPrices.set(key, price);
  }
  return price;
}

async function purchasePrice(product: ProductView, country: ShopCountry, ctx: GraphQLContext) {
  const cost = product.costs[country];
  if (!cost) return null;
  const cents = customerPrice(cost);
  const currency = CURRENCY[country];
  return {
    customerPrice: cents,
    customerPriceFormatted: formatPrice(cents, currency, await languageOf(ctx)),
    customerCurrency: currency,
  };
}

const PackageCodeArg = z.string().max(100, 'packageCode must be at most 100 characters');

export const productsResolvers: IResolvers<unknown, GraphQLContext> = {
  Query: {
    searchProducts: async (_parent, args: { shopCountryCode: unknown; query?: unknown }, ctx) => {
      const country = parseOrThrow(ShopCountryCode, args.shopCountryCode, 'shopCountryCode');
      const query = parseOrThrow(ProductQuery, args.query ?? {}, 'query');
      return ctx.app.services.products.searchProducts(country, query);
    },
    productByPackageCode: async (_parent, args: { packageCode: unknown }, ctx) => {
      const packageCode = parseOrThrow(PackageCodeArg, args.packageCode, 'packageCode');
      return (await ctx.app.services.products.productByPackageCode(packageCode)) ?? null;
    },
  },
  Product: {
    createdDate: (p: ProductView) => p.createdAt,
    updatedDate: (p: ProductView) => p.updatedAt,
    name: (p: ProductView) => p.texts.name,
    subTitle: (p: ProductView) => p.texts.subTitle,
    description: (p: ProductView) => p.texts.description,
    fileUrl: (p: ProductView) => p.texts.fileUrl,
    linkIA: (p: ProductView) => p.texts.linkIA,
    cost: (p: ProductView) => ({ NL: p.costs.NL ?? null, US: p.costs.US ?? null }),
    purchasePriceNL: (p: ProductView, _args, ctx) => purchasePrice(p, ShopCountry.NL, ctx),
    purchasePriceUS: (p: ProductView, _args, ctx) => purchasePrice(p, ShopCountry.US, ctx),
    linkedProducts: (p: ProductView, _args, ctx) =>
      ctx.app.services.products.publishedByIds(p.linkedProductIds),
    linkedPackageCodes: async (p: ProductView, _args, ctx) =>
      (await ctx.app.services.products.publishedByIds(p.linkedProductIds)).map((l) => l.packageCode),
    requestedPermissions: (p: ProductView, _args, ctx) => ctx.app.services.consent.requestedForProduct(p.id),
  },
};
