// The bare peer of `npm run bench:marking`: plain Fastify + pg doing only the database work of a
// marker's three calls, on the same tables as the product, so the product's figures can be read
// against the floor the machine and database allow.
//   POST /claim                      {marker_id, question_id}: one FOR UPDATE SKIP LOCKED claim with a lease
//   GET  /tasks/:id/image?marker_id  the task's region of its scanned page, drawn by the product's own
//                                    function (src/modules/marking/region-image.ts) into the same file store
//   PUT  /tasks/:id/mark?marker_id   {score, annotations, idempotency_key}: the task done and its mark
//                                    inserted, one statement
// What it leaves out is the product's own work around them: sessions, validation, the assignment's lock,
// standardisation and seeds, the item's final mark and the exam's marks version.
import Fastify from 'fastify';
import pg from 'pg';
import { MARKING_LEASE_SECONDS } from '@mockexam/contracts';
import { folderStore } from '../src/lib/file-store/folder-store.ts';
import { boundingBox, regionImage } from '../src/modules/marking/region-image.ts';

const { DATABASE_URL, DATABASE_SCHEMA, DATABASE_POOL_MAX, PORT, FILES_DIR } = process.env;
// The same pool size as the product's.
const pool = new pg.Pool({
  connectionString: DATABASE_URL,
  max: Number(DATABASE_POOL_MAX ?? 10),
  options: `-c search_path=${DATABASE_SCHEMA}`,
});
const files = folderStore(FILES_DIR);
const app = Fastify({ logger: false });

const CLAIM_SQL = `
  update marking_tasks t set marker_id = $1, lease_until = now() + make_interval(secs => $3), claimed_at = now()
   where t.id = (select id from marking_tasks
                  where question_id = $2 and state = 'open' and round < 3
                    and (lease_until is null or lease_until < now())
                  order by id for update skip locked limit 1)
  returning t.id`;

const IMAGE_SQL = `
  select mp.scan_path, r.x, r.y, r.w, r.h
    from marking_tasks t
    join marking_items i on i.id = t.item_id
    join questions q on q.id = i.question_id
    join question_regions r on r.question_id = q.id
    join report_pages rp on rp.exam_paper_id = q.exam_paper_id and rp.page = r.page
    join marked_pages mp on mp.report_page_id = rp.id and mp.candidate_id = i.candidate_id
   where t.id = $1 and t.marker_id = $2 and r.page = $3
   limit 1`;

const MARK_SQL = `
  with done as (
    update marking_tasks set state = 'done', lease_until = null
     where id = $1 and marker_id = $2 and state = 'open'
    returning id, claimed_at
  )
  insert into marking_marks (task_id, marker_id, score, annotations, idempotency_key, seconds)
  select id, $2, $3, $4::jsonb, $5, extract(epoch from now() - claimed_at)::int from done
  returning task_id`;

app.post('/claim', async (request) => {
  const { marker_id: markerId, question_id: questionId } = request.body;
  const { rows } = await pool.query({
    name: 'peer_claim',
    text: CLAIM_SQL,
    values: [markerId, questionId, MARKING_LEASE_SECONDS],
  });
  return { task_id: rows[0]?.id ?? null };
});

app.get('/tasks/:id/pages/:page/image', async (request, reply) => {
  const { rows } = await pool.query({
    name: 'peer_image',
    text: IMAGE_SQL,
    values: [Number(request.params.id), Number(request.query.marker_id), Number(request.params.page)],
  });
  if (!rows[0]) return reply.code(404).send({ code: 'NOT_FOUND' });
  const { scan_path: key, ...box } = rows[0];
  const region = { x: Number(box.x), y: Number(box.y), w: Number(box.w), h: Number(box.h) };
  const image = await regionImage(files, key, boundingBox([region]));
  if (!image) return reply.code(404).send({ code: 'NOT_FOUND' });
  return reply.type('image/jpeg').send(image);
});

app.put('/tasks/:id/mark', async (request, reply) => {
  const { score, annotations, idempotency_key: key } = request.body;
  const { rows } = await pool.query({
    name: 'peer_mark',
    text: MARK_SQL,
    values: [Number(request.params.id), Number(request.query.marker_id), score, JSON.stringify(annotations), key],
  });
  if (!rows[0]) return reply.code(409).send({ code: 'NOT_YOURS' });
  return { task_id: rows[0].task_id, score };
});

await app.listen({ port: Number(PORT), host: '127.0.0.1' });
const close = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', close);
process.on('SIGINT', close);
