// Resumable upload of scanned files (the tus protocol, @tus/server) under /api/admin/scan_uploads: for
// cohort batches, a file of up to 200 MB survives a dropped connection (HEAD tells how much arrived,
// PATCH sends the rest). Every tus request passes the staff check of its Fastify route first. A
// finished upload becomes a scan file and its intake job in one transaction.
// (The all-or-nothing upload of reports/scan-upload*.ts stays for a few named page images at a time.)
//
// Partial uploads are kept by @tus/file-store under DATA_DIR/scan-uploads: instances that serve one
// upload's requests must share that folder (or route an upload's requests to one instance). Finished
// files go to the file store, which instances share. @tus/s3-store would keep partial uploads in the
// bucket too, but it relies on S3 multipart calls the S3-compatible test server (s3rver) refuses, so
// it could not be tested against the same server as the file store; it waits for a test store that has them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import {
  pickLocale,
  SCAN_INTAKE_FILE_NAME,
  SCAN_INTAKE_MAX_BYTES,
  SCAN_TUS_PATH,
  type MessageKey,
} from '@mockexam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/error-body';
import { SCAN_INTAKE_QUEUE } from './intake';
import { insertScanFile, paperExam } from './queries';

/** Set by the route from the signed-in staff user (a client's own value is dropped first). */
const UPLOADER_HEADER = 'x-mockexam-scan-uploader';
const HOUR = 3_600_000;

type Kind = keyof typeof SCAN_INTAKE_MAX_BYTES;
const kindOf = (filename: string): Kind | null => {
  const match = SCAN_INTAKE_FILE_NAME.exec(filename);
  return match ? (match[1].toLowerCase() === 'pdf' ? 'pdf' : 'image') : null;
};
const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** A refusal tus sends as it is: the API's bilingual error body. */
function refusal(request: Request, status: number, key: MessageKey) {
  const explicit = request.headers.get('x-locale');
  const locale =
    explicit === 'en' || explicit === 'zh-hk'
      ? explicit
      : pickLocale(request.headers.get('accept-language') ?? undefined);
  return { status_code: status, body: JSON.stringify(errorBody(key, key, locale)) };
}

export const scanUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const directory = path.join(app.config.dataDir, 'scan-uploads');
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: 7 * 24 * HOUR });

  /** The metadata of a new upload, checked; throws the refusal. */
  async function checkNewUpload(request: Request, upload: Upload) {
    const filename = upload.metadata?.filename ?? '';
    const paperId = Number(upload.metadata?.exam_paper_id ?? '');
    if (!filename || !Number.isSafeInteger(paperId) || paperId <= 0)
      throw refusal(request, 400, 'SCAN_INTAKE_METADATA');
    const kind = kindOf(filename);
    if (!kind) throw refusal(request, 400, 'SCAN_INTAKE_FILE_NAME');
    if (upload.size === undefined || upload.size === 0) throw refusal(request, 400, 'SCAN_INTAKE_EMPTY');
    if (upload.size > SCAN_INTAKE_MAX_BYTES[kind]) throw refusal(request, 413, 'SCAN_INTAKE_TOO_LARGE');
    if (!(await paperExam(app.db, paperId))) throw refusal(request, 404, 'NOT_FOUND');
    return { filename, paperId, kind };
  }

  async function recordFinished(request: Request, upload: Upload) {
    const { filename, paperId, kind } = await checkNewUpload(request, upload);
    const ext = filename.slice(filename.lastIndexOf('.') + 1).toLowerCase();
    const fileKey = `uploads/p${paperId}/${upload.id}.${ext}`;
    await app.files.put(fileKey, await readFile(path.join(directory, upload.id)), MIME[ext]);
    const uploader = Number(request.headers.get(UPLOADER_HEADER));
    const sent = await app.db.tx(async (q) => {
      const id = await insertScanFile(q, {
        examPaperId: paperId,
        uploadId: upload.id,
        filename,
        size: upload.size ?? 0,
        kind,
        fileKey,
        uploadedBy: Number.isSafeInteger(uploader) && uploader > 0 ? uploader : null,
      });
      if (id === null) return false;
      await app.jobs.send(SCAN_INTAKE_QUEUE, { scan_file_id: id }, { db: q });
      return true;
    });
    if (sent) app.jobs.wake(SCAN_INTAKE_QUEUE);
    // The bytes now live in the file store.
    await datastore.remove(upload.id).catch(() => {});
  }

  const tus = new Server({
    path: SCAN_TUS_PATH,
    datastore,
    maxSize: SCAN_INTAKE_MAX_BYTES.pdf,
    respectForwardedHeaders: app.config.trustProxy === true,
    onUploadCreate: async (request, upload) => {
      await checkNewUpload(request, upload);
      return {};
    },
    onUploadFinish: async (request, upload) => {
      await recordFinished(request, upload);
      return {};
    },
  });

  const sweep = setInterval(() => void tus.cleanUpExpiredUploads().catch(() => {}), HOUR);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // tus reads the request body itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const schema = { tags: ['scans'], hide: true };
  for (const [method, url, summary] of [
    [
      'POST',
      '/admin/scan_uploads',
      'Starts a resumable upload (tus): Upload-Length, Upload-Metadata exam_paper_id, filename',
    ],
    ['HEAD', '/admin/scan_uploads/:id', 'How much of the upload arrived (Upload-Offset)'],
    ['PATCH', '/admin/scan_uploads/:id', 'The next bytes of the upload from Upload-Offset'],
    ['DELETE', '/admin/scan_uploads/:id', 'Abandons an unfinished upload'],
  ] as const) {
    app.route({
      method,
      url,
      config: { access: 'staff' },
      schema: {
        ...schema,
        summary,
        ...(url.endsWith(':id') ? { params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) }) } : {}),
      },
      handler: async (request, reply) => {
        request.raw.headers[UPLOADER_HEADER] = String(request.auth?.userId ?? '');
        reply.hijack();
        await tus.handle(request.raw, reply.raw);
      },
    });
  }
};
