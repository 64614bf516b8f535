// Staff can find a venue or postage method that was switched off (the staff lists include it) and switch it
// back on from its dialog.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as api from '@mockexam/api-client';
import { renderAdmin, setupI18n } from '../../test/render';
import { answerCycleSetupQuietly } from '../../test/cycleSetupFakes';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getAdminCycles: jest.fn(),
  getAdminVenues: jest.fn(),
  getAdminPostageMethods: jest.fn(),
  getAdminPaymentSettings: jest.fn(),
  getAdminHolidays: jest.fn(),
  updateAdminVenue: jest.fn(),
  updateAdminPostageMethod: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const VENUE = {
  venue_id: 5,
  name_zh: '舊試場',
  name_en: 'Old Hall',
  address_zh: '香港',
  address_en: 'Hong Kong',
  active: false,
  sessions: [],
};
const LOCKER = {
  code: 'smart_locker' as const,
  name_zh: '智能櫃自取',
  name_en: 'Smart locker pickup',
  detail_kind: 'locker' as const,
  fee_cents: 1500,
  fee: 15,
  active: false,
};
const CYCLE = {
  cycle_id: 7,
  code: '2024-25',
  name_zh: '2024/25',
  name_en: '2024/25',
  is_current: true,
  events: {},
  products: [],
};
const HIDDEN = 'Switched off (candidates do not see it)';

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  answerCycleSetupQuietly(mocked);
  mocked.getAdminCycles.mockResolvedValue([CYCLE]);
  mocked.getAdminVenues.mockResolvedValue([VENUE]);
  mocked.getAdminPostageMethods.mockResolvedValue([LOCKER]);
  mocked.updateAdminVenue.mockResolvedValue({});
  mocked.updateAdminPostageMethod.mockResolvedValue({});
});

const button = (name: string, scope: HTMLElement) =>
  within(scope).getByText(name, { selector: 'button span' }).closest('button')!;
const card = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;
const dialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

describe('switching set-up rows back on', () => {
  it('shows an inactive venue as switched off and switches it back on', async () => {
    renderAdmin('/en/admin/cycle');
    const venues = await card('Venues and sessions');
    const row = (await within(venues).findByText('Old Hall')).closest('tr') as HTMLElement;
    expect(within(row).getByText(HIDDEN)).toBeInTheDocument();

    fireEvent.click(within(row).getByLabelText('Edit venue Old Hall'));
    const modal = await dialog('Edit venue');
    const offered = within(modal).getByLabelText('Offered to candidates');
    expect(offered).not.toBeChecked();
    fireEvent.click(offered);
    expect(offered).toBeChecked();
    mocked.getAdminVenues.mockResolvedValue([{ ...VENUE, active: true }]);
    fireEvent.click(button('Save', modal));

    await waitFor(() =>
      expect(mocked.updateAdminVenue).toHaveBeenCalledWith(5, {
        name_zh: '舊試場',
        name_en: 'Old Hall',
        address_zh: '香港',
        address_en: 'Hong Kong',
        active: true,
      }),
    );
    expect(await within(venues).findByText('Venue saved.')).toBeInTheDocument();
    await waitFor(() => expect(within(venues).queryByText(HIDDEN)).toBeNull());
    expect(mocked.getAdminVenues).toHaveBeenLastCalledWith(7);
  });

  it('shows an inactive postage method as switched off and switches it back on', async () => {
    renderAdmin('/en/admin/cycle');
    const postage = await card('Postage methods');
    const row = (await within(postage).findByText('Smart locker pickup')).closest('tr') as HTMLElement;
    expect(within(row).getByText(HIDDEN)).toBeInTheDocument();
    expect(row).toHaveTextContent('HK$15.00');

    fireEvent.click(within(row).getByLabelText('Edit Smart locker pickup'));
    const modal = await dialog('Smart locker pickup');
    expect(within(modal).getByLabelText('Fee')).toHaveValue('15.00');
    fireEvent.click(within(modal).getByLabelText('Offered to candidates'));
    mocked.getAdminPostageMethods.mockResolvedValue([{ ...LOCKER, active: true }]);
    fireEvent.click(button('Save', modal));

    await waitFor(() =>
      expect(mocked.updateAdminPostageMethod).toHaveBeenCalledWith('smart_locker', {
        name_zh: '智能櫃自取',
        name_en: 'Smart locker pickup',
        fee_cents: 1500,
        active: true,
      }),
    );
    await waitFor(() => expect(within(postage).queryByText(HIDDEN)).toBeNull());
    expect(within(postage).getByText('Smart locker pickup').closest('tr')).toHaveTextContent('Yes');
  });
});
