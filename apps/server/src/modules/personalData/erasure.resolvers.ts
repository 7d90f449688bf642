import type { IResolvers } from '@graphql-tools/utils';
import type { GraphQLContext } from '../../context.js';
import { authErrors, requireViewer } from '../identity/index.js';

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.length <= max ? value : undefined;

export const erasureResolvers: IResolvers<unknown, GraphQLContext> = {
  Query: {
    myAccountErasure: (_parent, _args, ctx) => ctx.app.services.erasure.latest(requireViewer(ctx).userId),
  },
  Mutation: {
    requestAccountErasure: async (_parent, args: { password?: unknown; totpCode?: unknown }, ctx) => {
      const viewer = requireViewer(ctx);
      const password = text(args.password, 256);
      // A missing password is a wrong one: the same answer as the identity module's re-authentication.
      if (!password) throw authErrors.incorrectCredentials();
      return ctx.app.services.erasure.request(
        viewer,
        { password, totpCode: text(args.totpCode, 16)?.trim() },
        { ip: ctx.request.ip },
      );
    },
    cancelAccountErasure: (_parent, _args, ctx) =>
      ctx.app.services.erasure.cancel(requireViewer(ctx).userId, 'PERSON'),
  },
};
