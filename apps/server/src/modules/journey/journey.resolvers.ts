import {
  calendarDateIn,
  EntitlementType,
  type JourneyStep,
  offeredAddOns,
  offerSteps,
  PassportStatus,
  ProductStatus,
  remeasurementAvailableFrom,
  ShopCountry,
  StepType,
  UNLOCK_SUCCESS_STATUS,
} from '@health-passport/domain';
import type { IResolvers } from '@graphql-tools/utils';
import type { GraphQLContext } from '../../context.js';
import { frozenRows } from '../../db/changeFeed.js';
import { languageOf } from '../../graphql/language.js';
import type { Language } from '../../locale.js';
import { requireViewer } from '../identity/index.js';
import {
  localizedProductName,
  passportErrors,
  type PassportRow,
  toHealthPassportView,
  type HealthPassportView,
} from '../passports/index.js';
import { customerPrice, formatPrice, type LocalizedText } from '../products/index.js';
import { type ChapterView, withSteps } from './journey.facts.js';
import { redeemRemeasurement } from './journey.remeasurement.js';
import { unlockHealthPassport } from './journey.unlock.js';

/** The text in the language, else in the other one. */
function pick(text: LocalizedText | undefined, language: Language): string | undefined {
  if (!text) return undefined;
  const [first, second] = language === 'nl' ? [text.nl_NL, text.en_US] : [text.en_US, text.nl_NL];
  return first?.trim() || second?.trim() || undefined;
}

/** Redeems an add-on for one of the caller's own passports. */
async function redeem(ctx: GraphQLContext, type: EntitlementType, healthPassportId: unknown) {
  const viewer = requireViewer(ctx);
  const passport =
    typeof healthPassportId === 'string'
      ? await ctx.app.services.passports.getById(healthPassportId)
      : undefined;
  if (!passport || passport.userId !== viewer.userId) throw passportErrors.passportNotFound();
  const redeemed = await ctx.app.services.orders.redeemEntitlement(viewer.userId, type, passport.id);
  return { id: redeemed.id, healthPassportId: passport.id };
}

/** The offers /onboarding shows after the purchases: add-ons to buy, with the shop's price (shop country NL). */
async function offerChapters(
  ctx: GraphQLContext,
  chapters: readonly ChapterView[],
  userPassports: readonly PassportRow[],
  language: Language,
) {
  const { products } = ctx.app.services;
  const [newest] = userPassports;
  const offers = offeredAddOns(chapters, (newest?.status ?? null) as PassportStatus | null);
  const offered = await Promise.all(
    offers.map(async (offer) => {
      const product = await products.productByPackageCode(offer.addonCode);
      const cost = product?.costs[ShopCountry.NL];
      if (!product || product.status !== ProductStatus.PUBLISHED || !cost) return [];
      const steps = offerSteps(offer.kind);
      return [
        {
          id: `offer:${offer.addonCode}`,
          completed: false,
          enabled: true,
          healthPassportId: null,
          localizedProductName:
            pick(product.texts.name, language) ?? localizedProductName(offer.addonCode, language),
          localizedPurchasePrice: formatPrice(customerPrice(cost), 'EUR', language),
          packageCode: offer.addonCode,
          // An offer was never bought: its date is the product's last change.
          publishedDate: product.updatedAt.toISOString(),
          type: offer.kind,
          steps,
        },
      ];
    }),
  );
  return offered.flat();
}

/** What /onboarding shows: the person's chapters with their steps, then the add-ons offered. */
async function onboardingChapters(ctx: GraphQLContext, userId: string, language: Language) {
  const { journey, passports, products } = ctx.app.services;
  const [rows, userPassports] = await Promise.all([
    journey.listChapters(userId),
    passports.listForUser(userId),
  ]);
  const chapters = await withSteps(rows, userId, ctx.app.services, userPassports);
  const productIds = [...new Set(chapters.flatMap((c) => (c.productId ? [c.productId] : [])))];
  const purchased = await Promise.all(productIds.map((id) => products.byId(id)));
  const names = new Map(purchased.flatMap((p) => (p ? [[p.id, p.texts.name] as const] : [])));
  const bought = chapters.map((chapter) => ({
    id: chapter.id,
    completed: chapter.completed,
    enabled: chapter.enabled,
    healthPassportId: chapter.healthPassportId,
    localizedProductName:
      pick(names.get(chapter.productId ?? ''), language) ??
      localizedProductName(chapter.packageCode, language),
    localizedPurchasePrice: null,
    packageCode: chapter.packageCode,
    publishedDate: chapter.publishedAt.toISOString(),
    type: chapter.kind,
    steps: chapter.steps,
  }));
  // Kept and handed to every visit: frozen, so nothing can change it for the next.
  return frozenRows([...bought, ...(await offerChapters(ctx, chapters, userPassports, language))]);
}

export const journeyResolvers: IResolvers<unknown, GraphQLContext> = {
  Mutation: {
    async redeemRemeasurement(_root, args: { healthPassportId: unknown; address: unknown }, ctx) {
      const viewer = requireViewer(ctx);
      const redeemed = await redeemRemeasurement(ctx.app, viewer.userId, {
        healthPassportId: typeof args.healthPassportId === 'string' ? args.healthPassportId : '',
        address: args.address,
      });
      return {
        id: redeemed.orderId,
        product: { packageCode: redeemed.packageCode },
        status: 'REDEEMED',
        healthPassport: toHealthPassportView(redeemed.passport, await languageOf(ctx)),
      };
    },
    async unlockHealthPassport(_root, args: { healthPassportId: unknown }, ctx) {
      const viewer = requireViewer(ctx);
      const id = typeof args.healthPassportId === 'string' ? args.healthPassportId : '';
      const unlocked = await unlockHealthPassport(ctx.app.services, viewer, id);
      return { id: unlocked.id, status: UNLOCK_SUCCESS_STATUS };
    },
    unlockExpertSession: (_root, args: { healthPassportId: unknown }, ctx) =>
      redeem(ctx, EntitlementType.EXPERT_SESSION, args.healthPassportId),
    unlockSpecialistConsultation: (_root, args: { healthPassportId: unknown }, ctx) =>
      redeem(ctx, EntitlementType.SPECIALIST_CONSULTATION, args.healthPassportId),
  },
  Query: {
    async myOnboardingChapters(_root, _args, ctx) {
      const viewer = requireViewer(ctx);
      const [language, edition] = await Promise.all([
        languageOf(ctx),
        ctx.app.services.products.catalogueEdition(),
      ]);
      return ctx.app.services.journey.shownChapters(`${viewer.userId} ${language} ${edition}`, () =>
        onboardingChapters(ctx, viewer.userId, language),
      );
    },
  },
  OnboardingStep: {
    phoneNumber: (step: JourneyStep, _args, ctx) =>
      step.type === StepType.BOOK_EXERCISE_TEST ? ctx.app.config.exerciseTestPhoneNumber : null,
  },
  HealthPassport: {
    async userSteps(parent: HealthPassportView, _args, ctx) {
      if (!ctx.viewer) return null;
      const passport = await ctx.app.services.passports.getById(parent.id);
      if (!passport || passport.userId !== ctx.viewer.userId) return null;
      const rows = (await ctx.app.services.journey.listChapters(passport.userId)).filter(
        (row) => row.healthPassportId === passport.id && !row.entitlementId,
      );
      const [chapter] = await withSteps(rows, passport.userId, ctx.app.services);
      return chapter?.steps ?? [];
    },
    remeasurementAvailableFrom: (parent: HealthPassportView) =>
      parent.status === PassportStatus.PUBLISHED && parent.publishedDate
        ? remeasurementAvailableFrom(calendarDateIn(new Date(parent.publishedDate)))
        : null,
  },
};
