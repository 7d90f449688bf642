import { PACKAGE_TYPES, SHOP_COUNTRIES, type PackageType, type ShopCountry } from '@health-passport/domain';
import { z } from 'zod';
import { productErrors } from './products.errors.js';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
const MAX_TEXT_LENGTH = 100;

export const ShopCountryCode = z.enum(SHOP_COUNTRIES as [ShopCountry, ...ShopCountry[]], {
  error: (issue) =>
    `Unknown shop country ${JSON.stringify(issue.input)}: use one of ${SHOP_COUNTRIES.join(', ')}`,
});

export const ProductQuery = z.strictObject({
  text: z
    .string()
    .trim()
    .max(MAX_TEXT_LENGTH, `text must be at most ${MAX_TEXT_LENGTH} characters`)
    .nullish()
    .transform((v) => v || undefined),
  packageTypes: z
    .array(z.enum(PACKAGE_TYPES as [PackageType, ...PackageType[]]))
    .max(PACKAGE_TYPES.length)
    .nullish()
    .transform((v) => (v && v.length > 0 ? [...new Set(v)] : undefined)),
  pageNumber: z
    .number()
    .int('pageNumber must be a whole number')
    .min(0, 'pageNumber must be 0 or more (pages count from 0)')
    .max(100_000, 'pageNumber is too large')
    .nullish()
    .transform((v) => v ?? 0),
  pageSize: z
    .number()
    .int('pageSize must be a whole number')
    .min(1, `pageSize must be between 1 and ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `pageSize must be between 1 and ${MAX_PAGE_SIZE}`)
    .nullish()
    .transform((v) => v ?? DEFAULT_PAGE_SIZE),
});
export type ProductQuery = z.output<typeof ProductQuery>;

/** Parses or throws a 400 naming the first bad field, with every bad field in details.fields. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, field?: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const key = (path: PropertyKey[]) => [field, ...path.map(String)].filter(Boolean).join('.') || '_';
  const fields = Object.fromEntries(parsed.error.issues.map((i) => [key(i.path), i.message]));
  const first = parsed.error.issues[0];
  throw productErrors.invalidQuery(
    first ? `Invalid ${key(first.path)}: ${first.message}` : 'Invalid request',
    fields,
  );
}
