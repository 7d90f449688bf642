import { HealthDataKind, VIEW_MEASUREMENTS_ROLES } from '@health-passport/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireRole } from '../identity/index.js';
import { FormName } from './formdata.service.js';

const Params = z.object({ serviceNumber: z.string().min(1).max(64), passportId: z.string().min(1).max(64) });
const Query = z.object({
  dataKey: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(5000).optional(),
});

export function formDataRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { passports, formData, users, sharing } = ctx.services;

  // Every saved value of a passport (or one key), newest first, for the professionals of the measurements form.
  app.get('/api/v2/users/:serviceNumber/:passportId/data-items/history', async (request, reply) => {
    const viewer = requireRole(request, VIEW_MEASUREMENTS_ROLES);
    const { serviceNumber, passportId } = Params.parse(request.params);
    const { dataKey, limit } = Query.parse(request.query);
    const { person, passport } = await passports.requireForPerson(serviceNumber, passportId);
    const entries = await formData.history(passport.id, { dataKey, limit });
    // What the answer held goes to the person's access log: measurements, questionnaire answers, or both.
    await sharing.recordStaffRead({
      reader: viewer,
      personId: person.id,
      passportId: passport.id,
      kinds: entries.map((e) =>
        e.form === FormName.MEASUREMENTS ? HealthDataKind.MEASUREMENTS : HealthDataKind.QUESTIONNAIRE,
      ),
    });
    // Names of the few people who saved, so the history reads "saved by Olivia Onboarder".
    const names = new Map<string, string>();
    for (const id of new Set(entries.flatMap((e) => (e.savedBy ? [e.savedBy] : [])))) {
      const user = await users.findById(id);
      if (user) names.set(id, [user.givenName, user.middleName, user.familyName].filter(Boolean).join(' '));
    }
    reply.header('cache-control', 'no-store');
    return entries.map((e) => ({
      dataKey: e.dataKey,
      dataValue: e.dataValue,
      savedBy: e.savedBy,
      savedByName: e.savedBy ? (names.get(e.savedBy) ?? null) : null,
      savedAt: e.savedAt.toISOString(),
      form: e.form,
      instrument: e.instrument,
      instrumentVersion: e.instrumentVersion,
    }));
  });
}
