import type { IResolvers } from '@graphql-tools/utils';
import type { GraphQLContext } from '../../context.js';
import { requireViewer } from '../identity/index.js';

export const scansResolvers: IResolvers<unknown, GraphQLContext> = {
  Query: {
    myScansData(_root, args: { healthPassportId: string }, ctx) {
      return ctx.app.services.scans.scanData(requireViewer(ctx), args.healthPassportId);
    },
  },
};
