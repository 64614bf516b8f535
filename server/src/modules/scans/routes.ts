// Scan intake: the resumable upload, the staff calls, and this instance's intake worker.
import type { FastifyInstance } from 'fastify';
import { runIntake, SCAN_INTAKE_QUEUE, SCAN_INTAKE_RETRIES } from './intake';
import { scanStaffRoutes } from './staff-routes';
import { scanUploadRoutes } from './upload-routes';

export async function scanIntakeRoutes(app: FastifyInstance) {
  await app.register(scanUploadRoutes);
  await app.register(scanStaffRoutes);
  // A PDF of a class's books takes minutes; a run cut off by a crash is retried after the expiry.
  await app.jobs.createQueue(SCAN_INTAKE_QUEUE, { retryLimit: SCAN_INTAKE_RETRIES, expireInSeconds: 60 * 60 });
  const deps = { db: app.db, files: app.files, log: app.log };
  await app.jobs.work<{ scan_file_id: number }>(
    SCAN_INTAKE_QUEUE,
    ({ scan_file_id }, job) => runIntake(deps, scan_file_id, job.retryCount >= SCAN_INTAKE_RETRIES),
    // Three pages at once: while one waits on the database or sharp's threads, the others run.
    { pollingSeconds: 1, concurrency: 3 },
  );
}
