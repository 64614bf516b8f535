export type { JobHandler, JobQueue, QueueOptions, ScheduleOptions, SendOptions, WorkOptions } from './job-queue';
export { startPgBossQueue } from './pg-boss-queue';
