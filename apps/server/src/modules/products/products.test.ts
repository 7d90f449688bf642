import { ADDON_CODES, PackageType, ProductStatus, SPECIAL_PACKAGE_CODES } from '@health-passport/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DRAFT_PACKAGE_CODE, DEMO_PRODUCTS } from '../../seed/demoCatalogue.js';
import { seedDemoData } from '../../seed/demoSeed.js';
import { clientStatus, createTestApp, gql, type TestApp } from '../../test/testApp.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.ctx);
});
afterAll(() => t.close());

const SEARCH = `query Search($country: String!, $query: ProductQuery) {
  searchProducts(shopCountryCode: $country, query: $query) {
    content { packageCode status }
    hasNext hasPrevious pageNumber pageSize totalElements totalPages
  }
}`;

const PRODUCT = `query Product($code: String!) {
  productByPackageCode(packageCode: $code) {
    packageCode packageType status showPreCheck disablePhpForIndividuals icon countryCodes
    name { en_US nl_NL } description { en_US nl_NL }
    cost { NL { price vatPercentage vatIncluded } US { price vatPercentage vatIncluded } }
    purchasePriceNL { customerPrice customerPriceFormatted customerCurrency }
    purchasePriceUS { customerPrice customerPriceFormatted customerCurrency }
    uniqueSellingPropositions { icon hasRibbon text { en_US nl_NL } }
    linkedPackageCodes
    linkedProducts { packageCode status }
    parts { type name version }
    requestedPermissions { type }
  }
}`;

async function product(code: string, language?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query: PRODUCT, variables: { code } },
    headers: language ? { 'accept-language': language } : {},
  });
  return { status: response.statusCode, body: response.json() };
}

const published = DEMO_PRODUCTS.filter((p) => p.status === ProductStatus.PUBLISHED);

describe('demo catalogue', () => {
  it('has a published product for every special package code and add-on code, and is idempotent', async () => {
    for (const code of [...SPECIAL_PACKAGE_CODES, ...ADDON_CODES]) {
      expect(published.map((p) => p.packageCode)).toContain(code);
    }
    const again = await seedDemoData(t.ctx);
    expect(again.products).toEqual([]);
  });
});

describe('searchProducts', () => {
  it('pages through the PUBLISHED products only, without a login', async () => {
    const first = await gql(t.app, SEARCH, { country: 'NL', query: { pageNumber: 0, pageSize: 5 } });
    expect(first.status).toBe(200);
    const page = first.body.data?.searchProducts as Record<string, unknown> & {
      content: { packageCode: string; status: string }[];
    };
    expect(page).toMatchObject({
      hasNext: true,
      hasPrevious: false,
      pageNumber: 0,
      pageSize: 5,
      totalElements: published.length,
      totalPages: Math.ceil(published.length / 5),
    });
    expect(page.content).toHaveLength(5);
    const codes: string[] = [];
    for (let pageNumber = 0; pageNumber < (page.totalPages as number); pageNumber++) {
      const { body } = await gql(t.app, SEARCH, { country: 'NL', query: { pageNumber, pageSize: 5 } });
      const p = body.data?.searchProducts as typeof page;
      expect(p.hasPrevious).toBe(pageNumber > 0);
      expect(p.hasNext).toBe(pageNumber < (page.totalPages as number) - 1);
      codes.push(...p.content.map((c) => c.packageCode));
      expect(p.content.every((c) => c.status === 'PUBLISHED')).toBe(true);
    }
    expect(codes.sort()).toEqual(published.map((p) => p.packageCode).sort());
    expect(codes).not.toContain(DEMO_DRAFT_PACKAGE_CODE);
  });

  it('searches text in both languages, case-insensitively, and filters by package type', async () => {
    const dutch = await gql(t.app, SEARCH, { country: 'NL', query: { text: 'HERMETING' } });
    expect((dutch.body.data?.searchProducts as { content: unknown[] }).content).toEqual([
      { packageCode: 'remeasurement', status: 'PUBLISHED' },
    ]);
    const english = await gql(t.app, SEARCH, { country: 'US', query: { text: 'exercise test' } });
    const englishCodes = (
      english.body.data?.searchProducts as { content: { packageCode: string }[] }
    ).content.map((c) => c.packageCode);
    expect(englishCodes).toContain('standard_performance');
    expect(englishCodes).not.toContain('expert_session');
    const draft = await gql(t.app, SEARCH, { country: 'NL', query: { text: 'sleep analysis' } });
    expect(draft.body.data?.searchProducts).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
    const wildcard = await gql(t.app, SEARCH, { country: 'NL', query: { text: '%' } });
    expect(wildcard.body.data?.searchProducts).toMatchObject({ totalElements: 0 });
    const addons = await gql(t.app, SEARCH, { country: 'NL', query: { packageTypes: ['ADDON'] } });
    expect(
      (addons.body.data?.searchProducts as { content: { packageCode: string }[] }).content
        .map((c) => c.packageCode)
        .sort(),
    ).toEqual(['expert_consultation', 'expert_session']);
  });

  it.each([
    [{ country: 'NL', query: { pageSize: 0 } }, 'query.pageSize', 'pageSize must be between 1 and 100'],
    [{ country: 'NL', query: { pageSize: 1000 } }, 'query.pageSize', 'pageSize must be between 1 and 100'],
    [{ country: 'NL', query: { pageNumber: -1 } }, 'query.pageNumber', 'pageNumber must be 0 or more'],
    [{ country: 'DE' }, 'shopCountryCode', 'Unknown shop country "DE": use one of NL, US'],
    [{ country: 'NL', query: { text: 'x'.repeat(101) } }, 'query.text', 'text must be at most 100'],
  ])('answers bad input %j with 400 and a clear message', async (variables, field, message) => {
    const { status, body } = await gql(t.app, SEARCH, variables);
    expect(clientStatus(status, body)).toBe(400);
    expect(body.errors?.[0]?.message).toContain(message);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'badRequest' });
    expect(
      (body.errors?.[0]?.extensions?.details as { fields: Record<string, string> }).fields,
    ).toHaveProperty(field);
  });

  it('answers an unknown package type with 400', async () => {
    const { status } = await gql(t.app, SEARCH, { country: 'NL', query: { packageTypes: ['GIFT'] } });
    expect(status).toBe(400);
  });
});

describe('productByPackageCode', () => {
  it('answers every field, drops empty unique selling points and unpublished linked products', async () => {
    const { status, body } = await product('standard_performance');
    expect(status).toBe(200);
    const p = body.data.productByPackageCode;
    expect(p).toMatchObject({
      packageCode: 'standard_performance',
      packageType: 'CORE',
      status: 'PUBLISHED',
      showPreCheck: true,
      disablePhpForIndividuals: false,
      countryCodes: ['NL'],
      name: { en_US: 'Standard Performance', nl_NL: 'Standaard Performance' },
      cost: {
        NL: { price: 59500, vatPercentage: 21, vatIncluded: true },
        US: { price: 59500, vatPercentage: 0, vatIncluded: false },
      },
      requestedPermissions: expect.arrayContaining([{ type: 'INFORMED_CONSENT' }]),
    });
    expect(p.uniqueSellingPropositions).toHaveLength(3);
    expect(p.uniqueSellingPropositions[0]).toEqual({
      icon: 'bike',
      hasRibbon: true,
      text: { en_US: 'Maximal exercise test with VO2max', nl_NL: 'Maximale inspanningstest met VO2max' },
    });
    expect(p.uniqueSellingPropositions.every((u: { text: { en_US: string } }) => u.text.en_US !== '')).toBe(
      true,
    );
    expect(p.linkedProducts).toEqual([
      { packageCode: 'expert_session', status: 'PUBLISHED' },
      { packageCode: 'remeasurement', status: 'PUBLISHED' },
    ]);
    expect(p.linkedPackageCodes).toEqual(['expert_session', 'remeasurement']);
    expect(p.parts.length).toBeGreaterThan(0);
  });

  it('formats the purchase price in the request language', async () => {
    const dutch = (await product('performance_premium', 'nl-NL')).body.data.productByPackageCode;
    expect(dutch.purchasePriceNL).toEqual({
      customerPrice: 99500,
      customerPriceFormatted: '€\u00a0995,00',
      customerCurrency: 'EUR',
    });
    const english = (await product('performance_premium', 'en-US')).body.data.productByPackageCode;
    expect(english.purchasePriceNL.customerPriceFormatted).toBe('€995.00');
    // The US cost excludes VAT (0%) and is in dollars.
    expect(english.purchasePriceUS).toEqual({
      customerPrice: 99500,
      customerPriceFormatted: '$995.00',
      customerCurrency: 'USD',
    });
  });

  it('adds VAT when the cost excludes it and groups thousands', async () => {
    const { customerPrice, formatPrice } = await import('./index.js');
    const cents = customerPrice({ price: 102025, vatPercentage: 21, vatIncluded: false });
    expect(cents).toBe(123450);
    expect(formatPrice(cents, 'EUR', 'nl')).toBe('€\u00a01.234,50');
    expect(formatPrice(cents, 'EUR', 'en')).toBe('€1,234.50');
  });

  it('answers null for an unknown or unpublished package code', async () => {
    for (const code of ['no_such_product', DEMO_DRAFT_PACKAGE_CODE]) {
      const { status, body } = await product(code);
      expect(status).toBe(200);
      expect(body.data.productByPackageCode).toBeNull();
    }
  });
});

describe('the catalogue this instance keeps', () => {
  it('shows a product added after the shop was read, and its links, at once', async () => {
    expect((await product('standard_performance')).body.data.productByPackageCode).not.toBeNull();
    const code = 'catalogue_cache_new';
    expect((await product(code)).body.data.productByPackageCode).toBeNull();
    await t.ctx.services.products.ensure({
      packageCode: code,
      packageType: PackageType.CORE,
      status: ProductStatus.PUBLISHED,
      texts: {
        name: { en_US: 'Newly added', nl_NL: 'Nieuw' },
        subTitle: { en_US: '', nl_NL: '' },
        description: { en_US: '', nl_NL: '' },
        fileUrl: { en_US: '', nl_NL: '' },
        linkIA: { en_US: '', nl_NL: '' },
      },
      costs: { NL: { price: 1000, vatPercentage: 21, vatIncluded: true } },
      linkedPackageCodes: ['standard_performance'],
    });
    const added = (await product(code)).body.data.productByPackageCode;
    expect(added).toMatchObject({ packageCode: code, name: { en_US: 'Newly added' } });
    expect(added.linkedPackageCodes).toEqual(['standard_performance']);
  });

  it('names an edition that stays while the copy does and moves when a product is added', async () => {
    const { products } = t.ctx.services;
    const before = await products.catalogueEdition();
    await product('standard_performance');
    expect(await products.catalogueEdition()).toBe(before);
    await products.ensure({ ...DEMO_PRODUCTS[0]!, packageCode: 'catalogue_edition_new' });
    expect(await products.catalogueEdition()).not.toBe(before);
  });
});
