import { PackageCode, PassportStatus } from '@health-passport/domain';
import { eq } from 'drizzle-orm';
import type { PaymentProvider } from '../integrations/payments/index.js';
import { healthPassports } from '../modules/passports/index.js';
import { products } from '../modules/products/index.js';
import type { TestApp } from './testApp.js';

let links = 0;

/**
 * A payment provider that hands out a link at once and trusts every notification; the tests pay orders by
 * applying the notification themselves (`buyAndPay`), as the webhook would.
 */
export const instantPaymentProvider: PaymentProvider = {
  name: 'instant-test',
  createPaymentLink: async () => {
    links += 1;
    return {
      id: `PL${links}`,
      url: `https://pay.example.com/PL${links}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    };
  },
  verifyNotification: () => true,
};

/**
 * Buys a product for a signed-in customer and pays it through the orders service, as checkout and webhook do:
 * the order, its payment link and a successful AUTHORISATION. Answers the order id.
 */
export async function buyAndPay(
  t: TestApp,
  buyer: { id: string; email: string },
  packageCode: string,
  /** The company named at checkout, if any, and other details given there instead of the defaults. */
  options: {
    companyName?: string;
    userInput?: { givenName: string; familyName: string; phoneNumber: string };
  } = {},
): Promise<string> {
  const { orders, events } = t.ctx.services;
  const [product] = await t.ctx.db.select().from(products).where(eq(products.packageCode, packageCode));
  if (!product) throw new Error(`no product ${packageCode}: seed the catalogue first`);
  const returnUrl = `${t.ctx.config.publicUrl}/order-completed`;
  const viewer = { userId: buyer.id };
  const order = await orders.createOrder(product.id, 'NL', {
    userInput: {
      email: buyer.email,
      phoneNumber: '+31612345678',
      givenName: 'Jet',
      familyName: 'Jansen',
      ...(options.companyName && { companyName: options.companyName }),
      ...options.userInput,
      address: { streetAddress: 'Damrak 1', locality: 'Amsterdam', postalCode: '1012 LG', country: 'NL' },
    },
    returnUrl,
    viewer,
    language: 'en',
  });
  await orders.createPaymentLink(order.id, returnUrl, viewer);
  const outcome = await events.transaction((tx) =>
    orders.applyPaymentEvent(tx, {
      provider: instantPaymentProvider.name,
      pspReference: `PSP-${order.id}`,
      merchantReference: order.id,
      eventCode: 'AUTHORISATION',
      success: true,
      amount: { value: order.total, currency: 'EUR' },
      reason: null,
    }),
  );
  if (outcome !== 'applied') throw new Error(`the payment of ${packageCode} was ${outcome}`);
  return order.id;
}

/** A standard_performance check bought and paid, its passport published at the clock's time: the passport's id. */
export async function buyPublishedCheck(
  t: TestApp,
  buyer: { id: string; email: string },
  options: Parameters<typeof buyAndPay>[3] = {},
): Promise<string> {
  await buyAndPay(t, buyer, PackageCode.STANDARD_PERFORMANCE, options);
  const [passport] = await t.ctx.services.passports.listForUser(buyer.id);
  await t.ctx.db
    .update(healthPassports)
    .set({ status: PassportStatus.PUBLISHED, publishedAt: t.ctx.clock.now() })
    .where(eq(healthPassports.id, passport!.id));
  return passport!.id;
}
