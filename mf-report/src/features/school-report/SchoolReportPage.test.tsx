import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@mockexam/session';
import { testProfiles } from '@mockexam/session/testing';
import * as api from '@mockexam/api-client';
import { roster, schoolAnalysis, schoolExams } from '../../test/fixtures';
import { renderAt, setUpI18n } from '../../test/render';
import SchoolReportPage from './SchoolReportPage';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getSchoolExams: jest.fn(),
  getSchoolAnalysis: jest.fn(),
  getSchoolRoster: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const open = () => renderAt('/en/school/school-report/7', { 'school/school-report/:id': <SchoolReportPage /> });

beforeAll(setUpI18n);
beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.getState().signIn('token-9', testProfiles.school);
  mocked.getSchoolExams.mockResolvedValue(schoolExams);
  mocked.getSchoolAnalysis.mockResolvedValue(schoolAnalysis);
  mocked.getSchoolRoster.mockResolvedValue(roster);
});

describe("a school's report", () => {
  it('shows the level distribution and every student with a level, unpaginated for print', async () => {
    open();
    const levels = await screen.findByRole('table', { name: 'Students at each level' });
    expect(within(levels).getByRole('row', { name: /5\*\*/ })).toHaveTextContent('25.0%1.0%');
    const students = screen.getByRole('region', { name: /Student list/ });
    // Once in the wide columns and once in the phone's one column (CSS shows one of them).
    expect(await within(students).findAllByText('Lee Siu Ming')).toHaveLength(2);
    expect(within(students).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('opens each part of the results data pack in a new tab', async () => {
    const openTab = jest.spyOn(window, 'open').mockReturnValue(null);
    open();
    for (const [name, part] of [
      ['Results data', 'data'],
      ['Analysis', 'analysis'],
      ['Student list', 'list'],
    ]) {
      await userEvent.click(await screen.findByRole('button', { name: name }));
      expect(openTab).toHaveBeenLastCalledWith(
        `/api/export/school_pack?access_token=token-9&exam_id=7&lang=en&part=${part}`,
        '_blank',
        'noopener',
      );
    }
    openTab.mockRestore();
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
});
