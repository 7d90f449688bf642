import { STAFF_DOCUMENTS_ROLES } from '@health-passport/domain';
import type { IResolvers } from '@graphql-tools/utils';
import type { GraphQLContext } from '../../context.js';
import { requireRole, requireViewer } from '../identity/index.js';

export const documentsResolvers: IResolvers<unknown, GraphQLContext> = {
  Query: {
    myDocuments(_root, _args, ctx) {
      return ctx.app.services.documents.own(requireViewer(ctx));
    },
    documents(_root, args: { userASN: string }, ctx) {
      const viewer = requireRole(ctx, STAFF_DOCUMENTS_ROLES);
      return ctx.app.services.documents.ofPerson(viewer, args.userASN);
    },
  },
};
