import { act, screen, within } from '@testing-library/react';
import { i18n } from '@mockexam/i18n';
import * as api from '@mockexam/api-client';
import { details } from '../../test/fixtures';
import { renderAt, setUpI18n } from '../../test/render';
import ExamResultListPage from './ExamResultListPage';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getCandidateAllExamDetails: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const open = (locale = 'en') => renderAt(`/${locale}/exam-result-list`, { 'exam-result-list': <ExamResultListPage /> });

beforeAll(setUpI18n);
beforeEach(() => jest.clearAllMocks());
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
      details({ exam_id: 9, title1: 'Citizenship and Social Development', title2: '', level: null, attained: true }),
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
