import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as api from '@mockexam/api-client';
import { ApiError } from '@mockexam/api-client';
import { messages } from '@mockexam/contracts';
import { renderAdmin, setupI18n } from '../../../test/render';
import { CYCLE, EXAM, QUESTIONS, paperQuestions } from '../exams.fixtures';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getAdminCycles: jest.fn(),
  getAdminExams: jest.fn(),
  getPaperQuestions: jest.fn(),
  getPaperGuidelines: jest.fn(),
  replacePaperQuestions: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  mocked.getAdminCycles.mockResolvedValue([CYCLE]);
  mocked.getAdminExams.mockResolvedValue([EXAM]);
});

async function openQuestions(hasMarks: boolean) {
  mocked.getPaperQuestions.mockImplementation(async (id) => paperQuestions(id, hasMarks));
  mocked.getPaperGuidelines.mockImplementation(async (id) => ({ exam_paper_id: id, guidelines: [] }));
  renderAdmin('/en/admin/exams/3?cycle=7');
  return (await screen.findByText('Paper 1: questions')).closest('.ant-card') as HTMLElement;
}

const saveButton = (card: HTMLElement) =>
  within(card).getByText('Save questions', { selector: 'button span' }).closest('button')!;

describe("a paper's questions", () => {
  it('edits the table and saves the whole list with the replace call, in the contracts’ shape', async () => {
    const card = await openQuestions(false);
    expect(within(card).getByLabelText('Label, question 1')).toHaveValue('Q1');
    expect(within(card).getByLabelText('Correct answer, question 2')).toHaveValue('B');
    expect(within(card).getByLabelText('Full marks of criterion 2 of question 3')).toHaveValue('10.0');
    fireEvent.change(within(card).getByLabelText('Correct answer, question 2'), { target: { value: 'a, c' } });
    fireEvent.change(within(card).getByLabelText('Pages, question 1'), { target: { value: '2, 3' } });
    mocked.replacePaperQuestions.mockImplementation(async (id, body) => ({
      exam_paper_id: id,
      has_marks: false,
      questions: QUESTIONS.slice(0, body.questions.length),
    }));
    fireEvent.click(saveButton(card));
    await waitFor(() => expect(mocked.replacePaperQuestions).toHaveBeenCalled());
    const [paperId, body] = mocked.replacePaperQuestions.mock.calls[0]!;
    expect(paperId).toBe(31);
    expect(body.questions).toEqual([
      expect.objectContaining({ label: 'Q1', page_location: '2,3', correct_answer: null, criteria: [] }),
      expect.objectContaining({ label: 'Q2', type: 'multiple_choice', correct_answer: ['A', 'C'] }),
      expect.objectContaining({
        label: 'Q3',
        type: 'short_essay',
        max_score: 20,
        criteria: [
          { code: 'a_content', max_score: 10 },
          { code: 'a_tone', max_score: 10 },
        ],
      }),
    ]);
    expect(await within(card).findByText('Questions saved: 3.')).toBeInTheDocument();
  });

  it("puts the contracts' messages on the cells and sends nothing while any is wrong", async () => {
    const card = await openQuestions(false);
    fireEvent.change(within(card).getByLabelText('Label, question 2'), { target: { value: 'Q1' } });
    fireEvent.change(within(card).getByLabelText('Full marks, question 3'), { target: { value: '25' } });
    fireEvent.click(saveButton(card));
    expect(await within(card).findByText(messages.QUESTION_LABEL_DUPLICATE.en)).toBeInTheDocument();
    expect(within(card).getByText(messages.QUESTION_CRITERIA_SUM.en)).toBeInTheDocument();
    expect(within(card).getByText('Some questions need correcting; nothing was saved.')).toBeInTheDocument();
    expect(mocked.replacePaperQuestions).not.toHaveBeenCalled();
  });

  it('is read-only once the paper has marks, and shows the server’s refusal if marks arrived meanwhile', async () => {
    const locked = await openQuestions(true);
    expect(within(locked).getByText(messages.QUESTIONS_LOCKED_BY_MARKS.en)).toBeInTheDocument();
    expect(within(locked).getByLabelText('Label, question 1')).toBeDisabled();
    expect(saveButton(locked)).toBeDisabled();
  });

  it("shows the server's message when it refuses the list", async () => {
    const card = await openQuestions(false);
    mocked.replacePaperQuestions.mockRejectedValue(
      new ApiError(409, 'QUESTIONS_LOCKED_BY_MARKS', 'x', messages.QUESTIONS_LOCKED_BY_MARKS),
    );
    fireEvent.click(saveButton(card));
    expect(await within(card).findByRole('alert')).toHaveTextContent(messages.QUESTIONS_LOCKED_BY_MARKS.en);
  });
});
