// Helpers of the order tests: extra candidates with live sessions (no password hashing),
// a valid draft, and order creation through the real route.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../src/db';
import { createSession } from '../../src/modules/accounts/sessions';
import { bearer } from './app';
import { jpeg, png } from './images';

export interface TestCandidate {
  userId: number;
  candidateId: number;
  token: string;
  phone: string;
}

let counter = 0;

/** A new individual candidate with a session, straight in the database. */
export async function newCandidate(q: Queryable): Promise<TestCandidate> {
  counter += 1;
  const phone = `6${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(4, '0')}`;
  const user = await q.query<{ id: number }>(
    `insert into users (realm, username, display_name, phone) values ('candidate-realm', $1, $2, $3) returning id`,
    [`${phone}-${randomBytes(3).toString('hex')}`, `Candidate ${counter}`, phone],
  );
  const candidate = await q.query<{ id: number }>(
    `insert into candidates (candidate_no, name, language_version, user_id)
     values (nextval('candidate_no_seq')::text, $1, 'en', $2) returning id`,
    [`Candidate ${counter}`, user.rows[0].id],
  );
  const session = await createSession(
    q,
    {
      role: 'candidate',
      realm: 'candidate-realm',
      userId: user.rows[0].id,
      candidateId: candidate.rows[0].id,
      schoolId: null,
      subjectCode: null,
    },
    { persist: false },
  );
  return { userId: user.rows[0].id, candidateId: candidate.rows[0].id, token: session.token, phone };
}

export async function currentProducts(
  q: Queryable,
): Promise<{ code: string; subject_code: string; price_cents: number }[]> {
  const { rows } = await q.query<{ code: string; subject_code: string; price_cents: number }>(
    `select p.code, p.subject_code, p.price_cents from products p join exam_cycles c on c.id = p.cycle_id
      where c.is_current order by p.sort_order`,
  );
  return rows;
}

/** A venue of the current cycle and its session for one subject. */
export async function venueSession(
  q: Queryable,
  subject = 'chi',
): Promise<{ venueId: number; sessionId: number; capacity: number; seatsTaken: number }> {
  const { rows } = await q.query<{ venue_id: number; id: number; capacity: number; seats_taken: number }>(
    `select s.venue_id, s.id, s.capacity, s.seats_taken from venue_sessions s join exam_cycles c on c.id = s.cycle_id
      where c.is_current and s.subject_code = $1 order by s.venue_id limit 1`,
    [subject],
  );
  const row = rows[0];
  return { venueId: row.venue_id, sessionId: row.id, capacity: row.capacity, seatsTaken: row.seats_taken };
}

export function draft(productIds: string[], over: Record<string, unknown> = {}) {
  return {
    product_ids: productIds,
    exam_mode: 'home',
    venue_id: null,
    payment_method: 'fps',
    shipping: {
      method: 'ordinary_post',
      recipient_name: 'Chan Tai Man',
      recipient_phone: '91234567',
      address: 'Flat A, 1/F, 1 Nathan Road, Kowloon',
    },
    ...over,
  };
}

/** Places an order as the site would, stating the page's language (`locale`; null: a client that states none). */
export function postOrder(
  app: FastifyInstance,
  token: string,
  body: unknown,
  key = randomBytes(8).toString('hex'),
  locale: 'en' | 'zh-hk' | null = 'en',
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: body as Record<string, unknown>,
    headers: { ...bearer(token), 'idempotency-key': key, ...(locale ? { 'x-locale': locale } : {}) },
  });
}

/** A multipart/form-data body for app.inject(). */
export function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string }) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let imageCount = 0;
/** A real PNG of a receipt's size: every call is a different file (so no upload looks reused). */
export const pngBytes = () => png(120 + (imageCount++ % 2000), 100);
/** A real JPEG: every call is a different file. */
export const jpegBytes = () => jpeg(200, 150 + (imageCount++ % 2000));
