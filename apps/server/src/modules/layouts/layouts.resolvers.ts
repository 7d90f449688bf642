import type { IResolvers } from '@graphql-tools/utils';
import type { GraphQLContext } from '../../context.js';
import { requireViewer } from '../identity/index.js';

export const layoutsResolvers: IResolvers<unknown, GraphQLContext> = {
  Query: {
    healthPassportHasProgram: (_root, args: { healthPassportId: string }, ctx) =>
      ctx.app.services.layouts.hasProgram(requireViewer(ctx), args.healthPassportId),
  },
};
