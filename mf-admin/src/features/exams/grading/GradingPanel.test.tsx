import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as api from '@mockexam/api-client';
import { ApiError } from '@mockexam/api-client';
import { messages, type AdminGradingRun } from '@mockexam/contracts';
import { renderAdmin, setupI18n } from '../../../test/render';
import { CYCLE, EXAM, RUN, paperQuestions } from '../exams.fixtures';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getAdminCycles: jest.fn(),
  getAdminExams: jest.fn(),
  getPaperQuestions: jest.fn(),
  getPaperGuidelines: jest.fn(),
  getGradingRuns: jest.fn(),
  runGrading: jest.fn(),
  publishGradingRun: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const FUTURE_RELEASE = '2099-02-20T02:00:00.000Z';
const PUBLISHED: AdminGradingRun = {
  ...RUN,
  published: true,
  published_at: '2025-02-11T02:00:00.000Z',
  published_by: 'Jane Chan',
};

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  mocked.getAdminCycles.mockResolvedValue([CYCLE]);
  mocked.getPaperQuestions.mockImplementation(async (id) => paperQuestions(id, true));
  mocked.getPaperGuidelines.mockImplementation(async (id) => ({ exam_paper_id: id, guidelines: [] }));
});

const button = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(name, { selector: 'button span' }).closest('button')!;
const confirmation = () => document.querySelector('.ant-modal-confirm') as HTMLElement;

async function openGrading(runs: AdminGradingRun[], release = FUTURE_RELEASE) {
  mocked.getAdminExams.mockResolvedValue([{ ...EXAM, latest_run: runs[0] ?? null, release_at: release }]);
  mocked.getGradingRuns.mockResolvedValue(runs);
  renderAdmin('/en/admin/exams/3?cycle=7');
  fireEvent.click(await screen.findByRole('tab', { name: 'Grading and publishing' }));
}

describe('grading and publishing', () => {
  it('runs the grading after a confirmation, then shows the level distribution as a table with bars', async () => {
    await openGrading([]);
    mocked.runGrading.mockResolvedValue({ ...RUN, unpublished_run_id: null });
    fireEvent.click(await screen.findByText('Run grading', { selector: 'button span' }));
    const asked = await waitFor(confirmation);
    expect(asked).toHaveTextContent('Run grading for 2024/25 Mock Exam?');
    expect(asked).toHaveTextContent('Every candidate with marks is graded');
    mocked.getGradingRuns.mockResolvedValue([RUN]);
    fireEvent.click(button('Run grading', asked));

    await waitFor(() => expect(mocked.runGrading).toHaveBeenCalledWith(3));
    expect(await screen.findByText(/Run 12 graded 40 candidates/)).toBeInTheDocument();
    const table = (await screen.findByText('Level distribution of run 12')).closest('table') as HTMLElement;
    const top = within(table).getByText('Level 5**').closest('tr') as HTMLElement;
    expect(top).toHaveTextContent('2');
    expect(within(top).getByLabelText('Level 5**: 5%')).toBeInTheDocument();
    const unclassified = within(table).getByText('Unclassified (U)').closest('tr') as HTMLElement;
    expect(within(unclassified).getByLabelText('Unclassified (U): 2.5%')).toBeInTheDocument();
    const latest = screen.getByText('Latest run: 12').closest('.ant-card') as HTMLElement;
    expect(latest).toHaveTextContent('Run at2025-2-10 11:00:00Run byJane ChanCandidates40StateNot published');
  });

  it('publishes the latest run after a confirmation stating the release time', async () => {
    await openGrading([RUN]);
    mocked.publishGradingRun.mockResolvedValue(PUBLISHED);
    fireEvent.click(await screen.findByText('Publish run 12', { selector: 'button span' }));
    const asked = await waitFor(confirmation);
    expect(asked).toHaveTextContent('Publish run 12?');
    expect(asked).toHaveTextContent(
      'Candidates and schools see these results once the release time has passed: 2099-2-20 10:00:00 (Hong Kong time).',
    );
    mocked.getGradingRuns.mockResolvedValue([PUBLISHED]);
    fireEvent.click(button('Publish', asked));
    await waitFor(() => expect(mocked.publishGradingRun).toHaveBeenCalledWith(3, 12));
    expect(await screen.findByText('Run 12 published.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Publish run 12', { selector: 'button span' })).toBeNull());
  });

  it('says so when the release time has passed: candidates see the results at once', async () => {
    await openGrading([RUN], '2025-02-20T02:00:00.000Z');
    fireEvent.click(await screen.findByText('Publish run 12', { selector: 'button span' }));
    expect(await waitFor(confirmation)).toHaveTextContent(
      'The release time (2025-2-20 10:00:00, Hong Kong time) has passed: candidates and schools see these results at once.',
    );
  });

  it('explains that a new run withdraws the published one until it is published in turn', async () => {
    await openGrading([PUBLISHED]);
    expect(await screen.findByText(/the new run must be published again before anyone sees it/)).toBeInTheDocument();
    mocked.runGrading.mockResolvedValue({ ...RUN, run_id: 13, unpublished_run_id: 12 });
    fireEvent.click(await screen.findByText('Run grading again', { selector: 'button span' }));
    const asked = await waitFor(confirmation);
    expect(asked).toHaveTextContent('Run 12 is published now: it will be withdrawn');
    mocked.getGradingRuns.mockResolvedValue([
      { ...RUN, run_id: 13 },
      { ...PUBLISHED, published: false },
    ]);
    fireEvent.click(button('Run grading', asked));
    expect(await screen.findByText(/Run 13 graded 40 candidates.*Run 12 is no longer published\./)).toBeInTheDocument();
    const runs = (await screen.findByText('Grading runs', { selector: 'caption' })).closest('table') as HTMLElement;
    const old = within(runs).getByText('Withdrawn').closest('tr') as HTMLElement;
    expect(old).toHaveTextContent('2025-2-11 10:00:00 by Jane Chan');
  });

  it('says the marks changed after the run when publishing it is refused', async () => {
    await openGrading([RUN]);
    mocked.publishGradingRun.mockRejectedValue(new ApiError(409, 'GRADING_RUN_STALE', 'x', messages.GRADING_RUN_STALE));
    fireEvent.click(await screen.findByText('Publish run 12', { selector: 'button span' }));
    fireEvent.click(button('Publish', await waitFor(confirmation)));
    expect(await screen.findByRole('alert')).toHaveTextContent('The marks changed after this run; run grading again');
  });

  it("shows the server's reason when grading is refused", async () => {
    await openGrading([]);
    mocked.runGrading.mockRejectedValue(
      new ApiError(409, 'GRADING_NO_BOUNDARIES', 'x', messages.GRADING_NO_BOUNDARIES),
    );
    fireEvent.click(await screen.findByText('Run grading', { selector: 'button span' }));
    fireEvent.click(button('Run grading', await waitFor(confirmation)));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.GRADING_NO_BOUNDARIES.en);
  });
});
