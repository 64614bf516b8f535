import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@mockexam/session';
import { testProfiles } from '@mockexam/session/testing';
import * as api from '@mockexam/api-client';
import { schoolAnalysis, schoolExams } from '../../test/fixtures';
import { renderAt, setUpI18n } from '../../test/render';
import SchoolAnalysisPage from './SchoolAnalysisPage';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getSchoolExams: jest.fn(),
  getSchoolAnalysis: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const open = (id = 7) =>
  renderAt(`/en/school/school-analysis/${id}`, { 'school/school-analysis/:id': <SchoolAnalysisPage /> });

beforeAll(setUpI18n);
beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.getState().signIn('token-9', testProfiles.school);
  mocked.getSchoolExams.mockResolvedValue(schoolExams);
  mocked.getSchoolAnalysis.mockResolvedValue(schoolAnalysis);
});

describe("a school's performance analysis", () => {
  it('titles the page Performance Analysis and sums up participants and averages', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Performance Analysis' })).toBeInTheDocument();
    expect(await screen.findByTestId('summary-participantsSchool')).toHaveTextContent('40');
    expect(screen.getByTestId('summary-participantsAll')).toHaveTextContent('3000');
    expect(screen.getByTestId('summary-schools')).toHaveTextContent('25');
    expect(screen.getByTestId('summary-averageSchool')).toHaveTextContent('61.23');
    expect(screen.getByTestId('summary-averageAll')).toHaveTextContent('58.75');
  });

  it("charts scores and levels as shares of each group's participants, with tables of the numbers", async () => {
    open();
    const histogram = await screen.findByRole('table', { name: /Total scores/ });
    // 30 of the school's 40 and 2,400 of all 3,000 scored 50 to 60.
    const band = within(histogram).getByRole('row', { name: /50–60/ });
    expect(band).toHaveTextContent('75.0%');
    expect(band).toHaveTextContent('80.0%');
    const levels = screen.getByRole('table', { name: /Levels/ });
    expect(within(levels).getByRole('row', { name: /U \(Unclassified\)/ })).toHaveTextContent('10.0%20.0%');
  });

  it('compares averages by section and genre with all schools', async () => {
    open();
    const sections = await screen.findByRole('table', { name: 'By section' });
    expect(within(sections).getByRole('row', { name: /Section A/ })).toHaveTextContent('66.5%60.0%');
    expect(screen.getByRole('table', { name: 'By genre' })).toHaveTextContent('Vernacular71.0%65.3%');
  });

  it('lists every question with its facility and discrimination, and the strongest and weakest', async () => {
    open();
    const questions = await screen.findByRole('region', { name: /Question statistics/ });
    const first = within(questions).getAllByRole('row')[1];
    expect(first).toHaveTextContent('80.0%');
    expect(first).toHaveTextContent('60.0%');
    expect(first).toHaveTextContent('+20.0');
    expect(first).toHaveTextContent('0.30');
    expect(within(questions).getAllByRole('row')[2]).toHaveTextContent('−0.12');
    expect(screen.getByTestId('strongest-questions')).toHaveTextContent('Question 1 (Paper 1)');
    expect(screen.getByTestId('weakest-questions')).toHaveTextContent('Question 2 (Paper 1)');
    expect(screen.getByText(/Ranked by the difference/)).toBeInTheDocument();
  });

  it("opens the school's scores list (the scores export naming no student) from the title bar", async () => {
    const openTab = jest.spyOn(window, 'open').mockReturnValue(null);
    open();
    const button = await screen.findByRole('button', { name: /Detailed score analysis/ });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(openTab).toHaveBeenCalledWith(
      '/api/export/scores?access_token=token-9&exam_id=7&lang=en',
      '_blank',
      'noopener',
    );
    openTab.mockRestore();
  });

  it('goes to the error-404 page when the analysis cannot be read', async () => {
    mocked.getSchoolAnalysis.mockRejectedValue(new api.ApiError(404, 'NOT_FOUND', undefined, undefined));
    open();
    expect(await screen.findByText('Error 404')).toBeInTheDocument();
  });
});
