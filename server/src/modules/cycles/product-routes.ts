import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, ProductsResponse } from '@mockexam/contracts';
import { notFound } from '../../lib/app-error';
import { currentCycle } from './events';
import { listProducts } from './products';

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      // Public; with a candidate's token the answer also says which subjects they hold.
      config: { access: 'public' },
      schema: {
        tags: ['products'],
        summary: 'Products of the current cycle',
        response: { 200: ProductsResponse, 404: ErrorBody },
      },
    },
    async (request) => {
      const cycle = await currentCycle(app.db);
      if (!cycle) throw notFound();
      return listProducts(app.db, cycle.id, request.auth?.candidateId ?? null);
    },
  );
};
