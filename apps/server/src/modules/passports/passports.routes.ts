import { hasAnyRole, Role, VIEW_MEASUREMENTS_ROLES, VIEW_PASSPORT_ROLES } from '@health-passport/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { type Language, requestLanguage } from '../../locale.js';
import { requireRole, requireViewer } from '../identity/index.js';
import type { ProductsService } from '../products/index.js';
import { type PassportRow, toHealthPassportView, toPersonView } from './passports.service.js';

/**
 * Staff who may list a person's passports (forms-api): those with the View measurements or View health
 * passport button (passport-and-professional §6), except EXTERNAL, who sees only what is shared with them.
 */
export const PERSON_PASSPORTS_ROLES: readonly Role[] = [
  ...new Set([...VIEW_MEASUREMENTS_ROLES, ...VIEW_PASSPORT_ROLES]),
].filter((role) => role !== Role.EXTERNAL);

const PersonParams = z.object({ serviceNumber: z.string().min(1).max(64) });

/**
 * The passports as the lists answer them, each with whether its product hides the passport pages from its owner
 * (disablePhpForIndividuals, passport-and-professional §2.1, §6): the web's guards and menu read it.
 */
async function listed(products: ProductsService, rows: readonly PassportRow[], language: Language) {
  const disabling = await products.packageCodesDisablingPassport(rows.map((row) => row.packageCode));
  return rows.map((row) => ({
    ...toHealthPassportView(row, language),
    disablePhpForIndividuals: disabling.has(row.packageCode),
  }));
}

export function passportsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { passports, products, users } = ctx.services;

  // The signed-in user's own passports, newest first (customer-journey §7 "get the user's own passports").
  app.get('/api/v2/users/me/health-passport', async (request, reply) => {
    const viewer = requireViewer(request);
    const user = await users.findById(viewer.userId);
    const language = requestLanguage(request.headers['accept-language'], user?.locale);
    reply.header('cache-control', 'no-store');
    return listed(products, await passports.listForUser(viewer.userId), language);
  });

  // A person's passports for a professional, with the person (forms-api). An external viewer gets only the
  // passports shared with them while the share is active, and not the birth date (§6: hidden from external).
  app.get('/api/v2/users/:serviceNumber/health-passports', async (request, reply) => {
    const viewer = requireRole(request, [...PERSON_PASSPORTS_ROLES, Role.EXTERNAL]);
    const { serviceNumber } = PersonParams.parse(request.params);
    const staff = hasAnyRole(viewer.roles, PERSON_PASSPORTS_ROLES);
    const caller = await users.findById(viewer.userId);
    const language = requestLanguage(request.headers['accept-language'], caller?.locale);
    const found = staff
      ? await passports.listForServiceNumber(serviceNumber)
      : await ctx.services.sharing.requireSharedPassports(viewer.userId, serviceNumber);
    reply.header('cache-control', 'no-store');
    return {
      person: { ...toPersonView(found.person), ...(staff ? {} : { birthDate: null }) },
      passports: await listed(products, found.passports, language),
    };
  });
}
