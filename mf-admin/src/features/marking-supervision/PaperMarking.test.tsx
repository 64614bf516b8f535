import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@mockexam/api-client';
import { ApiError } from '@mockexam/api-client';
import { messages } from '@mockexam/contracts';
import { renderAdmin, setupI18n } from '../../test/render';
import { CYCLE, EXAM, paperQuestions } from '../exams/exams.fixtures';
import { MARKERS, PROGRESS, SETTINGS } from './supervision.fixtures';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getAdminCycles: jest.fn(),
  getAdminExams: jest.fn(),
  getPaperQuestions: jest.fn(),
  getMarkers: jest.fn(),
  getPaperAssignments: jest.fn(),
  createPaperAssignments: jest.fn(),
  getMarkingProgress: jest.fn(),
  getMarkingSettings: jest.fn(),
  saveMarkingSettings: jest.fn(),
  getMarkingReferences: jest.fn(),
  getMarkingFlags: jest.fn(),
  pauseMarkingAssignment: jest.fn(),
  resumeMarkingAssignment: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const PAGE = '/en/admin/exams/3/papers/31/marking?cycle=7';

beforeEach(async () => {
  await setupI18n('en');
  jest.resetAllMocks();
  mocked.getAdminCycles.mockResolvedValue([CYCLE]);
  mocked.getAdminExams.mockResolvedValue([EXAM]);
  mocked.getPaperQuestions.mockImplementation(async (id) => paperQuestions(id, false));
  mocked.getMarkers.mockResolvedValue(MARKERS);
  mocked.getPaperAssignments.mockResolvedValue({ assignments: [] });
  mocked.getMarkingProgress.mockResolvedValue(PROGRESS);
  mocked.getMarkingSettings.mockResolvedValue(SETTINGS);
  mocked.getMarkingReferences.mockResolvedValue({ references: [] });
  mocked.getMarkingFlags.mockResolvedValue({ flags: [] });
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
const button = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByRole('button', { name });
const dialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

describe("a paper's on-screen marking", () => {
  it('shows the progress by question and by marker, with the figures as staff read them', async () => {
    renderAdmin(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'On-screen marking: Paper 1 Reading, 2024/25 Mock Exam' }),
    ).toBeInTheDocument();
    const byQuestion = within(await screen.findByRole('region', { name: 'Progress by question' })).getByRole('table');
    expect(rowsOf(byQuestion)).toEqual([
      ['Q1 open', '36', '20', '12', '3', '1', '2', '2.5', '1.0'],
      ['Q3 closed', '36', '0', '36', '0', '0', '0', '—', '—'],
    ]);
    const byMarker = within(screen.getByRole('region', { name: 'Progress by marker' })).getByRole('table');
    const [chan, lee] = rowsOf(byMarker);
    // Items an hour, mean and spread beside the question's, agreement as a percentage, seeds and those beyond tolerance.
    expect(chan!.slice(0, 11)).toEqual([
      'Chan Siu Ming',
      'Q1',
      'Marker',
      'Marking',
      '18',
      '42.3',
      '2.8 (2.5)',
      '0.9 (1.0)',
      '88%',
      '3',
      '1',
    ]);
    expect(lee!.slice(0, 4)).toEqual(['Lee Ka Yan', 'Q3', 'Chief marker', 'Paused · seed scripts beyond tolerance']);
    expect(button('Resume Lee Ka Yan on Q3')).toBeInTheDocument();
  });

  it('pauses a marker once confirmed, and resumes a paused one', async () => {
    mocked.pauseMarkingAssignment.mockResolvedValue({ id: 701, status: 'paused', paused_reason: 'chief' });
    mocked.resumeMarkingAssignment.mockResolvedValue({ id: 702, status: 'live', paused_reason: null });
    renderAdmin(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Pause Chan Siu Ming on Q1' }));
    const confirm = (await screen.findAllByText('Pause Chan Siu Ming on Q1?'))[0]!.closest('.ant-modal') as HTMLElement;
    expect(mocked.pauseMarkingAssignment).not.toHaveBeenCalled();
    fireEvent.click(button('Pause', confirm));
    await waitFor(() => expect(mocked.pauseMarkingAssignment).toHaveBeenCalledWith(701));
    expect(await screen.findByText('Chan Siu Ming on Q1 is paused.')).toBeInTheDocument();

    fireEvent.click(button('Resume Lee Ka Yan on Q3'));
    await waitFor(() => expect(mocked.resumeMarkingAssignment).toHaveBeenCalledWith(702));
    expect(await screen.findByText('Lee Ka Yan on Q3 marks again.')).toBeInTheDocument();
  });
});

describe('assigning markers', () => {
  it('needs a marker and a question; assigns an active marker to several questions as chief', async () => {
    mocked.createPaperAssignments.mockResolvedValue({ assignments: [] });
    renderAdmin(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Assign a marker' }));
    const modal = await dialog('Assign a marker to questions');
    fireEvent.click(button('Assign', modal));
    expect(await within(modal).findByText('Please choose a marker')).toBeInTheDocument();
    expect(within(modal).getByText('Please choose at least one question')).toBeInTheDocument();
    expect(mocked.createPaperAssignments).not.toHaveBeenCalled();

    fireEvent.mouseDown(within(modal).getByRole('combobox', { name: 'Marker' }));
    // A disabled marker is not offered.
    expect(screen.queryByText('Wong Tai Sin (old.wong)', { selector: '.ant-select-item-option-content' })).toBeNull();
    fireEvent.click(await screen.findByText('Lee Ka Yan (chief.lee)', { selector: '.ant-select-item-option-content' }));
    fireEvent.mouseDown(within(modal).getByRole('combobox', { name: 'Questions' }));
    // Multiple choice is scored from the answers: only Q1 and Q3 are marked on screen.
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).not.toContain('Q2');
    fireEvent.click(await screen.findByText('Q1', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(await screen.findByText('Q3', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(within(modal).getByRole('radio', { name: 'Chief marker' }));
    fireEvent.click(button('Assign', modal));

    await waitFor(() =>
      expect(mocked.createPaperAssignments).toHaveBeenCalledWith(31, {
        marker_id: 502,
        question_ids: [101, 103],
        role: 'chief',
      }),
    );
    expect(await screen.findByText('Lee Ka Yan assigned as Chief marker to Q1, Q3.')).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog, in the page's language", async () => {
    await setupI18n('zh-hk');
    mocked.createPaperAssignments.mockRejectedValue(
      new ApiError(409, 'MARKING_ASSIGNMENT_EXISTS', 'x', messages.MARKING_ASSIGNMENT_EXISTS),
    );
    renderAdmin('/zh-hk/admin/exams/3/papers/31/marking?cycle=7');
    fireEvent.click(await screen.findByRole('button', { name: '分配評卷員' }));
    const modal = await dialog('把評卷員分配到題目');
    fireEvent.mouseDown(within(modal).getByRole('combobox', { name: '評卷員' }));
    fireEvent.click(
      await screen.findByText('Chan Siu Ming (marker.chan)', { selector: '.ant-select-item-option-content' }),
    );
    fireEvent.mouseDown(within(modal).getByRole('combobox', { name: '題目' }));
    fireEvent.click(await screen.findByText('Q1', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(button('分配', modal));
    expect(await within(modal).findByText(messages.MARKING_ASSIGNMENT_EXISTS['zh-hk'])).toBeInTheDocument();
  });
});

describe("a question's settings", () => {
  const settingsForm = async () => screen.findByRole('form', { name: 'Marking settings of question Q1' });

  it('holds each number to its range and a tolerance to half marks up to the full mark; sends what passes', async () => {
    mocked.saveMarkingSettings.mockImplementation(async (_, body) => ({ ...SETTINGS, ...body }));
    renderAdmin(PAGE);
    const form = await settingsForm();
    const field = (label: string) => within(form).getByLabelText(label);
    expect(field('Tolerance')).toHaveAttribute('aria-valuemax', '4');
    expect(field('Qualification scripts within tolerance')).toHaveAttribute('aria-valuemax', '50');
    expect(field('A seed script every')).toHaveAttribute('aria-valuemax', '100');
    expect(field('Seeds beyond tolerance before a pause')).toHaveAttribute('aria-valuemin', '1');
    expect(field('Seeds beyond tolerance before a pause')).toHaveAttribute('aria-valuemax', '20');
    expect(field('Marked twice (%)')).toHaveAttribute('aria-valuemax', '100');

    await userEvent.clear(field('Tolerance'));
    await userEvent.type(field('Tolerance'), '0.3');
    await userEvent.clear(field('A seed script every'));
    fireEvent.click(button('Save settings', form));
    expect(await within(form).findByText(messages.MARKS_SCORE_FORMAT.en)).toBeInTheDocument();
    expect(within(form).getByText('This field is required')).toBeInTheDocument();
    expect(mocked.saveMarkingSettings).not.toHaveBeenCalled();

    await userEvent.clear(field('Tolerance'));
    await userEvent.type(field('Tolerance'), '1.5');
    await userEvent.type(field('A seed script every'), '25');
    await userEvent.clear(field('Marked twice (%)'));
    await userEvent.type(field('Marked twice (%)'), '15');
    fireEvent.click(button('Save settings', form));
    await waitFor(() =>
      expect(mocked.saveMarkingSettings).toHaveBeenCalledWith(101, {
        step: 0.5,
        tolerance: 1.5,
        qualify_min: 3,
        seed_every: 25,
        seed_fail_limit: 2,
        double_share: 15,
        final_rule: 'mean',
        open: false,
      }),
    );
    expect(await screen.findByText('Settings of question Q1 saved.')).toBeInTheDocument();
  });

  it("puts the server's field message under its field", async () => {
    mocked.saveMarkingSettings.mockRejectedValue(
      new ApiError(400, 'FIELD_INVALID', 'x', messages.MARKING_SEED_EVERY_RANGE, {
        seed_every: messages.MARKING_SEED_EVERY_RANGE,
      }),
    );
    renderAdmin(PAGE);
    const form = await settingsForm();
    fireEvent.click(button('Save settings', form));
    expect(await within(form).findByText(messages.MARKING_SEED_EVERY_RANGE.en)).toBeInTheDocument();
  });
});
