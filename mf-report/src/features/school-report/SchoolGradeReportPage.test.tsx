import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mockexam/i18n';
import * as api from '@mockexam/api-client';
import { roster, schoolExams } from '../../test/fixtures';
import { renderAt, setUpI18n } from '../../test/render';
import SchoolGradeReportPage from './SchoolGradeReportPage';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getSchoolExams: jest.fn(),
  getSchoolRoster: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const open = (path = '/en/school/report') => renderAt(path, { 'school/report': <SchoolGradeReportPage /> });

beforeAll(setUpI18n);
beforeEach(() => {
  jest.clearAllMocks();
  mocked.getSchoolExams.mockResolvedValue(schoolExams);
  mocked.getSchoolRoster.mockResolvedValue(roster);
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const table = () => screen.findByRole('region', { name: /Student list/ });
/** A student's row; the name is in it twice, in the wide columns and in the phone's one column. */
const rowOf = async (list: HTMLElement, name: string) => (await within(list).findAllByText(name))[0].closest('tr')!;

describe("the school's student grade report", () => {
  it("shows the school in the page's language, the subject and the latest exam's roster", async () => {
    open();
    expect(await screen.findByText("Queen's College")).toBeInTheDocument();
    expect(screen.getByText('Chinese Language')).toBeInTheDocument();
    const list = await table();
    await waitFor(() => expect(mocked.getSchoolRoster).toHaveBeenCalledWith(7));
    const row = await rowOf(list, 'Wong Ka Yan');
    expect(row).toHaveTextContent('5C');
    expect(row).toHaveTextContent('2400 0003');
    expect(row).toHaveTextContent('5*');
    expect(row).toHaveTextContent('81.20');
    for (const link of within(row).getAllByRole('link', { name: 'View report: Wong Ka Yan' }))
      expect(link).toHaveAttribute('href', '/en/exam-report/d/7?candidate=24000003');
    expect(screen.getByRole('link', { name: 'Performance Analysis' })).toHaveAttribute(
      'href',
      '/en/school/school-analysis/7',
    );
    expect(screen.getByRole('link', { name: 'School report' })).toHaveAttribute('href', '/en/school/school-report/7');
  });

  it('finds students by name or class', async () => {
    open();
    const list = await table();
    await rowOf(list, 'Lee Siu Ming');
    const search = screen.getByLabelText('Search by name or class');
    expect(screen.getByRole('heading', { name: 'Students (3)' })).toBeInTheDocument();
    await userEvent.type(search, 'siu ming');
    expect(within(list).getAllByText('Lee Siu Ming')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Students (1 of 3)' })).toBeInTheDocument();
    expect(within(list).queryByText('Chan Tai Man')).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, '5c');
    expect(within(list).getAllByText('Chan Tai Man')).toHaveLength(2);
    expect(within(list).getAllByText('Wong Ka Yan')).toHaveLength(2);
    expect(within(list).queryByText('Lee Siu Ming')).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  it('sorts the students by total and by rank from the column headers', async () => {
    open();
    const list = await table();
    await rowOf(list, 'Wong Ka Yan');
    const names = () =>
      within(list)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[2].textContent);
    expect(names()).toEqual(['Chan Tai Man', 'Lee Siu Ming', 'Wong Ka Yan']);
    await userEvent.click(within(list).getByRole('button', { name: 'Total' }));
    expect(within(list).getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Lee Siu Ming', 'Chan Tai Man', 'Wong Ka Yan']);
    await userEvent.click(within(list).getByRole('button', { name: 'Rank in school' }));
    expect(names()).toEqual(['Wong Ka Yan', 'Chan Tai Man', 'Lee Siu Ming']);
  });

  it('shows the roster of the exam the teacher picks, and keeps it in the address', async () => {
    open();
    await table();
    await waitFor(() => expect(mocked.getSchoolRoster).toHaveBeenCalledWith(7));
    await userEvent.selectOptions(screen.getByLabelText('Exam'), '2023-24 Mock Exam: Chinese Language');
    await waitFor(() => expect(mocked.getSchoolRoster).toHaveBeenCalledWith(5));
    expect(screen.getByLabelText('Exam')).toHaveValue('5');
  });

  it('reads the exam named in the address', async () => {
    open('/en/school/report?exam=5');
    await table();
    await waitFor(() => expect(mocked.getSchoolRoster).toHaveBeenCalledWith(5));
  });

  it('shows the school name in Chinese on the Chinese page', async () => {
    await act(() => i18n.changeLanguage('zh-hk'));
    open('/zh-hk/school/report');
    expect(await screen.findByText('皇仁書院')).toBeInTheDocument();
    expect(screen.getByText('中國語文')).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: /學生名單/ });
    expect((await within(list).findAllByText(/未能評級/)).length).toBeGreaterThan(0);
  });

  it('counts the students through the plural rules of each language', async () => {
    mocked.getSchoolRoster.mockResolvedValue({ ...roster, students: roster.students.slice(0, 1) });
    open();
    expect(await screen.findByRole('heading', { name: 'Student (1)' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('zh-hk'));
    expect(await screen.findByRole('heading', { name: '學生（1）' })).toBeInTheDocument();
    mocked.getSchoolRoster.mockResolvedValue(roster);
  });

  it('says how many of the students a search shows in Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-hk'));
    open('/zh-hk/school/report');
    await screen.findByRole('region', { name: /學生名單/ });
    await userEvent.type(screen.getByLabelText('按姓名或班別搜尋'), '5c');
    expect(await screen.findByRole('heading', { name: '學生（共3人，顯示2人）' })).toBeInTheDocument();
  });

  it('goes to the error-404 page when the roster cannot be read', async () => {
    mocked.getSchoolRoster.mockRejectedValue(new api.ApiError(404, 'NOT_FOUND', undefined, undefined));
    open();
    expect(await screen.findByText('Error 404')).toBeInTheDocument();
  });
});
