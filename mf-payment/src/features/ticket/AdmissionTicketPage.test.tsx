import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@mockexam/api-client';
import type { AdmissionTicket, CandidateInfoResponse } from '@mockexam/contracts';
import { renderAt, setupI18n } from '../../test/render';
import AdmissionTicketPage from './AdmissionTicketPage';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getCandidateInfo: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const open = () => renderAt('/en/admission-ticket', { '/:locale/admission-ticket': <AdmissionTicketPage /> });

const base = {
  candidate_no: '30000001',
  name: 'Chan Tai Man',
  status: 'preparing',
  tickets: [],
} as unknown as CandidateInfoResponse;

const ticket = {
  ticket_id: 1,
  enrollment_no: 'E0001',
  candidate_no: '30000001',
  candidate_name: 'Chan Tai Man',
  subject: 'chi',
  subject_name_zh: '中國語文',
  subject_name_en: 'Chinese Language',
  paper_names_zh: '卷一、卷二',
  paper_names_en: 'Paper 1, Paper 2',
  exam_date: '2024-12-28',
  starts_at: '2024-12-28T01:00:00Z',
  exam_mode: 'venue',
  venue_name_zh: '甲禮堂',
  venue_name_en: 'Hall A',
  venue_address_zh: '地址',
  venue_address_en: 'Address A',
  seat_no: 'A12',
  issued_at: '2024-11-01T10:00:00+08:00',
} as unknown as AdmissionTicket;

beforeAll(setupI18n);
beforeEach(() => jest.clearAllMocks());

describe('admission ticket page', () => {
  it('says the ticket is being prepared before issue', async () => {
    mocked.getCandidateInfo.mockResolvedValue(base);
    open();
    expect(
      await screen.findByText(
        'Your admission ticket is being prepared. It will be ready within 5 working days after payment is confirmed.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the chosen ticket with the candidate number in two groups of four', async () => {
    mocked.getCandidateInfo.mockResolvedValue({ ...base, status: 'issued', tickets: [ticket] });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    open();
    expect(await screen.findByTestId('candidate-no')).toHaveTextContent('3000 0001');
    expect(screen.getByText(/Hall A/)).toBeInTheDocument();
    expect(screen.getByText('A12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
  });

  it('shows why the tickets could not be loaded, and loads them again on retry', async () => {
    mocked.getCandidateInfo
      .mockRejectedValueOnce(new api.ApiError(503, 'INTERNAL', undefined, { en: 'System busy.', zh: '系統繁忙。' }))
      .mockResolvedValue({ ...base, status: 'issued', tickets: [ticket] });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('System busy.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('candidate-no')).toHaveTextContent('3000 0001');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
