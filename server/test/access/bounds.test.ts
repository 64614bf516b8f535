// Every number and date a client can send is bounded: an extreme value gets a 400 with a
// bilingual field message, never a 500, and the in-range edges still work. ROUTES names every route that
// takes a number or a date; the coverage check reads the OpenAPI document (built from the routes' own zod
// schemas), so a new numeric field or route fails here until it is added to the table.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  MAX_AMOUNT_CENTS,
  MAX_CAPACITY,
  MAX_DUE_AHEAD_DAYS,
  MAX_OFFSET,
  MAX_PAGE,
  MY_NOTICES_MAX,
  messages,
  WRITING_CRITERIA,
  type MessageKey,
} from '@mockexam/contracts';
import { DEMO } from '../../src/seed/demo-accounts';
import { signBody } from '../../src/modules/payments/signature';
import { dbKinds } from '../support/db';
import { bearer, login, startTestApp, type TestApp } from '../support/app';
import { currentProducts, draft, multipart, newCandidate, pngBytes, postOrder, venueSession } from '../support/orders';
import { call, newTeacher, rows as schoolRows } from '../support/school';
import { openQuestionMarking } from '../../src/modules/marking/items';
import { assign, claimed, markingPaper, newMarker, settle } from '../marking/claim-fixture';

const SECRET = 'bounds-secret';
const DAY = 24 * 3600_000;
/** Number.MAX_SAFE_INTEGER + 2, written out: no JS number holds it, so it goes into the raw body as a literal. */
const UNSAFE_LITERAL = '9007199254740993';
const NUMBER_KEYS: MessageKey[] = ['NUMBER_WHOLE', 'NUMBER_TOO_SMALL', 'NUMBER_TOO_LARGE'];
const FAR_INSTANTS = ['9999-12-31T00:00:00Z', '0001-01-01T00:00:00Z', '2101-01-01T00:00:00Z', '1999-12-31T23:59:59Z'];
const FAR_DATES = ['9999-12-31', '0001-01-01', '2101-01-01', '1999-12-31'];
const INSTANT_EDGES = ['2000-01-01T00:00:00Z', '2100-12-31T23:59:59Z'];
const DATE_EDGES = ['2000-01-01', '2100-12-31'];
const money = (key: MessageKey, min: number): Pick<Field, 'range' | 'key'> => ({ range: [min, MAX_AMOUNT_CENTS], key });
const daysAhead = (days: number) => new Date(Date.now() + days * DAY).toISOString();

type Where = 'body' | 'query' | 'params';
interface Field {
  in: Where;
  /** Dotted path, as the error body's `fields` names it. */
  path: string;
  /** Whole numbers from..to. */
  range?: [number, number];
  /** An id: in-range values name nothing, so they answer 4xx (never 500); no edge succeeds. */
  id?: true;
  date?: 'date-time' | 'date';
  /** The message of every out-of-range value (default: a NUMBER_* key, or DATE_OUT_OF_RANGE). */
  key?: MessageKey;
  /** In-range values that must succeed (default: both ends of the range). */
  edges?: unknown[];
  /** Out-of-range values the route checks itself, with their message. */
  extra?: { value: unknown; key: MessageKey }[];
}
interface Req {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}
interface Route {
  /** 'METHOD /api/path/:param', as the OpenAPI document names it. */
  route: string;
  fields: Field[];
  /** A request that would succeed; called once for the refused values and again before each edge. */
  valid: () => Promise<Req>;
  /** The bank's notice: the raw body is signed. */
  signed?: true;
}
type Expect = { kind: 'refused'; keys: MessageKey[] } | { kind: 'unknown' } | { kind: 'ok' };
interface Probe {
  value: unknown;
  /** A JSON literal to send instead of `value` (body) or as the text (query, params). */
  raw?: string;
  expect: Expect;
}

/** The extreme values of a field and what each must get. */
function probes(field: Field): Probe[] {
  const list: Probe[] = [];
  if (field.range) {
    const [min, max] = field.range;
    const keys = field.key ? [field.key] : NUMBER_KEYS;
    for (const value of new Set([-1, 0, min - 1, 1.5, max + 1, 2 ** 31, 1e15, Number.MAX_SAFE_INTEGER])) {
      const inRange = Number.isInteger(value) && value >= min && value <= max;
      if (!inRange) list.push({ value, expect: { kind: 'refused', keys } });
      else if (field.id) list.push({ value, expect: { kind: 'unknown' } });
    }
    list.push({ value: undefined, raw: UNSAFE_LITERAL, expect: { kind: 'refused', keys } });
  }
  if (field.date) {
    const keys: MessageKey[] = [field.key ?? 'DATE_OUT_OF_RANGE'];
    for (const value of field.date === 'date' ? FAR_DATES : FAR_INSTANTS)
      list.push({ value, expect: { kind: 'refused', keys } });
    // A number where a date belongs is refused too (any field message).
    if (field.in === 'body') list.push({ value: 1e15, expect: { kind: 'refused', keys: [] } });
  }
  for (const extra of field.extra ?? [])
    list.push({ value: extra.value, expect: { kind: 'refused', keys: [extra.key] } });
  const edges = field.edges ?? (field.range && !field.id ? field.range : []);
  for (const value of edges) list.push({ value, expect: { kind: 'ok' } });
  return list;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const child = node[key];
    // Arrays stay arrays ('rows.0.row_no' sets the first row's row_no).
    node[key] = Array.isArray(child) ? [...child] : { ...((child as Record<string, unknown> | undefined) ?? {}) };
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]] = value;
}

// --- the OpenAPI side of the coverage check -------------------------------------------------

type JsonSchema = Record<string, unknown>;
/** Paths of the number, integer, date and date-time leaves of a JSON schema ('*' for any key or item). */
function boundedLeaves(schema: JsonSchema | undefined, prefix: string, resolve: (ref: string) => JsonSchema): string[] {
  if (!schema || typeof schema !== 'object') return [];
  if (typeof schema.$ref === 'string') return boundedLeaves(resolve(schema.$ref), prefix, resolve);
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const found: string[] = [];
  if (
    types.includes('number') ||
    types.includes('integer') ||
    schema.format === 'date' ||
    schema.format === 'date-time'
  ) {
    found.push(prefix);
  }
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key);
  for (const variant of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const each of (schema[variant] as JsonSchema[] | undefined) ?? [])
      found.push(...boundedLeaves(each, prefix, resolve));
  }
  for (const [key, child] of Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {})) {
    found.push(...boundedLeaves(child, join(key), resolve));
  }
  if (typeof schema.additionalProperties === 'object') {
    found.push(...boundedLeaves(schema.additionalProperties as JsonSchema, join('*'), resolve));
  }
  if (schema.items) found.push(...boundedLeaves(schema.items as JsonSchema, join('*'), resolve));
  return found;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** 'POST /api/x/:id' -> ['params:id', 'body:events.*', ...] for every route whose input holds a number or date. */
function boundedInputs(spec: OpenApi): Map<string, string[]> {
  const resolve = (ref: string) => spec.components?.schemas?.[ref.replace('#/components/schemas/', '')] ?? {};
  const routes = new Map<string, string[]>();
  for (const [url, operations] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const leaves = new Set<string>();
      for (const p of op.parameters ?? []) {
        const where = p.in === 'path' ? 'params' : p.in;
        for (const leaf of boundedLeaves(p.schema, p.name, resolve)) leaves.add(`${where}:${leaf}`);
      }
      for (const content of Object.values(op.requestBody?.content ?? {})) {
        for (const leaf of boundedLeaves(content.schema, '', resolve)) leaves.add(`body:${leaf}`);
      }
      if (leaves.size) routes.set(`${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`, [...leaves]);
    }
  }
  return routes;
}

/** A table path covers a schema path when they agree segment by segment ('*' takes any key). */
const covers = (tablePath: string, schemaPath: string) => {
  const a = tablePath.split(/[.:]/);
  const b = schemaPath.split(/[.:]/);
  return a.length === b.length && b.every((seg, i) => seg === '*' || seg === a[i]);
};

for (const kind of dbKinds()) {
  describe(`bounds on every number and date on ${kind}`, () => {
    let t: TestApp;
    let staff: string;
    let codes: Record<string, string>;
    before(async () => {
      t = await startTestApp(kind, undefined, { fpsNotifySecret: SECRET });
      staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
      codes = Object.fromEntries((await currentProducts(t.db)).map((p) => [p.subject_code, p.code]));
    });
    after(() => t.close());

    const asStaff = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) => {
      const response = await t.app.inject({ method, url, payload, headers: bearer(staff) });
      assert.ok(response.statusCode < 300, `${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json();
    };
    const once = <T>(make: () => Promise<T>) => {
      let made: Promise<T> | undefined;
      return () => (made ??= make());
    };

    // --- fixtures: each valid() builds on these -------------------------------------------------
    let cycleCount = 0;
    /** A cycle that is not current, so its dates and products change nothing else. */
    const freshCycle = async () => {
      cycleCount += 1;
      const code = `${2040 + cycleCount}-${String(cycleCount).padStart(2, '0')}`;
      return (await asStaff('POST', '/api/admin/cycles', { code, name_zh: code, name_en: code })).id as number;
    };
    const testVenue = once(async () => {
      const venue = { name_zh: '界限', name_en: 'Bounds', address_zh: '香港', address_en: 'Hong Kong' };
      return (await asStaff('POST', '/api/admin/venues', venue)).id as number;
    });
    const testCycle = once(freshCycle);
    const sessionBody = async () => ({
      cycle_id: await testCycle(),
      starts_at: '2030-04-01T01:00:00Z',
      ends_at: '2030-04-01T04:00:00Z',
      capacity: 10,
    });
    const testSession = once(
      async () =>
        (await asStaff('POST', `/api/admin/venues/${await testVenue()}/sessions`, await sessionBody())).id as number,
    );
    const testProduct = once(
      async () =>
        (
          await asStaff('POST', '/api/admin/products', {
            cycle_id: await freshCycle(),
            subject: 'chi',
            price_cents: 100,
          })
        ).id as number,
    );
    const newOrder = async (over: Record<string, unknown> = {}) => {
      const me = await newCandidate(t.db);
      const response = await postOrder(t.app, me.token, draft([codes.chi], over));
      assert.equal(response.statusCode, 201, response.body);
      return { me, no: response.json().enrollment_no as string };
    };
    const pendingReceipt = async () => {
      const { me, no } = await newOrder({ payment_method: 'bank' });
      const body = multipart({ id: no, agree: 'true' }, { name: 'r.png', bytes: pngBytes() });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payment/supporting_doc/upload',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(me.token) },
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json().receipt_id as number;
    };

    // A teacher of a school of its own, with a submitted list; a subject account staff made.
    const teacher = once(() => newTeacher(t.db));
    const asTeacher = async () => bearer((await teacher()).token);
    const schoolRow = async () => {
      const response = await call(
        t.app,
        (await teacher()).token,
        'POST',
        '/api/school/rows',
        schoolRows(1, 'Bound')[0],
      );
      assert.equal(response.statusCode, 200, response.body);
      const rows = response.json().rows as { row_id: number }[];
      return rows[rows.length - 1].row_id;
    };
    const submittedRow = once(async () => {
      const { token } = await teacher();
      await call(t.app, token, 'PUT', '/api/school/registration', { arrangement: 'school', expected_candidates: 1 });
      await call(t.app, token, 'POST', '/api/school/import', { rows: schoolRows(1, 'Submitted') });
      const response = await call(t.app, token, 'POST', '/api/school/submit');
      assert.equal(response.json().result, 'completed', response.body);
      return response.json().batch.rows[0].row_id as number;
    });
    /** A chi session of the current cycle with room for any school. */
    const roomySession = once(async () => {
      const { sessionId } = await venueSession(t.db, 'chi');
      await t.db.query('update venue_sessions set capacity = seats_taken + 100000 where id = $1', [sessionId]);
      return sessionId;
    });
    const schoolAccount = once(async () => {
      const { rows: school } = await t.db.query<{ id: number }>('select id from schools order by id limit 1');
      const body = { school_id: school[0].id, subject: 'hist', username: 'bounds-account', password: 'secret12' };
      return (await asStaff('POST', '/api/admin/school_accounts', body)).user_id as number;
    });

    const id: Field = { in: 'params', path: 'id', range: [1, Number.MAX_SAFE_INTEGER], id: true };
    /** A sent message of the demo candidate: staff may send it again (each resend writes a new one). */
    const sentNotice = once(async () => {
      const { rows } = await t.db.query<{ id: number }>(
        `insert into notifications (event, channel, user_id, address, locale, body, state, attempts, sent_at)
         select 'ticket.issued', 'sms', id, '61234567', 'en', 'Your admission ticket is issued', 'sent', 1, now()
           from users where realm = $1 and lower(username) = lower($2)
         returning id`,
        [DEMO.candidate.realm, DEMO.candidate.username],
      );
      return rows[0].id;
    });

    /** Every writing criterion, each out of 10. */
    const ESSAY_CRITERIA = WRITING_CRITERIA.map((code) => [code, 10] as const);
    /** A marker holding a fresh task of an essay with every writing criterion (its mark is their sum). */
    const heldEssay = async (what: 'question' | 'task' = 'question'): Promise<Req> => {
      const paper = await markingPaper(t.db, 1);
      const { rows } = await t.db.query<{ id: number }>(
        `insert into questions (exam_paper_id, label, page_location, type, section, max_score)
         values ($1, 'E', '1', 'short_essay', 'A', 80) returning id`,
        [paper.paperId],
      );
      const questionId = rows[0].id;
      for (const [order, [code, max]] of ESSAY_CRITERIA.entries()) {
        await t.db.query(
          'insert into question_criteria (question_id, code, max_score, sort_order) values ($1, $2, $3, $4)',
          [questionId, code, max, order],
        );
      }
      await settle(t.db, questionId);
      await openQuestionMarking(t.db, questionId);
      const marker = await newMarker(t.db);
      await assign(t.db, questionId, marker.id);
      const { task } = await claimed(t.app, marker, questionId);
      return { params: { id: what === 'task' ? task!.id : questionId }, headers: bearer(marker.token) };
    };

    // An exam of one paper on a cycle of its own.
    const examBody = async () => ({
      cycle_id: await freshCycle(),
      subject: 'chi',
      title1_zh: '模擬考試',
      title1_en: 'Mock',
      papers: [{ title_zh: '卷一', title_en: 'Paper 1', weight_percent: 100 }],
    });
    const newGradingExam = async () => {
      const examId = (await asStaff('POST', '/api/admin/exams', await examBody())).exam_id as number;
      const { rows } = await t.db.query<{ id: number }>('select id from exam_papers where exam_id = $1', [examId]);
      return { examId, paperId: rows[0].id };
    };
    const gradingExam = once(newGradingExam);
    /** A paper whose one question spans pages 1 and 999, the ends of a guideline's page. */
    const guidelinesPaper = once(async () => {
      const { paperId } = await newGradingExam();
      await asStaff('PUT', `/api/admin/exam-papers/${paperId}/questions`, {
        questions: [{ label: '1', page_location: '1,999', type: 'short_question', section: 'A', max_score: 1 }],
      });
      return paperId;
    });
    const blankBooksPaper = once(newGradingExam);
    /** A paper with one question on page 1, for its layout and answer books. */
    const layoutPaper = once(async () => {
      const { paperId } = await newGradingExam();
      await asStaff('PUT', `/api/admin/exam-papers/${paperId}/questions`, {
        questions: [{ label: '1', page_location: '1', type: 'short_question', section: 'A', max_score: 1 }],
      });
      const { rows } = await t.db.query<{ id: number }>('select id from questions where exam_paper_id = $1', [paperId]);
      return { paperId, questionId: rows[0].id };
    });
    const CUTS = { '1': 20, '2': 30, '3': 40, '4': 50, '5': 60, '5*': 70, '5**': 80 };
    const decimal = (path: string, key: MessageKey, refused: unknown[], edges: unknown[]): Field => ({
      in: 'body',
      path,
      extra: refused.map((value) => ({ value, key })),
      edges,
    });
    /** 0 to 100 with at most 2 decimals. */
    const percent = (path: string, edges: unknown[]) =>
      decimal(path, 'PERCENT_RANGE', [-1, -0.01, 100.01, 1e15, 12.345, '50'], edges);
    /** 0 to 200 in halves. */
    const mark = (path: string, edges: unknown[], alsoRefused: unknown[] = []) =>
      decimal(path, 'MARKS_SCORE_FORMAT', [-1, -0.5, 200.5, 1e15, 2.25, ...alsoRefused], edges);
    const bodyId = (path: string): Field => ({ in: 'body', path, range: [1, Number.MAX_SAFE_INTEGER], id: true });
    const queryId = (path: string): Field => ({ in: 'query', path, range: [1, Number.MAX_SAFE_INTEGER], id: true });

    // The demo's released Chinese report of the demo candidate, read by staff naming them, and
    // by the demo teacher (Queen's College, Chinese), whose students are in the same run.
    const demoReport = once(async () => {
      const { rows } = await t.db.query<{ exam_id: number; paper_id: number; marked_page_id: number; page_id: number }>(
        `select e.id as exam_id, p.id as paper_id, mp.id as marked_page_id, rp.id as page_id
           from exams e join exam_papers p on p.exam_id = e.id
           join report_pages rp on rp.exam_paper_id = p.id
           join marked_pages mp on mp.report_page_id = rp.id
           join candidates c on c.id = mp.candidate_id and c.candidate_no = $1
          where e.published_run_id is not null and e.subject_code = 'chi'
          order by e.id desc, p.paper_no, rp.page limit 1`,
        [DEMO.candidate.candidate_no],
      );
      assert.ok(rows[0], 'the demo seed has a released Chinese report for the demo candidate');
      return rows[0];
    });
    const demoTeacher = once(() => login(t.app, DEMO.school.realm, DEMO.school.username, DEMO.school.password));
    const named = { candidate: DEMO.candidate.candidate_no };
    const reportCall = (route: string, field: 'exam_id' | 'paper_id', extra: Field[] = []): Route => ({
      route,
      fields: [bodyId(field), ...extra],
      valid: async () => {
        const report = await demoReport();
        return { body: { ...named, [field]: report[field], ...(extra.length ? { page: 1 } : {}) } };
      },
    });
    const schoolCall = (route: string): Route => ({
      route,
      fields: [bodyId('exam_id')],
      valid: async () => ({
        body: { exam_id: (await demoReport()).exam_id },
        headers: bearer(await demoTeacher()),
      }),
    });
    const instant = (path: string, edges = INSTANT_EDGES): Field => ({ in: 'body', path, date: 'date-time', edges });

    // On-screen marking as staff and chiefs see it: papers whose candidates are scanned, markers, their
    // assignments, reference scripts and flags, each fresh where a call changes them.
    const chiefPaper = once(() => markingPaper(t.db, 2));
    const settingsPaper = once(() => markingPaper(t.db, 1));
    let markingBounds = 0;
    const freshAssignment = async () => {
      const paper = await chiefPaper();
      return assign(t.db, paper.questionId, (await newMarker(t.db)).id);
    };
    const freshReference = async () => {
      const paper = await markingPaper(t.db, 1);
      const { rows } = await t.db.query<{ id: number }>(
        `insert into marking_references (question_id, candidate_id, purpose, script_code, definitive_score)
         values ($1, $2, 'practice', $3, 1) returning id`,
        [paper.questionId, paper.candidates[0].id, `SBOUND${++markingBounds}${process.pid}`],
      );
      return rows[0].id;
    };
    /** A scanned script of a fresh paper's short question (10 marks), by its code. */
    const referenceScript = async () => {
      const paper = await markingPaper(t.db, 1);
      const listed = await asStaff('GET', `/api/marking/questions/${paper.questionId}/candidates`);
      return { questionId: paper.questionId, code: listed.scripts[0].script_code as string };
    };
    const freshFlag = async () => {
      const paper = await markingPaper(t.db, 1);
      await openQuestionMarking(t.db, paper.questionId);
      const marker = await newMarker(t.db);
      const { rows } = await t.db.query<{ id: number }>(
        `insert into marking_flags (task_id, marker_id, reason)
         select id, $2, 'blank' from marking_tasks where question_id = $1 order by id limit 1 returning id`,
        [paper.questionId, marker.id],
      );
      return rows[0].id;
    };
    const MARKING_SETTINGS = {
      step: 1,
      tolerance: 1,
      qualify_min: 3,
      seed_every: 10,
      seed_fail_limit: 2,
      double_share: 0,
      final_rule: 'mean',
      open: false,
    };
    const schoolId: Field = { in: 'body', path: 'school_id', range: [1, 2 ** 31 - 1], id: true };

    const ROUTES: Route[] = [
      {
        route: 'GET /api/admin/orders',
        fields: [
          { in: 'query', path: 'limit', range: [1, 200] },
          { in: 'query', path: 'offset', range: [0, MAX_OFFSET] },
        ],
        valid: async () => ({ query: {} }),
      },
      {
        route: 'GET /api/account/notifications',
        fields: [{ in: 'query', path: 'limit', range: [1, MY_NOTICES_MAX] }],
        valid: async () => ({ query: {}, headers: bearer(await demoTeacher()) }),
      },
      {
        route: 'POST /api/admin/orders/:id/payments',
        fields: [{ in: 'body', path: 'amount_cents', ...money('AMOUNT_RANGE', 1) }, instant('received_at')],
        valid: async () => ({ params: { id: (await newOrder()).no }, body: { method: 'fps', amount_cents: 100 } }),
      },
      {
        route: 'POST /api/admin/orders/:id/extend',
        fields: [
          {
            in: 'body',
            path: 'due_at',
            date: 'date-time',
            extra: [
              { value: daysAhead(MAX_DUE_AHEAD_DAYS + 1), key: 'DUE_AT_TOO_FAR' },
              { value: daysAhead(-1), key: 'DUE_AT_PAST' },
            ],
            edges: [daysAhead(MAX_DUE_AHEAD_DAYS - 1)],
          },
        ],
        valid: async () => ({ params: { id: (await newOrder()).no }, body: { due_at: daysAhead(5) } }),
      },
      {
        route: 'GET /api/admin/receipts',
        fields: [{ in: 'query', path: 'limit', range: [1, 200] }],
        valid: async () => ({ query: {} }),
      },
      {
        route: 'POST /api/admin/receipts/:id/approve',
        fields: [id, { in: 'body', path: 'amount_cents', ...money('AMOUNT_RANGE', 1) }],
        valid: async () => ({ params: { id: await pendingReceipt() }, body: { amount_cents: 100 } }),
      },
      {
        route: 'POST /api/admin/receipts/:id/reject',
        fields: [id],
        valid: async () => ({ params: { id: await pendingReceipt() }, body: { reason: 'Unreadable' } }),
      },
      {
        route: 'GET /api/admin/audit',
        fields: [{ in: 'query', path: 'limit', range: [1, 500] }],
        valid: async () => ({ query: {} }),
      },
      {
        route: 'PUT /api/admin/cycles/:id/current',
        fields: [id],
        valid: async () => ({ params: { id: await testCycle() } }),
      },
      {
        route: 'PUT /api/admin/cycles/:id/events',
        fields: [id, instant('events.person_enrol_start'), instant('milestones.tickets_sent_by')],
        valid: async () => ({
          params: { id: await testCycle() },
          body: { events: { person_enrol_end: '2030-01-01T00:00:00Z' } },
        }),
      },
      {
        route: 'POST /api/admin/products',
        fields: [
          bodyId('cycle_id'),
          { in: 'body', path: 'price_cents', ...money('PRICE_RANGE', 0) },
          { in: 'body', path: 'exam_date', date: 'date', edges: DATE_EDGES },
        ],
        // A fresh cycle each time: a cycle holds one product per subject.
        valid: async () => ({ body: { cycle_id: await freshCycle(), subject: 'chi', price_cents: 100 } }),
      },
      {
        route: 'PUT /api/admin/products/:id',
        fields: [
          id,
          { in: 'body', path: 'price_cents', ...money('PRICE_RANGE', 0) },
          { in: 'body', path: 'exam_date', date: 'date', edges: DATE_EDGES },
        ],
        valid: async () => ({ params: { id: await testProduct() }, body: { active: true } }),
      },
      {
        route: 'GET /api/admin/venues',
        fields: [{ in: 'query', path: 'cycle_id', range: [1, Number.MAX_SAFE_INTEGER], id: true }],
        valid: async () => ({ query: { cycle_id: await testCycle() } }),
      },
      {
        route: 'PUT /api/admin/venues/:id',
        fields: [id],
        valid: async () => ({
          params: { id: await testVenue() },
          body: { name_zh: '界限', name_en: 'Bounds', address_zh: '香港', address_en: 'Hong Kong' },
        }),
      },
      {
        route: 'POST /api/admin/venues/:id/sessions',
        fields: [
          id,
          bodyId('cycle_id'),
          // Each edge keeps the other end of the session inside it.
          instant('starts_at', ['2000-01-01T00:00:00Z']),
          instant('ends_at', ['2100-12-31T23:59:59Z']),
          { in: 'body', path: 'capacity', range: [0, MAX_CAPACITY], key: 'CAPACITY_RANGE' },
        ],
        valid: async () => ({ params: { id: await testVenue() }, body: await sessionBody() }),
      },
      {
        route: 'PUT /api/admin/venue_sessions/:id',
        fields: [id, { in: 'body', path: 'capacity', range: [0, MAX_CAPACITY], key: 'CAPACITY_RANGE' }],
        valid: async () => ({ params: { id: await testSession() }, body: { capacity: 10 } }),
      },
      {
        route: 'PUT /api/admin/postage_methods/:code',
        fields: [{ in: 'body', path: 'fee_cents', ...money('PRICE_RANGE', 0) }],
        // Not the orders' own method (ordinary_post), so order totals stay as they were.
        valid: async () => ({ params: { code: 'smart_locker' }, body: { fee_cents: 0 } }),
      },
      {
        route: 'GET /api/admin/holidays',
        fields: [{ in: 'query', path: 'year', range: [2000, 2100] }],
        valid: async () => ({ query: {} }),
      },
      {
        route: 'POST /api/admin/holidays',
        fields: [{ in: 'body', path: 'date', date: 'date', edges: DATE_EDGES }],
        valid: async () => ({ body: { date: '2030-06-01', name_zh: '假期', name_en: 'Holiday' } }),
      },
      {
        route: 'DELETE /api/admin/holidays/:date',
        fields: [{ in: 'params', path: 'date', date: 'date' }],
        valid: async () => ({ params: { date: '2030-06-02' } }),
      },
      {
        route: 'POST /api/orders',
        fields: [bodyId('venue_id')],
        valid: async () => {
          const me = await newCandidate(t.db);
          const { venueId } = await venueSession(t.db, 'chi');
          return { headers: bearer(me.token), body: draft([codes.chi], { exam_mode: 'venue', venue_id: venueId }) };
        },
      },
      {
        route: 'POST /api/payment/fps/notify',
        fields: [{ in: 'body', path: 'amount_cents', ...money('AMOUNT_RANGE', 1) }, instant('paid_at')],
        signed: true,
        valid: async () => {
          const { no } = await newOrder();
          const notice = { txn_id: `T-${randomBytes(6).toString('hex')}`, bill_number: no, amount_cents: 100 };
          return { body: { ...notice, currency: 'HKD', paid_at: new Date().toISOString() } };
        },
      },
      {
        route: 'PUT /api/school/registration',
        fields: [
          { in: 'body', path: 'venue_session_id', range: [1, 2 ** 31 - 1], id: true },
          { in: 'body', path: 'expected_candidates', range: [1, 2000], key: 'EXPECTED_CANDIDATES_RANGE' },
        ],
        valid: async () => ({
          headers: await asTeacher(),
          body: { arrangement: 'venue', venue_session_id: await roomySession(), expected_candidates: 1 },
        }),
      },
      {
        route: 'POST /api/school/import',
        fields: [{ in: 'body', path: 'rows.0.row_no', range: [1, 100_000] }],
        valid: async () => ({ headers: await asTeacher(), body: { rows: schoolRows(1, 'Import') } }),
      },
      {
        route: 'PUT /api/school/rows/:id',
        fields: [id],
        valid: async () => ({
          headers: await asTeacher(),
          params: { id: await schoolRow() },
          body: schoolRows(1, 'Edited')[0],
        }),
      },
      {
        route: 'DELETE /api/school/rows/:id',
        fields: [id],
        valid: async () => ({ headers: await asTeacher(), params: { id: await schoolRow() } }),
      },
      {
        route: 'POST /api/school/rows/:id/password',
        fields: [id],
        valid: async () => ({ headers: await asTeacher(), params: { id: await submittedRow() } }),
      },
      {
        route: 'POST /api/school/slips',
        fields: [bodyId('row_ids.0')],
        valid: async () => ({ headers: await asTeacher(), body: { row_ids: [await submittedRow()] } }),
      },
      {
        route: 'GET /api/admin/schools',
        fields: [{ in: 'query', path: 'page', range: [1, 1000] }],
        valid: async () => ({ query: {} }),
      },
      {
        route: 'GET /api/admin/notifications',
        fields: [
          ...['order_id', 'user_id', 'school_id'].map((path): Field => ({
            in: 'query',
            path,
            range: [1, Number.MAX_SAFE_INTEGER],
            edges: [1],
          })),
          { in: 'query', path: 'limit', range: [1, 200] },
          { in: 'query', path: 'offset', range: [0, MAX_OFFSET] },
        ],
        valid: async () => ({ query: {} }),
      },
      {
        route: 'POST /api/admin/notifications/:id/resend',
        fields: [id],
        valid: async () => ({ params: { id: await sentNotice() } }),
      },
      {
        route: 'GET /api/admin/schools/:id/history',
        fields: [id],
        valid: async () => ({ params: { id: (await teacher()).schoolId } }),
      },
      {
        route: 'POST /api/admin/school_accounts',
        fields: [bodyId('school_id')],
        valid: async () => ({
          body: {
            school_id: (await teacher()).schoolId,
            subject: 'eng',
            username: `bounds-${randomBytes(4).toString('hex')}`,
            password: 'secret12',
          },
        }),
      },
      {
        route: 'POST /api/admin/school_accounts/:id/password',
        fields: [id],
        valid: async () => ({ params: { id: await schoolAccount() }, body: { password: 'secret34' } }),
      },
      {
        route: 'POST /api/admin/school_accounts/:id/disabled',
        fields: [id],
        valid: async () => ({ params: { id: await schoolAccount() }, body: { disabled: false } }),
      },
      {
        // A filter: an id that names no session lists nothing (200), like any id in range.
        route: 'GET /api/admin/school_candidates',
        fields: [{ in: 'query', path: 'venue_session_id', range: [1, 2 ** 31 - 1] }],
        valid: async () => ({ query: {} }),
      },
      {
        route: 'GET /api/payment/receipts/:id/image',
        fields: [id],
        valid: async () => ({ params: { id: await pendingReceipt() } }),
      },
      // The grading back office. Percents and marks are decimals: their refused values are listed.
      {
        route: 'GET /api/admin/exams',
        fields: [{ in: 'query', path: 'cycle_id', range: [1, Number.MAX_SAFE_INTEGER], id: true }],
        valid: async () => ({ query: { cycle_id: await testCycle() } }),
      },
      {
        route: 'POST /api/admin/exams',
        fields: [bodyId('cycle_id'), percent('papers.0.weight_percent', [100])],
        valid: async () => ({ body: await examBody() }),
      },
      {
        route: 'PUT /api/admin/exams/:id',
        fields: [id, bodyId('papers.0.exam_paper_id'), percent('papers.0.weight_percent', [100])],
        valid: async () => {
          const exam = await newGradingExam();
          return {
            params: { id: exam.examId },
            body: {
              title1_zh: '模擬考試',
              title1_en: 'Mock',
              papers: [{ exam_paper_id: exam.paperId, title_zh: '卷一', title_en: 'Paper 1', weight_percent: 100 }],
            },
          };
        },
      },
      {
        route: 'PUT /api/admin/exams/:id/archived',
        fields: [id],
        valid: async () => ({ params: { id: (await newGradingExam()).examId }, body: { archived: true } }),
      },
      {
        route: 'DELETE /api/admin/exams/:id',
        fields: [id],
        valid: async () => ({ params: { id: (await newGradingExam()).examId } }),
      },
      // The exam production line: a paper's layout, its page images and answer books; scan intake.
      {
        route: 'GET /api/admin/exam-papers/:id/layout',
        fields: [id],
        valid: async () => ({ params: { id: (await layoutPaper()).paperId } }),
      },
      {
        route: 'PUT /api/admin/exam-papers/:id/layout',
        fields: [
          id,
          { in: 'body', path: 'page_count', range: [1, 64], key: 'LAYOUT_PAGE_RANGE' },
          bodyId('questions.0.question_id'),
          { in: 'body', path: 'questions.0.pages.0', range: [1, 64], key: 'LAYOUT_PAGE_RANGE', edges: [1] },
          { in: 'body', path: 'questions.0.regions.0.page', range: [1, 64], key: 'LAYOUT_PAGE_RANGE', edges: [1] },
          decimal('questions.0.regions.0.x', 'LAYOUT_REGION_OUTSIDE', [-0.01, 1.01, 1e15], [0, 0.5]),
          decimal('questions.0.regions.0.y', 'LAYOUT_REGION_OUTSIDE', [-0.01, 1.01, 1e15], [0, 0.5]),
          decimal('questions.0.regions.0.w', 'LAYOUT_REGION_OUTSIDE', [0, -0.01, 1.01, 1e15], [0.0001, 0.5]),
          decimal('questions.0.regions.0.h', 'LAYOUT_REGION_OUTSIDE', [0, -0.01, 1.01, 1e15], [0.0001, 0.5]),
        ],
        valid: async () => {
          const { paperId, questionId } = await layoutPaper();
          const region = { page: 1, x: 0.1, y: 0.1, w: 0.4, h: 0.4 };
          return {
            params: { id: paperId },
            body: { page_count: 64, questions: [{ question_id: questionId, pages: [1], regions: [region] }] },
          };
        },
      },
      {
        // In-range pages name an image that is not there (GET) or come without one (PUT): 4xx, so no edges.
        route: 'GET /api/admin/exam-papers/:id/pages/:page/image',
        fields: [id, { in: 'params', path: 'page', range: [1, 64], key: 'LAYOUT_PAGE_RANGE', edges: [] }],
        valid: async () => ({ params: { id: (await layoutPaper()).paperId, page: 1 } }),
      },
      {
        route: 'PUT /api/admin/exam-papers/:id/pages/:page/image',
        fields: [id, { in: 'params', path: 'page', range: [1, 64], key: 'LAYOUT_PAGE_RANGE', edges: [] }],
        valid: async () => ({ params: { id: (await layoutPaper()).paperId, page: 1 } }),
      },
      {
        route: 'GET /api/admin/exam-papers/:id/answer-books',
        fields: [id],
        valid: async () => ({ params: { id: (await layoutPaper()).paperId } }),
      },
      {
        route: 'GET /api/admin/exam-papers/:id/answer-books.pdf',
        fields: [id, queryId('school_id')],
        valid: async () => ({ params: { id: (await layoutPaper()).paperId } }),
      },
      {
        route: 'GET /api/admin/exam-papers/:id/blank-books.pdf',
        fields: [
          id,
          { in: 'query', path: 'count', range: [1, 500], key: 'BLANK_BOOKS_COUNT' },
          { in: 'query', path: 'from', range: [1, 999_999], key: 'BLANK_BOOKS_SERIAL' },
        ],
        // A one-page paper of its own: 500 books of it are 500 pages.
        valid: async () => ({ params: { id: (await blankBooksPaper()).paperId }, query: { count: 1 } }),
      },
      {
        route: 'GET /api/admin/exam-papers/:id/scan-uploads',
        fields: [id],
        valid: async () => ({ params: { id: (await layoutPaper()).paperId } }),
      },
      {
        route: 'GET /api/admin/exam-papers/:id/scan-exceptions',
        fields: [
          id,
          { in: 'query', path: 'offset', range: [0, 1_000_000] },
          { in: 'query', path: 'limit', range: [1, 100] },
        ],
        valid: async () => ({ params: { id: (await layoutPaper()).paperId } }),
      },
      {
        route: 'GET /api/admin/exam-papers/:id/scan-completeness',
        fields: [
          id,
          { in: 'query', path: 'offset', range: [0, 1_000_000] },
          { in: 'query', path: 'limit', range: [1, 100] },
        ],
        valid: async () => ({ params: { id: (await layoutPaper()).paperId } }),
      },
      {
        // No exception exists here: in-range ids and pages answer 404, so the page has no edges.
        route: 'GET /api/admin/scan-exceptions/:id/image',
        fields: [id],
        valid: async () => ({ params: { id: 1 }, query: { kind: 'page' } }),
      },
      {
        route: 'POST /api/admin/scan-exceptions/:id/assign',
        fields: [id, { in: 'body', path: 'page', range: [1, 64], edges: [] }],
        valid: async () => ({ params: { id: 1 }, body: { candidate_no: '30000001', page: 1 } }),
      },
      {
        route: 'POST /api/admin/scan-exceptions/:id/discard',
        fields: [id],
        valid: async () => ({ params: { id: 1 } }),
      },
      // The marker's calls, as a marker holding a fresh task of the essay (in-range ids name nothing of theirs).
      { route: 'POST /api/marking/questions/:id/claim', fields: [id], valid: async () => heldEssay() },
      { route: 'GET /api/marking/questions/:id/recent', fields: [id], valid: async () => heldEssay() },
      { route: 'GET /api/marking/tasks/:id', fields: [id], valid: async () => heldEssay('task') },
      { route: 'POST /api/marking/tasks/:id/lease', fields: [id], valid: async () => heldEssay('task') },
      { route: 'DELETE /api/marking/tasks/:id/lease', fields: [id], valid: async () => heldEssay('task') },
      {
        route: 'POST /api/marking/tasks/:id/flag',
        fields: [id],
        valid: async () => ({ ...(await heldEssay('task')), body: { reason: 'blank' } }),
      },
      {
        route: 'PUT /api/marking/tasks/:id/mark',
        fields: [
          id,
          // A mark is the sum of its criteria: 0 is the edge every field can take alone.
          mark('score', [0]),
          ...ESSAY_CRITERIA.map(([code]) => mark(`criteria.${code}`, [0])),
          { in: 'body', path: 'annotations.0.page', range: [1, 64], edges: [1] },
          ...['x', 'y', 'w'].map((axis) =>
            decimal(`annotations.0.${axis}`, 'MARKING_ANNOTATION_INVALID', [-0.1, 1.5, 1e15, '0.5'], [0, 1]),
          ),
        ],
        valid: async () => ({
          ...(await heldEssay('task')),
          body: {
            score: 0,
            criteria: Object.fromEntries(ESSAY_CRITERIA.map(([code]) => [code, 0])),
            annotations: [{ kind: 'underline', page: 1, x: 0.5, y: 0.5, w: 0.5 }],
          },
        }),
      },
      {
        // In-range ids and pages name no scanned script: 4xx, so no edges.
        route: 'GET /api/marking/tasks/:id/pages/:page/image',
        fields: [id, { in: 'params', path: 'page', range: [1, 64], key: 'LAYOUT_PAGE_RANGE', edges: [] }],
        valid: async () => ({ params: { id: 1, page: 1 } }),
      },
      {
        route: 'GET /api/marking/references/:id/pages/:page/image',
        fields: [id, { in: 'params', path: 'page', range: [1, 64], key: 'LAYOUT_PAGE_RANGE', edges: [] }],
        valid: async () => ({ params: { id: 1, page: 1 } }),
      },
      {
        route: 'GET /api/marking/questions/:id/scripts/:code/pages/:page/image',
        fields: [id, { in: 'params', path: 'page', range: [1, 64], key: 'LAYOUT_PAGE_RANGE', edges: [] }],
        valid: async () => ({ params: { id: 1, code: 'NONE', page: 1 } }),
      },
      {
        route: 'GET /api/admin/exams/:id/candidates',
        fields: [
          id,
          { in: 'query', path: 'offset', range: [0, 1_000_000] },
          { in: 'query', path: 'limit', range: [1, 5_000] },
        ],
        valid: async () => ({ params: { id: (await gradingExam()).examId } }),
      },
      {
        route: 'GET /api/admin/exam-papers/:id/questions',
        fields: [id],
        valid: async () => ({ params: { id: (await gradingExam()).paperId } }),
      },
      {
        route: 'PUT /api/admin/exam-papers/:id/questions',
        fields: [id, mark('questions.0.max_score', [10]), mark('questions.0.criteria.0.max_score', [10], [0])],
        valid: async () => ({
          params: { id: (await newGradingExam()).paperId },
          body: {
            questions: [
              {
                label: '1',
                page_location: '1',
                type: 'short_essay',
                section: 'A',
                max_score: 10,
                criteria: [{ code: 'a_content', max_score: 10 }],
              },
            ],
          },
        }),
      },
      {
        route: 'GET /api/admin/exam-papers/:id/guidelines',
        fields: [id],
        valid: async () => ({ params: { id: (await gradingExam()).paperId } }),
      },
      {
        // A page is checked against the question's pages too: the question spans both ends of the range.
        route: 'PUT /api/admin/exam-papers/:id/guidelines',
        fields: [id, { in: 'body', path: 'guidelines.0.page', range: [1, 999] }],
        valid: async () => ({
          params: { id: await guidelinesPaper() },
          body: { guidelines: [{ label: '1', page: 1, suggestion: 'x' }] },
        }),
      },
      {
        route: 'GET /api/admin/exams/:id/boundaries',
        fields: [id],
        valid: async () => ({ params: { id: (await gradingExam()).examId } }),
      },
      {
        route: 'PUT /api/admin/exams/:id/boundaries',
        fields: [
          id,
          ...Object.entries(CUTS).map(([level, cut]) => percent(`levels.${level}`, [cut])),
          percent('attain_min_score', []),
        ],
        valid: async () => ({
          params: { id: (await gradingExam()).examId },
          body: { levels: CUTS, attain_min_score: null },
        }),
      },
      {
        route: 'POST /api/admin/exam-papers/:id/marks',
        fields: [id],
        valid: async () => ({
          params: { id: (await gradingExam()).paperId },
          body: { rows: [{ candidate_no: 'ZZZZ0000' }] },
        }),
      },
      {
        route: 'POST /api/admin/exams/:id/grading-runs',
        fields: [id],
        valid: async () => ({ params: { id: (await gradingExam()).examId } }),
      },
      {
        route: 'GET /api/admin/exams/:id/grading-runs',
        fields: [id],
        valid: async () => ({ params: { id: (await gradingExam()).examId } }),
      },
      {
        route: 'POST /api/admin/exams/:id/publish',
        fields: [id, bodyId('run_id')],
        valid: async () => ({ params: { id: (await gradingExam()).examId }, body: { run_id: 1 } }),
      },
      {
        route: 'GET /api/admin/exams/:id/item-analysis',
        fields: [id],
        valid: async () => ({ params: { id: (await gradingExam()).examId } }),
      },
      // The report calls, page images, exports and the scans upload.
      reportCall('POST /api/report/get_exam', 'exam_id'),
      reportCall('POST /api/report/get_exam_by_paper', 'paper_id'),
      reportCall('POST /api/report/get_page_info', 'paper_id'),
      reportCall('POST /api/report/get_q_a_by_page', 'paper_id', [{ in: 'body', path: 'page', range: [1, MAX_PAGE] }]),
      reportCall('POST /api/report/get_guideline', 'exam_id'),
      reportCall('POST /api/report/get_candidate_exam_details', 'paper_id'),
      reportCall('POST /api/report/get_exam_analysis', 'exam_id'),
      schoolCall('POST /api/report/get_school_roster'),
      schoolCall('POST /api/report/get_school_analysis'),
      {
        route: 'GET /api/report/page_image/:id',
        fields: [id],
        valid: async () => ({ params: { id: (await demoReport()).marked_page_id }, query: { kind: 'marked' } }),
      },
      {
        route: 'GET /api/report/blank_page/:id',
        fields: [id],
        valid: async () => ({ params: { id: (await demoReport()).page_id } }),
      },
      {
        route: 'GET /api/export/scores',
        fields: [queryId('exam_id')],
        valid: async () => ({ query: { access_token: staff, exam_id: (await demoReport()).exam_id, ...named } }),
      },
      {
        route: 'GET /api/export/school_pack',
        fields: [queryId('exam_id')],
        valid: async () => {
          const token = await demoTeacher();
          return {
            query: { access_token: token, exam_id: (await demoReport()).exam_id, part: 'list' },
            headers: bearer(token),
          };
        },
      },
      {
        route: 'POST /api/admin/exam-papers/:id/scans',
        fields: [id],
        valid: async () => ({ params: { id: (await demoReport()).paper_id } }),
      },
      // On-screen marking, staff: markers, assignments, opening a paper.
      {
        route: 'POST /api/admin/markers',
        fields: [schoolId],
        valid: async () => ({
          body: { username: `bound${process.pid}x${++markingBounds}`, password: 'secret12', name: 'Bounds' },
        }),
      },
      {
        route: 'PATCH /api/admin/markers/:id',
        fields: [id, schoolId],
        valid: async () => ({ params: { id: (await newMarker(t.db)).id }, body: { name: 'Bounds' } }),
      },
      {
        route: 'GET /api/admin/exam-papers/:id/marking/assignments',
        fields: [id],
        valid: async () => ({ params: { id: (await chiefPaper()).paperId } }),
      },
      {
        route: 'POST /api/admin/exam-papers/:id/marking/assignments',
        fields: [id, bodyId('marker_id'), bodyId('question_ids.0')],
        valid: async () => {
          const paper = await chiefPaper();
          const marker = await newMarker(t.db);
          return { params: { id: paper.paperId }, body: { marker_id: marker.id, question_ids: [paper.questionId] } };
        },
      },
      {
        route: 'DELETE /api/admin/marking/assignments/:id',
        fields: [id],
        valid: async () => ({ params: { id: await freshAssignment() } }),
      },
      {
        route: 'POST /api/admin/exam-papers/:id/marking/open',
        fields: [id],
        valid: async () => ({ params: { id: (await chiefPaper()).paperId } }),
      },
      // On-screen marking, a question's chief and staff.
      {
        route: 'GET /api/marking/questions/:id/settings',
        fields: [id],
        valid: async () => ({ params: { id: (await settingsPaper()).questionId } }),
      },
      {
        route: 'PUT /api/marking/questions/:id/settings',
        fields: [
          id,
          decimal('step', 'MARKING_STEP_INVALID', [0, 2, 0.25, 1e15, '1'], [0.5, 1]),
          {
            ...mark('tolerance', [0, 10]),
            // The short question is out of 10.
            extra: [...mark('tolerance', []).extra!, { value: 10.5, key: 'MARKING_TOLERANCE_ABOVE_MAX' }],
          },
          { in: 'body', path: 'qualify_min', range: [0, 50], key: 'MARKING_QUALIFY_MIN_RANGE' },
          { in: 'body', path: 'seed_every', range: [0, 100], key: 'MARKING_SEED_EVERY_RANGE' },
          { in: 'body', path: 'seed_fail_limit', range: [1, 20], key: 'MARKING_SEED_FAIL_LIMIT_RANGE' },
          { in: 'body', path: 'double_share', range: [0, 100], key: 'MARKING_DOUBLE_SHARE_RANGE' },
        ],
        valid: async () => ({ params: { id: (await settingsPaper()).questionId }, body: MARKING_SETTINGS }),
      },
      {
        route: 'GET /api/marking/questions/:id/references',
        fields: [id],
        valid: async () => ({ params: { id: (await chiefPaper()).questionId } }),
      },
      {
        route: 'POST /api/marking/questions/:id/references',
        fields: [
          id,
          mark('definitive_score', [0, 10]),
          // A short question takes no criteria: no edge succeeds.
          ...WRITING_CRITERIA.map((code) => mark(`definitive_criteria.${code}`, [])),
        ],
        valid: async () => {
          const { questionId, code } = await referenceScript();
          return {
            params: { id: questionId },
            body: { script_code: code, purpose: 'practice', definitive_score: 5 },
          };
        },
      },
      {
        route: 'DELETE /api/marking/references/:id',
        fields: [id],
        valid: async () => ({ params: { id: await freshReference() } }),
      },
      {
        route: 'GET /api/marking/questions/:id/candidates',
        fields: [
          id,
          { in: 'query', path: 'offset', range: [0, 1_000_000] },
          { in: 'query', path: 'limit', range: [1, 100] },
        ],
        valid: async () => ({ params: { id: (await chiefPaper()).questionId } }),
      },
      {
        route: 'GET /api/marking/questions/:id/flags',
        fields: [id],
        valid: async () => ({ params: { id: (await chiefPaper()).questionId } }),
      },
      {
        route: 'POST /api/marking/flags/:id/resolve',
        fields: [id],
        valid: async () => ({ params: { id: await freshFlag() }, body: { requeue: false } }),
      },
      {
        route: 'GET /api/marking/papers/:id/progress',
        fields: [id],
        valid: async () => ({ params: { id: (await chiefPaper()).paperId } }),
      },
      {
        route: 'POST /api/marking/assignments/:id/pause',
        fields: [id],
        valid: async () => ({ params: { id: await freshAssignment() } }),
      },
      {
        route: 'POST /api/marking/assignments/:id/resume',
        fields: [id],
        valid: async () => ({ params: { id: await freshAssignment() } }),
      },
      {
        route: 'POST /api/marking/assignments/:id/send-back',
        fields: [id, instant('since')],
        valid: async () => ({ params: { id: await freshAssignment() }, body: { since: null } }),
      },
    ];

    /** Sends the valid request with one field set to the probe's value. */
    const send = async (route: Route, req: Req, field: Field, probe: Probe) => {
      const [method, template] = route.route.split(' ');
      const text = probe.raw ?? String(probe.value);
      const params = { ...req.params, ...(field.in === 'params' ? { [field.path]: text } : {}) };
      const url = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(req.query ?? {})) query.set(name, String(value));
      if (field.in === 'query') query.set(field.path, text);
      let payload: string | undefined;
      if (req.body || field.in === 'body') {
        const body = structuredClone(req.body ?? {});
        const marker = `__raw_${randomBytes(4).toString('hex')}__`;
        if (field.in === 'body') setPath(body, field.path, probe.raw === undefined ? probe.value : marker);
        payload = JSON.stringify(body).replace(`"${marker}"`, probe.raw ?? '');
      }
      const headers: Record<string, string> = {
        ...bearer(staff),
        'idempotency-key': randomBytes(8).toString('hex'),
        'x-locale': 'en',
        ...req.headers,
      };
      if (payload !== undefined) headers['content-type'] = 'application/json';
      if (route.signed && payload !== undefined) headers['x-signature'] = signBody(SECRET, payload);
      return t.app.inject({
        method: method as 'GET',
        url: query.size ? `${url}?${query}` : url,
        payload,
        headers,
      });
    };

    for (const route of ROUTES) {
      it(`${route.route}: extreme values get a 400 with a bilingual field message; the edges work`, async () => {
        const base = await route.valid();
        for (const field of route.fields) {
          for (const probe of probes(field)) {
            const label = `${route.route} ${field.in}.${field.path} = ${probe.raw ?? JSON.stringify(probe.value)}`;
            const response = await send(route, probe.expect.kind === 'ok' ? await route.valid() : base, field, probe);
            assert.ok(response.statusCode < 500, `${label}: ${response.statusCode} ${response.body}`);
            if (probe.expect.kind === 'ok') {
              assert.ok(response.statusCode < 300, `${label}: ${response.statusCode} ${response.body}`);
            } else if (probe.expect.kind === 'unknown') {
              assert.ok(response.statusCode >= 400, `${label}: ${response.statusCode} ${response.body}`);
            } else {
              assert.equal(response.statusCode, 400, `${label}: ${response.body}`);
              const message = response.json().fields?.[field.path] as { en?: string; 'zh-hk'?: string } | undefined;
              assert.ok(
                message?.en && message['zh-hk'],
                `${label}: no bilingual message for ${field.path}: ${response.body}`,
              );
              const keys = probe.expect.keys;
              assert.ok(
                keys.length === 0 ||
                  keys.some((k) => messages[k].en === message.en && messages[k]['zh-hk'] === message['zh-hk']),
                `${label}: expected ${keys.join(' or ')}, got ${JSON.stringify(message)}`,
              );
            }
          }
        }
      });
    }

    it('the table names every route and field that takes a number or a date (from the OpenAPI document)', () => {
      const inputs = boundedInputs(t.app.swagger() as unknown as OpenApi);
      const table = new Map(ROUTES.map((r) => [r.route, r.fields.map((f) => `${f.in}:${f.path}`)]));
      for (const [route, leaves] of inputs) {
        const listed = table.get(route);
        assert.ok(listed, `${route} takes ${leaves.join(', ')} but is not in the bounds table`);
        for (const leaf of leaves) {
          assert.ok(
            listed.some((path) => covers(path, leaf)),
            `${route}: ${leaf} is not in the bounds table`,
          );
        }
      }
      for (const route of table.keys()) assert.ok(inputs.has(route), `${route} is in the table but takes no number`);
    });

    it('a staff payment that would push the paid total past its 32-bit column is refused, not a 500', async () => {
      const { no } = await newOrder();
      await t.db.query('update orders set paid_cents = $2 where enrollment_no = $1', [no, 2 ** 31 - 1 - 50]);
      const pay = (amount: number) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${no}/payments`,
          payload: { method: 'bank', amount_cents: amount },
          headers: bearer(staff),
        });
      const refused = await pay(51);
      assert.equal(refused.statusCode, 400, refused.body);
      assert.deepEqual(refused.json().fields, { amount_cents: messages.AMOUNT_RANGE });
      assert.equal((await pay(50)).statusCode, 200);
    });
  });
}
