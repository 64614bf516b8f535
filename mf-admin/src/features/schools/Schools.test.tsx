import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as api from '@mockexam/api-client';
import { ApiError } from '@mockexam/api-client';
import { messages, type AdminSchool, type AdminSchoolsResponse } from '@mockexam/contracts';
import { renderAdmin, setupI18n } from '../../test/render';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getAdminSchools: jest.fn(),
  getAdminSchoolHistory: jest.fn(),
  getAdminVenues: jest.fn(),
  getAdminSchoolCandidates: jest.fn(),
  createSchoolAccount: jest.fn(),
  resetSchoolAccountPassword: jest.fn(),
  setSchoolAccountDisabled: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const SUBMITTED = {
  subject: 'chi',
  registration_status: 'registered',
  arrangement: 'venue',
  venue_name_zh: '皇仁書院禮堂',
  venue_name_en: "Queen's College Hall",
  session_starts_at: '2025-01-05T01:30:00.000Z',
  expected_candidates: 120,
  seats_held: 118,
  batch_status: 'submitted',
  rows: 117,
  error_rows: 0,
  candidates: 117,
  submitted_at: '2024-11-30T15:58:00.000Z',
  imports: 3,
} as const;
const DRAFT = {
  ...SUBMITTED,
  subject: 'eng',
  arrangement: 'school',
  venue_name_zh: null,
  venue_name_en: null,
  session_starts_at: null,
  expected_candidates: 80,
  seats_held: 0,
  batch_status: 'draft',
  rows: 79,
  error_rows: 4,
  candidates: 0,
  submitted_at: null,
  imports: 1,
} as const;
const SCHOOL: AdminSchool = {
  school_id: 5,
  code: '0001',
  name_zh: '皇仁書院',
  name_en: "Queen's College",
  accounts: [
    { user_id: 11, username: 'qc.chinese', subject: 'chi', disabled: false, created_at: '2024-09-01T02:00:00.000Z' },
    { user_id: 12, username: 'qc.history', subject: 'hist', disabled: true, created_at: '2024-09-01T02:00:00.000Z' },
  ],
  subjects: [DRAFT, SUBMITTED],
};
const EMPTY_SCHOOL: AdminSchool = {
  school_id: 6,
  code: '0002',
  name_zh: '英華書院',
  name_en: 'Ying Wa College',
  accounts: [],
  subjects: [],
};
const LIST: AdminSchoolsResponse = { total: 2, page: 1, page_size: 20, schools: [SCHOOL, EMPTY_SCHOOL] };
const TAKEN = new ApiError(409, 'SCHOOL_ACCOUNT_USERNAME_TAKEN', 'x', messages.SCHOOL_ACCOUNT_USERNAME_TAKEN, {
  username: messages.SCHOOL_ACCOUNT_USERNAME_TAKEN,
});

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  mocked.getAdminSchools.mockResolvedValue(LIST);
  mocked.getAdminVenues.mockResolvedValue([]);
  mocked.getAdminSchoolHistory.mockResolvedValue([]);
  mocked.createSchoolAccount.mockResolvedValue({ user_id: 13 });
  mocked.resetSchoolAccountPassword.mockResolvedValue({ ok: true });
  mocked.setSchoolAccountDisabled.mockResolvedValue({ ok: true });
});

const button = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(name, { selector: 'button span' }).closest('button')!;
const dialog = () => document.querySelector('.ant-modal:not(.ant-modal-confirm)') as HTMLElement;
const confirmation = () => document.querySelector('.ant-modal-confirm') as HTMLElement;
const rowOf = (text: string, selector = '*') => screen.getByText(text, { selector }).closest('tr') as HTMLElement;

async function openSchools(path = '/en/admin/schools') {
  renderAdmin(path);
  await screen.findByText('qc.chinese');
}

async function chooseOption(field: HTMLElement, option: string) {
  fireEvent.mouseDown(field);
  fireEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

describe('schools section', () => {
  it("opens a school's history at the school's own address, over the list, and closes back to the list", async () => {
    await openSchools('/en/admin/schools?q=0001');
    fireEvent.click(screen.getByLabelText('History of school 0001'));
    expect(await screen.findByText("History: 0001 Queen's College")).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/admin\/schools\/5\?q=0001$/);
    expect(mocked.getAdminSchoolHistory).toHaveBeenCalledWith(5);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/admin\/schools\?q=0001$/));
  });

  it("lists each school's subjects: registration, arrangement, seats, list status, counts and accounts", async () => {
    await openSchools();
    const region = screen.getByRole('region', { name: 'Schools with their subjects and accounts' });
    expect(region).toHaveAttribute('tabindex', '0');

    const chinese = rowOf('Chinese Language');
    // The school's cells sit on its first subject's row, spanning its three (Chinese, English, History).
    expect(within(chinese).getByText('0001')).toBeInTheDocument();
    expect(within(chinese).getByText("Queen's College")).toBeInTheDocument();
    expect(within(chinese).getByText('皇仁書院')).toHaveClass('admin-secondary');
    expect(chinese).toHaveTextContent('qc.chinese');
    expect(chinese).toHaveTextContent('Registered');
    expect(chinese).toHaveTextContent("At a designated venueQueen's College Hall2025-1-5 09:30:00");
    expect(within(chinese).getByText('Submitted')).toBeInTheDocument();
    expect(within(chinese).getByText('120')).toBeInTheDocument();
    expect(within(chinese).getByText('118')).toBeInTheDocument();
    expect(within(chinese).getAllByText('117')).toHaveLength(2);
    // Submitted 15:58 UTC is 23:58 in Hong Kong.
    expect(within(chinese).getByText('2024-11-30 23:58:00')).toBeInTheDocument();

    const english = rowOf('English Language');
    expect(within(english).getByText('Draft (not yet audited)')).toBeInTheDocument();
    expect(english).toHaveTextContent('At the school (papers delivered)');
    expect(within(english).getByText('79')).toBeInTheDocument();
    expect(within(english).getByText('4')).toBeInTheDocument();
    expect(english).toHaveTextContent('No account');

    // An account without a registration still gets its subject's row; disabled accounts say so.
    const history = rowOf('History', 'td');
    expect(history).toHaveTextContent('qc.historyDisabled');
    expect(within(history).getByText('Enable', { selector: 'button span' })).toBeInTheDocument();

    expect(rowOf('Ying Wa College')).toHaveTextContent('No subject registered');
    expect(screen.getByText('2 schools')).toBeInTheDocument();
  });

  it('searches by code or name and keeps the search in the URL', async () => {
    await openSchools();
    fireEvent.change(screen.getByLabelText('School code or name'), { target: { value: ' 皇仁 ' } });
    fireEvent.click(button('Search'));
    await waitFor(() => expect(mocked.getAdminSchools).toHaveBeenLastCalledWith({ q: '皇仁', page: 1 }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/schools?q=%E7%9A%87%E4%BB%81');
  });

  it('shows names in Chinese first on the Chinese site', async () => {
    await setupI18n('zh-hk');
    try {
      await openSchools('/zh-hk/admin/schools');
      const chinese = rowOf('中國語文');
      expect(within(chinese).getByText("Queen's College")).toHaveClass('admin-secondary');
      expect(within(chinese).getByText('已提交')).toBeInTheDocument();
      expect(within(rowOf('英國語文')).getByText('草稿（尚未審核）')).toBeInTheDocument();
    } finally {
      cleanup();
      await setupI18n('en');
    }
  });

  it("creates a subject account: checks the fields with the contracts' messages, sends the body, shows the server's error under the name", async () => {
    mocked.createSchoolAccount.mockRejectedValueOnce(TAKEN);
    await openSchools();
    fireEvent.click(screen.getByLabelText('Add an account for school 0001'));
    await screen.findByText('New subject account', { selector: '.ant-modal-title' });
    const modal = dialog();
    expect(within(modal).getByLabelText('School')).toHaveValue("0001 Queen's College");

    fireEvent.click(button('Save', modal));
    expect(await within(modal).findByText('Please select the subject')).toBeInTheDocument();
    expect(within(modal).getByText(messages.SCHOOL_ACCOUNT_USERNAME_FORMAT.en)).toBeInTheDocument();
    expect(within(modal).getByText(messages.PASSWORD_REQUIRED.en)).toBeInTheDocument();
    fireEvent.change(within(modal).getByLabelText('Initial password'), { target: { value: '12345' } });
    expect(await within(modal).findByText(messages.PASSWORD_LENGTH.en)).toBeInTheDocument();
    expect(mocked.createSchoolAccount).not.toHaveBeenCalled();

    await chooseOption(within(modal).getByLabelText('Subject'), 'History');
    const username = within(modal).getByLabelText('Account name');
    fireEvent.change(username, { target: { value: ' qc.hist2 ' } });
    fireEvent.change(within(modal).getByLabelText('Initial password'), { target: { value: 'Secret123' } });
    fireEvent.click(button('Save', modal));
    const taken = await within(modal).findByText(messages.SCHOOL_ACCOUNT_USERNAME_TAKEN.en);
    expect(taken.closest('.ant-form-item')).toContainElement(username);
    expect(mocked.createSchoolAccount).toHaveBeenCalledWith({
      school_id: 5,
      subject: 'hist',
      username: 'qc.hist2',
      password: 'Secret123',
    });

    fireEvent.change(username, { target: { value: 'qc.hist3' } });
    fireEvent.click(button('Save', modal));
    expect(
      await screen.findByText("Account qc.hist3 created for History of 0001 Queen's College."),
    ).toBeInTheDocument();
    await waitFor(() => expect(mocked.getAdminSchools).toHaveBeenCalledTimes(2));
  });

  it("shows the server's refusal in Chinese on the Chinese site", async () => {
    await setupI18n('zh-hk');
    try {
      mocked.createSchoolAccount.mockRejectedValue(TAKEN);
      await openSchools('/zh-hk/admin/schools');
      fireEvent.click(screen.getByLabelText('新增帳戶（學校 0001）'));
      await screen.findByText('新增科目帳戶', { selector: '.ant-modal-title' });
      const modal = dialog();
      await chooseOption(within(modal).getByLabelText('科目'), '歷史');
      fireEvent.change(within(modal).getByLabelText('帳戶名稱'), { target: { value: 'qc.hist2' } });
      fireEvent.change(within(modal).getByLabelText('初始密碼'), { target: { value: 'Secret123' } });
      fireEvent.click(button('儲存', modal));
      expect(await within(modal).findByText(messages.SCHOOL_ACCOUNT_USERNAME_TAKEN['zh-hk'])).toBeInTheDocument();
    } finally {
      cleanup();
      await setupI18n('en');
    }
  });

  it('disables an account only after a confirmation that says the teacher is signed out', async () => {
    await openSchools();
    fireEvent.click(screen.getByLabelText('Disable qc.chinese'));
    await screen.findByText('Disable qc.chinese?', { selector: '.ant-modal-confirm-title' });
    expect(confirmation()).toHaveTextContent('The teacher is signed out at once');
    fireEvent.click(button('Cancel', confirmation()));
    await waitFor(() => expect(confirmation()).toBeNull());
    expect(mocked.setSchoolAccountDisabled).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('Disable qc.chinese'));
    await screen.findByText('Disable qc.chinese?', { selector: '.ant-modal-confirm-title' });
    fireEvent.click(button('Disable', confirmation()));
    await waitFor(() => expect(mocked.setSchoolAccountDisabled).toHaveBeenCalledWith(11, true));
    expect(
      await screen.findByText('Account qc.chinese disabled. The teacher has been signed out.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(mocked.getAdminSchools).toHaveBeenCalledTimes(2));
  });

  it('enables a disabled account after a confirmation', async () => {
    await openSchools();
    fireEvent.click(screen.getByLabelText('Enable qc.history'));
    await screen.findByText('Enable qc.history?', { selector: '.ant-modal-confirm-title' });
    fireEvent.click(button('Enable', confirmation()));
    await waitFor(() => expect(mocked.setSchoolAccountDisabled).toHaveBeenCalledWith(12, false));
  });

  it("resets an account's password after a confirmation", async () => {
    await openSchools();
    fireEvent.click(screen.getByLabelText('Reset password of qc.chinese'));
    await screen.findByText('Reset the password of qc.chinese', { selector: '.ant-modal-title' });
    const modal = dialog();
    fireEvent.change(within(modal).getByLabelText('New password'), { target: { value: 'NewPass88' } });
    fireEvent.click(button('Reset password', modal));
    await screen.findByText('Reset the password of qc.chinese?', { selector: '.ant-modal-confirm-title' });
    fireEvent.click(button('Reset password', confirmation()));
    await waitFor(() => expect(mocked.resetSchoolAccountPassword).toHaveBeenCalledWith(11, 'NewPass88'));
    expect(
      await screen.findByText('The password of qc.chinese has been reset. Give the new password to the teacher.'),
    ).toBeInTheDocument();
  });

  it("opens a school's history: imports, submissions and resets with time, subject, who, rows and result", async () => {
    mocked.getAdminSchoolHistory.mockResolvedValue([
      {
        at: '2024-11-30T15:58:00.000Z',
        action: 'school.submit',
        subject: 'chi',
        actor: 'qc.chinese',
        rows: 117,
        result: 'completed',
      },
      {
        at: '2024-11-29T02:00:00.000Z',
        action: 'school.import',
        subject: 'eng',
        actor: 'qc.english',
        rows: 79,
        result: 'IMPORT_UNREADABLE',
      },
      {
        at: '2024-11-28T02:00:00.000Z',
        action: 'school.password_reset',
        subject: 'chi',
        actor: 'qc.chinese',
        rows: 1,
        result: null,
      },
    ]);
    await openSchools();
    fireEvent.click(screen.getByLabelText('History of school 0001'));
    const drawer = (await screen.findByText("History: 0001 Queen's College")).closest('.ant-drawer') as HTMLElement;
    await within(drawer).findByText('qc.english');
    const rows = within(drawer).getAllByRole('row');
    expect(mocked.getAdminSchoolHistory).toHaveBeenCalledWith(5);
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      '2024-11-30 23:58:00Chinese LanguageSubmissionqc.chinese117Completed',
      `2024-11-29 10:00:00English LanguageImportqc.english79${messages.IMPORT_UNREADABLE.en}`,
      '2024-11-28 10:00:00Chinese LanguageStudent password resetqc.chinese1—',
    ]);
  });
});
