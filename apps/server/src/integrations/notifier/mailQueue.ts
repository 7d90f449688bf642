import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db, Tx } from '../../db/database.js';
import type { JobQueue, JobRef } from '../../jobs/index.js';
import { messageDeliveries } from './deliveries.tables.js';
import type { Notifier, OutgoingMessage } from './notifier.js';

/** Messages that go out because a change was committed: stored with the change, sent by the job queue. */
export interface MailQueue {
  /**
   * Stores `message` in `tx`; it is sent after the commit, retried while the transport fails, sent once. The
   * job's reference lets a caller outside `jobs.transaction` have it sent at once (`jobs.runSoon`).
   */
  send(tx: Tx, message: OutgoingMessage): Promise<JobRef>;
}

const JOB = 'notifier.send';

export function createMailQueue({
  jobs,
  notifier,
  db,
  clock,
}: {
  jobs: JobQueue;
  notifier: Notifier;
  db: Db;
  clock: Clock;
}): MailQueue {
  jobs.define<OutgoingMessage>(
    JOB,
    async (message, job) => {
      const [sent] = await db
        .select({ jobId: messageDeliveries.jobId })
        .from(messageDeliveries)
        .where(eq(messageDeliveries.jobId, job.id));
      if (sent) return;
      await notifier.send(message);
      await db
        .insert(messageDeliveries)
        .values({ jobId: job.id, deliveredAt: clock.now() })
        .onConflictDoNothing();
    },
    // A message may carry a temporary password: the sent job is not kept longer than a day.
    { keepFinishedSeconds: 24 * 3600 },
  );
  return {
    send: (tx, message) => jobs.send(tx, JOB, message),
  };
}
