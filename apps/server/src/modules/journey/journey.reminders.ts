import { calendarDateIn, PassportStatus, remeasurementAvailableFrom } from '@health-passport/domain';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { MailQueue, OutgoingMessage } from '../../integrations/notifier/index.js';
import type { JobQueue } from '../../jobs/index.js';
import { requestLanguage, type Language } from '../../locale.js';
import type { EventsService } from '../events/index.js';
import type { PassportsService } from '../passports/index.js';
import { zonedTimeToUtc } from '../scheduling/index.js';
import type { UsersService } from '../users/index.js';
import { remeasurementReminders } from './journey.tables.js';

export const REMEASUREMENT_REMINDER_JOB = 'journey.remeasurementReminder';
/** Reminders go out at 09:00 in Amsterdam on the first day a remeasurement can be redeemed. */
const REMINDER_MINUTES = 9 * 60;

interface Deps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl'>;
  jobs: JobQueue;
  events: EventsService;
  mail: MailQueue;
  users: UsersService;
  passports: PassportsService;
}

/** "Your remeasurement can be booked", in the customer's language. */
export function remeasurementReminderMail(p: {
  to: string;
  language: Language;
  firstName: string;
  onboardingUrl: string;
}): OutgoingMessage {
  const lines =
    p.language === 'nl'
      ? [
          `Beste ${p.firstName},`,
          '',
          'Het is vier maanden geleden dat je Health Passport klaarstond. Tijd om te zien wat je inspanningen hebben opgeleverd: je kunt nu je hermeting boeken.',
          '',
          `Ga naar ${p.onboardingUrl} om je hermeting in te wisselen of te kopen en een afspraak te maken.`,
          '',
          'Wil je deze herinneringen niet meer ontvangen? Zet ze uit in je profiel.',
          '',
          'Met vriendelijke groet,',
          'Health Passport',
        ]
      : [
          `Dear ${p.firstName},`,
          '',
          'It is four months since your Health Passport was ready. Time to see what your efforts have brought: you can now book your remeasurement.',
          '',
          `Go to ${p.onboardingUrl} to redeem or buy your remeasurement and make an appointment.`,
          '',
          'No longer want these reminders? Switch them off in your profile.',
          '',
          'Kind regards,',
          'Health Passport',
        ];
  return {
    channel: 'EMAIL',
    to: p.to,
    subject: p.language === 'nl' ? 'Je hermeting kan nu' : 'Your remeasurement can be booked now',
    text: lines.join('\n'),
  };
}

/**
 * The remeasurement reminder (journey README "Remeasurement"): when a passport is published, a job is stored for
 * 09:00 Amsterdam time on the first day its remeasurement can be redeemed; it survives restarts in the job
 * queue. Then, if the passport is still the person's latest and no newer check is under way, and the person has
 * not switched REMEASUREMENT e-mails off, one e-mail goes out: the reminder row and the mail are one commit.
 */
export function registerRemeasurementReminders(deps: Deps): void {
  const { db, jobs, events, passports } = deps;

  jobs.define<{ passportId: string }>(REMEASUREMENT_REMINDER_JOB, ({ passportId }) =>
    remindOfRemeasurement(deps, passportId),
  );

  events.subscribe('passport.published', 'journey.remeasurementReminder', async ({ payload }) => {
    const passport = await passports.getById(payload.passportId);
    if (!passport?.publishedAt) return;
    const day = remeasurementAvailableFrom(calendarDateIn(passport.publishedAt));
    const startAfter = zonedTimeToUtc(day, REMINDER_MINUTES);
    await jobs.transaction(db, (tx) =>
      jobs.send(tx, REMEASUREMENT_REMINDER_JOB, { passportId: passport.id }, { startAfter }),
    );
  });
}

/** The reminder job's work: one e-mail when the passport is still the person's latest (see above). */
export async function remindOfRemeasurement(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'jobs' | 'mail' | 'users' | 'passports'>,
  passportId: string,
): Promise<void> {
  const { db, jobs, passports, users, mail } = deps;
  const passport = await passports.getById(passportId);
  if (!passport || passport.status !== PassportStatus.PUBLISHED) return;
  const own = await passports.listForUser(passport.userId);
  // Newest first: anything newer is the next check, bought or under way; no reminder is needed then.
  if (own[0]?.id !== passport.id) return;
  const user = await users.findById(passport.userId);
  if (!user) return;
  if ((await users.disabledEmails(user.id)).some((e) => e.type === 'REMEASUREMENT')) return;
  await jobs.transaction(db, async (tx) => {
    const [first] = await tx
      .insert(remeasurementReminders)
      .values({ passportId: passport.id, sentAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning();
    if (!first) return;
    await mail.send(
      tx,
      remeasurementReminderMail({
        to: user.email,
        language: requestLanguage(undefined, user.locale),
        firstName: user.givenName,
        onboardingUrl: `${deps.config.publicUrl}/onboarding`,
      }),
    );
  });
}
