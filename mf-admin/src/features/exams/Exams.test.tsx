import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as api from '@mockexam/api-client';
import { messages, type AdminExam } from '@mockexam/contracts';
import { renderAdmin, setupI18n } from '../../test/render';
import { CYCLE, EXAM, paperQuestions } from './exams.fixtures';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getAdminCycles: jest.fn(),
  getAdminExams: jest.fn(),
  getPaperQuestions: jest.fn(),
  getPaperGuidelines: jest.fn(),
  createExam: jest.fn(),
  updateExam: jest.fn(),
  setExamArchived: jest.fn(),
  deleteExam: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  mocked.getAdminCycles.mockResolvedValue([{ ...CYCLE, cycle_id: 6, code: '2023-24', is_current: false }, CYCLE]);
  mocked.getAdminExams.mockImplementation(async (cycleId, archived) =>
    cycleId !== 7 ? [] : archived === 'show' ? [EXAM, MOCK_2, ARCHIVED] : [EXAM, MOCK_2],
  );
  mocked.getPaperQuestions.mockImplementation(async (id) => paperQuestions(id, id === 31));
  mocked.getPaperGuidelines.mockImplementation(async (id) => ({ exam_paper_id: id, guidelines: [] }));
  mocked.createExam.mockResolvedValue({ exam_id: 4 });
  mocked.updateExam.mockResolvedValue({ ok: true });
  mocked.setExamArchived.mockResolvedValue({ ok: true });
  mocked.deleteExam.mockResolvedValue({ ok: true });
});

/** A second exam of the same subject, nothing on it yet, and an archived third. */
const MOCK_2: AdminExam = {
  ...EXAM,
  exam_id: 4,
  title1: 'Mock 2',
  title1_zh: '第二次模擬考試',
  title1_en: 'Mock 2',
  papers: EXAM.papers.map((p) => ({ ...p, exam_paper_id: p.exam_paper_id + 10, has_marks: false })),
  latest_run: null,
  delete_blockers: [],
};
const ARCHIVED: AdminExam = {
  ...MOCK_2,
  exam_id: 5,
  title1: 'Mock 0',
  title1_zh: '第零次模擬考試',
  title1_en: 'Mock 0',
  archived_at: '2025-01-10T02:00:00.000Z',
};
const confirmBox = () => document.querySelector('.ant-modal-confirm') as HTMLElement;

const button = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(name, { selector: 'button span' }).closest('button')!;
const dialog = () => document.querySelector('.ant-modal:not(.ant-modal-confirm)') as HTMLElement;

async function openExams(path = '/en/admin/exams') {
  renderAdmin(path);
  return screen.findByText('2024/25 Mock Exam');
}

describe('exams and results section', () => {
  it("lists the current cycle's exams, several of a subject: papers, weights, marks, latest run and release time", async () => {
    await openExams();
    expect(screen.getByRole('link', { name: 'Exams and results' })).toHaveAttribute('aria-current', 'page');
    const row = screen.getByText('2024/25 Mock Exam').closest('tr') as HTMLElement;
    expect(within(row).getByText('Chinese Language', { selector: 'td' })).toBeInTheDocument();
    const second = screen.getByText('Mock 2').closest('tr') as HTMLElement;
    expect(within(second).getByText('Chinese Language', { selector: 'td' })).toBeInTheDocument();
    expect(screen.queryByText('Mock 0')).not.toBeInTheDocument();
    expect(row).toHaveTextContent('Paper 1 Reading: 40% 3 questions Marks in');
    expect(row).toHaveTextContent('Paper 2 Writing: 60% 0 questions No marks');
    expect(row).toHaveTextContent('2025-2-10 11:00:00by Jane Chan, candidates: 40Not published');
    // Released 02:00 UTC is 10:00 in Hong Kong.
    expect(row).toHaveTextContent('2025-2-20 10:00:00');
    expect(mocked.getAdminExams).toHaveBeenCalledWith(7, 'hide');
  });

  it('opens an exam from the list, keeping the cycle and the exam in the address', async () => {
    await openExams();
    fireEvent.click(screen.getByLabelText('Open 2024/25 Mock Exam (Chinese Language)'));
    expect(await screen.findByRole('heading', { name: 'Chinese Language: 2024/25 Mock Exam' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin/exams/3?cycle=7');
    expect(await screen.findByText('Paper 1: questions')).toBeInTheDocument();
  });

  it('creates another exam of a subject, every text in both languages, with paper weights that add up to 100', async () => {
    await openExams();
    fireEvent.click(button('New exam'));
    const modal = await waitFor(dialog);
    fireEvent.mouseDown(within(modal).getByLabelText('Subject'));
    // Chinese has two exams already and is offered again.
    expect(await screen.findByText('Chinese Language', { selector: '.ant-select-item-option-content' })).toBeTruthy();
    const csd = screen.getByText('Citizenship and Social Development', { selector: '.ant-select-item-option-content' });
    expect(document.querySelectorAll('.ant-select-item-option-content')).toHaveLength(2);
    fireEvent.click(csd);
    fireEvent.change(within(modal).getByLabelText('Title (Chinese)'), { target: { value: '公社科模擬考試' } });
    fireEvent.change(within(modal).getByLabelText('Title (English)'), { target: { value: 'CSD Mock' } });
    // One subtitle without the other is refused on the blank one.
    fireEvent.change(within(modal).getByLabelText('Second title (Chinese)'), { target: { value: '公民與社會發展科' } });
    fireEvent.change(within(modal).getByLabelText('Paper 1 weight (%)'), { target: { value: '60' } });
    expect(await within(modal).findByText('Total: 60%')).toBeInTheDocument();
    fireEvent.click(button('Save', modal));
    expect(await within(modal).findByText(messages.EXAM_WEIGHTS_SUM.en)).toBeInTheDocument();
    expect(within(modal).getByText(messages.EXAM_TEXT_BOTH_LANGUAGES.en)).toBeInTheDocument();
    expect(mocked.createExam).not.toHaveBeenCalled();
    fireEvent.change(within(modal).getByLabelText('Second title (English)'), {
      target: { value: 'Citizenship and Social Development' },
    });
    expect(within(modal).getByLabelText('Paper 1 title (Chinese)')).toHaveValue('卷一');
    fireEvent.change(within(modal).getByLabelText('Paper 1 title (English)'), { target: { value: 'Paper 1: Issues' } });

    fireEvent.click(button('Add a paper', modal));
    fireEvent.change(await within(modal).findByLabelText('Paper 2 weight (%)'), { target: { value: '40' } });
    fireEvent.click(button('Save', modal));
    await waitFor(() =>
      expect(mocked.createExam).toHaveBeenCalledWith({
        cycle_id: 7,
        subject: 'csd',
        title1_zh: '公社科模擬考試',
        title1_en: 'CSD Mock',
        title2_zh: '公民與社會發展科',
        title2_en: 'Citizenship and Social Development',
        has_report: false,
        papers: [
          { title_zh: '卷一', title_en: 'Paper 1: Issues', weight_percent: 60 },
          { title_zh: '卷二', title_en: 'Paper 2', weight_percent: 40 },
        ],
      }),
    );
    expect(await screen.findByText('Exam created: CSD Mock.')).toBeInTheDocument();
  });

  it("edits an exam's texts in both languages, report flag and weights, sending its page-order setting back unchanged", async () => {
    await openExams();
    fireEvent.click(screen.getByLabelText('Edit 2024/25 Mock Exam (Chinese Language)'));
    const modal = await waitFor(dialog);
    expect(within(modal).getByLabelText('Title (Chinese)')).toHaveValue('2024/25 模擬考試');
    fireEvent.change(within(modal).getByLabelText('Second title (English)'), { target: { value: 'Chinese' } });
    fireEvent.change(within(modal).getByLabelText('Paper 2 title (Chinese)'), { target: { value: '卷二 寫作能力' } });
    fireEvent.click(within(modal).getByLabelText('Detailed score analysis report available'));
    fireEvent.change(within(modal).getByLabelText('Paper 1 weight (%)'), { target: { value: '50' } });
    fireEvent.change(within(modal).getByLabelText('Paper 2 weight (%)'), { target: { value: '50' } });
    fireEvent.click(button('Save', modal));
    await waitFor(() =>
      expect(mocked.updateExam).toHaveBeenCalledWith(3, {
        title1_zh: '2024/25 模擬考試',
        title1_en: '2024/25 Mock Exam',
        title2_zh: '中國語文科',
        title2_en: 'Chinese',
        follow_page: false,
        has_report: false,
        papers: [
          { exam_paper_id: 31, title_zh: '閱讀', title_en: 'Reading', weight_percent: 50 },
          { exam_paper_id: 32, title_zh: '卷二 寫作能力', title_en: 'Writing', weight_percent: 50 },
        ],
      }),
    );
  });

  it('shows another cycle when it is chosen', async () => {
    await openExams();
    fireEvent.mouseDown(screen.getByLabelText('Exam cycle'));
    fireEvent.click(await screen.findByText('2023-24 2024/25', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(mocked.getAdminExams).toHaveBeenCalledWith(6, 'hide'));
    expect(await screen.findByText('No records')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin/exams?cycle=6');
  });

  it('archives an exam after a confirmation, shows archived exams when asked and brings one back', async () => {
    await openExams();
    fireEvent.click(screen.getByLabelText('Archive Mock 2 (Chinese Language)'));
    const box = await waitFor(confirmBox);
    expect(box).toHaveTextContent('Candidates and teachers can still read its released reports');
    fireEvent.click(button('Archive', box));
    await waitFor(() => expect(mocked.setExamArchived).toHaveBeenCalledWith(4, true));
    expect(await screen.findByText('Exam archived: Mock 2.')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Show archived exams'));
    await waitFor(() => expect(mocked.getAdminExams).toHaveBeenCalledWith(7, 'show'));
    const row = (await screen.findByText('Mock 0')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Archived');
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin/exams?cycle=7&archived=show');
    fireEvent.click(within(row).getByLabelText('Bring back Mock 0 (Chinese Language)'));
    await waitFor(() => expect(mocked.setExamArchived).toHaveBeenCalledWith(5, false));
    expect(await screen.findByText('Exam brought back: Mock 0.')).toBeInTheDocument();
  });

  it('deletes an exam nothing rests on after a confirmation; says why another cannot be deleted', async () => {
    await openExams();
    const blocked = screen.getByLabelText('Delete 2024/25 Mock Exam (Chinese Language)');
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAttribute(
      'aria-description',
      'Cannot be deleted: candidates have marks in it; it has grading runs. Archive it instead.',
    );
    fireEvent.click(screen.getByLabelText('Delete Mock 2 (Chinese Language)'));
    const box = await waitFor(confirmBox);
    expect(box).toHaveTextContent('This cannot be undone.');
    fireEvent.click(button('Delete', box));
    await waitFor(() => expect(mocked.deleteExam).toHaveBeenCalledWith(4));
    expect(await screen.findByText('Exam deleted: Mock 2.')).toBeInTheDocument();
  });

  it("reports the server's refusal to delete in the page's words", async () => {
    mocked.deleteExam.mockRejectedValue(
      new api.ApiError(409, 'EXAM_DELETE_HAS_SCANS', 'x', messages.EXAM_DELETE_HAS_SCANS),
    );
    await openExams();
    fireEvent.click(screen.getByLabelText('Delete Mock 2 (Chinese Language)'));
    fireEvent.click(button('Delete', await waitFor(confirmBox)));
    expect(await screen.findByText(messages.EXAM_DELETE_HAS_SCANS.en)).toBeInTheDocument();
  });
});

describe('exams and results section in Chinese', () => {
  beforeAll(() => setupI18n('zh-hk'));
  afterAll(() => setupI18n('en'));

  it('lists the Chinese titles and labels both languages’ fields in Chinese', async () => {
    renderAdmin('/zh-hk/admin/exams');
    expect(await screen.findByText('2024/25 模擬考試')).toBeInTheDocument();
    expect(screen.getByText('第二次模擬考試')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('修改2024/25 模擬考試（中國語文）'));
    const modal = await waitFor(dialog);
    expect(within(modal).getByLabelText('標題（中文）')).toHaveValue('2024/25 模擬考試');
    expect(within(modal).getByLabelText('標題（英文）')).toHaveValue('2024/25 Mock Exam');
    expect(within(modal).getByLabelText('卷1名稱（英文）')).toHaveValue('Reading');
  });
});
