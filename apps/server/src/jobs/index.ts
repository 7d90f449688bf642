export {
  createJobQueue,
  type FailedJob,
  type JobCounts,
  type JobHandler,
  type JobKindOptions,
  type JobQueue,
  type JobRef,
  type SendOptions,
} from './jobQueue.js';
