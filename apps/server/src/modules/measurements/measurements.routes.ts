import multipart from '@fastify/multipart';
import { HealthDataKind, UNITS_CONFIRMED_PARAM, VIEW_MEASUREMENTS_ROLES } from '@health-passport/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { readMultipart } from '../../integrations/files/index.js';
import { requestLanguage } from '../../locale.js';
import { requireRole } from '../identity/index.js';
import { MAX_ACTIVITY_FILE_BYTES } from './activityImport.js';
import { MAX_UPLOAD_BYTES, measurementErrors } from './measurements.service.js';

const Params = z.object({ serviceNumber: z.string().min(1).max(64), passportId: z.string().min(1).max(64) });

/** `?unitsConfirmed=Lab_Haemoglobin,Lab_VitaminD`: values staff confirmed after the unit warning. */
const SaveQuery = z.object({ [UNITS_CONFIRMED_PARAM]: z.string().max(2000).optional() });

const missingField = (name: string) =>
  new AppError('BAD_REQUEST', 'badRequest', `The form needs a ${name} field.`, {
    fields: { [name]: 'Required' },
  });

/**
 * The professionals' measurements form (passport-and-professional §2.5, §7), its scan uploads and the
 * activity spreadsheet import; onboarder, onboarder admin, data expert and doctor only.
 */
export async function measurementsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { measurements, users, passports, sharing } = ctx.services;

  const caller = async (request: FastifyRequest) => {
    const viewer = requireRole(request, VIEW_MEASUREMENTS_ROLES);
    const user = await users.findById(viewer.userId);
    return {
      viewer,
      userId: viewer.userId,
      language: requestLanguage(request.headers['accept-language'], user?.locale),
    };
  };

  app.get('/api/v2/users/:serviceNumber/:passportId/onboarding', async (request, reply) => {
    const { viewer, language } = await caller(request);
    const { serviceNumber, passportId } = Params.parse(request.params);
    const form = await measurements.form(serviceNumber, passportId, language);
    // The form holds the person's saved values: the read goes to their access log.
    const { person, passport } = await passports.requireForPerson(serviceNumber, passportId);
    await sharing.recordStaffRead({
      reader: viewer,
      personId: person.id,
      passportId: passport.id,
      kinds: [HealthDataKind.MEASUREMENTS],
    });
    reply.header('cache-control', 'no-store');
    return form;
  });

  app.put('/api/v2/users/:serviceNumber/:passportId/onboarding', async (request, reply) => {
    const { userId, language } = await caller(request);
    const { serviceNumber, passportId } = Params.parse(request.params);
    reply.header('cache-control', 'no-store');
    const confirmed = SaveQuery.parse(request.query)[UNITS_CONFIRMED_PARAM];
    return measurements.save({
      serviceNumber,
      passportId,
      items: request.body,
      savedBy: userId,
      language,
      unitsConfirmed: confirmed ? confirmed.split(',').filter((key) => key !== '') : [],
    });
  });

  // Multipart only in this scope, so no other route accepts it.
  await app.register(async (scope) => {
    await scope.register(multipart);

    scope.post('/api/v2/users/:serviceNumber/:passportId/uploads', async (request, reply) => {
      const { userId } = await caller(request);
      const { serviceNumber, passportId } = Params.parse(request.params);
      const { fields, file } = await readMultipart(request, {
        maxFileBytes: MAX_UPLOAD_BYTES,
        tooLarge: () => measurementErrors.fileTooLarge(MAX_UPLOAD_BYTES),
      });
      if (!fields.dataKey) throw missingField('dataKey');
      if (!file) throw missingField('file');
      const name = await measurements.upload({
        serviceNumber,
        passportId,
        dataKey: fields.dataKey,
        bytes: file.bytes,
        originalName: file.fileName,
        uploadedBy: userId,
      });
      return reply
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`success: ${name}`);
    });

    const importActivity = async (request: FastifyRequest, reply: FastifyReply) => {
      const { userId } = await caller(request);
      const { fields, file } = await readMultipart(request, {
        maxFileBytes: MAX_ACTIVITY_FILE_BYTES,
        tooLarge: () => measurementErrors.fileTooLarge(MAX_ACTIVITY_FILE_BYTES),
      });
      const serviceNumber = fields.serviceNumber?.trim();
      if (!serviceNumber) throw missingField('serviceNumber');
      if (!file) throw missingField('file');
      const days = await measurements.importActivity({
        serviceNumber,
        bytes: file.bytes,
        importedBy: userId,
      });
      return reply
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`success: ${days} ${days === 1 ? 'day' : 'days'} imported`);
    };
    // The spec's path ends in a slash; the same call without it is accepted too.
    scope.put('/api/v2/imports/activity-excel/', importActivity);
    scope.put('/api/v2/imports/activity-excel', importActivity);
  });
}
