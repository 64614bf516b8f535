import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mockexam/i18n';
import { sessionStore } from '@mockexam/session';
import { testProfiles } from '@mockexam/session/testing';
import * as api from '@mockexam/api-client';
import {
  analysis,
  details,
  exam,
  guidelines,
  paper1Answers,
  paper1Pages,
  paper2Answers,
  page,
} from '../../test/fixtures';
import { renderAt, setUpI18n } from '../../test/render';
import MobileExamReportPage from './MobileExamReportPage';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getExam: jest.fn(),
  getCandidateExamDetails: jest.fn(),
  getGuidelines: jest.fn(),
  getPageInfo: jest.fn(),
  getQuestionsAndAnswersByPage: jest.fn(),
  getExamAnalysis: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const open = (locale = 'en') =>
  renderAt(`/${locale}/exam-report/m/7`, { 'exam-report/m/:id': <MobileExamReportPage /> });

beforeAll(setUpI18n);
beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.getState().signIn('token-1', testProfiles.schoolCandidate);
  mocked.getExam.mockResolvedValue(exam);
  mocked.getCandidateExamDetails.mockResolvedValue(details());
  mocked.getGuidelines.mockResolvedValue(guidelines);
  mocked.getExamAnalysis.mockResolvedValue(analysis);
  mocked.getPageInfo.mockImplementation(async (paperId) => ({
    pages: paperId === 71 ? paper1Pages : [page({ url: '/p2', local_url: null })],
  }));
  mocked.getQuestionsAndAnswersByPage.mockImplementation(async (paperId, pageNo) =>
    paperId === 71 ? paper1Answers[pageNo as 1 | 2] : paper2Answers,
  );
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const questionCard = async (paperHeading: string, question: string) => {
  const paper = (await screen.findByRole('heading', { level: 2, name: paperHeading })).closest('section')!;
  return (await within(paper).findByRole('heading', { name: question })).closest('li')!;
};

describe('the report card on a phone', () => {
  it('shows the grade report: weighted total to 2 decimals, papers, level, ranks and averages', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Student Report' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('figure-total')).toHaveTextContent('68.46'));
    expect(screen.getByTestId('figure-paper1')).toHaveTextContent('70');
    expect(screen.getByTestId('figure-paper2')).toHaveTextContent('66.5');
    expect(screen.getByTestId('figure-rankInSchool')).toHaveTextContent('3');
    expect(screen.getByTestId('figure-rankInTerritory')).toHaveTextContent('120 / 3000');
    expect(screen.getByTestId('figure-schoolAverage')).toHaveTextContent('61.20');
    expect(screen.getByTestId('figure-allAverage')).toHaveTextContent('58.75');
    expect(screen.getByText('2400 0001')).toBeInTheDocument();
  });

  it("leaves the school's rank and average out for an individual candidate, and labels U", async () => {
    sessionStore.getState().signIn('token-1', testProfiles.candidate);
    mocked.getCandidateExamDetails.mockResolvedValue(details({ level: 'U', rank_in_school: null }));
    open();
    await waitFor(() => expect(screen.getByTestId('figure-level')).toHaveTextContent('U (Unclassified)'));
    expect(screen.queryByTestId('figure-rankInSchool')).not.toBeInTheDocument();
    expect(screen.queryByTestId('figure-schoolAverage')).not.toBeInTheDocument();
  });

  it('shows a figure for each paper the exam has, one level, and says what each average averages', async () => {
    mocked.getExam.mockResolvedValue({ ...exam, papers: [exam.papers[0]] });
    mocked.getCandidateExamDetails.mockResolvedValue(details({ paper2_score: null }));
    open();
    await waitFor(() => expect(screen.getByTestId('figure-paper1')).toHaveTextContent('70'));
    expect(screen.queryByTestId('figure-paper2')).not.toBeInTheDocument();
    expect(screen.getByText('Paper 1')).toBeInTheDocument();
    expect(screen.queryByText('Paper 2')).not.toBeInTheDocument();
    // A single exam's overall level is its level: said once.
    expect(screen.getByTestId('figure-level')).toHaveTextContent('4');
    expect(screen.queryByText('Overall level')).not.toBeInTheDocument();
    expect(screen.getByText('Average of all school candidates')).toBeInTheDocument();
    expect(screen.getByText('Participants (all)')).toBeInTheDocument();
  });

  it('shows the overall level when it differs from the level, and names papers as HKDSE does in Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-hk'));
    mocked.getCandidateExamDetails.mockResolvedValue(details({ overall_level: '5' }));
    open('zh-hk');
    await waitFor(() => expect(screen.getByTestId('figure-overallLevel')).toHaveTextContent('5'));
    expect(screen.getByText('卷一')).toBeInTheDocument();
    expect(screen.getByText('卷二')).toBeInTheDocument();
    expect(screen.getByText('全體學校考生平均分')).toBeInTheDocument();
  });

  it("shows a paper's title once when it names the paper, and a Chinese paper's part in the page's language", async () => {
    mocked.getExam.mockResolvedValue({
      ...exam,
      papers: [{ ...exam.papers[0], title: 'Paper 1 Reading' }, exam.papers[1]],
    });
    mocked.getQuestionsAndAnswersByPage.mockImplementation(async (paperId, pageNo) =>
      paperId === 71
        ? paper1Answers[pageNo as 1 | 2]
        : { ...paper2Answers, questions: paper2Answers.questions.map((q) => ({ ...q, label: '甲' })) },
    );
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Paper 1 Reading' })).toBeInTheDocument();
    expect(await questionCard('Paper 2 Writing', 'Part A')).toBeInTheDocument();
    expect(screen.queryByText(/Question 甲/)).not.toBeInTheDocument();
  });

  it('shows each question once, paper by paper, with green or red scores', async () => {
    open();
    const wrong = await questionCard('Paper 1 Reading', 'Question 1');
    expect(within(wrong).getByTestId('score-1')).toHaveTextContent('0 / 2');
    expect(within(wrong).getByTestId('score-1')).toHaveClass('score-fail');
    const right = await questionCard('Paper 1 Reading', 'Question 2');
    expect(within(right).getByTestId('score-2')).toHaveTextContent('3 / 4');
    expect(within(right).getByTestId('score-2')).toHaveClass('score-success');
    expect(screen.getAllByRole('heading', { name: 'Question 2' })).toHaveLength(1);
    expect(await questionCard('Paper 2 Writing', 'Question 1')).toBeInTheDocument();
    // Each page's questions and answers were asked for once.
    expect(mocked.getQuestionsAndAnswersByPage).toHaveBeenCalledTimes(3);
  });

  it('gives the correct answer of a wrong multiple-choice answer, the comment or No comments', async () => {
    open();
    const wrong = await questionCard('Paper 1 Reading', 'Question 1');
    expect(within(wrong).getByText('Correct answer')).toBeInTheDocument();
    expect(within(wrong).getByText('B')).toBeInTheDocument();
    expect(within(wrong).getByText('No comments')).toBeInTheDocument();
    const right = await questionCard('Paper 1 Reading', 'Question 2');
    expect(within(right).getByText('Well argued.')).toBeInTheDocument();
    expect(within(right).queryByText('Correct answer')).not.toBeInTheDocument();
  });

  it("says 沒有評語 in Chinese, and the exam's titles in Chinese", async () => {
    await act(() => i18n.changeLanguage('zh-hk'));
    open('zh-hk');
    const wrong = await questionCard('卷一 閱讀能力', '第1題');
    expect(within(wrong).getByText('沒有評語')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '學生報告' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2024-25 模擬考試：中國語文科' })).toBeInTheDocument();
    expect(screen.getByText('成績報告', { selector: '.exam-subtitle' })).toBeInTheDocument();
  });

  it("opens a question's scoring reference, or says there is none", async () => {
    open();
    await questionCard('Paper 1 Reading', 'Question 2');
    const withGuideline = screen.getByRole('button', { name: 'Scoring reference for Question 2' });
    await waitFor(() => expect(withGuideline).toBeEnabled());
    await userEvent.click(withGuideline);
    expect(await screen.findByRole('dialog', { name: 'Scoring reference: Question 2' })).toHaveTextContent(
      'Award 1 mark for each point.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const paper1 = screen.getByRole('heading', { level: 2, name: 'Paper 1 Reading' }).closest('section')!;
    await userEvent.click(within(paper1).getByRole('button', { name: 'Scoring reference for Question 1' }));
    expect(await screen.findByRole('dialog', { name: 'Scoring reference: Question 1' })).toHaveTextContent(
      'No scoring reference for this page!',
    );
  });

  it('opens the detailed score analysis in a new tab when the exam has one', async () => {
    const openTab = jest.spyOn(window, 'open').mockReturnValue(null);
    open();
    const button = await screen.findByRole('button', { name: /Detailed score analysis/ });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(openTab).toHaveBeenCalledWith(
      '/api/export/scores?access_token=token-1&exam_id=7&lang=en',
      '_blank',
      'noopener',
    );
    openTab.mockRestore();
  });

  it('says the analysis is coming soon when the exam has none', async () => {
    mocked.getExam.mockResolvedValue({ ...exam, has_report: false });
    const openTab = jest.spyOn(window, 'open').mockReturnValue(null);
    open();
    const button = await screen.findByRole('button', { name: /Detailed score analysis/ });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Coming soon' })).toBeInTheDocument();
    expect(openTab).not.toHaveBeenCalled();
    openTab.mockRestore();
  });

  it('shows the analysis as charts with tables of the same numbers', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'By question type' });
    const row = within(table).getByRole('row', { name: /Multiple choice/ });
    expect(row).toHaveTextContent('50.0%');
    expect(row).toHaveTextContent('62.5%');
    expect(row).toHaveTextContent('58.0%');
    expect(screen.getByRole('table', { name: 'By genre' })).toHaveTextContent('Classical');
    expect(screen.getByRole('figure', { name: 'By question type' })).toBeInTheDocument();
  });

  describe("a paper's marked pages", () => {
    const paperSection = async (heading: string) =>
      (await screen.findByRole('heading', { level: 2, name: heading })).closest('section')!;

    it('are closed at first: no page listed, no image loaded, no call beyond the questions’ own', async () => {
      open();
      await questionCard('Paper 1 Reading', 'Question 2');
      const paper1 = await paperSection('Paper 1 Reading');
      const toggle = within(paper1).getByRole('button', { name: 'My marked pages' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(document.querySelectorAll('img')).toHaveLength(0);
      expect(screen.queryByRole('list', { name: /My marked pages/ })).not.toBeInTheDocument();
      // The questions read each paper's page list once; the closed section asked for nothing more.
      expect(mocked.getPageInfo).toHaveBeenCalledTimes(2);
    });

    it('opened, list each page with its marked image where it has one, else the scan, and open it larger', async () => {
      mocked.getPageInfo.mockImplementation(async (paperId) => ({
        pages:
          paperId === 71
            ? [
                ...paper1Pages,
                page({ page: 3, page_number: 3, new_page: 5, has_marked: false, url: '', local_url: null }),
              ]
            : [page({ url: '/p2', local_url: null })],
      }));
      mocked.getQuestionsAndAnswersByPage.mockImplementation(async (paperId, pageNo) =>
        paperId === 71 ? (paper1Answers[pageNo as 1 | 2] ?? { questions: [], answers: [] }) : paper2Answers,
      );
      open();
      await questionCard('Paper 1 Reading', 'Question 2');
      const paper1 = await paperSection('Paper 1 Reading');
      const toggle = within(paper1).getByRole('button', { name: 'My marked pages' });
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const list = await within(paper1).findByRole('list', { name: 'My marked pages of Paper 1 Reading' });
      const marked = within(list).getByAltText('Page 1, marked');
      expect(marked).toHaveAttribute('src', '/api/report/marked/71/1?access_token=token-1');
      expect(marked).toHaveAttribute('loading', 'lazy');
      expect(within(list).getByAltText('Page 2, as scanned')).toHaveAttribute(
        'src',
        '/api/report/page/71/1?access_token=token-1',
      );
      // A page without any image is not listed.
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      expect(within(list).queryByAltText(/Page 5/)).not.toBeInTheDocument();
      // The page list came from the questions' answer: opening asked for it no more.
      expect(mocked.getPageInfo).toHaveBeenCalledTimes(2);

      // Enter on the page opens it larger; Close gives it back.
      within(list).getByRole('button', { name: 'Page 1, marked' }).focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Page 1, marked' });
      const zoom = within(dialog).getByRole('region', { name: /Page 1, marked, enlarged/ });
      expect(within(zoom).getByAltText('Page 1, marked')).toHaveAttribute(
        'src',
        '/api/report/marked/71/1?access_token=token-1',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      // Closing the section takes the pages away again.
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(within(paper1).queryByAltText('Page 1, marked')).not.toBeInTheDocument();
    });

    it('say so in one line when the paper has no page to show', async () => {
      mocked.getPageInfo.mockImplementation(async (paperId) => ({
        pages: paperId === 71 ? paper1Pages : [page({ url: '', local_url: null, has_marked: false })],
      }));
      open();
      await questionCard('Paper 2 Writing', 'Question 1');
      const paper2 = await paperSection('Paper 2 Writing');
      await userEvent.click(within(paper2).getByRole('button', { name: 'My marked pages' }));
      expect(await within(paper2).findByText('No page of this paper is available to show.')).toBeInTheDocument();
      expect(within(paper2).queryByRole('img')).not.toBeInTheDocument();
    });

    it('speak Chinese on a Chinese page', async () => {
      await act(() => i18n.changeLanguage('zh-hk'));
      open('zh-hk');
      await questionCard('卷一 閱讀能力', '第1題');
      const paper1 = await paperSection('卷一 閱讀能力');
      const toggle = within(paper1).getByRole('button', { name: '已評改的答題頁' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      const list = await within(paper1).findByRole('list', { name: '卷一 閱讀能力：已評改的答題頁' });
      expect(within(list).getByAltText('第1頁（已評改）')).toBeInTheDocument();
      expect(within(list).getByAltText('第2頁（掃描本）')).toBeInTheDocument();
      await userEvent.click(within(list).getByRole('button', { name: '第1頁（已評改）' }));
      const dialog = await screen.findByRole('dialog', { name: '第1頁（已評改）' });
      expect(
        within(dialog).getByRole('region', { name: '第1頁（已評改）放大版（可上下左右捲動）' }),
      ).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: '關閉' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // Each paper's section opens on its own.
      const paper2 = await paperSection('卷二 寫作能力');
      expect(within(paper2).getByRole('button', { name: '已評改的答題頁' })).toHaveAttribute('aria-expanded', 'false');
    });
  });

  it('goes to the error-404 page when a report call fails (not released, not theirs)', async () => {
    mocked.getExam.mockRejectedValue(new api.ApiError(404, 'NOT_FOUND', undefined, undefined));
    open();
    expect(await screen.findByText('Error 404')).toBeInTheDocument();
  });

  it('goes to the error-404 page when a page of questions fails', async () => {
    mocked.getQuestionsAndAnswersByPage.mockRejectedValue(new api.ApiError(404, 'NOT_FOUND', undefined, undefined));
    open();
    expect(await screen.findByText('Error 404')).toBeInTheDocument();
  });
});
