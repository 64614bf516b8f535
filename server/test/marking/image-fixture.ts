// A realistic scanned answer-book page for the marking images: the printed book page (its code, header,
// ruled answer space and the layout's regions) drawn by the answer-book printer, written on in blue pen
// (Chinese prose on every ruled line of the answer space), rasterised at the intake's 150 dpi as a
// scanner would, with a scanner's grain on top.
import type { Annotation } from '@mockexam/contracts';
import sharp from 'sharp';
import type { Queryable } from '../../src/db';
import type { FileStore } from '../../src/lib/file-store';
import { createSession } from '../../src/modules/accounts/sessions';
import { drawBookPage, newBookDocument } from '../../src/modules/exams/answer-book-pdf';
import type { PrintedPaper } from '../../src/modules/exams/answer-book-queries';
import { RENDER_DPI } from '../../src/modules/scans/page-images';
import { createReportFixture, type ReportFixture } from '../support/report-fixture';

const PROSE =
  '作者借景抒情，以秋日落葉寫出對故鄉的思念。文中「歸雁」一詞既寫眼前之景，亦暗示遊子欲歸而不得的無奈，' +
  '情景交融，令讀者感同身受。第二段轉寫童年往事，筆調由哀轉暖，與首段形成對比，突出今昔之別。';

/** The PDF of one written-on page of a paper whose question 1 fills the answer space of page 1. */
async function writtenPagePdf(paperId: number): Promise<Buffer> {
  const paper: PrintedPaper = {
    exam_paper_id: paperId,
    exam_id: 1,
    subject_code: 'chi',
    cycle_id: 1,
    exam_title_zh: '模擬考試',
    exam_title_en: 'Mock Examination',
    paper_no: 1,
    paper_title_zh: '閱讀能力',
    paper_title_en: 'Reading',
    page_count: 2,
    questions: [{ label: '1', pages: [1], regions: [{ page: 1, x: 0.06, y: 0.16, w: 0.88, h: 0.78 }] }],
  };
  const doc = await newBookDocument('scan');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  drawBookPage(doc, paper, { kind: 'candidate', candidate_no: 'AB123456' }, 1, { lines: ['AB123456'] });
  // Handwriting on the ruled lines of the answer space.
  doc.fillColor('#1c2a78').fontSize(13);
  for (let line = 0, y = 150; y < 770; line += 1, y += 22.6) {
    const start = (line * 17) % PROSE.length;
    const text = (PROSE + PROSE).slice(start, start + 30 - (line % 4));
    doc.text(text, 52 + (line % 3) * 2, y, { lineBreak: false });
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The page as a scanner writes it: a PNG at 150 dpi (1240 x 1754) with grain. */
export async function scannedPage(paperId = 1): Promise<Buffer> {
  const mupdf = await import('mupdf');
  const document = mupdf.Document.openDocument(await writtenPagePdf(paperId), 'application/pdf');
  try {
    const page = document.loadPage(0);
    const scale = RENDER_DPI / 72;
    const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
    const width = pixmap.getWidth();
    const height = pixmap.getHeight();
    const pixels = Buffer.from(pixmap.getPixels());
    pixmap.destroy();
    page.destroy();
    // A scanner's grain: a seeded ±6 on every sample, paper a shade off white.
    let seed = 12345;
    for (let i = 0; i < pixels.length; i += 1) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const grain = ((seed >>> 16) % 13) - 6;
      pixels[i] = Math.max(0, Math.min(255, pixels[i] - 4 + grain));
    }
    return await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
  } finally {
    document.destroy();
  }
}

// --- a marked script: the report fixture's exam, marked on screen ---------------------------------

export interface TestMarker {
  id: number;
  token: string;
}

export interface ImageFixture {
  report: ReportFixture;
  /** Question 2 (4 marks, pages 1 and 2) and question 3 (10 marks, page 2) of paper 1. */
  q2: number;
  q3: number;
  /** a1's live items of Q2 and Q3, and their script codes. */
  items: { q2: number; q3: number };
  codes: { q2: string; q3: string };
  /** A Q2 reference script made from a1's answer, and a practice task of it for `trainee`. */
  referenceId: number;
  /** Marks Q2 (task `task` is theirs), marks Q2 too (holds no task), the chief of Q2, a trainee of Q2. */
  markers: { holder: TestMarker; other: TestMarker; chief: TestMarker; trainee: TestMarker };
  /** Round 1 of a1's Q2 item, held by `holder`. */
  task: number;
}

let markerCount = 0;

async function newMarker(q: Queryable): Promise<TestMarker> {
  markerCount += 1;
  const { rows } = await q.query<{ id: number }>(
    `insert into users (realm, username, display_name) values ('staff-realm', $1, 'Marker') returning id`,
    [`image-marker-${process.pid}-${markerCount}-${Date.now()}`],
  );
  const id = rows[0].id;
  await q.query("insert into staff (user_id, role) values ($1, 'marker')", [id]);
  await q.query('insert into markers (user_id) values ($1)', [id]);
  const session = await createSession(
    q,
    { role: 'marker', realm: 'staff-realm', userId: id, candidateId: null, schoolId: null, subjectCode: null },
    { persist: false },
  );
  return { id, token: session.token };
}

const idOf = async (q: Queryable, sql: string, params: unknown[]) =>
  (await q.query<{ id: number }>(sql, params)).rows[0].id;

/**
 * The report fixture with a1's pages 1 and 2 scanned (realistic pages), Q2 and Q3 laid out, a1's items of
 * both, a round-1 task of the Q2 item held by a marker, a reference script of Q2 and four markers.
 */
export async function imageFixture(q: Queryable, files: FileStore): Promise<ImageFixture> {
  const report = await createReportFixture(q, files);
  const [, q2, q3] = report.questions;
  const scan = await scannedPage(report.paper1);
  await files.put('scans/fixture/a1-1.png', scan, 'image/png');
  await files.put('scans/fixture/a1-2.png', scan, 'image/png');
  await q.query(
    `insert into question_regions (question_id, page, x, y, w, h)
     values ($1, 1, 0.06, 0.16, 0.88, 0.78), ($1, 2, 0.06, 0.16, 0.88, 0.30), ($2, 2, 0.06, 0.50, 0.88, 0.44)`,
    [q2, q3],
  );
  const markers = {
    holder: await newMarker(q),
    other: await newMarker(q),
    chief: await newMarker(q),
    trainee: await newMarker(q),
  };
  for (const [who, role] of [
    ['holder', 'marker'],
    ['other', 'marker'],
    ['chief', 'chief'],
    ['trainee', 'marker'],
  ] as const) {
    await q.query('insert into marking_assignments (question_id, marker_id, role) values ($1, $2, $3)', [
      q2,
      markers[who].id,
      role,
    ]);
  }
  const stamp = `${process.pid}${Date.now().toString(36)}`.toUpperCase();
  const codes = { q2: `IMG${stamp}A`, q3: `IMG${stamp}B` };
  const item = (questionId: number, code: string) =>
    idOf(q, 'insert into marking_items (question_id, candidate_id, script_code) values ($1, $2, $3) returning id', [
      questionId,
      report.candidates.a1.id,
      code,
    ]);
  const items = { q2: await item(q2, codes.q2), q3: await item(q3, codes.q3) };
  const task = await idOf(
    q,
    `insert into marking_tasks (question_id, item_id, round, marker_id, lease_until)
     values ($1, $2, 1, $3, now() + interval '10 minutes') returning id`,
    [q2, items.q2, markers.holder.id],
  );
  const referenceId = await idOf(
    q,
    `insert into marking_references (question_id, candidate_id, purpose, script_code, definitive_score)
     values ($1, $2, 'practice', $3, 3) returning id`,
    [q2, report.candidates.a1.id, `REF${stamp}`],
  );
  await q.query('insert into marking_tasks (question_id, reference_id, marker_id) values ($1, $2, $3)', [
    q2,
    referenceId,
    markers.trainee.id,
  ]);
  return { report, q2, q3, items, codes, referenceId, markers, task };
}

let keys = 0;

/** A submitted mark of a task of the item (made here when the round has none), with its annotations. */
export async function markItem(
  q: Queryable,
  fixture: ImageFixture,
  item: number,
  round: number,
  marker: TestMarker,
  score: number,
  annotations: Annotation[],
): Promise<void> {
  const question = item === fixture.items.q2 ? fixture.q2 : fixture.q3;
  const task = await idOf(
    q,
    `insert into marking_tasks (question_id, item_id, round, marker_id, state) values ($1, $2, $3, $4, 'done')
     on conflict (item_id, round) do update set state = 'done', marker_id = excluded.marker_id returning id`,
    [question, item, round, marker.id],
  );
  keys += 1;
  await q.query(
    `insert into marking_marks (task_id, marker_id, score, annotations, idempotency_key) values ($1, $2, $3, $4, $5)
     on conflict (task_id) do update set score = excluded.score, annotations = excluded.annotations, updated_at = now()`,
    [task, marker.id, score, JSON.stringify(annotations), `image-${keys}`],
  );
}

/** Makes the item's mark final. */
export async function finalise(q: Queryable, item: number, score: number): Promise<void> {
  await q.query("update marking_items set state = 'final', final_score = $2, finalised_at = now() where id = $1", [
    item,
    score,
  ]);
}
