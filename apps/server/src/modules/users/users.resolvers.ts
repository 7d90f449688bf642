import type { IResolvers } from '@graphql-tools/utils';
import type { GraphQLContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { authErrors, requireViewer } from '../identity/index.js';
import type { ZodError } from 'zod';
import { emailChangedMail, phoneChangedMail } from './users.messages.js';
import { emailTaken, type UserRow } from './users.service.js';
import { viewerUserRow } from './viewerRow.js';
import { ContactChangeInput, EMAIL_TYPES, type EmailType, UpdateMeInput } from './users.validation.js';

/**
 * The User type of users.graphql (customer-journey §3 User) for one row. Groups, disabled e-mails and the
 * authenticator are read only when the query asks for them (GraphQL calls a function-valued field).
 */
function toUser({ app }: GraphQLContext, row: UserRow) {
  const groups = () => app.services.users.groupsOf(row.id);
  const disabledEmails = () => app.services.users.disabledEmails(row.id);
  const mfaEnabled = () => app.services.identity.mfaEnabled(row.id);
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

/**
 * Writes a confirmed e-mail address or phone number, tells the address the account had (so a hijacked session
 * cannot go unnoticed) and ends the account's other sessions; one commit, the mail goes out after it.
 */
async function applyContactChange(
  ctx: GraphQLContext,
  before: UserRow,
  change: { email: string } | { phoneNumber: string | null },
): Promise<UserRow> {
  const { identity, users } = ctx.app.services;
  let ended = () => {};
  const row = await ctx.app.jobs.transaction(ctx.app.db, async (tx) => {
    const updated = await users.update(before.id, { phoneNumber: undefined, ...change }, tx);
    const common = { to: before.email, locale: updated.locale, givenName: updated.givenName };
    await ctx.app.mail.send(
      tx,
      'email' in change
        ? emailChangedMail({ ...common, newEmail: updated.email })
        : phoneChangedMail({ ...common, phoneNumber: updated.phoneNumber }),
    );
    ended = await identity.endSessions(before.id, { except: ctx.viewer?.sessionId, within: tx });
    return updated;
  });
  ended();
  return row;
}

async function viewerRow(ctx: GraphQLContext): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  const row = await ctx.app.services.users.findById(viewer.userId);
  // The token outlived its account.
  if (!row) throw authErrors.invalidToken();
  return row;
}

/** InvalidParameterException naming every field that failed, the first one in the message. */
function invalidInput(error: ZodError, what: string): AppError {
  const fields = Object.fromEntries(error.issues.map((i) => [i.path.join('.') || '_', i.message]));
  const first = error.issues[0];
  return new AppError(
    'BAD_REQUEST',
    'InvalidParameterException',
    `Invalid ${what}: ${first ? `${first.path.join('.')}: ${first.message}` : 'malformed input'}`,
    { fields },
  );
}

/** The e-mail address and phone number take over an account: they change only through a confirmed request. */
function refuseContactChange(before: UserRow, input: UpdateMeInput): void {
  const fields: Record<string, string> = {};
  if (input.email !== undefined && input.email !== before.email) fields.email = 'Use requestContactChange';
  if (input.phoneNumber !== undefined && input.phoneNumber !== before.phoneNumber) {
    fields.phoneNumber = 'Use requestContactChange';
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError(
      'BAD_REQUEST',
      'InvalidParameterException',
      'Changing the e-mail address or phone number needs your password and a code sent to the new one.',
      { fields },
    );
  }
}

function emailType(value: unknown): EmailType {
  if (!EMAIL_TYPES.includes(value as EmailType)) {
    throw new AppError('BAD_REQUEST', 'InvalidParameterException', 'Unknown e-mail type');
  }
  return value as EmailType;
}

export const usersResolvers: IResolvers<unknown, GraphQLContext> = {
  Query: {
    me: async (_parent, _args, ctx) => {
      requireViewer(ctx);
      const row = await viewerUserRow(ctx);
      // The token outlived its account.
      if (!row) throw authErrors.invalidToken();
      return toUser(ctx, row);
    },
  },
  Mutation: {
    updateMe: async (_parent, args: { input: unknown }, ctx) => {
      const before = await viewerRow(ctx);
      const parsed = UpdateMeInput.safeParse(args.input);
      if (!parsed.success) throw invalidInput(parsed.error, 'profile');
      refuseContactChange(before, parsed.data);
      return toUser(ctx, await ctx.app.services.users.update(before.id, parsed.data));
    },
    requestContactChange: async (_parent, args: { input: unknown }, ctx) => {
      const viewer = requireViewer(ctx);
      const before = await viewerRow(ctx);
      const parsed = ContactChangeInput.safeParse(args.input);
      if (!parsed.success) throw invalidInput(parsed.error, 'change');
      const { email, phoneNumber, password, totpCode } = parsed.data;
      const { identity, users } = ctx.app.services;
      await identity.reauthenticate(viewer, { password, totpCode }, { ip: ctx.request.ip });
      if (email !== undefined) {
        if (email !== before.email && (await users.findByEmail(email))) throw emailTaken();
        const { destination } = await identity.startContactChange(before, { kind: 'EMAIL', value: email });
        return { kind: 'EMAIL', destination, pending: true };
      }
      if (phoneNumber) {
        const { destination } = await identity.startContactChange(before, {
          kind: 'PHONE',
          value: phoneNumber,
        });
        return { kind: 'PHONE', destination, pending: true };
      }
      // Removing the number reaches no one to send a code to: the password (and app code) suffice.
      await applyContactChange(ctx, before, { phoneNumber: null });
      return { kind: 'PHONE', destination: null, pending: false };
    },
    confirmContactChange: async (_parent, args: { kind: unknown; code: unknown }, ctx) => {
      const before = await viewerRow(ctx);
      const kind = args.kind === 'EMAIL' || args.kind === 'PHONE' ? args.kind : undefined;
      if (!kind || typeof args.code !== 'string' || args.code.length > 16) {
        throw new AppError('BAD_REQUEST', 'InvalidParameterException', 'Give the kind and the code.');
      }
      const value = await ctx.app.services.identity.finishContactChange(before.id, { kind, code: args.code });
      const change = kind === 'EMAIL' ? { email: value } : { phoneNumber: value };
      return toUser(ctx, await applyContactChange(ctx, before, change));
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
