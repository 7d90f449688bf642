export {
  createJobQueue,
  type FailedJob,
  type JobCounts,
  type JobHandler,
  type JobKindOptions,
  type JobQueue,
  type JobRef,
} from './jobQueue.js';
