// The workspace as a marker uses it: a run of scripts marked by the keyboard alone (focus on the mark after
// each claim, Enter to submit, quick digits), annotations placed with the keyboard in page fractions, a failed
// submit retried under the same key, an essay's criteria summed, a practice script's agreed mark, and why
// there is no script, in both languages.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@mockexam/api-client';
import type { MarkingAssignment, MarkingTask } from '@mockexam/contracts';
import { i18n } from '@mockexam/i18n';
import { sessionStore } from '@mockexam/session';
import { renderPage, setupI18n } from '../../test/render';
import { MyQuestions } from './MyQuestions';
import { Workspace } from './Workspace';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getMarkingAssignments: jest.fn(),
  claimMarkingTask: jest.fn(),
  submitMark: jest.fn(),
  getRecentMarks: jest.fn(),
  renewMarkingLease: jest.fn(),
  releaseMarkingLease: jest.fn(),
  flagMarkingTask: jest.fn(),
  getMarkingTask: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const ASSIGNMENT: MarkingAssignment = {
  id: 3,
  question_id: 11,
  exam_paper_id: 5,
  exam_title_zh: '2026 模擬考試 中國語文',
  exam_title_en: 'Mock 2026 Chinese',
  paper_title_zh: '卷一 閱讀能力',
  paper_title_en: 'Paper 1 Reading',
  label: '4',
  max_score: 8,
  role: 'marker',
  status: 'live',
  paused_reason: null,
  open: true,
  practice_done: 2,
  practice_total: 2,
  qualification_done: 3,
  qualification_total: 3,
  qualification_within: 3,
  qualify_min: 2,
  available: 12,
  marked: 4,
  third_waiting: 0,
};

const task = (id: number, code: string, over: Partial<MarkingTask> = {}): MarkingTask => ({
  id,
  kind: 'live',
  script_code: code,
  question: { id: 11, label: '4', max_score: 8, step: 0.5, criteria: [] },
  regions: [{ page: 2, x: 0.1, y: 0.5, w: 0.8, h: 0.25, image_url: `/api/marking/tasks/${id}/pages/2/image` }],
  lease_until: '2030-01-01T00:00:00.000Z',
  mark: null,
  ...over,
});

const saved = (taskId: number, score: number) => ({
  task_id: taskId,
  kind: 'live' as const,
  score,
  definitive: null,
  status: 'live' as const,
});

beforeAll(() => setupI18n('en'));
beforeEach(async () => {
  jest.resetAllMocks();
  await act(() => i18n.changeLanguage('en'));
  sessionStore.setState({ token: 'marker-token' } as never);
  mocked.getMarkingAssignments.mockResolvedValue({ assignments: [ASSIGNMENT] });
  mocked.getRecentMarks.mockResolvedValue({ marks: [] });
  mocked.releaseMarkingLease.mockResolvedValue({});
});

const renderWorkspace = (locale = 'en') =>
  renderPage(`/${locale}/marking/questions/11`, '/:locale/marking/questions/:question', <Workspace />);

const markField = () => screen.getByLabelText('Mark (0 to 8, halves as .5)');

describe('marking a run of scripts by keyboard', () => {
  it('lands on the mark after each claim, submits on Enter and takes the next; digits elsewhere type the mark', async () => {
    mocked.claimMarkingTask
      .mockResolvedValueOnce({ task: task(1, 'A1'), reason: null })
      .mockResolvedValueOnce({ task: task(2, 'B2'), reason: null })
      .mockResolvedValueOnce({ task: null, reason: 'done' });
    mocked.submitMark.mockResolvedValueOnce(saved(1, 7.5)).mockResolvedValueOnce(saved(2, 6));
    renderWorkspace();

    expect(await screen.findByRole('heading', { name: /Script A1/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Script A1, page 2' })).toHaveAttribute(
      'src',
      '/api/marking/tasks/1/pages/2/image?access_token=marker-token',
    );
    await waitFor(() => expect(markField()).toHaveFocus());
    await userEvent.keyboard('7.5{Enter}');
    await waitFor(() => expect(mocked.submitMark).toHaveBeenCalledTimes(1));
    const [taskId, body, key] = mocked.submitMark.mock.calls[0]!;
    expect(taskId).toBe(1);
    expect(body).toEqual({ score: 7.5, criteria: null, comment: null, annotations: [] });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    expect(await screen.findByRole('heading', { name: /Script B2/ })).toBeInTheDocument();
    await waitFor(() => expect(markField()).toHaveFocus());
    expect(markField()).toHaveValue('');
    // A quick key from outside any field: the digit becomes the mark and the field takes focus.
    act(() => (document.activeElement as HTMLElement).blur());
    await userEvent.keyboard('6');
    expect(markField()).toHaveValue('6');
    expect(markField()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(mocked.submitMark).toHaveBeenCalledTimes(2));
    expect(mocked.submitMark.mock.calls[1]![1]).toMatchObject({ score: 6 });
    expect(mocked.submitMark.mock.calls[1]![2]).not.toBe(key);
    expect(
      await screen.findByText('You have marked every script of this question available to you. Thank you!'),
    ).toBeInTheDocument();
  });

  it('refuses a mark off the step or over the full marks without calling the server', async () => {
    mocked.claimMarkingTask.mockResolvedValueOnce({
      task: task(1, 'A1', { question: { id: 11, label: '4', max_score: 8, step: 1, criteria: [] } }),
      reason: null,
    });
    renderWorkspace();
    const field = await screen.findByLabelText('Mark (0 to 8)');
    await waitFor(() => expect(field).toHaveFocus());
    // The point is not even typed where the step is a whole mark.
    await userEvent.keyboard('7.5');
    expect(field).toHaveValue('75');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The mark cannot be more than 8.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(mocked.submitMark).not.toHaveBeenCalled();
  });

  it('sends a failed submit again under the same Idempotency-Key, and a changed mark under a new one', async () => {
    mocked.claimMarkingTask
      .mockResolvedValueOnce({ task: task(1, 'A1'), reason: null })
      .mockResolvedValueOnce({ task: null, reason: 'waiting' });
    mocked.submitMark
      .mockRejectedValueOnce(new api.ApiError(0, 'NETWORK', undefined, undefined))
      .mockRejectedValueOnce(new api.ApiError(0, 'NETWORK', undefined, undefined))
      .mockResolvedValueOnce(saved(1, 5));
    renderWorkspace();
    await waitFor(() => expect(markField()).toHaveFocus());
    await userEvent.keyboard('4{Enter}');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit and take the next' }));
    await waitFor(() => expect(mocked.submitMark).toHaveBeenCalledTimes(2));
    const keys = mocked.submitMark.mock.calls.map((call) => call[2]);
    expect(keys[1]).toBe(keys[0]);
    await userEvent.clear(markField());
    await userEvent.type(markField(), '5{Enter}');
    await waitFor(() => expect(mocked.submitMark).toHaveBeenCalledTimes(3));
    expect(mocked.submitMark.mock.calls[2]![2]).not.toBe(keys[0]);
    expect(await screen.findByText(/No script is waiting right now/)).toBeInTheDocument();
  });
});

describe('annotations by keyboard', () => {
  it('moves the cursor with the arrows, places a tick, an underline and a cross, removes the last with Delete', async () => {
    mocked.claimMarkingTask
      .mockResolvedValueOnce({ task: task(1, 'A1'), reason: null })
      .mockResolvedValueOnce({ task: null, reason: 'done' });
    mocked.submitMark.mockResolvedValueOnce(saved(1, 3));
    renderWorkspace();
    const area = await screen.findByRole('group', { name: /^Script A1, page 2\. Arrow keys move the marker/ });
    act(() => area.focus());
    // Five small steps right (0.5 -> 0.6 of the image), then a tick; an underline removed; a cross a large step down.
    await userEvent.keyboard('{ArrowRight>5/}t');
    await userEvent.keyboard('u{Delete}');
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}x');
    expect(screen.getByText('Annotations: 2')).toBeInTheDocument();
    await userEvent.type(markField(), '3{Enter}');
    await waitFor(() => expect(mocked.submitMark).toHaveBeenCalled());
    const annotations = mocked.submitMark.mock.calls[0]![1].annotations!;
    expect(annotations).toHaveLength(2);
    // Page fractions: x = 0.1 + 0.6 * 0.8, y = 0.5 + 0.5 * 0.25 (then 0.6 of the image down for the cross).
    expect(annotations[0]).toEqual({ kind: 'tick', page: 2, x: 0.58, y: 0.625 });
    expect(annotations[1]).toEqual({ kind: 'cross', page: 2, x: 0.58, y: 0.65 });
  });

  it('asks for the words of a text annotation and places them at the cursor', async () => {
    mocked.claimMarkingTask.mockResolvedValueOnce({ task: task(1, 'A1'), reason: null });
    renderWorkspace();
    const area = await screen.findByRole('group', { name: /^Script A1, page 2/ });
    act(() => area.focus());
    await userEvent.keyboard('w');
    const words = screen.getByLabelText('Annotation text');
    expect(words).toHaveFocus();
    await userEvent.keyboard('good point{Enter}');
    expect(screen.getByText('good point')).toBeInTheDocument();
    expect(screen.getByText('Annotations: 1')).toBeInTheDocument();
  });
});

describe('what the marker learns', () => {
  it("labels an essay's criteria by name and shows their sum", async () => {
    mocked.claimMarkingTask.mockResolvedValueOnce({
      task: task(1, 'E1', {
        question: {
          id: 11,
          label: '4',
          max_score: 20,
          step: 0.5,
          criteria: [
            { code: 'b_content', max_score: 10 },
            { code: 'b_expression', max_score: 10 },
          ],
        },
      }),
      reason: null,
    });
    mocked.submitMark.mockResolvedValueOnce(saved(1, 13.5));
    renderWorkspace();
    const content = await screen.findByLabelText('Part B: content (0 to 10)');
    await waitFor(() => expect(content).toHaveFocus());
    await userEvent.keyboard('7.5');
    await userEvent.type(screen.getByLabelText('Part B: expression (0 to 10)'), '6');
    expect(screen.getByText('Total: 13.5 of 20')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(mocked.submitMark).toHaveBeenCalled());
    expect(mocked.submitMark.mock.calls[0]![1]).toMatchObject({
      score: 13.5,
      criteria: { b_content: 7.5, b_expression: 6 },
    });
  });

  it("shows a practice script's agreed mark and the chief's note, then the next on the button", async () => {
    mocked.claimMarkingTask
      .mockResolvedValueOnce({ task: task(1, 'P1', { kind: 'practice' }), reason: null })
      .mockResolvedValueOnce({ task: task(2, 'P2', { kind: 'practice' }), reason: null });
    mocked.submitMark.mockResolvedValueOnce({
      ...saved(1, 5),
      kind: 'practice',
      definitive: { score: 6, note: 'Credit the second point.' },
      status: 'practice',
    });
    renderWorkspace();
    await waitFor(() => expect(markField()).toHaveFocus());
    await userEvent.keyboard('5{Enter}');
    expect(await screen.findByText('Agreed mark: 6')).toBeInTheDocument();
    expect(screen.getByText('Chief marker’s note: Credit the second point.')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next script' });
    await waitFor(() => expect(next).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: /Script P2/ })).toBeInTheDocument();
  });

  it('says why there is no script, in Chinese too, without naming check scripts as seeds', async () => {
    mocked.getMarkingAssignments.mockResolvedValue({
      assignments: [{ ...ASSIGNMENT, status: 'paused', paused_reason: 'seeds' }],
    });
    mocked.claimMarkingTask.mockResolvedValue({ task: null, reason: 'paused' });
    const en = renderWorkspace();
    expect(
      await screen.findByText(
        'Paused: your marks on check scripts were outside tolerance. The chief marker will review.',
      ),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/seed/i);
    en.unmount();
    await act(() => i18n.changeLanguage('zh-hk'));
    renderWorkspace('zh-hk');
    expect(await screen.findByText('已暫停：你在覆核卷的評分超出容許差距。主任評卷員會作檢視。')).toBeInTheDocument();
  });

  it('gives the task back when the marker leaves the page', async () => {
    mocked.claimMarkingTask.mockResolvedValueOnce({ task: task(1, 'A1'), reason: null });
    const view = renderWorkspace();
    await screen.findByRole('heading', { name: /Script A1/ });
    view.unmount();
    expect(mocked.releaseMarkingLease).toHaveBeenCalledWith(1);
  });
});

describe('going back and flagging', () => {
  it('opens a recent script again, saves its changed mark under a new key, then returns to the script on hand', async () => {
    mocked.claimMarkingTask.mockResolvedValueOnce({ task: task(2, 'B2'), reason: null });
    mocked.getRecentMarks.mockResolvedValue({
      marks: [
        {
          task_id: 1,
          script_code: 'A1',
          kind: 'live',
          score: 4,
          submitted_at: '2026-11-28T03:00:00.000Z',
          changeable: true,
        },
        {
          task_id: 0,
          script_code: 'Z9',
          kind: 'live',
          score: 2,
          submitted_at: '2026-11-28T02:00:00.000Z',
          changeable: false,
        },
      ],
    });
    mocked.getMarkingTask.mockResolvedValueOnce(
      task(1, 'A1', { mark: { score: 4, criteria: null, comment: 'Second point missing', annotations: [] } }),
    );
    mocked.submitMark.mockResolvedValueOnce(saved(1, 5));
    renderWorkspace();
    await screen.findByRole('heading', { name: /Script B2/ });
    expect(screen.getByRole('row', { name: /Z9/ })).toHaveTextContent('Final');
    await userEvent.click(screen.getByRole('button', { name: 'Change the mark of script A1' }));
    expect(await screen.findByRole('heading', { name: /Changing the mark of script A1/ })).toBeInTheDocument();
    expect(markField()).toHaveValue('4');
    expect(screen.getByLabelText('Comment (optional)')).toHaveValue('Second point missing');
    await userEvent.clear(markField());
    await userEvent.type(markField(), '5{Enter}');
    await waitFor(() => expect(mocked.submitMark).toHaveBeenCalled());
    expect(mocked.getMarkingTask).toHaveBeenCalledWith(1);
    expect(mocked.submitMark.mock.calls[0]![0]).toBe(1);
    expect(mocked.submitMark.mock.calls[0]![1]).toMatchObject({ score: 5, comment: 'Second point missing' });
    expect(await screen.findByRole('heading', { name: /Script B2/ })).toBeInTheDocument();
    expect(mocked.claimMarkingTask).toHaveBeenCalledTimes(1);
  });

  it('flags the script to the chief with a reason and a note; the script stays to be marked', async () => {
    mocked.claimMarkingTask.mockResolvedValueOnce({ task: task(1, 'A1'), reason: null });
    mocked.flagMarkingTask.mockResolvedValueOnce({ success: true });
    renderWorkspace();
    await screen.findByRole('heading', { name: /Script A1/ });
    await userEvent.click(screen.getByRole('button', { name: 'Flag to the chief marker' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Wrong page' }));
    await userEvent.type(screen.getByLabelText('Note (optional)'), 'Answer continues on page 3');
    await userEvent.click(screen.getByRole('button', { name: 'Flag' }));
    expect(
      await screen.findByText('Script A1 flagged to the chief marker. Please mark it as best you can.', {
        selector: '.ant-alert *',
      }),
    ).toBeInTheDocument();
    expect(mocked.flagMarkingTask).toHaveBeenCalledWith(1, {
      reason: 'wrong_page',
      note: 'Answer continues on page 3',
    });
    expect(screen.getByRole('heading', { name: /Script A1/ })).toBeInTheDocument();
    await waitFor(() => expect(markField()).toHaveFocus());
  });
});

describe('my questions', () => {
  it('explains where the marker stands and links a chief to the chief page', async () => {
    mocked.getMarkingAssignments.mockResolvedValue({
      assignments: [
        { ...ASSIGNMENT, status: 'paused', paused_reason: 'seeds' },
        {
          ...ASSIGNMENT,
          id: 4,
          question_id: 12,
          label: '5',
          role: 'chief',
          status: 'qualifying',
          marked: 0,
          practice_done: 0,
          qualification_done: 0,
        },
      ],
    });
    renderPage('/en/marking', '/:locale/marking', <MyQuestions />);
    expect(
      await screen.findByText(
        /Paused: your marks on check scripts were outside tolerance\. The chief marker will review\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Mock 2026 Chinese · Paper 1 Reading')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Continue marking question 4' })).toHaveAttribute(
      'href',
      '/en/marking/questions/11',
    );
    expect(screen.getByRole('link', { name: 'Start marking question 5' })).toHaveAttribute(
      'href',
      '/en/marking/questions/12',
    );
    expect(screen.getByRole('link', { name: "Chief marker's page of question 5" })).toHaveAttribute(
      'href',
      '/en/marking/questions/12/chief',
    );
    expect(screen.getAllByRole('link', { name: /Chief marker's page/ })).toHaveLength(1);
    expect(screen.getByText(/2 of them must be within tolerance/)).toBeInTheDocument();
  });
});
