import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as api from '@mockexam/api-client';
import { messages } from '@mockexam/contracts';
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
}));
const mocked = api as jest.Mocked<typeof api>;

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  mocked.getAdminCycles.mockResolvedValue([{ ...CYCLE, cycle_id: 6, code: '2023-24', is_current: false }, CYCLE]);
  mocked.getAdminExams.mockImplementation(async (cycleId) => (cycleId === 7 ? [EXAM] : []));
  mocked.getPaperQuestions.mockImplementation(async (id) => paperQuestions(id, id === 31));
  mocked.getPaperGuidelines.mockImplementation(async (id) => ({ exam_paper_id: id, guidelines: [] }));
  mocked.createExam.mockResolvedValue({ exam_id: 4 });
  mocked.updateExam.mockResolvedValue({ ok: true });
});

const button = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(name, { selector: 'button span' }).closest('button')!;
const dialog = () => document.querySelector('.ant-modal:not(.ant-modal-confirm)') as HTMLElement;

async function openExams(path = '/en/admin/exams') {
  renderAdmin(path);
  return screen.findByText('2024/25 Mock Exam');
}

describe('exams and results section', () => {
  it("lists the current cycle's exams: papers, weights, marks, latest run and release time", async () => {
    await openExams();
    expect(screen.getByRole('link', { name: 'Exams and results' })).toHaveAttribute('aria-current', 'page');
    const row = screen.getByText('2024/25 Mock Exam').closest('tr') as HTMLElement;
    expect(within(row).getByText('Chinese Language', { selector: 'td' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Paper 1 Reading: 40% 3 questions Marks in');
    expect(row).toHaveTextContent('Paper 2 Writing: 60% 0 questions No marks');
    expect(row).toHaveTextContent('2025-2-10 11:00:00by Jane Chan, candidates: 40Not published');
    // Released 02:00 UTC is 10:00 in Hong Kong.
    expect(row).toHaveTextContent('2025-2-20 10:00:00');
    expect(mocked.getAdminExams).toHaveBeenCalledWith(7);
  });

  it('opens an exam from the list, keeping the cycle and the exam in the address', async () => {
    await openExams();
    fireEvent.click(screen.getByLabelText('Open the exam of Chinese Language'));
    expect(await screen.findByRole('heading', { name: 'Chinese Language: 2024/25 Mock Exam' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin/exams/3?cycle=7');
    expect(await screen.findByText('Paper 1: questions')).toBeInTheDocument();
  });

  it('creates an exam for a subject without one, with paper weights that add up to 100', async () => {
    await openExams();
    fireEvent.click(button('New exam'));
    const modal = await waitFor(dialog);
    fireEvent.mouseDown(within(modal).getByLabelText('Subject'));
    // Chinese has an exam already: only CSD is offered.
    const csd = await screen.findByText('Citizenship and Social Development', {
      selector: '.ant-select-item-option-content',
    });
    expect(document.querySelectorAll('.ant-select-item-option-content')).toHaveLength(1);
    fireEvent.click(csd);
    fireEvent.change(within(modal).getByLabelText('Title'), { target: { value: 'CSD Mock' } });
    fireEvent.change(within(modal).getByLabelText('Paper 1 weight (%)'), { target: { value: '60' } });
    expect(await within(modal).findByText('Total: 60%')).toBeInTheDocument();
    fireEvent.click(button('Save', modal));
    expect(await within(modal).findByText(messages.EXAM_WEIGHTS_SUM.en)).toBeInTheDocument();
    expect(mocked.createExam).not.toHaveBeenCalled();

    fireEvent.click(button('Add a paper', modal));
    fireEvent.change(await within(modal).findByLabelText('Paper 2 weight (%)'), { target: { value: '40' } });
    fireEvent.click(button('Save', modal));
    await waitFor(() =>
      expect(mocked.createExam).toHaveBeenCalledWith({
        cycle_id: 7,
        subject: 'csd',
        title1: 'CSD Mock',
        title2: '',
        has_report: false,
        papers: [
          { title: 'Paper 1', weight_percent: 60 },
          { title: 'Paper 2', weight_percent: 40 },
        ],
      }),
    );
    expect(await screen.findByText('Exam created: CSD Mock.')).toBeInTheDocument();
  });

  it("edits an exam's titles, report flag and weights, sending its page-order setting back unchanged", async () => {
    await openExams();
    fireEvent.click(screen.getByLabelText('Edit the exam of Chinese Language'));
    const modal = await waitFor(dialog);
    fireEvent.change(within(modal).getByLabelText('Second title'), { target: { value: 'Chinese' } });
    fireEvent.click(within(modal).getByLabelText('Detailed score analysis report available'));
    fireEvent.change(within(modal).getByLabelText('Paper 1 weight (%)'), { target: { value: '50' } });
    fireEvent.change(within(modal).getByLabelText('Paper 2 weight (%)'), { target: { value: '50' } });
    fireEvent.click(button('Save', modal));
    await waitFor(() =>
      expect(mocked.updateExam).toHaveBeenCalledWith(3, {
        title1: '2024/25 Mock Exam',
        title2: 'Chinese',
        follow_page: false,
        has_report: false,
        papers: [
          { exam_paper_id: 31, weight_percent: 50 },
          { exam_paper_id: 32, weight_percent: 50 },
        ],
      }),
    );
  });

  it('shows another cycle when it is chosen', async () => {
    await openExams();
    fireEvent.mouseDown(screen.getByLabelText('Exam cycle'));
    fireEvent.click(await screen.findByText('2023-24 2024/25', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(mocked.getAdminExams).toHaveBeenCalledWith(6));
    expect(await screen.findByText('No records')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin/exams?cycle=6');
  });
});
