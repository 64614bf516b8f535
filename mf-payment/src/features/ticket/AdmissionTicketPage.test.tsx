import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@mockexam/api-client';
import type { AdmissionTicket, CandidateInfoResponse } from '@mockexam/contracts';
import { i18n } from '@mockexam/i18n';
import { renderAt, setupI18n } from '../../test/render';
import AdmissionTicketPage from './AdmissionTicketPage';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getCandidateInfo: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const open = (lang = 'en') =>
  renderAt(`/${lang}/admission-ticket`, { '/:locale/admission-ticket': <AdmissionTicketPage /> });

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
  // The venue session checkout shows: 08:00-13:30 in Hong Kong; the first paper starts at 08:30.
  session_starts_at: '2024-12-28T00:00:00Z',
  session_ends_at: '2024-12-28T05:30:00Z',
  papers: [
    { paper_no: 1, name_zh: '卷一', name_en: 'Paper 1', starts_at: '2024-12-28T00:30:00Z', duration_minutes: 90 },
    { paper_no: 2, name_zh: '卷二', name_en: 'Paper 2', starts_at: '2024-12-28T03:00:00Z', duration_minutes: 150 },
  ],
  source: 'order',
} as unknown as AdmissionTicket;

const homeTicket = {
  ...ticket,
  ticket_id: 2,
  enrollment_no: 'E0002',
  subject: 'eng',
  subject_name_zh: '英國語文',
  subject_name_en: 'English Language',
  exam_mode: 'home',
  exam_date: '2024-12-30',
  starts_at: null,
  session_starts_at: null,
  session_ends_at: null,
  venue_name_zh: null,
  venue_name_en: null,
  venue_address_zh: null,
  venue_address_en: null,
  seat_no: null,
  papers: [
    { paper_no: 1, name_zh: '卷一', name_en: 'Paper 1', starts_at: '2024-12-30T01:00:00Z', duration_minutes: 120 },
  ],
} as unknown as AdmissionTicket;

const mathTicket = {
  ...ticket,
  ticket_id: 3,
  enrollment_no: 'E0003',
  subject: 'math',
  subject_name_en: 'Mathematics',
  subject_name_zh: '數學',
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
      .mockRejectedValueOnce(
        new api.ApiError(503, 'INTERNAL', undefined, { en: 'System busy.', 'zh-hk': '系統繁忙。' }),
      )
      .mockResolvedValue({ ...base, status: 'issued', tickets: [ticket] });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('System busy.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('candidate-no')).toHaveTextContent('3000 0001');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the venue session as checkout does, and each paper with its own start and duration', async () => {
    mocked.getCandidateInfo.mockResolvedValue({ ...base, status: 'issued', tickets: [ticket] });
    open();
    expect(await screen.findByTestId('ticket-session')).toHaveTextContent('2024-12-28 08:00–13:30');
    const papers = screen.getByTestId('paper-times');
    expect(papers).toHaveTextContent('Paper 1: starts 08:30, duration 90 minutes');
    expect(papers).toHaveTextContent('Paper 2: starts 11:00, duration 150 minutes');
    expect(screen.getByTestId('admission-ticket')).not.toHaveTextContent('2024-12-28 08:30');
  });

  it('gives no venue time for the home mode, and says it in Chinese', async () => {
    mocked.getCandidateInfo.mockResolvedValue({ ...base, status: 'issued', tickets: [homeTicket] });
    await act(() => i18n.changeLanguage('zh-hk'));
    try {
      open('zh-hk');
      expect(await screen.findByTestId('ticket-session')).toHaveTextContent(
        '2024年12月30日 不設試場時段（自行安排在家應考）',
      );
      expect(screen.getByTestId('paper-times')).toHaveTextContent('卷一：09:00 開考，時限 120 分鐘');
      expect(screen.getByText('自行安排在家應考')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('prints every ticket, one per page, with Print all', async () => {
    mocked.getCandidateInfo.mockResolvedValue({ ...base, status: 'issued', tickets: [ticket, homeTicket, mathTicket] });
    const printed: { subjects: string[]; sheets: number }[] = [];
    const print = jest.spyOn(window, 'print').mockImplementation(() => {
      const area = screen.getByTestId('ticket-print-all');
      printed.push({
        subjects: within(area)
          .getAllByTestId('admission-ticket')
          .map((x) => (x.textContent?.match(/Chinese Language|English Language|Mathematics/) ?? [''])[0]),
        sheets: area.querySelectorAll('.ticket-sheet').length,
      });
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Print all (3)' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(printed).toEqual([{ subjects: ['Chinese Language', 'English Language', 'Mathematics'], sheets: 3 }]);
    // Back to the one chosen ticket on screen.
    expect(screen.queryByTestId('ticket-print-all')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('admission-ticket')).toHaveLength(1);
    print.mockRestore();
  });

  it('downloads every ticket as one web page named after the candidate number', async () => {
    mocked.getCandidateInfo.mockResolvedValue({ ...base, status: 'issued', tickets: [ticket, homeTicket] });
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:tickets';
    });
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Download all (2)' }));
    expect(names).toEqual(['admission-tickets-30000001.html']);
    const html = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]);
    });
    expect(html.match(/class="ticket-sheet"/g)).toHaveLength(2);
    expect(html).toContain('Chinese Language');
    expect(html).toContain('English Language');
    expect(html).toContain('break-after: page');
    click.mockRestore();
  });

  it("shows a school candidate's admission data from the school's registration", async () => {
    const school = {
      ...ticket,
      ticket_id: 9,
      enrollment_no: '',
      candidate_no: '20000001',
      candidate_name: '張小芬',
      seat_no: null,
      source: 'school',
      school_name_zh: '皇仁書院',
      school_name_en: "Queen's College",
      arrangement: 'school',
      session_starts_at: null,
      session_ends_at: null,
      venue_name_en: null,
      venue_name_zh: null,
      venue_address_en: null,
      venue_address_zh: null,
    } as unknown as AdmissionTicket;
    mocked.getCandidateInfo.mockResolvedValue({
      ...base,
      candidate_no: '20000001',
      status: 'issued',
      tickets: [school],
    });
    open();
    expect(await screen.findByTestId('candidate-no')).toHaveTextContent('2000 0001');
    expect(screen.getByText("Queen's College")).toBeInTheDocument();
    expect(screen.getByText('At your school (arranged by your school)')).toBeInTheDocument();
    expect(screen.getByTestId('ticket-session')).toHaveTextContent('2024-12-28 To be announced by your school');
    expect(screen.queryByText('No records')).not.toBeInTheDocument();
    expect(screen.queryByText('Order number')).not.toBeInTheDocument();
  });
});
