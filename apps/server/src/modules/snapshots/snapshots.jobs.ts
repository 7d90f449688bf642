import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { JobQueue } from '../../jobs/index.js';
import type { EventsService } from '../events/index.js';
import { orders } from '../orders/index.js';
import { SNAPSHOT_COMPUTE_JOB, type SnapshotsService } from './snapshots.service.js';

/**
 * The module's background work: the aggregation of a snapshot, sent by create, update and recompute; and
 * company membership from paid orders, a durable subscriber of `order.paid` (joining twice changes nothing).
 */
export function registerSnapshotJobs({
  db,
  jobs,
  events,
  snapshots,
}: {
  db: Db;
  jobs: JobQueue;
  events: EventsService;
  snapshots: SnapshotsService;
}): void {
  jobs.define<{ snapshotId: string }>(
    SNAPSHOT_COMPUTE_JOB,
    ({ snapshotId }) => snapshots.compute(snapshotId),
    {
      retryLimit: 3,
    },
  );
  events.subscribe('order.paid', 'snapshots.membership', async ({ payload }) => {
    const [order] = await db
      .select({ userInput: orders.userInput })
      .from(orders)
      .where(eq(orders.id, payload.orderId));
    await snapshots.joinByOrder({
      userId: payload.userId,
      packageCode: payload.packageCode,
      companyName: order?.userInput.companyName ?? null,
    });
  });
}
