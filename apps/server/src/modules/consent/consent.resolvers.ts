import { PERMISSION_TYPES, type PermissionType, Role } from '@health-passport/domain';
import type { IResolvers } from '@graphql-tools/utils';
import type { GraphQLContext } from '../../context.js';
import { z } from 'zod';
import { languageOf } from '../../graphql/language.js';
import { requireRole, requireViewer } from '../identity/index.js';
import { toHealthPassportView } from '../passports/index.js';
import { consentErrors } from './consent.errors.js';
import type { ConsentLedgerEntry, ConsentService, GrantedPermissionView } from './consent.service.js';

type Args = Record<string, unknown>;

/** Ids and strings are strings by the schema; a guard keeps the service's types honest. */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(text) : []);

/** UTC local date time, as the spec's grantedAt: yyyy-MM-ddTHH:mm:ss. */
export const utcLocalDateTime = (date: Date): string => date.toISOString().slice(0, 19);

const Localized = z.object({
  en_US: z.string().trim().min(1).max(4000),
  nl_NL: z.string().trim().min(1).max(4000),
});
const Url = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(\/[^/\s][^\s]*|https:\/\/[^\s]+)$/, 'a path on this site or an https address')
  .nullish()
  .transform((value) => value ?? null);
const PublishInput = z.object({
  packageCode: z.string().trim().min(1).max(100),
  type: z.enum(PERMISSION_TYPES as [PermissionType, ...PermissionType[]]),
  isRequired: z.boolean(),
  title: Localized,
  description: Localized,
  url: z.object({ en_US: Url, nl_NL: Url }).nullish(),
});

/** identityInformation carries its user's id (users module) so these fields can be resolved. */
interface IdentityParent {
  userId: string;
}

/** Field names per type: granted, when, and whether a newer version waits (customer-journey §3 User). */
const IDENTITY_CONSENT_FIELDS: readonly [PermissionType, string, string, string][] = [
  ['INFORMED_CONSENT', 'informedConsentGiven', 'informedConsentGivenAt', 'informedConsentUpdated'],
  ['PRIVACY_POLICY', 'privacyAccepted', 'privacyAcceptedAt', 'privacyUpdated'],
  [
    'DOCTOR_INFORMATION_EXCHANGE',
    'doctorInformationExchangeAllowed',
    'doctorInformationExchangeAllowedAt',
    'doctorInformationExchangeUpdated',
  ],
  ['RIVM_CONSENT', 'rivmConsentGiven', 'rivmConsentGivenAt', 'rivmConsentUpdated'],
  ['TERMS_AND_CONDITIONS', 'termsGranted', 'termsGrantedAt', 'termsUpdated'],
];

/** One ledger lookup per identityInformation object, however many of its fields are asked. */
const statuses = new WeakMap<object, ReturnType<ConsentService['statusFor']>>();
function statusOf(info: IdentityParent, ctx: GraphQLContext) {
  let status = statuses.get(info);
  if (!status) {
    status = ctx.app.services.consent.statusFor(info.userId);
    statuses.set(info, status);
  }
  return status;
}

export const consentResolvers: IResolvers<unknown, GraphQLContext> = {
  Query: {
    async myConsentHistory(_root, _args, ctx) {
      const viewer = requireViewer(ctx);
      const [entries, passports, language] = await Promise.all([
        ctx.app.services.consent.historyForUser(viewer.userId),
        ctx.app.services.passports.listForUser(viewer.userId),
        languageOf(ctx),
      ]);
      const byId = new Map(passports.map((p) => [p.id, toHealthPassportView(p, language)]));
      return entries.flatMap((entry) => {
        const healthPassport = byId.get(entry.healthPassportId);
        return healthPassport ? [{ ...entry, healthPassport }] : [];
      });
    },
  },
  Mutation: {
    publishRequestedPermission: (_parent, args: Args, ctx) => {
      requireRole(ctx, [Role.PRODUCT_MANAGER]);
      const parsed = PublishInput.safeParse(args.input);
      if (!parsed.success) throw consentErrors.invalidPermission(parsed.error);
      const input = parsed.data;
      return ctx.app.services.consent.publishVersion({
        ...input,
        url: input.url ?? { en_US: null, nl_NL: null },
      });
    },
    grantPermissions: (_parent, args: Args, ctx) =>
      ctx.app.services.consent.grantPermissions(
        requireViewer(ctx),
        text(args.healthPassportId),
        texts(args.requestedPermissionIds),
        text(args.zonedDateTimeString),
      ),
    withdrawPermission: (_parent, args: Args, ctx) =>
      ctx.app.services.consent.withdraw(
        requireViewer(ctx),
        text(args.healthPassportId),
        text(args.requestedPermissionId),
      ),
  },
  IdentityInformation: Object.fromEntries(
    IDENTITY_CONSENT_FIELDS.flatMap(([type, given, at, updated]) => [
      [
        given,
        async (info: IdentityParent, _args: Args, ctx: GraphQLContext) =>
          (await statusOf(info, ctx))[type]?.given ?? false,
      ],
      [
        at,
        async (info: IdentityParent, _args: Args, ctx: GraphQLContext) =>
          (await statusOf(info, ctx))[type]?.givenAt ?? null,
      ],
      [
        updated,
        async (info: IdentityParent, _args: Args, ctx: GraphQLContext) =>
          (await statusOf(info, ctx))[type]?.updated ?? false,
      ],
    ]),
  ),
  User: {
    grantedPermissions: (user: { id: string }, _args, ctx) =>
      ctx.app.services.consent.grantedForUser(user.id),
  },
  ConsentLedgerEntry: {
    requestedPermission: (e: ConsentLedgerEntry) => ({ id: e.requestedPermissionId }),
  },
  GrantedPermission: {
    grantedAt: (g: GrantedPermissionView) => utcLocalDateTime(g.grantedAt),
    healthPassport: (g: GrantedPermissionView) => ({ id: g.healthPassportId }),
    requestedPermission: (g: GrantedPermissionView) => ({ id: g.requestedPermissionId }),
  },
};
