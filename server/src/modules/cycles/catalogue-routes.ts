// Reference lists the screens show: postage methods, the schools list, payee details.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PaymentSettings, PostageMethodsResponse, SchoolsResponse } from '@mockexam/contracts';
import { activePostageMethods, activeSchools, paymentSettings } from './settings-queries';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/postage_methods',
    {
      config: { access: 'public' },
      schema: {
        tags: ['enrolment'],
        summary: 'Mailing methods with the detail each needs and its fee',
        response: { 200: PostageMethodsResponse },
      },
    },
    async () => activePostageMethods(app.db),
  );

  app.get(
    '/schools',
    {
      config: { access: 'public' },
      schema: { tags: ['school'], summary: 'The Hong Kong secondary schools list', response: { 200: SchoolsResponse } },
    },
    async () => activeSchools(app.db),
  );

  app.get(
    '/payment/settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payment'],
        summary: 'FPS id and bank account shown to candidates',
        response: { 200: PaymentSettings },
      },
    },
    async () => paymentSettings(app.db),
  );
};
