import type { IResolvers } from '@graphql-tools/utils';
import type { GraphQLContext } from '../../context.js';
import { requireViewer } from '../identity/index.js';

/** No person argument anywhere: the export is always the caller's own. */
export const personalDataResolvers: IResolvers<unknown, GraphQLContext> = {
  Query: {
    myDataExport: (_root, _args, ctx) => ctx.app.services.personalData.myExport(requireViewer(ctx)),
  },
  Mutation: {
    requestMyDataExport: (_root, _args, ctx) =>
      ctx.app.services.personalData.requestExport(requireViewer(ctx)),
  },
};
