import type { IResolvers } from '@graphql-tools/utils';
import type { GraphQLContext } from '../../context.js';
import { languageOf } from '../../graphql/language.js';
import { toCartPrice } from '../cart/index.js';
import { requireViewer } from '../identity/index.js';
import { toHealthPassportView } from '../passports/index.js';
import type { CheckoutRequest, OrderView } from './orders.service.js';

type Args = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

async function checkoutRequest(args: Args, ctx: GraphQLContext): Promise<CheckoutRequest> {
  return {
    userInput: args.userInput,
    returnUrl: args.returnUrl,
    viewer: ctx.viewer,
    language: await languageOf(ctx),
  };
}

export const ordersResolvers: IResolvers<unknown, GraphQLContext> = {
  Query: {
    order: async (_parent, args: Args, ctx) =>
      (await ctx.app.services.orders.getOrder(text(args.id), ctx.viewer)) ?? null,
    myEntitlements: async (_parent, _args, ctx) => {
      const rows = await ctx.app.services.orders.listEntitlements(requireViewer(ctx).userId);
      return rows.map((row) => ({ ...row, redeemedDate: row.redeemedAt }));
    },
  },
  Mutation: {
    createOrderByCart: async (_parent, args: Args, ctx) =>
      ctx.app.services.orders.createOrderByCart(text(args.cartId), await checkoutRequest(args, ctx)),
    createOrder: async (_parent, args: Args, ctx) =>
      ctx.app.services.orders.createOrder(
        text(args.productId),
        text(args.shopCountryCode),
        await checkoutRequest(args, ctx),
        args.healthPassportId,
      ),
    createAdyenPaymentLink: (_parent, args: Args, ctx) =>
      ctx.app.services.orders.createPaymentLink(text(args.orderId), args.returnUrl, requireViewer(ctx)),
  },
  Order: {
    product: (order: OrderView, _args, ctx) => ctx.app.services.products.byId(order.productId),
    totalPurchasePrice: async (order: OrderView, _args, ctx) =>
      toCartPrice(order.total, order.vatPercentage, order.vat, await languageOf(ctx)),
    couponResult: (order: OrderView) =>
      order.couponCode
        ? { code: order.couponCode, amount: order.discount, percentage: order.couponPercentage }
        : null,
    healthPassport: async (order: OrderView, _args, ctx) => {
      if (order.limited || !order.healthPassportId) return null;
      const passport = await ctx.app.services.passports.getById(order.healthPassportId);
      return passport ? toHealthPassportView(passport, await languageOf(ctx)) : null;
    },
    createdDate: (order: OrderView) => order.createdAt,
  },
};
