import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@mockexam/api-client';
import { messages, SCAN_INTAKE_FILE_NAME, SCAN_INTAKE_MAX_BYTES, SCAN_TUS_PATH } from '@mockexam/contracts';
import { i18n } from '@mockexam/i18n';
import { sessionStore } from '@mockexam/session';
import { renderAdmin, setupI18n } from '../../../test/render';
import { CYCLE, EXAM } from '../exams.fixtures';
import { fakeApi, INTAKE_PATH, PAPER } from './intake.fixtures';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  call: jest.fn(),
  getAdminCycles: jest.fn(),
  getAdminExams: jest.fn(),
}));
// The browser's tus-js-client (jest would pick its Node build), sending through the XMLHttpRequest below.
jest.mock('tus-js-client', () => jest.requireActual('tus-js-client/lib.es5/browser/index.js'));
const mocked = api as jest.Mocked<typeof api>;

const MB = 1024 * 1024;
const ORIGIN = window.location.origin;

/**
 * The server's side of tus (POST creates, HEAD tells the offset, PATCH appends) behind a fake
 * XMLHttpRequest: it keeps every request, refuses as the intake does, and can drop a connection after
 * part of a chunk arrived.
 */
class FakeTus {
  uploads = new Map<string, { length: number; offset: number; filename: string }>();
  requests: { method: string; url: string; headers: Record<string, string> }[] = [];
  /** PATCH requests (counted from 1) whose connection drops after this many bytes arrived. */
  drops = new Map<number, number>();
  private patches = 0;

  handle(xhr: FakeXhr, body: Blob | null) {
    this.requests.push({ method: xhr.method, url: xhr.url, headers: xhr.headers });
    const id = xhr.url.slice(`${ORIGIN}${SCAN_TUS_PATH}/`.length);
    if (xhr.method === 'POST') return this.create(xhr);
    const upload = this.uploads.get(id);
    if (!upload) return xhr.respond(404);
    const offsetHeaders = { 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.length) };
    if (xhr.method === 'HEAD') return xhr.respond(200, offsetHeaders);
    if (Number(xhr.headers['upload-offset']) !== upload.offset) return xhr.respond(409);
    const drop = this.drops.get(++this.patches);
    if (drop !== undefined) {
      upload.offset += drop;
      return xhr.drop();
    }
    upload.offset += body?.size ?? 0;
    return xhr.respond(204, { 'Upload-Offset': String(upload.offset) });
  }

  private create(xhr: FakeXhr) {
    const metadata = Object.fromEntries(
      xhr.headers['upload-metadata']!.split(',').map((pair) => {
        const [key, value] = pair.split(' ');
        return [key, atob(value ?? '')];
      }),
    );
    const length = Number(xhr.headers['upload-length']);
    const refuse = (status: number, key: keyof typeof messages) =>
      xhr.respond(status, {}, JSON.stringify({ code: key, msg_en: messages[key].en, msg_zh: messages[key]['zh-hk'] }));
    if (!SCAN_INTAKE_FILE_NAME.test(metadata.filename ?? '')) return refuse(400, 'SCAN_INTAKE_FILE_NAME');
    if (metadata.exam_paper_id !== String(PAPER)) return refuse(404, 'NOT_FOUND');
    // The server's limit may be lower than the page knows: its answer is what staff read.
    if (metadata.filename!.startsWith('over-limit')) return refuse(413, 'SCAN_INTAKE_TOO_LARGE');
    const id = `u${this.uploads.size + 1}`;
    this.uploads.set(id, { length, offset: 0, filename: metadata.filename! });
    return xhr.respond(201, { Location: `${ORIGIN}${SCAN_TUS_PATH}/${id}` });
  }
}

let server: FakeTus;

class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: ((error: unknown) => void) | null = null;
  private answerHeaders: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return this.answerHeaders[name.toLowerCase()] ?? null;
  }
  send(body: Blob | null) {
    setTimeout(() => server.handle(this, body));
  }
  abort() {}
  respond(status: number, headers: Record<string, string> = {}, text = '') {
    this.status = status;
    this.responseText = text;
    this.answerHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    this.onload?.();
  }
  drop() {
    this.onerror?.(new Error('connection dropped'));
  }
}

const realXhr = window.XMLHttpRequest;
let uploadsAnswered: () => number;

beforeAll(() => setupI18n('en'));
beforeEach(async () => {
  jest.resetAllMocks();
  await i18n.changeLanguage('en');
  localStorage.clear();
  server = new FakeTus();
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  sessionStore.setState({ token: 'staff-token' });
  mocked.getAdminCycles.mockResolvedValue([CYCLE]);
  mocked.getAdminExams.mockResolvedValue([EXAM]);
  const fake = fakeApi({
    [`GET /admin/exam-papers/${PAPER}/scan-uploads`]: () => ({ uploads: [] }),
    [`GET /admin/exam-papers/${PAPER}/scan-exceptions`]: () => ({ total: 0, exceptions: [] }),
    [`GET /admin/exam-papers/${PAPER}/scan-completeness`]: () => ({
      page_count: 12,
      entered: 0,
      complete: 0,
      missing: 0,
      absent: 0,
      list: 'missing',
      total: 0,
      candidates: [],
    }),
  });
  mocked.call.mockImplementation(fake.call as never);
  uploadsAnswered = () => fake.callsTo(`GET /admin/exam-papers/${PAPER}/scan-uploads`).length;
});
afterEach(() => {
  window.XMLHttpRequest = realXhr;
});

const file = (name: string, bytes: number, type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 1_700_000_000_000 });
/** A file that says it is `bytes` long without holding them. */
const claiming = (name: string, bytes: number) => {
  const f = file(name, 1, 'image/png');
  Object.defineProperty(f, 'size', { value: bytes });
  return f;
};

async function drop(files: File[]) {
  renderAdmin(INTAKE_PATH);
  const input = await screen.findByLabelText(/^Scanned files to upload for/, { selector: 'input' });
  // Dropped files are not filtered by the input's accept list.
  await userEvent.setup({ applyAccept: false }).upload(input, files);
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

describe('scan upload', () => {
  it('refuses before sending what the server would refuse, in its words, and sends none of it', async () => {
    await drop([
      file('notes.txt', 10, 'text/plain'),
      file('empty.pdf', 0),
      claiming('page-1.png', SCAN_INTAKE_MAX_BYTES.image + 1),
    ]);
    expect(within(rowOf('notes.txt')).getByRole('alert')).toHaveTextContent(messages.SCAN_INTAKE_FILE_NAME.en);
    expect(within(rowOf('empty.pdf')).getByRole('alert')).toHaveTextContent(messages.SCAN_INTAKE_EMPTY.en);
    expect(within(rowOf('page-1.png')).getByRole('alert')).toHaveTextContent(messages.SCAN_INTAKE_TOO_LARGE.en);
    expect(screen.getByText('Sent: 0 of 0. Not sent: 3.')).toBeInTheDocument();
    // The same reasons follow the page's language.
    await act(() => i18n.changeLanguage('zh-hk'));
    expect(within(rowOf('empty.pdf')).getByRole('alert')).toHaveTextContent(messages.SCAN_INTAKE_EMPTY['zh-hk']);
    expect(server.requests).toEqual([]);
  });

  it('sends a file in chunks with the staff token, and goes on from where a dropped connection stopped', async () => {
    const size = 12 * MB;
    // The second chunk's connection drops after 2 MB of it arrived.
    server.drops.set(2, 2 * MB);
    await drop([file('class-5a.pdf', size)]);

    await waitFor(() => expect(within(rowOf('class-5a.pdf')).getByText('100%')).toBeInTheDocument());
    expect(server.uploads.get('u1')).toEqual({ length: size, offset: size, filename: 'class-5a.pdf' });
    expect(server.requests.map((r) => `${r.method} ${r.headers['upload-offset'] ?? ''}`.trim())).toEqual([
      'POST',
      'PATCH 0',
      `PATCH ${5 * MB}`,
      'HEAD',
      `PATCH ${7 * MB}`,
    ]);
    expect(new Set(server.requests.map((r) => r.headers.authorization))).toEqual(new Set(['Bearer staff-token']));
    expect(screen.getByText('Sent: 1 of 1. Not sent: 0.')).toBeInTheDocument();
    // The finished file joins the paper's uploaded files at once.
    await waitFor(() => expect(uploadsAnswered()).toBeGreaterThan(1));
  });

  it("shows the server's refusal of a file in both languages and sends the others", async () => {
    await drop([file('over-limit.pdf', 100), file('class-5b.pdf', 100)]);
    const refused = await within(rowOf('over-limit.pdf')).findByRole('alert');
    expect(refused).toHaveTextContent(messages.SCAN_INTAKE_TOO_LARGE.en);
    await waitFor(() => expect(within(rowOf('class-5b.pdf')).getByText('100%')).toBeInTheDocument());
    await act(() => i18n.changeLanguage('zh-hk'));
    expect(within(rowOf('over-limit.pdf')).getByRole('alert')).toHaveTextContent(
      messages.SCAN_INTAKE_TOO_LARGE['zh-hk'],
    );
    expect(server.requests.filter((r) => r.method === 'POST').map((r) => r.headers['x-locale'])).toEqual(['en', 'en']);
  });
});
