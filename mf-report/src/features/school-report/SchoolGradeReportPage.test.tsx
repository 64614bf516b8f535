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

describe("the school's student grade report", () => {
  it("shows the school in the page's language, the subject and the latest exam's roster", async () => {
    open();
    expect(await screen.findByText("Queen's College")).toBeInTheDocument();
    expect(screen.getByText('Chinese Language')).toBeInTheDocument();
    const list = await table();
    await waitFor(() => expect(mocked.getSchoolRoster).toHaveBeenCalledWith(7));
    const row = (await within(list).findByText('Wong Ka Yan')).closest('tr')!;
    expect(row).toHaveTextContent('5C');
    expect(row).toHaveTextContent('2400 0003');
    expect(row).toHaveTextContent('5*');
    expect(row).toHaveTextContent('81.20');
    expect(within(row).getByRole('link', { name: 'View report: Wong Ka Yan' })).toHaveAttribute(
      'href',
      '/en/exam-report/d/7?candidate=24000003',
    );
    expect(screen.getByRole('link', { name: 'Performance Analysis' })).toHaveAttribute(
      'href',
      '/en/school/school-analysis/7',
    );
    expect(screen.getByRole('link', { name: 'School report' })).toHaveAttribute('href', '/en/school/school-report/7');
  });

  it('finds students by name or class', async () => {
    open();
    const list = await table();
    await within(list).findByText('Lee Siu Ming');
    const search = screen.getByLabelText('Search by name or class');
    await userEvent.type(search, 'siu ming');
    expect(within(list).getByText('Lee Siu Ming')).toBeInTheDocument();
    expect(within(list).queryByText('Chan Tai Man')).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, '5c');
    expect(within(list).getByText('Chan Tai Man')).toBeInTheDocument();
    expect(within(list).getByText('Wong Ka Yan')).toBeInTheDocument();
    expect(within(list).queryByText('Lee Siu Ming')).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(await screen.findByText('No records')).toBeInTheDocument();
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
    expect(await within(list).findByText(/未能評級/)).toBeInTheDocument();
  });

  it('goes to the error-404 page when the roster cannot be read', async () => {
    mocked.getSchoolRoster.mockRejectedValue(new api.ApiError(404, 'NOT_FOUND', undefined, undefined));
    open();
    expect(await screen.findByText('Error 404')).toBeInTheDocument();
  });
});
