import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@mockexam/api-client';
import { ApiError } from '@mockexam/api-client';
import { messages } from '@mockexam/contracts';
import { renderAdmin, setupI18n } from '../../../test/render';
import { CYCLE, EXAM, paperQuestions } from '../exams.fixtures';
import { createMarksWorker } from './createMarksWorker';
import { MARKS_MAX_BYTES } from './readMarksWorkbook';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getAdminCycles: jest.fn(),
  getAdminExams: jest.fn(),
  getPaperQuestions: jest.fn(),
  getPaperGuidelines: jest.fn(),
  importMarks: jest.fn(),
}));
jest.mock('./createMarksWorker', () => ({ createMarksWorker: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;
const createWorker = createMarksWorker as jest.MockedFunction<typeof createMarksWorker>;

/** A stand-in worker that answers `answer` to whatever it is sent (or never, when null). */
function fakeWorker(answer: unknown) {
  const worker = {
    onmessage: null as ((event: { data: unknown }) => void) | null,
    onerror: null,
    onmessageerror: null,
    terminate: jest.fn(),
    postMessage: jest.fn(() => {
      if (answer !== null) setTimeout(() => worker.onmessage?.({ data: answer }));
    }),
  };
  createWorker.mockReturnValue(worker as unknown as Worker);
  return worker;
}

const GOOD_ROWS = [
  {
    candidate_no: '2000 0002',
    scores: { Q1: 3, Q3: null },
    answers: { Q2: ['B'] },
    criteria: { Q3: { a_content: 8, a_tone: 7 } },
  },
  { candidate_no: '20000003', scores: { Q1: 4, Q2: 0, Q3: null } },
];
const xlsx = (size = 10) => new File([new Uint8Array(size)], 'marks.xlsx');

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  mocked.getAdminCycles.mockResolvedValue([CYCLE]);
  mocked.getAdminExams.mockResolvedValue([EXAM]);
  mocked.getPaperQuestions.mockImplementation(async (id) => paperQuestions(id, false));
  mocked.getPaperGuidelines.mockImplementation(async (id) => ({ exam_paper_id: id, guidelines: [] }));
});

async function importFile(file: File) {
  renderAdmin('/en/admin/home?section=exams&cycle=7&exam=3');
  const input = await screen.findByLabelText('Marks workbook of paper 1 to import', { selector: 'input' });
  await userEvent.upload(input, file);
}

const errorRows = async () => {
  const table = (await screen.findByText(/^Rows with errors \(/, { selector: 'caption' })).closest('table')!;
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
};

describe('marks import', () => {
  it('reads the workbook in the worker, terminates it, and sends the rows the contracts accept', async () => {
    const worker = fakeWorker({ rows: GOOD_ROWS, rowNumbers: [2, 3] });
    mocked.importMarks.mockResolvedValue({ rows_written: 2, unpublished_run_id: null });
    await importFile(xlsx());
    await waitFor(() => expect(mocked.importMarks).toHaveBeenCalled());
    expect(worker.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({
        maxRows: 25_000,
        columns: expect.arrayContaining([expect.objectContaining({ header: 'Q3.a_tone' })]),
      }),
      [expect.any(ArrayBuffer)],
    );
    expect(worker.terminate).toHaveBeenCalled();
    // The candidate number as the contracts read it (spaces dropped).
    expect(mocked.importMarks.mock.calls[0]![0]).toBe(31);
    expect(mocked.importMarks.mock.calls[0]![1][0]).toMatchObject({ candidate_no: '20000002' });
    expect(await screen.findByText('Marks imported: 2 rows written.')).toBeInTheDocument();
  });

  it('lists the rows the contracts refuse, by sheet row and column, and sends nothing', async () => {
    fakeWorker({
      rows: [
        { ...GOOD_ROWS[1], scores: { Q1: 5, Q2: 0, Q3: 12 } },
        { candidate_no: '123', scores: { Q1: 'abc' } },
      ],
      rowNumbers: [2, 5],
    });
    await importFile(xlsx());
    expect(await screen.findByText(messages.MARKS_ROWS_INVALID.en)).toBeInTheDocument();
    expect(await errorRows()).toEqual([
      ['2', 'Q1', messages.MARKS_SCORE_ABOVE_MAX.en],
      // An essay with writing criteria is marked by its criteria: a mark alone is refused.
      ['2', 'Q3', messages.MARKS_CRITERIA_MISSING.en],
      ['5', 'candidate_no', messages.MARKS_CANDIDATE_FORMAT.en],
      ['5', 'Q1', messages.MARKS_SCORE_FORMAT.en],
    ]);
    expect(screen.getByText('Errors: 4. Correct the rows listed and import the file again.')).toBeInTheDocument();
    expect(mocked.importMarks).not.toHaveBeenCalled();
  });

  it("lists the server's row errors (what only it knows) and says nothing was written", async () => {
    fakeWorker({ rows: GOOD_ROWS, rowNumbers: [2, 7] });
    mocked.importMarks.mockRejectedValue(
      new ApiError(400, 'MARKS_ROWS_INVALID', 'x', messages.MARKS_ROWS_INVALID, {
        'rows.1.candidate_no': messages.MARKS_UNKNOWN_CANDIDATE,
        'rows.0.criteria.Q3.a_tone': messages.MARKS_CRITERIA_MISSING,
      }),
    );
    await importFile(xlsx());
    expect(await errorRows()).toEqual([
      ['2', 'Q3.a_tone', messages.MARKS_CRITERIA_MISSING.en],
      ['7', 'candidate_no', messages.MARKS_UNKNOWN_CANDIDATE.en],
    ]);
    expect(screen.getByText(messages.MARKS_ROWS_INVALID.en)).toBeInTheDocument();
  });

  it('names the columns of a workbook that is not the paper’s template', async () => {
    fakeWorker({ error: 'unknown_columns', columns: ['Q9', 'Remarks'] });
    await importFile(xlsx());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The paper has no questions for these columns: Q9, Remarks. Nothing was imported.',
    );
    expect(mocked.importMarks).not.toHaveBeenCalled();
  });

  it('refuses a file over the size cap before reading it', async () => {
    fakeWorker({ rows: GOOD_ROWS, rowNumbers: [2, 3] });
    await importFile(xlsx(MARKS_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 8 MB. Nothing was imported.');
    expect(createWorker).not.toHaveBeenCalled();
  });

  it('terminates a worker that takes longer than the time budget', async () => {
    const worker = fakeWorker(null);
    renderAdmin('/en/admin/home?section=exams&cycle=7&exam=3');
    const input = await screen.findByLabelText('Marks workbook of paper 1 to import', { selector: 'input' });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).upload(input, xlsx());
      await waitFor(() => expect(worker.postMessage).toHaveBeenCalled());
      jest.advanceTimersByTime(10_001);
    } finally {
      jest.useRealTimers();
    }
    expect(await screen.findByRole('alert')).toHaveTextContent('Reading the workbook took too long.');
    expect(worker.terminate).toHaveBeenCalled();
  });
});
