export type { JobHandler, JobQueue, QueueOptions, SendOptions, WorkOptions } from './job-queue';
export { startPgBossQueue } from './pg-boss-queue';
