import { hasAnyRole, Role, VIEW_MEASUREMENTS_ROLES, VIEW_PASSPORT_ROLES } from '@health-passport/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requestLanguage } from '../../locale.js';
import { requireRole, requireViewer } from '../identity/index.js';
import { toHealthPassportView, toPersonView } from './passports.service.js';

/**
 * Staff who may list a person's passports (forms-api): those with the View measurements or View health
 * passport button (passport-and-professional §6), except EXTERNAL, who sees only what is shared with them.
 */
export const PERSON_PASSPORTS_ROLES: readonly Role[] = [
  ...new Set([...VIEW_MEASUREMENTS_ROLES, ...VIEW_PASSPORT_ROLES]),
].filter((role) => role !== Role.EXTERNAL);

const PersonParams = z.object({ serviceNumber: z.string().min(1).max(64) });

export function passportsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { passports, users } = ctx.services;

  // The signed-in user's own passports, newest first (customer-journey §7 "get the user's own passports").
  app.get('/api/v2/users/me/health-passport', async (request, reply) => {
    const viewer = requireViewer(request);
    const user = await users.findById(viewer.userId);
    const language = requestLanguage(request.headers['accept-language'], user?.locale);
    reply.header('cache-control', 'no-store');
    return (await passports.listForUser(viewer.userId)).map((row) => toHealthPassportView(row, language));
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
      passports: found.passports.map((row) => toHealthPassportView(row, language)),
    };
  });
}
