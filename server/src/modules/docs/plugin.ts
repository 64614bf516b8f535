// OpenAPI generated from the contracts' zod schemas: UI at /api/docs, JSON at /api/docs/json.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { publicScope } from '../../plugins/access';

async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'HKDSE mock exam API',
        description:
          'Enrolment, payment and results. Errors use { code, msg, msg_en, msg_zh, fields? }. ' +
          'Send the session token as `Authorization: Bearer <access_token>`.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(publicScope((scope) => scope.register(swaggerUi, { routePrefix: '/api/docs' })));
}

export default fp(docsPlugin, { name: 'docs' });
