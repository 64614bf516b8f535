import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as api from '@mockexam/api-client';
import { ApiError } from '@mockexam/api-client';
import { messages, type AdminPaperGuidelinesResponse } from '@mockexam/contracts';
import { renderAdmin, setupI18n } from '../../../test/render';
import { CYCLE, EXAM, QUESTIONS, paperQuestions } from '../exams.fixtures';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getAdminCycles: jest.fn(),
  getAdminExams: jest.fn(),
  getPaperQuestions: jest.fn(),
  getPaperGuidelines: jest.fn(),
  replacePaperGuidelines: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

/** Q3 spans pages 2 and 3. */
const questions = QUESTIONS.map((q) => (q.label === 'Q3' ? { ...q, page_location: '2,3' } : q));
const SAVED: AdminPaperGuidelinesResponse = {
  exam_paper_id: 31,
  guidelines: [
    { question_id: 101, label: 'Q1', page: 1, suggestion: 'Award 1 mark per point.' },
    { question_id: 103, label: 'Q3', page: 3, suggestion: 'Content first.' },
  ],
};

beforeEach(() => {
  jest.resetAllMocks();
  mocked.getAdminCycles.mockResolvedValue([CYCLE]);
  mocked.getAdminExams.mockResolvedValue([EXAM]);
  mocked.getPaperQuestions.mockImplementation(async (id) => ({ ...paperQuestions(id, true), questions }));
  mocked.getPaperGuidelines.mockResolvedValue(SAVED);
});

async function openGuidelines(title = 'Paper 1: marking guidelines') {
  renderAdmin('/en/admin/exams/3?cycle=7');
  const card = (await screen.findByText(title)).closest('.ant-card') as HTMLElement;
  await within(card).findByText('Question Q1 (pages 1)');
  return card;
}
const saveButton = (card: HTMLElement) =>
  within(card).getByText('Save guidelines', { selector: 'button span' }).closest('button')!;

describe("a paper's marking guidelines", () => {
  beforeAll(() => setupI18n('en'));

  it('lists the saved guidelines by question, edits, adds and removes rows, and saves the whole list', async () => {
    const card = await openGuidelines();
    expect(within(card).getByLabelText('Guideline 1, question Q1')).toHaveValue('Award 1 mark per point.');
    expect(within(card).getByLabelText('Guideline 1, question Q3')).toHaveValue('Content first.');
    expect(within(card).getByText('Question Q3 (pages 2, 3)')).toBeInTheDocument();
    expect(within(card).getByText('No guidelines for this question.')).toBeInTheDocument();

    fireEvent.change(within(card).getByLabelText('Guideline 1, question Q1'), {
      target: { value: '  Award 2 marks.  ' },
    });
    fireEvent.click(within(card).getByText('Add a guideline to question Q2'));
    fireEvent.change(await within(card).findByLabelText('Guideline 1, question Q2'), {
      target: { value: 'Only B.' },
    });
    fireEvent.click(within(card).getByText('Add a guideline to question Q3'));
    fireEvent.change(await within(card).findByLabelText('Guideline 2, question Q3'), {
      target: { value: 'Page two.' },
    });
    fireEvent.click(within(card).getByLabelText('Remove guideline 1 of question Q3'));
    mocked.replacePaperGuidelines.mockImplementation(async (id, body) => ({
      exam_paper_id: id,
      guidelines: body.guidelines.map((g) => ({ ...g, question_id: 1 })),
    }));
    fireEvent.click(saveButton(card));
    await waitFor(() => expect(mocked.replacePaperGuidelines).toHaveBeenCalled());
    const [paperId, body] = mocked.replacePaperGuidelines.mock.calls[0]!;
    expect(paperId).toBe(31);
    // A new row starts on the question's first page.
    expect(body.guidelines).toEqual([
      { label: 'Q1', page: 1, suggestion: 'Award 2 marks.' },
      { label: 'Q2', page: 1, suggestion: 'Only B.' },
      { label: 'Q3', page: 2, suggestion: 'Page two.' },
    ]);
    expect(await within(card).findByText('Guidelines saved: 3.')).toBeInTheDocument();
  });

  it('refuses a blank guideline in the browser and sends nothing', async () => {
    const card = await openGuidelines();
    fireEvent.change(within(card).getByLabelText('Guideline 1, question Q1'), { target: { value: '   ' } });
    fireEvent.click(saveButton(card));
    expect(await within(card).findByText(messages.FIELD_REQUIRED.en)).toBeInTheDocument();
    expect(within(card).getByText('Some guidelines need correcting; nothing was saved.')).toBeInTheDocument();
    expect(mocked.replacePaperGuidelines).not.toHaveBeenCalled();
  });

  it("puts the server's per-row message on its row and its message above the list", async () => {
    const card = await openGuidelines();
    mocked.replacePaperGuidelines.mockRejectedValue(
      new ApiError(400, 'VALIDATION_ERROR', 'Check the form and try again', messages.FORM_INVALID, {
        'guidelines.1.page': messages.GUIDELINE_PAGE_NOT_ON_QUESTION,
      }),
    );
    fireEvent.click(saveButton(card));
    expect(await within(card).findByText(messages.GUIDELINE_PAGE_NOT_ON_QUESTION.en)).toBeInTheDocument();
    // The message sits on Q3's row (the second item sent).
    const q3 = within(card).getByText('Question Q3 (pages 2, 3)').closest('section')!;
    expect(within(q3).getByText(messages.GUIDELINE_PAGE_NOT_ON_QUESTION.en)).toBeInTheDocument();
    expect(within(card).getByText(messages.FORM_INVALID.en)).toBeInTheDocument();
  });

  it('asks for the questions first when the paper has none', async () => {
    mocked.getPaperQuestions.mockImplementation(async (id) => paperQuestions(id, false));
    renderAdmin('/en/admin/exams/3?cycle=7');
    fireEvent.click(await screen.findByText('Paper 2 Writing'));
    expect(
      await screen.findByText('Add and save the paper’s questions first: each guideline belongs to a question.'),
    ).toBeInTheDocument();
    expect(mocked.getPaperGuidelines).not.toHaveBeenCalledWith(32);
  });
});

describe('in Chinese', () => {
  beforeAll(() => setupI18n('zh-hk'));

  it('names every control in Chinese', async () => {
    renderAdmin('/zh-hk/admin/exams/3?cycle=7');
    const card = (await screen.findByText('卷1：評分參考')).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByLabelText('第 Q1 題的第 1 項評分參考')).toHaveValue('Award 1 mark per point.');
    expect(within(card).getByLabelText('第 Q1 題第 1 項評分參考的頁數')).toBeInTheDocument();
    expect(within(card).getByLabelText('刪除第 Q3 題的第 1 項評分參考')).toBeInTheDocument();
    expect(within(card).getByText('儲存評分參考', { selector: 'button span' })).toBeInTheDocument();
  });
});
