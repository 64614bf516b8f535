import { act, screen, within } from '@testing-library/react';
import { i18n } from '@mockexam/i18n';
import * as api from '@mockexam/api-client';
import type { AdmissionTicket } from '@mockexam/contracts';
import { sessionStore } from '@mockexam/session';
import { testProfiles } from '@mockexam/session/testing';
import { details, titles } from '../../test/fixtures';
import { renderAt, setUpI18n } from '../../test/render';
import ExamResultListPage from './ExamResultListPage';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getCandidateAllExamDetails: jest.fn(),
  getCandidateInfo: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const open = (locale = 'en') => renderAt(`/${locale}/exam-result-list`, { 'exam-result-list': <ExamResultListPage /> });

beforeAll(setUpI18n);
beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.getState().signOut();
  sessionStore.getState().signIn('t', testProfiles.candidate);
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('my grades', () => {
  it("says 'Grading in progress' while no result is released", async () => {
    mocked.getCandidateAllExamDetails.mockResolvedValue([]);
    open();
    expect(await screen.findByText('Grading in progress')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says it in Chinese on the Chinese page', async () => {
    mocked.getCandidateAllExamDetails.mockResolvedValue([]);
    await act(() => i18n.changeLanguage('zh-hk'));
    open('zh-hk');
    expect(await screen.findByText('評卷進行中')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '我的成績' })).toBeInTheDocument();
  });

  it('shows a card per released exam: titles, total to 2 decimals, level or attainment, and its report', async () => {
    mocked.getCandidateAllExamDetails.mockResolvedValue([
      details(),
      details({ exam_id: 9, ...titles('Citizenship and Social Development'), level: null, attained: true }),
    ]);
    open();
    const chinese = (await screen.findByRole('heading', { name: details().title1 })).closest('article')!;
    expect(within(chinese as HTMLElement).getByText('Report card')).toBeInTheDocument();
    expect(within(chinese as HTMLElement).getByTestId('result-total')).toHaveTextContent('68.46');
    expect(within(chinese as HTMLElement).getByTestId('result-level')).toHaveTextContent('4');
    expect(within(chinese as HTMLElement).getByRole('link')).toHaveAttribute('href', '/en/exam-report/m/7');
    const csd = screen.getByRole('heading', { name: 'Citizenship and Social Development' }).closest('article')!;
    expect(within(csd as HTMLElement).getByTestId('result-level')).toHaveTextContent('Attained');
  });

  it("labels an Unclassified level 'U'", async () => {
    mocked.getCandidateAllExamDetails.mockResolvedValue([details({ level: 'U' })]);
    open();
    expect(await screen.findByTestId('result-level')).toHaveTextContent('U (Unclassified)');
  });

  it('goes to the error-404 page when the call fails', async () => {
    mocked.getCandidateAllExamDetails.mockRejectedValue(new api.ApiError(404, 'NOT_FOUND', undefined, undefined));
    open();
    expect(await screen.findByText('Error 404')).toBeInTheDocument();
  });
});

/** A school candidate's admission data as /candidate_info answers it (their school's registration). */
const schoolTicket = (overrides: Partial<AdmissionTicket> = {}): AdmissionTicket => ({
  ticket_id: 3,
  enrollment_no: 'S-QC-chi',
  candidate_no: '20000001',
  candidate_no_display: '2000 0001',
  candidate_name: '張小芬',
  subject: 'chi',
  subject_name_zh: '中國語文',
  subject_name_en: 'Chinese Language',
  paper_names_zh: '卷一、卷二',
  paper_names_en: 'Paper 1, Paper 2',
  exam_date: '2027-01-09',
  starts_at: '2027-01-09T00:30:00.000Z',
  exam_mode: 'venue',
  venue_name_zh: '九龍塘教育中心',
  venue_name_en: 'Kowloon Tong Education Centre',
  venue_address_zh: null,
  venue_address_en: null,
  seat_no: null,
  issued_at: '2026-12-01T02:00:00.000Z',
  session_starts_at: '2027-01-09T00:00:00.000Z',
  session_ends_at: '2027-01-09T05:30:00.000Z',
  school_name_zh: '皇仁書院',
  school_name_en: "Queen's College",
  arrangement: 'venue',
  ...overrides,
});

describe("a school candidate's home", () => {
  beforeEach(() => {
    sessionStore.getState().signOut();
    sessionStore.getState().signIn('t', testProfiles.schoolCandidate);
    mocked.getCandidateAllExamDetails.mockResolvedValue([]);
  });

  it('shows the exam their school entered them for, where and when, and the way to their admission ticket', async () => {
    mocked.getCandidateInfo.mockResolvedValue({
      candidate_no: '20000001',
      candidate_no_display: '2000 0001',
      name: '張小芬',
      status: 'issued',
      tickets: [schoolTicket()],
    });
    open();
    const card = (await screen.findByRole('heading', { name: 'My exam: Chinese Language' })).closest('article')!;
    expect(within(card as HTMLElement).getByText('2000 0001')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText("Queen's College")).toBeInTheDocument();
    expect(
      within(card as HTMLElement).getByText('Kowloon Tong Education Centre, 2027-1-9 08:00–13:30'),
    ).toBeInTheDocument();
    expect(within(card as HTMLElement).getByRole('link', { name: 'Admission ticket' })).toHaveAttribute(
      'href',
      '/en/admission-ticket',
    );
    expect(await screen.findByText('Grading in progress')).toBeInTheDocument();
  });

  it('in Chinese, and sat at the school when the school arranges it', async () => {
    mocked.getCandidateInfo.mockResolvedValue({
      candidate_no: '20000001',
      candidate_no_display: '2000 0001',
      name: '張小芬',
      status: 'issued',
      tickets: [
        schoolTicket({
          venue_name_zh: null,
          venue_name_en: null,
          session_starts_at: null,
          session_ends_at: null,
          arrangement: 'school',
        }),
      ],
    });
    await act(() => i18n.changeLanguage('zh-hk'));
    open('zh-hk');
    const card = (await screen.findByRole('heading', { name: '我的考試：中國語文' })).closest('article')!;
    expect(within(card as HTMLElement).getByText('於本校應考，2027年1月9日')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByRole('link', { name: '准考證' })).toHaveAttribute(
      'href',
      '/zh-hk/admission-ticket',
    );
  });

  it('tells them to ask their teacher when the school has not entered them', async () => {
    mocked.getCandidateInfo.mockResolvedValue({
      candidate_no: '20000001',
      candidate_no_display: '2000 0001',
      name: '張小芬',
      status: 'none',
      tickets: [],
    });
    open();
    expect(await screen.findByText(/has not entered you for an exam yet/)).toBeInTheDocument();
  });

  it('an individual candidate sees no such card and the server is not asked', async () => {
    sessionStore.getState().signOut();
    sessionStore.getState().signIn('t', testProfiles.candidate);
    open();
    expect(await screen.findByText('Grading in progress')).toBeInTheDocument();
    expect(mocked.getCandidateInfo).not.toHaveBeenCalled();
  });
});
