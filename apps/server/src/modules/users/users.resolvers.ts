import type { IResolvers } from '@graphql-tools/utils';
import type { GraphQLContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { authErrors, requireViewer } from '../identity/index.js';
import { emailChangedMail } from './users.messages.js';
import type { UserRow } from './users.service.js';
import { EMAIL_TYPES, type EmailType, UpdateMeInput } from './users.validation.js';

/** The User type of users.graphql (customer-journey §3 User) for one row. */
async function toUser({ app }: GraphQLContext, row: UserRow) {
  const [groups, disabledEmails, mfaEnabled] = await Promise.all([
    app.services.users.groupsOf(row.id),
    app.services.users.disabledEmails(row.id),
    app.services.identity.mfaEnabled(row.id),
  ]);
  const address = {
    streetAddress: row.streetAddress,
    locality: row.locality,
    postalCode: row.postalCode,
    country: row.country,
    region: row.region,
  };
  const hasCustomerClass = row.customerClassType !== null || row.customerClassCompany !== null;
  return {
    id: row.id,
    serviceNumber: row.serviceNumber,
    name: [row.givenName, row.middleName, row.familyName].filter(Boolean).join(' '),
    createdDate: row.createdAt,
    address: Object.values(address).some((v) => v !== null) ? address : null,
    disabledEmails,
    identityInformation: {
      // Not in the schema: lets other modules resolve their identityInformation fields for this user.
      userId: row.id,
      birthDate: row.birthDate,
      givenName: row.givenName,
      familyName: row.familyName,
      middleName: row.middleName,
      email: row.email,
      phoneNumber: row.phoneNumber,
      gender: row.gender === 'Male' || row.gender === 'Female' ? row.gender : null,
      locale: row.locale,
      status: row.status,
      groups,
      packageCode: row.packageCode,
      customerClass: hasCustomerClass
        ? { type: row.customerClassType, company: row.customerClassCompany }
        : null,
      customCompanyName: row.customCompanyName,
      mfaEnabled,
      termsAccepted: row.termsAcceptedAt !== null,
      termsAcceptedAt: row.termsAcceptedAt,
    },
  };
}

async function viewerRow(ctx: GraphQLContext): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  const row = await ctx.app.services.users.findById(viewer.userId);
  // The token outlived its account.
  if (!row) throw authErrors.invalidToken();
  return row;
}

function emailType(value: unknown): EmailType {
  if (!EMAIL_TYPES.includes(value as EmailType)) {
    throw new AppError('BAD_REQUEST', 'InvalidParameterException', 'Unknown e-mail type');
  }
  return value as EmailType;
}

export const usersResolvers: IResolvers<unknown, GraphQLContext> = {
  Query: {
    me: async (_parent, _args, ctx) => toUser(ctx, await viewerRow(ctx)),
  },
  Mutation: {
    updateMe: async (_parent, args: { input: unknown }, ctx) => {
      const before = await viewerRow(ctx);
      const parsed = UpdateMeInput.safeParse(args.input);
      if (!parsed.success) {
        const fields = Object.fromEntries(
          parsed.error.issues.map((i) => [i.path.join('.') || '_', i.message]),
        );
        const first = parsed.error.issues[0];
        throw new AppError(
          'BAD_REQUEST',
          'InvalidParameterException',
          `Invalid profile: ${first ? `${first.path.join('.')}: ${first.message}` : 'malformed input'}`,
          { fields },
        );
      }
      // The change and the mail about it are one commit; the mail goes out after it, retried if need be.
      const row = await ctx.app.jobs.transaction(ctx.app.db, async (tx) => {
        const updated = await ctx.app.services.users.update(before.id, parsed.data, tx);
        if (updated.email !== before.email) {
          // The address is also the username: tell the old one, so a hijacked session cannot go unnoticed.
          await ctx.app.mail.send(
            tx,
            emailChangedMail({
              to: before.email,
              locale: updated.locale,
              givenName: updated.givenName,
              newEmail: updated.email,
            }),
          );
        }
        return updated;
      });
      return toUser(ctx, row);
    },
    enableEmail: async (_parent, args: { type: unknown }, ctx) => {
      const row = await viewerRow(ctx);
      const type = emailType(args.type);
      await ctx.app.services.users.setEmailEnabled(row.id, type, true);
      return type;
    },
    disableEmail: async (_parent, args: { type: unknown }, ctx) => {
      const row = await viewerRow(ctx);
      const type = emailType(args.type);
      await ctx.app.services.users.setEmailEnabled(row.id, type, false);
      return type;
    },
  },
};
