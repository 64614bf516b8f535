// Cycle set-up for staff: cycles (create, make one current) and their dates, products and prices, venues and
// sessions with capacity, postage methods, the payee details. Every write goes to the audit log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCyclesResponse,
  AdminIdParam,
  AdminWriteResponse,
  CycleCreate,
  CycleEventsUpdate,
  ErrorBody,
  PaymentSettingsUpdate,
  PostageCode,
  PostageMethodUpdate,
  ProductCreate,
  ProductUpdate,
  VenueSessionUpdate,
  VenueSessionUpsert,
  VenueUpsert,
} from '@mockexam/contracts';
import { staffActor } from '../../lib/audit';
import {
  createCycle,
  createProduct,
  listCycles,
  makeCycleCurrent,
  setCycleEvents,
  updateProduct,
} from './setup-queries';
import { savePaymentSettings, updatePostageMethod } from './settings-queries';
import { createVenue, createVenueSession, setSessionCapacity, updateVenue } from './venue-setup-queries';
import { listRoutes } from './staff-list-routes';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const staff = { access: 'staff' as const };
const tags = ['admin'];
const ok = (id: number | string) => ({ success: true as const, id });

export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  // The lists the set-up screens edit (inactive rows included) belong with the set-up writes.
  await app.register(listRoutes);

  app.get(
    '/admin/cycles',
    {
      config: staff,
      schema: { tags, summary: 'Cycles with dates and products', response: { 200: AdminCyclesResponse, ...errors } },
    },
    async () => listCycles(app.db),
  );

  app.post(
    '/admin/cycles',
    {
      config: staff,
      schema: { tags, summary: 'Create a cycle', body: CycleCreate, response: { 200: AdminWriteResponse, ...errors } },
    },
    async (request) => app.db.tx(async (q) => ok(await createCycle(q, staffActor(request), request.body))),
  );

  app.put(
    '/admin/cycles/:id/current',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Make a cycle the current one (enrolment, dates, products and the dashboard follow it)',
        params: AdminIdParam,
        response: { 200: AdminWriteResponse, ...errors },
      },
    },
    async (request) =>
      app.db.tx(async (q) => {
        await makeCycleCurrent(q, staffActor(request), request.params.id);
        return ok(request.params.id);
      }),
  );

  app.put(
    '/admin/cycles/:id/events',
    {
      config: staff,
      schema: {
        tags,
        summary: "Set a cycle's event dates (null removes one)",
        params: AdminIdParam,
        body: CycleEventsUpdate,
        response: { 200: AdminWriteResponse, ...errors },
      },
    },
    async (request) =>
      app.db.tx(async (q) => {
        await setCycleEvents(q, staffActor(request), request.params.id, request.body);
        return ok(request.params.id);
      }),
  );

  app.post(
    '/admin/products',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Add a product (subject and price) to a cycle',
        body: ProductCreate,
        response: { 200: AdminWriteResponse, ...errors },
      },
    },
    async (request) => app.db.tx(async (q) => ok(await createProduct(q, staffActor(request), request.body))),
  );

  app.put(
    '/admin/products/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: "Change a product's price, exam date or availability",
        params: AdminIdParam,
        body: ProductUpdate,
        response: { 200: AdminWriteResponse, ...errors },
      },
    },
    async (request) =>
      app.db.tx(async (q) => {
        await updateProduct(q, staffActor(request), request.params.id, request.body);
        return ok(request.params.id);
      }),
  );

  app.post(
    '/admin/venues',
    {
      config: staff,
      schema: { tags, summary: 'Add a venue', body: VenueUpsert, response: { 200: AdminWriteResponse, ...errors } },
    },
    async (request) => app.db.tx(async (q) => ok(await createVenue(q, staffActor(request), request.body))),
  );

  app.put(
    '/admin/venues/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Change a venue',
        params: AdminIdParam,
        body: VenueUpsert,
        response: { 200: AdminWriteResponse, ...errors },
      },
    },
    async (request) =>
      app.db.tx(async (q) => {
        await updateVenue(q, staffActor(request), request.params.id, request.body);
        return ok(request.params.id);
      }),
  );

  app.post(
    '/admin/venues/:id/sessions',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Add a session (date, times, capacity) to a venue',
        params: AdminIdParam,
        body: VenueSessionUpsert,
        response: { 200: AdminWriteResponse, ...errors },
      },
    },
    async (request) =>
      app.db.tx(async (q) => ok(await createVenueSession(q, staffActor(request), request.params.id, request.body))),
  );

  app.put(
    '/admin/venue_sessions/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: "Change a session's capacity (never below the seats taken)",
        params: AdminIdParam,
        body: VenueSessionUpdate,
        response: { 200: AdminWriteResponse, ...errors },
      },
    },
    async (request) =>
      app.db.tx(async (q) => {
        await setSessionCapacity(q, staffActor(request), request.params.id, request.body.capacity);
        return ok(request.params.id);
      }),
  );

  app.put(
    '/admin/postage_methods/:code',
    {
      config: staff,
      schema: {
        tags,
        summary: "Change a postage method's fee, names or availability",
        params: z.object({ code: PostageCode }),
        body: PostageMethodUpdate,
        response: { 200: AdminWriteResponse, ...errors },
      },
    },
    async (request) =>
      app.db.tx(async (q) => {
        await updatePostageMethod(q, staffActor(request), request.params.code, request.body);
        return ok(request.params.code);
      }),
  );

  app.put(
    '/admin/settings/payment',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The FPS id and bank account shown to candidates',
        body: PaymentSettingsUpdate,
        response: { 200: AdminWriteResponse, ...errors },
      },
    },
    async (request) =>
      app.db.tx(async (q) => {
        await savePaymentSettings(q, staffActor(request), request.body);
        return ok('payment');
      }),
  );
};
