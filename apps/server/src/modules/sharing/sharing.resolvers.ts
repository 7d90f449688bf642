import { isHealthDataKind, Role, SHARE_PASSPORT_ROLES } from '@health-passport/domain';
import type { IResolvers } from '@graphql-tools/utils';
import type { GraphQLContext } from '../../context.js';
import { languageOf } from '../../graphql/language.js';
import { requireRole, requireViewer } from '../identity/index.js';
import { type HealthPassportView, toHealthPassportView } from '../passports/index.js';
import { sharingErrors } from './sharing.errors.js';
import type { HealthDataReadView, ShareView } from './sharing.service.js';

/** A passport as GraphQL answers it; a share mutation hands its shares along, saving the field a query. */
type PassportParent = HealthPassportView & { shares?: ShareView[] };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's own passport, or 404 (unknown and someone else's alike). */
async function ownPassport(ctx: GraphQLContext, userId: string, passportId: unknown) {
  const passport = await ctx.app.services.passports.getById(text(passportId));
  if (!passport || passport.userId !== userId) throw sharingErrors.passportNotFound();
  return passport;
}

export const sharingResolvers: IResolvers<unknown, GraphQLContext> = {
  Query: {
    async healthPassports(_root, _args, ctx) {
      const viewer = requireViewer(ctx);
      const [rows, language] = await Promise.all([
        ctx.app.services.passports.listForUser(viewer.userId),
        languageOf(ctx),
      ]);
      return rows.map((row) => toHealthPassportView(row, language));
    },
    async healthPassportViews(_root, args: { healthPassportId: unknown }, ctx) {
      const viewer = requireViewer(ctx);
      const passport = await ownPassport(ctx, viewer.userId, args.healthPassportId);
      return ctx.app.services.sharing.readsOf(viewer.userId, { passportId: passport.id });
    },
    myHealthDataViews(_root, args: { viewerId?: unknown; what?: unknown }, ctx) {
      const viewer = requireViewer(ctx);
      const readerId = args.viewerId == null ? undefined : text(args.viewerId);
      // No account has a malformed id: nobody by that id read anything.
      if (readerId !== undefined && !UUID.test(readerId)) return [];
      return ctx.app.services.sharing.readsOf(viewer.userId, {
        readerId,
        what: isHealthDataKind(args.what) ? args.what : undefined,
      });
    },
  },
  Mutation: {
    async shareHealthPassport(
      _root,
      args: { healthPassportId: unknown; expiryDate?: string | null; recipient: unknown },
      ctx,
    ): Promise<PassportParent> {
      const viewer = requireRole(ctx, SHARE_PASSPORT_ROLES);
      const language = await languageOf(ctx);
      const shares = await ctx.app.services.sharing.share({
        ownerId: viewer.userId,
        passportId: text(args.healthPassportId),
        expiryDate: args.expiryDate,
        recipient: args.recipient,
        language,
      });
      const passport = await ownPassport(ctx, viewer.userId, args.healthPassportId);
      return { ...toHealthPassportView(passport, language), shares };
    },
    async revokeShare(_root, args: { healthPassportId: unknown; recipientServiceNumber: unknown }, ctx) {
      const viewer = requireRole(ctx, SHARE_PASSPORT_ROLES);
      const passportId = text(args.healthPassportId);
      await ctx.app.services.sharing.revoke(viewer.userId, passportId, text(args.recipientServiceNumber));
      return { id: passportId };
    },
    async activateShare(_root, args: { sharerServiceNumber: unknown }, ctx) {
      const viewer = requireRole(ctx, [Role.EXTERNAL]);
      const passportIds = await ctx.app.services.sharing.activate(
        viewer.userId,
        text(args.sharerServiceNumber),
      );
      return { id: passportIds[0], healthPassportIds: passportIds };
    },
  },
  HealthPassport: {
    async shares(parent: PassportParent, _args, ctx) {
      if (parent.shares) return parent.shares;
      if (!ctx.viewer) return null;
      const passport = await ctx.app.services.passports.getById(parent.id);
      if (!passport || passport.userId !== ctx.viewer.userId) return null;
      return ctx.app.services.sharing.liveSharesOf(passport.id);
    },
  },
  Share: {
    createdDate: (share: ShareView) => share.createdAt,
    activatedDate: (share: ShareView) => share.activatedAt,
  },
  HealthDataRead: {
    healthPassportId: (read: HealthDataReadView) => read.passportId,
    viewerId: (read: HealthDataReadView) => read.readerId,
    viewerName: (read: HealthDataReadView) => read.readerName,
    viewerRoles: (read: HealthDataReadView) => read.readerRoles,
    viewedAt: (read: HealthDataReadView) => read.at,
  },
};
