// One place that turns every failure into the bilingual error body, and unknown /api
// routes into a JSON 404. Stacks never reach the client.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { MessageKey } from '@mockexam/contracts';
import { isRetryableTxError } from '../db/retry';
import { AppError } from '../lib/app-error';
import { errorBody, issueKey, requestLocale } from '../lib/error-body';

/** Field path from a validation entry ('/shipping/recipient_name' -> 'shipping.recipient_name'). */
function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
}

function validationFields(error: FastifyError): Record<string, MessageKey> {
  const fields: Record<string, MessageKey> = {};
  for (const issue of error.validation ?? []) {
    const path = fieldPath(issue.instancePath);
    // The first issue of a field is the one to show (e.g. 'required' before 'too short').
    fields[path] ??= issueKey(issue.message, issue.keyword);
  }
  return fields;
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .type('application/json')
    .send(errorBody('NOT_FOUND', 'NOT_FOUND', requestLocale(request)));
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(errorBody(error.code, error.messageKey, locale, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error);
      const keys = Object.values(fields);
      // One wrong field: its own message is the most useful headline (the login form shows msg).
      const headline: MessageKey = keys.length === 1 ? keys[0] : 'FORM_INVALID';
      return reply.code(400).send(errorBody('VALIDATION_ERROR', headline, locale, fields));
    }
    if (isRetryableTxError(error)) {
      // Lost a race even after the transaction's own retries: nothing was written, so the client (or
      // the bank, for a payment notice) should simply send it again. Never a 500 for this.
      request.log.warn({ err: error }, 'transaction lost a race after its retries');
      return reply
        .code(503)
        .header('retry-after', '1')
        .send(errorBody('SERVICE_BUSY', 'SERVICE_BUSY', locale));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(errorBody('PAYLOAD_TOO_LARGE', 'PAYLOAD_TOO_LARGE', locale));
    if (status === 429) return reply.code(429).send(errorBody('RATE_LIMITED', 'RATE_LIMITED', locale));
    if (status >= 400 && status < 500) {
      // Framework-level client errors: bad JSON, wrong content type, empty body...
      return reply.code(status).send(errorBody(error.code ?? 'BAD_REQUEST', 'FORM_INVALID', locale));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody('INTERNAL', 'INTERNAL', locale));
  });

  app.setNotFoundHandler((request, reply) => sendNotFound(request, reply));
}

export default fp(errorsPlugin, { name: 'errors' });
