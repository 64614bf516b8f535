import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as XLSX from 'xlsx';
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
  getEnteredCandidates: jest.fn(),
}));
jest.mock('xlsx', () => ({ ...jest.requireActual('xlsx'), writeFile: jest.fn() }));
const writeFile = XLSX.writeFile as jest.MockedFunction<typeof XLSX.writeFile>;
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
  renderAdmin('/en/admin/exams/3?cycle=7');
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

  it("lists the rows the contracts refuse together with the server's, by sheet row and column, once each", async () => {
    const rows = [
      { ...GOOD_ROWS[1], scores: { Q1: 5, Q2: 0, Q3: 12 } },
      { candidate_no: '123', scores: { Q1: 'abc' } },
      { candidate_no: '20000009', scores: { Q1: 1 } },
    ];
    fakeWorker({ rows, rowNumbers: [2, 5, 6] });
    // The server runs the same check (so repeats the browser's errors) and knows the candidates.
    mocked.importMarks.mockRejectedValue(
      new ApiError(400, 'MARKS_ROWS_INVALID', 'x', messages.MARKS_ROWS_INVALID, {
        'rows.0.scores.Q1': messages.MARKS_SCORE_ABOVE_MAX,
        'rows.0.candidate_no': messages.MARKS_CANDIDATE_NOT_ENTERED,
        'rows.2.candidate_no': messages.MARKS_UNKNOWN_CANDIDATE,
      }),
    );
    await importFile(xlsx());
    expect(await screen.findByText(messages.MARKS_ROWS_INVALID.en)).toBeInTheDocument();
    expect(await errorRows()).toEqual([
      ['2', 'candidate_no', messages.MARKS_CANDIDATE_NOT_ENTERED.en],
      ['2', 'Q1', messages.MARKS_SCORE_ABOVE_MAX.en],
      // An essay with writing criteria is marked by its criteria: a mark alone is refused.
      ['2', 'Q3', messages.MARKS_CRITERIA_MISSING.en],
      ['5', 'candidate_no', messages.MARKS_CANDIDATE_FORMAT.en],
      ['5', 'Q1', messages.MARKS_SCORE_FORMAT.en],
      ['6', 'candidate_no', messages.MARKS_UNKNOWN_CANDIDATE.en],
    ]);
    expect(screen.getByText('Errors: 6. Correct the rows listed and import the file again.')).toBeInTheDocument();
    // The rows as read: the server names the rows by their place in the file.
    expect(mocked.importMarks).toHaveBeenCalledWith(31, rows, false);
  });

  it('sends the rows to replace marks given on screen only when staff tick the box, and shows a mark given on screen as a row error', async () => {
    fakeWorker({ rows: GOOD_ROWS, rowNumbers: [2, 3] });
    mocked.importMarks.mockRejectedValueOnce(
      new ApiError(400, 'MARKS_ROWS_INVALID', 'x', messages.MARKS_ROWS_INVALID, {
        'rows.1.scores.Q1': messages.MARKED_ON_SCREEN,
      }),
    );
    await importFile(xlsx());
    const box = screen.getByRole('checkbox', { name: 'Replace marks given on screen' });
    expect(box).not.toBeChecked();
    expect(await errorRows()).toEqual([['3', 'Q1', messages.MARKED_ON_SCREEN.en]]);
    expect(mocked.importMarks.mock.calls[0]![2]).toBe(false);

    mocked.importMarks.mockResolvedValueOnce({ rows_written: 2, unpublished_run_id: null });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.upload(screen.getByLabelText('Marks workbook of paper 1 to import', { selector: 'input' }), xlsx());
    expect(await screen.findByText('Marks imported: 2 rows written.')).toBeInTheDocument();
    expect(mocked.importMarks.mock.calls[1]![2]).toBe(true);
  });

  it("keeps the browser's row errors when the server cannot be asked, and says why", async () => {
    fakeWorker({ rows: [{ candidate_no: '123', scores: { Q1: 1 } }], rowNumbers: [4] });
    mocked.importMarks.mockRejectedValue(new ApiError(0, 'NETWORK', 'x', { en: 'No connection', 'zh-hk': '沒有連線' }));
    await importFile(xlsx());
    expect(await errorRows()).toEqual([['4', 'candidate_no', messages.MARKS_CANDIDATE_FORMAT.en]]);
    expect(screen.getByText('No connection')).toBeInTheDocument();
  });

  it('writes the template with a row per entered candidate, fetched page by page', async () => {
    const candidate = (n: number) => ({
      candidate_no: String(20000000 + n),
      name: `Student ${n}`,
      school_name_zh: '皇仁書院',
      school_name_en: "Queen's College",
      class: '6A',
    });
    mocked.getEnteredCandidates.mockImplementation(async (_exam, offset) => ({
      total: 5001,
      candidates: offset === 0 ? Array.from({ length: 5000 }, (_, i) => candidate(i)) : [candidate(5000)],
    }));
    renderAdmin('/en/admin/exams/3?cycle=7');
    await userEvent.click((await screen.findAllByRole('button', { name: /Download the template/ }))[0]!);
    expect(
      await screen.findByText('The template lists the 5001 candidates entered for this exam.'),
    ).toBeInTheDocument();
    expect(mocked.getEnteredCandidates.mock.calls).toEqual([
      [3, 0, 5000],
      [3, 5000, 5000],
    ]);
    const [book, name] = writeFile.mock.calls[0]!;
    expect(name).toBe('marks-chi-paper1.xlsx');
    const sheet = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(sheet).toHaveLength(5002);
    expect(sheet[0]!.slice(0, 4)).toEqual(['candidate_no', 'name 姓名', 'school 學校', 'class 班別']);
    expect(sheet[5001]).toEqual(['20005000', 'Student 5000', "Queen's College", '6A']);
  });

  it('says so when nobody is entered for the exam yet', async () => {
    mocked.getEnteredCandidates.mockResolvedValue({ total: 0, candidates: [] });
    renderAdmin('/en/admin/exams/3?cycle=7');
    await userEvent.click((await screen.findAllByRole('button', { name: /Download the template/ }))[0]!);
    expect(
      await screen.findByText('No candidate is entered for this exam yet: the template has its header row only.'),
    ).toBeInTheDocument();
    expect(writeFile).toHaveBeenCalled();
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
    renderAdmin('/en/admin/exams/3?cycle=7');
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
