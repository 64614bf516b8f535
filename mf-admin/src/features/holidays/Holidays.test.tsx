import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as api from '@mockexam/api-client';
import { ApiError } from '@mockexam/api-client';
import { messages } from '@mockexam/contracts';
import { hkYear } from '@mockexam/i18n/dates';
import { renderAdmin, setupI18n } from '../../test/render';
import { answerCycleSetupQuietly } from '../../test/cycleSetupFakes';
import { yearOptions } from './holidayDates';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getAdminCycles: jest.fn(),
  getAdminVenues: jest.fn(),
  getAdminPostageMethods: jest.fn(),
  getAdminPaymentSettings: jest.fn(),
  getAdminHolidays: jest.fn(),
  addAdminHoliday: jest.fn(),
  deleteAdminHoliday: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const YEAR = hkYear();
const HOLIDAYS = [
  { date: `${YEAR}-01-01`, name_zh: '一月一日', name_en: 'The first day of January' },
  { date: `${YEAR}-12-25`, name_zh: '聖誕節', name_en: 'Christmas Day' },
];

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  answerCycleSetupQuietly(mocked);
  mocked.getAdminHolidays.mockImplementation(async (year) => (year === YEAR ? HOLIDAYS : []));
  mocked.addAdminHoliday.mockResolvedValue({ success: true, id: 'x' });
  mocked.deleteAdminHoliday.mockResolvedValue({ success: true, id: 'x' });
});

const button = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(name, { selector: 'button span' }).closest('button')!;
const holidaysCard = async () =>
  (await screen.findByText('Hong Kong public holidays')).closest('.ant-card') as HTMLElement;
const addModal = async () =>
  (await screen.findByText('Add a public holiday', { selector: '.ant-modal-title' })).closest(
    '.ant-modal',
  ) as HTMLElement;

describe('public holidays card', () => {
  it("shows this Hong Kong year's holidays with dates as the other cards show them; another year on request", async () => {
    renderAdmin('/en/admin/cycle');
    const card = await holidaysCard();
    expect(await within(card).findByText('Christmas Day')).toBeInTheDocument();
    expect(mocked.getAdminHolidays).toHaveBeenCalledWith(YEAR);
    expect(within(card).getByText(`${YEAR}-12-25`)).toBeInTheDocument();
    expect(within(card).getByText(`${YEAR}-1-1`)).toBeInTheDocument();
    expect(within(card).getByText('聖誕節')).toBeInTheDocument();

    const year = within(card).getByLabelText('Year');
    fireEvent.mouseDown(year);
    fireEvent.click(await screen.findByText(String(YEAR + 1), { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(mocked.getAdminHolidays).toHaveBeenLastCalledWith(YEAR + 1));
    expect(await within(card).findByText('No records')).toBeInTheDocument();
  });

  it('adds a holiday: date and both names required, a taken date shown under the date; the new year is shown', async () => {
    mocked.addAdminHoliday.mockRejectedValueOnce(
      new ApiError(409, 'HOLIDAY_DATE_TAKEN', 'x', messages.HOLIDAY_DATE_TAKEN, { date: messages.HOLIDAY_DATE_TAKEN }),
    );
    renderAdmin('/en/admin/cycle');
    const card = await holidaysCard();
    await within(card).findByText('Christmas Day');
    fireEvent.click(button('Add a public holiday', card));
    const modal = await addModal();
    fireEvent.click(button('Save', modal));
    expect(await within(modal).findByText('Please enter the date')).toBeInTheDocument();
    expect(within(modal).getAllByText('This field is required')).toHaveLength(2);
    expect(mocked.addAdminHoliday).not.toHaveBeenCalled();

    const date = within(modal).getByLabelText('Date');
    fireEvent.change(date, { target: { value: `${YEAR}-12-25` } });
    fireEvent.change(within(modal).getByLabelText('Name (Chinese)'), { target: { value: ' 聖誕節 ' } });
    fireEvent.change(within(modal).getByLabelText('Name (English)'), { target: { value: 'Christmas Day' } });
    fireEvent.click(button('Save', modal));
    const taken = await within(modal).findByText('This date is already a public holiday');
    expect(taken.closest('.ant-form-item')).toContainElement(date);

    fireEvent.change(date, { target: { value: `${YEAR + 1}-01-01` } });
    fireEvent.click(button('Save', modal));
    await waitFor(() =>
      expect(mocked.addAdminHoliday).toHaveBeenLastCalledWith({
        date: `${YEAR + 1}-01-01`,
        name_zh: '聖誕節',
        name_en: 'Christmas Day',
      }),
    );
    expect(await within(card).findByText(`Public holiday ${YEAR + 1}-1-1 added.`)).toBeInTheDocument();
    await waitFor(() => expect(mocked.getAdminHolidays).toHaveBeenLastCalledWith(YEAR + 1));
  });

  it('removes a holiday after a confirmation and reloads the year', async () => {
    renderAdmin('/en/admin/cycle');
    const card = await holidaysCard();
    fireEvent.click(await within(card).findByLabelText(`Remove ${YEAR}-12-25`));
    expect(
      await screen.findByText('Remove this public holiday?', { selector: '.ant-modal-confirm-title' }),
    ).toBeInTheDocument();
    const confirm = document.querySelector('.ant-modal-confirm') as HTMLElement;
    expect(confirm).toHaveTextContent(`${YEAR}-12-25 (Christmas Day) becomes a working day again`);
    fireEvent.click(button('Remove', confirm));
    await waitFor(() => expect(mocked.deleteAdminHoliday).toHaveBeenCalledWith(`${YEAR}-12-25`));
    expect(await within(card).findByText(`Public holiday ${YEAR}-12-25 removed.`)).toBeInTheDocument();
    await waitFor(() => expect(mocked.getAdminHolidays).toHaveBeenCalledTimes(2));
  });

  it('offers two years back and three ahead, and keeps a year shown outside that range', () => {
    expect(yearOptions(2026, 2026)).toEqual([2024, 2025, 2026, 2027, 2028, 2029]);
    expect(yearOptions(2026, 2031)).toEqual([2024, 2025, 2026, 2027, 2028, 2029, 2031]);
  });
});
