import type { IResolvers } from '@graphql-tools/utils';
import type { GraphQLContext } from '../../context.js';
import type { HealthPassportView } from './passports.service.js';

/** A passport's facts that come from its product; the REST lists tell the same (passports.routes.ts). */
export const passportsResolvers: IResolvers<unknown, GraphQLContext> = {
  HealthPassport: {
    async disablePhpForIndividuals(parent: HealthPassportView, _args, ctx) {
      const { products } = ctx.app.services;
      return (await products.packageCodesDisablingPassport([parent.packageCode])).has(parent.packageCode);
    },
  },
};
