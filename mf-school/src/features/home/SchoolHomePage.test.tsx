import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mockexam/i18n';
import * as api from '@mockexam/api-client';
import { draftBatch, registration, submittedBatch } from '../../test/fixtures';
import { renderAt, setUpI18n } from '../../test/render';
import SchoolHomePage from './SchoolHomePage';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getSchoolBatch: jest.fn(),
  addSchoolRow: jest.fn(),
  deleteSchoolRow: jest.fn(),
  getSchoolRegistration: jest.fn(),
  submitSchoolList: jest.fn(),
  editSchoolRow: jest.fn(),
}));
// The worker is webpack's (import.meta.url); these tests never reach it.
jest.mock('../import/createParseWorker', () => ({ createParseWorker: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;

beforeAll(setUpI18n);
beforeEach(() => {
  jest.clearAllMocks();
  mocked.getSchoolRegistration.mockResolvedValue(registration);
  mocked.getSchoolBatch.mockResolvedValue(draftBatch);
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const open = () => renderAt('/en/school/home', { 'school/home': <SchoolHomePage /> });

describe('school home: preview and edit', () => {
  it('counts the rows and the rows with errors, and flags them as not yet audited', async () => {
    open();
    expect(await screen.findByTestId('row-count')).toHaveTextContent('Rows: 3');
    expect(screen.getByTestId('error-count')).toHaveTextContent('Rows with errors: 2');
    expect(screen.getByText('Not yet audited')).toBeInTheDocument();
  });

  // jsdom applies no style sheet, so the phone's one-column layout of each row is in the DOM too (a
  // browser hides it above 576 px): the first of each pair is the wide table's.
  it('puts an error icon on a bad cell whose tooltip gives the row and the reason, on hover and on focus', async () => {
    open();
    const [icon] = await screen.findAllByRole('img', { name: 'Row 3: Class not entered' });
    expect(icon).toHaveAccessibleDescription('Row 3: Class not entered');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(icon);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Row 3: Class not entered');
    await userEvent.unhover(icon);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // From the keyboard: Tab reaches the icon and shows the reason; Escape hides it.
    act(() => icon.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Row 3: Class not entered');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(
      screen.getAllByRole('img', { name: 'Row 4: The same class and student number appear more than once' })[0],
    ).toBeInTheDocument();
  });

  it('shows only the rows with errors when asked', async () => {
    open();
    const table = await screen.findByRole('region', { name: /Candidate list/ });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByText('Chan Tai Man')[0]).toBeInTheDocument();
    const onlyErrors = screen.getByRole('switch', { name: 'Show only rows with errors' });
    expect(onlyErrors).not.toBeChecked();
    await userEvent.click(onlyErrors);
    expect(onlyErrors).toBeChecked();
    expect(within(table).queryAllByText('Chan Tai Man')).toHaveLength(0);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByText('Lee Siu Ming')[0]).toBeInTheDocument();
    expect(within(table).getAllByText('Wong Ka Yan')[0]).toBeInTheDocument();
    expect(screen.getByTestId('row-count')).toHaveTextContent('Rows: 3');
  });

  it('validates an edit live with the shared rules and saves it normalised', async () => {
    mocked.editSchoolRow.mockResolvedValue({ ...draftBatch, rows: [draftBatch.rows[0]] });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit row 2' }));
    const dialog = await screen.findByRole('dialog');
    const classInput = within(dialog).getByLabelText('Class');
    await userEvent.clear(classInput);
    expect(await within(dialog).findByText('Class not entered')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(mocked.editSchoolRow).not.toHaveBeenCalled();
    await userEvent.type(classInput, '２c');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mocked.editSchoolRow).toHaveBeenCalledWith(1, {
        class: '2C',
        name: 'Chan Tai Man',
        student_no: '1',
        language_version: 'zh',
      }),
    );
  });

  it('adds a candidate in a labelled dialog, with the shared messages before anything is sent', async () => {
    mocked.addSchoolRow.mockResolvedValue(draftBatch);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a candidate' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Class')).toHaveAccessibleDescription('Class not entered');
    expect(within(dialog).getByText('Student name not entered')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a language version')).toBeInTheDocument();
    expect(mocked.addSchoolRow).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Class'), '5a');
    await userEvent.type(within(dialog).getByLabelText('Student name'), '陳小文');
    await userEvent.type(within(dialog).getByLabelText('Student number'), '７');
    await userEvent.selectOptions(within(dialog).getByLabelText('Language version'), 'en');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mocked.addSchoolRow).toHaveBeenCalledWith({
        class: '5A',
        name: '陳小文',
        student_no: '7',
        language_version: 'en',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a row only after its confirmation', async () => {
    mocked.deleteSchoolRow.mockResolvedValue({ ...draftBatch, rows: draftBatch.rows.slice(1) });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete row 2' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete row 2 (Chan Tai Man)?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mocked.deleteSchoolRow).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete row 2' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete row 2 (Chan Tai Man)?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mocked.deleteSchoolRow).toHaveBeenCalledWith(1));
    await waitFor(() => expect(screen.getByTestId('row-count')).toHaveTextContent('Rows: 2'));
  });

  it("says 'Submission unsuccessful' with the guidance, and filters to the flagged rows", async () => {
    mocked.submitSchoolList.mockResolvedValue({ result: 'unsuccessful', error_rows: [3, 4], batch: draftBatch });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and submit' }));
    const alert = await screen.findByText('Submission unsuccessful');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'Find the cells flagged with an error icon, hover over them to see the reason, correct them, then confirm and submit again.',
    );
    expect(screen.getByRole('switch', { name: 'Show only rows with errors' })).toBeChecked();
  });

  it('shows a refusal of the server in the reader’s language', async () => {
    mocked.submitSchoolList.mockRejectedValue(new api.ApiError(409, 'SCHOOL_NOT_REGISTERED', undefined, undefined));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and submit' }));
    expect(
      await screen.findByText('Register the subject for this exam before submitting the list'),
    ).toBeInTheDocument();
  });
});

describe('school home: deadline and phase', () => {
  it('shows the deadline in the site’s English date format while open', async () => {
    open();
    expect(await screen.findByText('Registration deadline: 2024-10-25, 23:59 (Hong Kong time)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Import the list' })).toBeInTheDocument();
  });

  it('explains a bad cell in Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-hk'));
    renderAt('/zh-hk/school/home', { 'school/home': <SchoolHomePage /> });
    const [icon] = await screen.findAllByRole('img', { name: /^第 3 行：/ });
    await userEvent.hover(icon);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^第 3 行：/);
    expect(screen.getByRole('switch', { name: '只顯示有錯誤的行' })).not.toBeChecked();
  });

  it('shows the deadline as yyyy年 MM月 dd日 in Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-hk'));
    renderAt('/zh-hk/school/home', { 'school/home': <SchoolHomePage /> });
    expect(await screen.findByText('報名截止日期：2024年 10月 25日 23:59（香港時間）')).toBeInTheDocument();
  });

  it('after the deadline removes every control that changes data and says the final data is used', async () => {
    mocked.getSchoolBatch.mockResolvedValue({ ...submittedBatch, closed: true });
    mocked.getSchoolRegistration.mockResolvedValue({
      ...registration,
      registration: {
        ...registration.registration,
        status: 'registered',
        arrangement: 'school',
        expected_candidates: 40,
        closed: true,
      },
    });
    open();
    expect(await screen.findByText('School registration has closed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The list can no longer be imported, edited or submitted. The data the school submitted by the deadline is used.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('registration-summary')).toHaveTextContent('Expected number of candidates: 40');
    expect(screen.queryByRole('heading', { name: 'Import the list' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm and submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a candidate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit row/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete row/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register the subject' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    // What was submitted stays readable, with candidate numbers in two groups of four.
    expect(screen.getAllByText('2400 0001')[0]).toBeInTheDocument();
  });

  it('says registration is complete once it is', async () => {
    mocked.getSchoolBatch.mockResolvedValue({ ...submittedBatch, closed: true, complete: true });
    open();
    expect(await screen.findByText('Registration complete')).toBeInTheDocument();
  });
});
