// Every domain plugin mounted under /api. New domains add a line here.
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts/account-routes';
import { authRoutes } from './accounts/auth-routes';
import { catalogueRoutes } from './cycles/catalogue-routes';
import { eventsRoutes } from './cycles/event-routes';
import { siteRoutes } from './site/routes';
import { healthRoutes } from './health/routes';
import { productsRoutes } from './cycles/product-routes';
import { smsOutboxRoutes } from './sms/outbox-routes';
import { demoOutboxRoutes } from './notifications/demo-outbox-routes';
import { smsRoutes } from './sms/routes';
import { venuesRoutes } from './cycles/venue-routes';
import { enrollmentRoutes } from './orders/enrollment-routes';
import { startExpiryJob } from './orders/expiry';
import { ordersRoutes } from './orders/routes';
import { fpsNotifyRoutes } from './payments/fps-notify-routes';
import { receiptRoutes } from './payments/receipt-routes';
import { staffOrderRoutes } from './orders/staff-routes';
import { staffReceiptRoutes } from './payments/staff-receipt-routes';
import { auditRoutes } from './audit/routes';
import { setupRoutes } from './cycles/setup-routes';
import { holidayRoutes } from './cycles/holiday-routes';
import { schoolAdminRoutes } from './schools/staff-routes';
import { schoolRoutes } from './schools/routes';
import { sweepUnsubmittedRegistrations } from './schools/sweep';
import { reportRoutes } from './reports/routes';
import { scanRoutes } from './reports/scan-routes';
import { gradingAdminRoutes } from './grading/admin-routes';
import { scanIntakeRoutes } from './scans/routes';
import { examRoutes } from './exams/routes';
import { markingImageRoutes } from './marking/image-routes';
import { markerRoutes } from './marking/marker-routes';
import { markingStaffRoutes } from './marking/staff-routes';
import { markingChiefRoutes } from './marking/chief-routes';
import { notificationStaffRoutes } from './notifications/staff-routes';
import { notificationAccountRoutes } from './notifications/account-routes';

export async function apiModules(api: FastifyInstance) {
  await api.register(healthRoutes);
  await api.register(eventsRoutes);
  await api.register(siteRoutes);
  await api.register(productsRoutes);
  await api.register(venuesRoutes);
  await api.register(catalogueRoutes);
  await api.register(authRoutes);
  await api.register(smsRoutes);
  await api.register(accountRoutes);
  await api.register(ordersRoutes);
  await api.register(enrollmentRoutes);
  await api.register(fpsNotifyRoutes);
  await api.register(receiptRoutes);
  await api.register(staffOrderRoutes);
  await api.register(staffReceiptRoutes);
  await api.register(auditRoutes);
  await api.register(setupRoutes);
  await api.register(holidayRoutes);
  await api.register(schoolRoutes);
  await api.register(schoolAdminRoutes);
  await api.register(reportRoutes);
  await api.register(scanRoutes);
  await api.register(gradingAdminRoutes);
  await api.register(scanIntakeRoutes);
  await api.register(examRoutes);
  await api.register(markingImageRoutes);
  await api.register(markerRoutes);
  await api.register(markingStaffRoutes);
  await api.register(markingChiefRoutes);
  await api.register(notificationStaffRoutes);
  await api.register(notificationAccountRoutes);
  startExpiryJob(api, api.config.expirySweepSeconds, [
    { done: 'cancelled school registrations never submitted', run: (db) => sweepUnsubmittedRegistrations(db) },
  ]);
  // The SMS outbox hands out one-time codes: it exists only in demo mode, never beside real candidates.
  if (api.config.demoMode && api.sms.name === 'console') await api.register(smsOutboxRoutes);
  // The demo outbox shows every message's text and address: demo mode only, like the SMS outbox.
  if (api.config.demoMode) await api.register(demoOutboxRoutes);
}
