// The export button: the chosen subject and session go to the server, and the workbook written holds the
// formula-safe rows (the spreadsheet library is faked; candidateSheet.test.ts covers the rows themselves).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as XLSX from 'xlsx';
import * as api from '@mockexam/api-client';
import { renderAdmin, setupI18n } from '../../test/render';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getAdminSchools: jest.fn(),
  getAdminVenues: jest.fn(),
  getAdminSchoolCandidates: jest.fn(),
}));
jest.mock('xlsx', () => ({
  utils: {
    aoa_to_sheet: jest.fn((rows: string[][]) => ({ rows })),
    book_new: jest.fn(() => ({ sheets: [] })),
    book_append_sheet: jest.fn(),
  },
  writeFile: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;
const xlsx = XLSX as jest.Mocked<typeof XLSX>;

const VENUE = {
  venue_id: 1,
  name_zh: '皇仁書院禮堂',
  name_en: "Queen's College Hall",
  address_zh: '',
  address_en: '',
  active: true,
  sessions: [
    {
      session_id: 3,
      subject: 'chi' as const,
      date: '2025-01-05',
      starts_at: '2025-01-05T01:30:00.000Z',
      ends_at: '2025-01-05T04:30:00.000Z',
      capacity: 200,
      seats_left: 80,
      full: false,
    },
    {
      session_id: 4,
      subject: 'eng' as const,
      date: '2025-01-06',
      starts_at: '2025-01-06T01:30:00.000Z',
      ends_at: '2025-01-06T04:30:00.000Z',
      capacity: 200,
      seats_left: 80,
      full: false,
    },
  ],
};
const CANDIDATE = {
  school_code: '0001',
  school_name_zh: '皇仁書院',
  school_name_en: "Queen's College",
  subject: 'chi' as const,
  candidate_no: '40000001',
  name: '=1+1',
  class: '6A',
  student_no: '2',
  language_version: 'zh',
  arrangement: 'venue' as const,
  venue_session_id: 3,
  venue_name_zh: '皇仁書院禮堂',
  venue_name_en: "Queen's College Hall",
  session_starts_at: '2025-01-05T01:30:00.000Z',
};

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.clearAllMocks();
  mocked.getAdminSchools.mockResolvedValue({ total: 0, page: 1, page_size: 20, schools: [] });
  mocked.getAdminVenues.mockResolvedValue([VENUE]);
  mocked.getAdminSchoolCandidates.mockResolvedValue([CANDIDATE]);
});

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

describe('export of submitted candidates', () => {
  it('asks for the chosen subject and session and writes formula-safe rows to an .xlsx', async () => {
    renderAdmin('/en/admin/schools');
    const card = (await screen.findByText('Export submitted candidates')).closest('.ant-card') as HTMLElement;
    await choose('Subject', 'Chinese Language');
    // Only the Chinese session is offered once Chinese is chosen.
    fireEvent.mouseDown(screen.getByLabelText('Venue session'));
    expect(await screen.findByText("Queen's College Hall 2025-1-5 09:30:00")).toBeInTheDocument();
    expect(screen.queryByText("Queen's College Hall 2025-1-6 09:30:00")).toBeNull();
    fireEvent.click(screen.getByText("Queen's College Hall 2025-1-5 09:30:00"));

    fireEvent.click(within(card).getByText('Export (.xlsx)', { selector: 'button span' }));
    await waitFor(() => expect(xlsx.writeFile).toHaveBeenCalledTimes(1));
    expect(mocked.getAdminSchoolCandidates).toHaveBeenCalledWith({ subject: 'chi', venue_session_id: 3 });
    const rows = (xlsx.utils.aoa_to_sheet as jest.Mock).mock.calls[0]![0] as string[][];
    expect(rows[0]![0]).toBe('學校編號 School code');
    expect(rows[1]![5]).toBe("'=1+1");
    expect(xlsx.writeFile.mock.calls[0]![1]).toMatch(/^school-candidates-chi-session-3-\d{8}\.xlsx$/);
    expect(await within(card).findByText('Candidates exported: 1.')).toBeInTheDocument();
  });

  it('says so when no submitted candidate matches, and writes nothing', async () => {
    mocked.getAdminSchoolCandidates.mockResolvedValue([]);
    renderAdmin('/en/admin/schools');
    const card = (await screen.findByText('Export submitted candidates')).closest('.ant-card') as HTMLElement;
    fireEvent.click(within(card).getByText('Export (.xlsx)', { selector: 'button span' }));
    expect(
      await within(card).findByText('No submitted candidates match this subject and session.'),
    ).toBeInTheDocument();
    expect(mocked.getAdminSchoolCandidates).toHaveBeenCalledWith({});
    expect(xlsx.writeFile).not.toHaveBeenCalled();
  });
});
