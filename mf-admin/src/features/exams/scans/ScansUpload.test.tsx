import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@mockexam/api-client';
import { ApiError } from '@mockexam/api-client';
import { renderAdmin, setupI18n } from '../../../test/render';
import { CYCLE, EXAM, paperQuestions } from '../exams.fixtures';
import { createUnzipWorker } from './createUnzipWorker';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  uploadScans: jest.fn(),
  getAdminCycles: jest.fn(),
  getAdminExams: jest.fn(),
  getPaperQuestions: jest.fn(),
  getPaperGuidelines: jest.fn(),
}));
jest.mock('./createUnzipWorker', () => ({ createUnzipWorker: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;

const UNKNOWN = { en: 'No candidate has this candidate number', 'zh-hk': '沒有此考生編號的考生' };
const png = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });
const stored = (files: File[]) => ({
  stored: files.map((f) => ({ file: f.name, candidate_no: f.name.slice(0, 8), page: 1, kind: 'scan' as const })),
});
/** The files of each upload call, by name. */
const sentNames = () => mocked.uploadScans.mock.calls.map(([, files]) => files.map((f) => f.name));

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  mocked.getAdminCycles.mockResolvedValue([CYCLE]);
  mocked.getAdminExams.mockResolvedValue([EXAM]);
  mocked.getPaperQuestions.mockImplementation(async (id) => paperQuestions(id, true));
  mocked.getPaperGuidelines.mockImplementation(async (id) => ({ exam_paper_id: id, guidelines: [] }));
});

async function choose(files: File[]) {
  renderAdmin('/en/admin/exams/3?cycle=7');
  const input = await screen.findByLabelText('Scanned pages of paper 1 to upload', { selector: 'input' });
  await userEvent.upload(input, files);
}

const upload = () => fireEvent.click(screen.getByText('Upload', { selector: 'button span' }));
const problemRows = async () => {
  const table = (await screen.findByText(/^Files not stored \(/, { selector: 'caption' })).closest('table')!;
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
};

describe('scans upload', () => {
  it('leaves out a misnamed file, then uploads the rest in calls of at most 200 files', async () => {
    const files = Array.from({ length: 250 }, (_, n) => png(`2000${String(n).padStart(4, '0')}_p1.png`));
    mocked.uploadScans.mockImplementation(async (_, files) => stored(files));
    await choose([...files, png('scan 1.png')]);
    expect(await screen.findByText('Ready to upload: 250 images (0.0 MB).')).toBeInTheDocument();
    upload();
    expect(await screen.findByText('Pages stored: 250.')).toBeInTheDocument();
    expect(sentNames().map((names) => names.length)).toEqual([200, 50]);
    expect(mocked.uploadScans.mock.calls[0]![0]).toBe(31);
    expect(await problemRows()).toEqual([
      ['scan 1.png', 'The name is not <candidate number>_p<page>[_marked].png or .jpg'],
    ]);
  });

  it("lists the server's reason per file, and the files of the refused call that were not stored", async () => {
    mocked.uploadScans.mockRejectedValue(
      new ApiError(400, 'SCAN_UPLOAD_REFUSED', 'x', undefined, { '20000001_p1.png': UNKNOWN }),
    );
    await choose([png('20000001_p1.png'), png('20000002_p1.png')]);
    upload();
    expect(await screen.findByText('Pages stored: 0.')).toBeInTheDocument();
    expect(await problemRows()).toEqual([
      ['20000001_p1.png', UNKNOWN.en],
      [
        '20000002_p1.png',
        'Not stored: another file sent with it was refused (each call is all or nothing). Upload it again.',
      ],
    ]);
  });

  it('opens a zip in the worker, terminates it, and adds its images', async () => {
    const worker = {
      onmessage: null as ((event: { data: unknown }) => void) | null,
      onerror: null,
      onmessageerror: null,
      terminate: jest.fn(),
      postMessage: jest.fn(() =>
        setTimeout(() =>
          worker.onmessage?.({
            data: {
              files: [{ name: '20000009_p2_marked.png', bytes: new Uint8Array(20) }],
              skipped: [{ name: '20000009_p3.png', reason: 'too_large' }],
              ignored: 1,
            },
          }),
        ),
      ),
    };
    (createUnzipWorker as jest.Mock).mockReturnValue(worker);
    mocked.uploadScans.mockImplementation(async (_, files) => stored(files));
    await choose([new File([new Uint8Array(30)], 'pages.zip', { type: 'application/zip' })]);
    expect(await screen.findByText('Ready to upload: 1 image (0.0 MB).')).toBeInTheDocument();
    expect(worker.terminate).toHaveBeenCalled();
    expect(await problemRows()).toEqual([['20000009_p3.png', 'In the zip: larger than 5 MB, not opened']]);
    upload();
    await waitFor(() => expect(sentNames()).toEqual([['20000009_p2_marked.png']]));
  });
});
