import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@mockexam/api-client';
import { ApiError, type CallOptions } from '@mockexam/api-client';
import { messages, type ScanException } from '@mockexam/contracts';
import { sessionStore } from '@mockexam/session';
import { renderAdmin, setupI18n } from '../../../test/render';
import { CYCLE, EXAM } from '../exams.fixtures';
import { completeness, exception, fakeApi, INTAKE_PATH, PAPER, type Handler } from './intake.fixtures';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  call: jest.fn(),
  getAdminCycles: jest.fn(),
  getAdminExams: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const taken = () => new ApiError(409, 'SCAN_SLOT_TAKEN', messages.SCAN_SLOT_TAKEN.en, messages.SCAN_SLOT_TAKEN);
const notEntered = () =>
  new ApiError(400, 'VALIDATION_ERROR', 'x', messages.SCAN_CANDIDATE_NOT_ENTERED, {
    candidate_no: messages.SCAN_CANDIDATE_NOT_ENTERED,
  });

/** The queue as the server keeps it: resolving an exception takes it out. */
function serve(queue: ScanException[], assign: Handler) {
  const fake = fakeApi({
    [`GET /admin/exam-papers/${PAPER}/scan-uploads`]: () => ({ uploads: [] }),
    [`GET /admin/exam-papers/${PAPER}/scan-completeness`]: () => completeness(),
    [`GET /admin/exam-papers/${PAPER}/scan-exceptions`]: () => ({ total: queue.length, exceptions: [...queue] }),
    ...Object.fromEntries(
      queue.map((e) => [
        `POST /admin/scan-exceptions/${e.id}/assign`,
        async (options: CallOptions) => {
          const answer = await assign(options);
          queue.splice(queue.indexOf(e), 1);
          return answer;
        },
      ]),
    ),
    ...Object.fromEntries(
      queue.map((e) => [
        `POST /admin/scan-exceptions/${e.id}/discard`,
        () => {
          queue.splice(queue.indexOf(e), 1);
          return { success: true };
        },
      ]),
    ),
  });
  mocked.call.mockImplementation(fake.call as never);
  return fake;
}

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  sessionStore.setState({ token: 'staff-token' });
  mocked.getAdminCycles.mockResolvedValue([CYCLE]);
  mocked.getAdminExams.mockResolvedValue([EXAM]);
});

const review = () => screen.findByRole('region', { name: 'The page under review' });
const candidateField = () => screen.findByLabelText('Candidate number');

describe('the exceptions queue', () => {
  it('assigns a page over an existing scan once staff confirm, then brings up the next page', async () => {
    const queue = [
      exception(1, { reason: 'blank_book' }),
      exception(2, { reason: 'duplicate', candidate_no: '20000002', page: 4 }),
    ];
    const assign = jest
      .fn()
      .mockRejectedValueOnce(taken())
      .mockResolvedValueOnce({ success: true, marked_page_id: 90 });
    const fake = serve(queue, assign);
    renderAdmin(`${INTAKE_PATH}&tab=exceptions`);

    expect(await screen.findByText('2 pages wait to be assigned or discarded.')).toBeInTheDocument();
    const first = await review();
    expect(
      within(first).getByRole('heading', {
        name: 'A blank answer book: the candidate number is written by hand: class-5a.pdf, page 1',
      }),
    ).toBeInTheDocument();
    // The preview is shown with the token an <img> needs.
    expect(within(first).getByRole('img', { name: 'Scanned page 1 of class-5a.pdf' })).toHaveAttribute(
      'src',
      '/api/admin/scan-exceptions/1/image?kind=preview&access_token=staff-token',
    );
    // The candidate number field is ready to type into; Enter in the page field submits.
    await waitFor(async () => expect(await candidateField()).toHaveFocus());
    await userEvent.keyboard('20000001');
    await userEvent.type(screen.getByLabelText('Page of the answer book'), '3{Enter}');

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Replace the existing page 3 of candidate 20000001?');
    expect(dialog).toHaveTextContent(messages.SCAN_SLOT_TAKEN.en);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace the existing page' }));

    expect(await screen.findByText('Filed as page 3 of candidate 20000001.')).toBeInTheDocument();
    expect(assign.mock.calls.map(([options]) => (options as CallOptions).data)).toEqual([
      { candidate_no: '20000001', page: 3, replace: false },
      { candidate_no: '20000001', page: 3, replace: true },
    ]);
    // The next page comes up, filled with what was read from it.
    const next = await review();
    expect(
      await within(next).findByRole('heading', {
        name: "The candidate's page already has a scan: class-5a.pdf, page 2",
      }),
    ).toBeInTheDocument();
    expect(await candidateField()).toHaveValue('20000002');
    expect(screen.getByLabelText('Page of the answer book')).toHaveValue('4');
    expect(await screen.findByText('1 page waits to be assigned or discarded.')).toBeInTheDocument();
    expect(fake.callsTo(`POST /admin/scan-exceptions/2/assign`)).toHaveLength(0);
  });

  it("shows the server's refusal under the candidate number and keeps the page", async () => {
    const fake = serve([exception(7)], jest.fn().mockRejectedValue(notEntered()));
    renderAdmin(`${INTAKE_PATH}&tab=exceptions`);
    await userEvent.type(await candidateField(), '29999999');
    await userEvent.type(screen.getByLabelText('Page of the answer book'), '1{Enter}');
    expect(await screen.findByText(messages.SCAN_CANDIDATE_NOT_ENTERED.en)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.callsTo('POST /admin/scan-exceptions/7/assign')).toHaveLength(1);
    expect(screen.getByText('1 page waits to be assigned or discarded.')).toBeInTheDocument();
  });

  it('checks the candidate number before sending', async () => {
    const fake = serve([exception(7)], jest.fn());
    renderAdmin(`${INTAKE_PATH}&tab=exceptions`);
    await userEvent.type(await candidateField(), '2000{Enter}');
    expect(await screen.findByText('A candidate number is 8 letters or digits')).toBeInTheDocument();
    expect(fake.callsTo('POST /admin/scan-exceptions/7/assign')).toHaveLength(0);
  });

  it('discards a page after a confirmation, and says when the queue is empty', async () => {
    const fake = serve([exception(8, { reason: 'bad_image', image_url: null, preview_url: null })], jest.fn());
    renderAdmin(`${INTAKE_PATH}&tab=exceptions`);
    expect(await screen.findByText('There is no image to show: discard this page and scan it again.')).toBeVisible();
    await userEvent.click(within(await review()).getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Page 8 of class-5a.pdf is kept but filed nowhere.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Page discarded.')).toBeInTheDocument();
    expect(await screen.findByText('No exceptions: every page read so far is filed.')).toBeInTheDocument();
    expect(fake.callsTo('POST /admin/scan-exceptions/8/discard')).toHaveLength(1);
  });
});
