import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mockexam/i18n';
import { sessionStore } from '@mockexam/session';
import { testProfiles } from '@mockexam/session/testing';
import * as api from '@mockexam/api-client';
import { details, exam, guidelines, paper1Answers, paper2Answers, page } from '../../test/fixtures';
import { renderAt, setUpI18n } from '../../test/render';
import DesktopExamReportPage from './DesktopExamReportPage';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getExam: jest.fn(),
  getCandidateExamDetails: jest.fn(),
  getGuidelines: jest.fn(),
  getPageInfo: jest.fn(),
  getQuestionsAndAnswersByPage: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

/** Paper 1 has five pages; the second is numbered 7 in print (new_page) and not yet marked. */
const pages = [
  page({ page: 1, page_number: 1 }),
  page({ page: 2, page_number: 2, new_page: 7, has_marked: false, url: '/api/report/page/71/2', local_url: null }),
  page({ page: 3, page_number: 3 }),
  page({ page: 4, page_number: 4 }),
  page({ page: 5, page_number: 5 }),
];

const open = (path = '/en/exam-report/d/7?candidate=24000001') =>
  renderAt(path, { 'exam-report/d/:id': <DesktopExamReportPage />, 'school/report': <p>student list</p> });

beforeAll(setUpI18n);
beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.getState().signIn('token-9', testProfiles.school);
  mocked.getExam.mockResolvedValue(exam);
  mocked.getCandidateExamDetails.mockResolvedValue(details());
  mocked.getGuidelines.mockResolvedValue(guidelines);
  mocked.getPageInfo.mockImplementation(async (paperId) => ({ pages: paperId === 71 ? pages : [page()] }));
  mocked.getQuestionsAndAnswersByPage.mockImplementation(async (paperId, pageNo) =>
    paperId === 71 ? (paper1Answers[pageNo as 1 | 2] ?? { questions: [], answers: [] }) : paper2Answers,
  );
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const position = () => screen.findByTestId('paging-position');

describe('the marking review on a desktop', () => {
  it("reads the teacher's student, named by candidate number, and shows the student's details", async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Student Report' })).toBeInTheDocument();
    expect(await screen.findByText('Chan Tai Man')).toBeInTheDocument();
    expect(screen.getByText('5C')).toBeInTheDocument();
    expect(screen.getByText('2400 0001')).toBeInTheDocument();
    await waitFor(() => expect(mocked.getPageInfo).toHaveBeenCalledWith(71, '24000001'));
    expect(mocked.getExam).toHaveBeenCalledWith(7, '24000001');
  });

  it("shows the marked scan with the session's token beside the page's questions", async () => {
    open();
    const image = await screen.findByRole('img', { name: 'Page 1 of the answer book, marked' });
    expect(image).toHaveAttribute('src', '/api/report/marked/71/1?access_token=token-9');
    const questions = screen.getByRole('heading', { name: 'Questions on page 1' }).closest('section')!;
    expect(await within(questions).findByTestId('score-2')).toHaveTextContent('3 / 4');
    expect(within(questions).getByTestId('score-1')).toHaveClass('score-fail');
  });

  it('pages within the list: not below the first, not past the last, numbered by new_page, "2 / 5"', async () => {
    open();
    expect(await position()).toHaveTextContent('1 / 5');
    const previous = screen.getByRole('button', { name: /Previous page/ });
    const next = screen.getByRole('button', { name: /Next page/ });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(await position()).toHaveTextContent('2 / 5');
    expect(screen.getByText('Page 7')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Page 7 of the answer book' })).toHaveAttribute(
      'src',
      '/api/report/page/71/2?access_token=token-9',
    );
    for (let i = 0; i < 3; i += 1) await userEvent.click(next);
    expect(await position()).toHaveTextContent('5 / 5');
    expect(next).toBeDisabled();
  });

  it('turns the page with the arrow keys', async () => {
    open();
    const viewer = await screen.findByRole('region', { name: /Marked pages of Paper 1/ });
    await position();
    fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
    expect(await position()).toHaveTextContent('1 / 5');
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(await position()).toHaveTextContent('2 / 5');
  });

  it('shows a placeholder when the image is broken', async () => {
    open();
    const image = await screen.findByRole('img', { name: 'Page 1 of the answer book, marked' });
    fireEvent.error(image);
    expect(await screen.findByRole('img', { name: 'The image of page 1 is not available' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Page 1 of the answer book, marked' })).not.toBeInTheDocument();
  });

  it("opens the page's scoring reference", async () => {
    open();
    const button = await screen.findByRole('button', { name: 'Scoring reference for page 1' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText('Award 1 mark for each point.')).toBeInTheDocument();
  });

  it('says a page without a scoring reference has none, in Chinese too', async () => {
    await act(() => i18n.changeLanguage('zh-hk'));
    open('/zh-hk/exam-report/d/7?candidate=24000001');
    await userEvent.click(await screen.findByRole('button', { name: /下一頁/ }));
    const button = await screen.findByRole('button', { name: '第7頁評分參考' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText('此頁沒有評分參考資料!')).toBeInTheDocument();
  });

  it("opens the named student's detailed score analysis from the title bar", async () => {
    const openTab = jest.spyOn(window, 'open').mockReturnValue(null);
    open();
    const button = await screen.findByRole('button', { name: /Detailed score analysis/ });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(openTab).toHaveBeenCalledWith(
      '/api/export/scores?access_token=token-9&exam_id=7&lang=en&candidate=24000001',
      '_blank',
      'noopener',
    );
    openTab.mockRestore();
  });

  it('shows paper 2 on its tab', async () => {
    open();
    await userEvent.click(await screen.findByRole('tab', { name: 'Paper 2' }));
    await waitFor(() => expect(mocked.getPageInfo).toHaveBeenCalledWith(72, '24000001'));
    expect(await screen.findByTestId('score-9')).toHaveTextContent('32 / 50');
  });

  it('goes to the error-404 page without a student, or when the server refuses', async () => {
    const { unmount } = open('/en/exam-report/d/7');
    expect(await screen.findByText('Error 404')).toBeInTheDocument();
    expect(mocked.getExam).not.toHaveBeenCalled();
    unmount();
    mocked.getPageInfo.mockRejectedValue(new api.ApiError(404, 'NOT_FOUND', undefined, undefined));
    open();
    expect(await screen.findByText('Error 404')).toBeInTheDocument();
  });
});
