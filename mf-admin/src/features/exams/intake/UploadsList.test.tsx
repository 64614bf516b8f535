import { screen, waitFor, within } from '@testing-library/react';
import * as api from '@mockexam/api-client';
import { messages, type ScanUpload } from '@mockexam/contracts';
import { renderAdmin, setupI18n } from '../../../test/render';
import { CYCLE, EXAM } from '../exams.fixtures';
import { POLL_MS } from './api';
import { completeness, exception, fakeApi, INTAKE_PATH, PAPER, upload } from './intake.fixtures';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  call: jest.fn(),
  getAdminCycles: jest.fn(),
  getAdminExams: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  mocked.getAdminCycles.mockResolvedValue([CYCLE]);
  mocked.getAdminExams.mockResolvedValue([EXAM]);
});

const UPLOADS = `GET /admin/exam-papers/${PAPER}/scan-uploads`;
const EXCEPTIONS = `GET /admin/exam-papers/${PAPER}/scan-exceptions`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the uploaded files', () => {
  it('are read again while the intake job reads a file, and no more once every file is done', async () => {
    // The job reads the PDF over the first three answers, then it is done.
    const answers: ScanUpload[][] = [
      [upload(2, { state: 'queued', pages: null, filed: 0, exceptions: 0, finished_at: null })],
      [upload(2, { state: 'processing', pages: 48, filed: 20, exceptions: 0, finished_at: null })],
      [upload(2, { state: 'processing', pages: 48, filed: 40, exceptions: 1, finished_at: null })],
    ];
    const done = [
      upload(2, { state: 'done', pages: 48, filed: 46, exceptions: 2 }),
      upload(1, {
        state: 'failed',
        filename: 'torn.pdf',
        pages: null,
        filed: 0,
        exceptions: 0,
        error: messages.SCAN_INTAKE_PDF_UNREADABLE,
      }),
    ];
    // The queue holds what the job queued by the time of the last answer about the files.
    let queued = 0;
    const fake = fakeApi({
      [UPLOADS]: () => {
        const uploads = answers.shift() ?? done;
        queued = uploads[0]!.exceptions;
        return { uploads };
      },
      [EXCEPTIONS]: () => ({
        total: queued,
        exceptions: Array.from({ length: queued }, (_, i) => exception(i + 1)),
      }),
      [`GET /admin/exam-papers/${PAPER}/scan-completeness`]: () => completeness(),
    });
    mocked.call.mockImplementation(fake.call as never);
    renderAdmin(`${INTAKE_PATH}&tab=uploads`);

    const table = await screen.findByRole('region', { name: 'Files uploaded for the paper' });
    expect(await within(table).findByText('Waiting to be read')).toBeInTheDocument();
    expect(await within(table).findByText('Being read', {}, { timeout: 3 * POLL_MS })).toBeInTheDocument();
    expect(await within(table).findByText('Done', {}, { timeout: 6 * POLL_MS })).toBeInTheDocument();
    const row = within(table).getByText('class-2.pdf').closest('tr')!;
    expect([...row.querySelectorAll('td')].slice(2, 5).map((td) => td.textContent)).toEqual(['48', '46', '2']);
    expect(within(table).getByText(messages.SCAN_INTAKE_PDF_UNREADABLE.en)).toBeInTheDocument();
    // The exceptions queue followed the job: read again as the files were, it counts the last two pages.
    expect(await screen.findByRole('tab', { name: 'Exceptions (2)' })).toBeInTheDocument();
    expect(fake.callsTo(EXCEPTIONS).length).toBeGreaterThan(1);

    const asked = fake.callsTo(UPLOADS).length;
    expect(asked).toBe(4);
    await pause(2.5 * POLL_MS);
    expect(fake.callsTo(UPLOADS)).toHaveLength(asked);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  });
});
