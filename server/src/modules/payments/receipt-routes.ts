// The bank receipt upload (multipart: id, agree, file) and the image, served to its owner and staff only.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBody,
  IdParam,
  messages,
  RECEIPT_MAX_BYTES,
  ReceiptUploadFields,
  ReceiptUploadResponse,
} from '@mockexam/contracts';
import { badRequest, notFound, unauthenticated } from '../../lib/app-error';
import { isFileKey } from '../../lib/file-store';
import { canReadCandidateData, ownCandidateId } from '../../lib/ownership';
import { checkReceipt, receiptTooLarge, storeReceipt } from './receipt-file';
import { acceptReceipt, receiptFileOf } from './receipts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 413: ErrorBody };

interface UploadParts {
  fields: Record<string, string>;
  file: { filename: string; bytes: Buffer } | null;
}

export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  // One byte over the limit tells "too large" from "exactly 5 MB".
  await app.register(multipart, { limits: { fileSize: RECEIPT_MAX_BYTES + 1, files: 1, fields: 5, fieldSize: 1000 } });

  async function readParts(request: FastifyRequest): Promise<UploadParts> {
    const result: UploadParts = { fields: {}, file: null };
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          if (part.fieldname === 'file') result.file = { filename: part.filename ?? '', bytes };
        } else if (typeof part.value === 'string') {
          result.fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw receiptTooLarge();
      if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
        throw badRequest('RECEIPT_FILE_REQUIRED', { file: 'RECEIPT_FILE_REQUIRED' });
      }
      throw error;
    }
    return result;
  }

  app.post(
    '/payment/supporting_doc/upload',
    {
      config: { access: 'candidate' },
      schema: {
        tags: ['payment'],
        summary:
          'Upload a bank receipt for a bank-transfer order (multipart: id = enrolment number, agree = true, ' +
          'file = PNG/JPG/JPEG up to 5 MB, 100 to 10,000 pixels each way, at most 40 megapixels); replaces a pending one',
        consumes: ['multipart/form-data'],
        response: { 200: ReceiptUploadResponse, ...errors },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth?.userId) throw unauthenticated();
      const candidateId = ownCandidateId(auth);
      const { fields, file } = await readParts(request);
      const parsed = ReceiptUploadFields.safeParse(fields);
      if (!parsed.success) {
        // Any problem with `agree` (missing, false, unreadable) is the spec's agreement message.
        const agree = parsed.error.issues.some((i) => i.path[0] === 'agree');
        throw agree
          ? badRequest('RECEIPT_AGREE_REQUIRED', { agree: 'RECEIPT_AGREE_REQUIRED' })
          : badRequest('FIELD_REQUIRED', { id: 'FIELD_REQUIRED' });
      }
      if (!file) throw badRequest('RECEIPT_FILE_REQUIRED', { file: 'RECEIPT_FILE_REQUIRED' });
      const mime = await checkReceipt(file.filename, file.bytes);
      const stored = await storeReceipt(app.files, file.bytes, mime);
      const now = new Date();
      try {
        const accepted = await acceptReceipt(
          app.db,
          { userId: auth.userId, role: auth.role },
          { enrollmentNo: parsed.data.id, candidateId, stored, mime, sizeBytes: file.bytes.length, now },
        );
        const note = accepted.afterCutoff ? messages.RECEIPT_PROCESSED_NEXT_DAY : messages.RECEIPT_PROCESSED_TODAY;
        return {
          success: true as const,
          enrollment_no: parsed.data.id,
          payment_status: accepted.paymentStatus,
          receipt_id: accepted.receiptId,
          processing_date: accepted.processingDate,
          after_cutoff: accepted.afterCutoff,
          uploaded_at: now.toISOString(),
          processing_note_en: note.en,
          processing_note_zh: note['zh-hk'],
        };
      } catch (error) {
        // Nothing refers to the file when the order refused it (not the candidate's, FPS, not payable).
        await app.files
          .delete(stored.storagePath)
          .catch((failure: unknown) => request.log.warn({ err: failure }, 'a refused receipt could not be removed'));
        throw error;
      }
    },
  );

  app.get(
    '/payment/receipts/:id/image',
    {
      // ?access_token= lets an <img> tag or a new tab show it.
      config: { access: ['candidate', 'staff'], tokenFromQuery: true },
      schema: {
        tags: ['payment'],
        summary: 'A receipt image, for its owner and staff',
        params: z.object({ id: IdParam }),
      },
    },
    async (request, reply) => {
      const receipt = await receiptFileOf(app.db, request.params.id);
      if (
        !receipt ||
        !canReadCandidateData(request.auth, { candidateId: receipt.candidate_id, schoolId: null, subjectCode: null })
      ) {
        throw notFound();
      }
      const file = isFileKey(receipt.storage_path) ? await app.files.get(receipt.storage_path) : null;
      if (!file) throw notFound();
      const ext = receipt.mime === 'image/png' ? 'png' : 'jpg';
      return reply
        .type(receipt.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="receipt-${request.params.id}.${ext}"`)
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-length', file.size)
        .send(file.body);
    },
  );
};
