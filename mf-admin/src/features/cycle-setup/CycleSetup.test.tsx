import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as api from '@mockexam/api-client';
import { messages } from '@mockexam/contracts';
import { renderAdmin, setupI18n } from '../../test/render';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getAdminCycles: jest.fn(),
  getAdminVenues: jest.fn(),
  getAdminPostageMethods: jest.fn(),
  getAdminPaymentSettings: jest.fn(),
  getAdminHolidays: jest.fn(),
  updateCycleEvents: jest.fn(),
  updateAdminProduct: jest.fn(),
  addAdminVenueSession: jest.fn(),
  updatePaymentSettings: jest.fn(),
  getSite: jest.fn(),
  updateContactSettings: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const VENUE = {
  venue_id: 4,
  name_zh: '皇仁書院禮堂',
  name_en: "Queen's College Hall",
  address_zh: '銅鑼灣興發街120號',
  address_en: '120 Hing Fat Street, Causeway Bay',
  active: true,
  sessions: [],
};
const SETTINGS = {
  fps_id: '1234567',
  fps_name: 'Mock Exam Publisher',
  bank_name_zh: '匯豐銀行',
  bank_name_en: 'HSBC',
  bank_account_no: '123-456789-001',
  bank_account_name: 'Mock Exam Publisher Ltd',
};

const CONTACT = {
  phone: '+852 2563 8120',
  email: 'enquiry@hkdsemock.com.hk',
  address_zh: '香港鰂魚涌英皇道1063號12樓',
  address_en: "12/F, 1063 King's Road, Quarry Bay, Hong Kong",
  hours_zh: '星期一至五，上午8時30分至下午5時30分',
  hours_en: 'Monday to Friday, 8:30 am to 5:30 pm',
  social_url: 'https://www.facebook.com/hkdsemockexam',
};

const CYCLE = {
  cycle_id: 7,
  code: '2024-25',
  name_zh: '2024/25 年度',
  name_en: '2024/25',
  is_current: true,
  events: {
    person_enrol_start: '2024-09-01T00:00:00.000Z',
    person_enrol_end: '2024-10-23T15:59:00.000Z',
    candidate_result_release: '2025-02-20T02:00:00.000Z',
  },
  // Named as the database names them (the back office no longer reads the public catalogue).
  products: [
    {
      product_db_id: 11,
      product_id: '1',
      subject: 'chi',
      name_zh: '中國語文（卷一及卷二）',
      name_en: 'Chinese Language (Papers 1 and 2)',
      subject_name_zh: '中國語文',
      subject_name_en: 'Chinese Language',
      price_cents: 35000,
      exam_date: '2024-12-28',
      active: true,
    },
  ],
};

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  mocked.getAdminCycles.mockResolvedValue([{ ...CYCLE, cycle_id: 6, is_current: false }, CYCLE] as never);
  mocked.getAdminVenues.mockResolvedValue([VENUE] as never);
  mocked.getAdminPostageMethods.mockResolvedValue([
    {
      code: 'ordinary_post',
      name_zh: '平郵',
      name_en: 'Ordinary post',
      detail_kind: 'address',
      fee_cents: 0,
      fee: 0,
      active: true,
    },
  ] as never);
  mocked.getAdminPaymentSettings.mockResolvedValue(SETTINGS as never);
  mocked.getAdminHolidays.mockResolvedValue([]);
  mocked.updateCycleEvents.mockResolvedValue({} as never);
  mocked.updateAdminProduct.mockResolvedValue({} as never);
  mocked.addAdminVenueSession.mockResolvedValue({} as never);
  mocked.updatePaymentSettings.mockResolvedValue({} as never);
  mocked.getSite.mockResolvedValue({ cycle: null, contact: CONTACT });
  mocked.updateContactSettings.mockResolvedValue({} as never);
});

const button = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(name, { selector: 'button span' }).closest('button')!;

describe('cycle set-up', () => {
  it('edits the event dates in Hong Kong time and saves them as instants', async () => {
    renderAdmin('/en/admin/cycle');
    const enrolEnd = await screen.findByLabelText('Individual enrolment closes');
    expect(enrolEnd).toHaveValue('2024-10-23T23:59');
    expect(screen.getByLabelText('School registration closes')).toHaveValue('');
    fireEvent.change(enrolEnd, { target: { value: '2024-10-25T23:59' } });
    fireEvent.change(screen.getByLabelText('School registration closes'), { target: { value: '2024-10-30T18:00' } });
    fireEvent.click(button('Save dates'));
    await waitFor(() =>
      expect(mocked.updateCycleEvents).toHaveBeenCalledWith(7, {
        events: { person_enrol_end: '2024-10-25T15:59:00.000Z', school_reg_end: '2024-10-30T10:00:00.000Z' },
      }),
    );
    expect(await screen.findByText('Event dates saved.')).toBeInTheDocument();
  });

  it('changes a price, refusing a malformed one and one above HK$1,000,000', async () => {
    renderAdmin('/en/admin/cycle');
    expect(await screen.findByText('Chinese Language (Papers 1 and 2)')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Edit Chinese Language (Papers 1 and 2)'));
    const modal = (await screen.findByText('Edit product: Chinese Language (Papers 1 and 2)')).closest(
      '.ant-modal',
    ) as HTMLElement;
    const price = within(modal).getByLabelText('Price (HKD)');
    fireEvent.change(price, { target: { value: '3.501' } });
    expect(await within(modal).findByText('Enter a valid price (at most 2 decimals)')).toBeInTheDocument();
    fireEvent.change(price, { target: { value: '1000000.01' } });
    expect(await within(modal).findByText(messages.PRICE_RANGE.en)).toBeInTheDocument();
    fireEvent.change(price, { target: { value: '380' } });
    fireEvent.click(button('Save', modal));
    await waitFor(() =>
      expect(mocked.updateAdminProduct).toHaveBeenCalledWith(11, {
        price_cents: 38000,
        exam_date: '2024-12-28',
        active: true,
      }),
    );
  });

  it('adds a venue session: times in order and a capacity', async () => {
    renderAdmin('/en/admin/cycle');
    await screen.findByText("Queen's College Hall");
    fireEvent.click(button('Add a session'));
    const modal = (await screen.findByText("Add a session: Queen's College Hall")).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(modal).getByLabelText('Starts (Hong Kong time)'), {
      target: { value: '2024-12-28T09:00' },
    });
    fireEvent.change(within(modal).getByLabelText('Ends (Hong Kong time)'), { target: { value: '2024-12-28T08:00' } });
    fireEvent.click(button('Save', modal));
    expect(await within(modal).findByText('The end must be after the start')).toBeInTheDocument();
    expect(within(modal).getByText('Enter the capacity (0 to 10000)')).toBeInTheDocument();
    fireEvent.change(within(modal).getByLabelText('Ends (Hong Kong time)'), { target: { value: '2024-12-28T12:00' } });
    fireEvent.change(within(modal).getByLabelText('Capacity'), { target: { value: '120' } });
    fireEvent.click(button('Save', modal));
    await waitFor(() =>
      expect(mocked.addAdminVenueSession).toHaveBeenCalledWith(4, {
        subject: undefined,
        starts_at: '2024-12-28T01:00:00.000Z',
        ends_at: '2024-12-28T04:00:00.000Z',
        capacity: 120,
      }),
    );
    expect(await screen.findByText('Session added.')).toBeInTheDocument();
  });

  it('requires every payment detail shown to candidates', async () => {
    renderAdmin('/en/admin/cycle');
    const fpsId = await screen.findByLabelText('FPS ID');
    expect(fpsId).toHaveValue('1234567');
    fireEvent.change(fpsId, { target: { value: ' ' } });
    const card = screen.getByText('Payment details shown to candidates').closest('.ant-card') as HTMLElement;
    fireEvent.click(button('Save', card));
    expect(await within(card).findByText('This field is required')).toBeInTheDocument();
    expect(mocked.updatePaymentSettings).not.toHaveBeenCalled();
    fireEvent.change(fpsId, { target: { value: '7654321' } });
    fireEvent.click(button('Save', card));
    await waitFor(() => expect(mocked.updatePaymentSettings).toHaveBeenCalledWith({ ...SETTINGS, fps_id: '7654321' }));
    expect(await screen.findByText('Payment details saved.')).toBeInTheDocument();
  });

  it('edits the contact details the public pages show; the server’s field message lands on its field', async () => {
    renderAdmin('/en/admin/cycle');
    const phone = await screen.findByLabelText('Phone');
    expect(phone).toHaveValue('+852 2563 8120');
    expect(screen.getByLabelText('Office hours (English)')).toHaveValue('Monday to Friday, 8:30 am to 5:30 pm');
    const card = screen.getByText('Contact details on the public pages').closest('.ant-card') as HTMLElement;
    mocked.updateContactSettings.mockRejectedValueOnce(
      new api.ApiError(400, 'VALIDATION_ERROR', 'x', messages.FORM_INVALID, { phone: messages.PHONE_INVALID }),
    );
    fireEvent.change(phone, { target: { value: '+852 31' } });
    fireEvent.click(button('Save', card));
    expect(await within(card).findByText(messages.PHONE_INVALID.en)).toBeInTheDocument();
    fireEvent.change(phone, { target: { value: '+852 3188 2020' } });
    fireEvent.click(button('Save', card));
    await waitFor(() =>
      expect(mocked.updateContactSettings).toHaveBeenLastCalledWith({ ...CONTACT, phone: '+852 3188 2020' }),
    );
    expect(await screen.findByText('Contact details saved.')).toBeInTheDocument();
  });
});
