import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyNoticeList } from '@mockexam/contracts';
import { i18n } from '@mockexam/i18n';
import * as api from '@mockexam/api-client';
import { renderAt, setUpI18n } from '../../test/render';
import MyMessagesPage from './MyMessagesPage';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getMyNotices: jest.fn(),
  getNoticePreferences: jest.fn(),
  saveNoticePreferences: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

beforeAll(setUpI18n);

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const items: MyNoticeList['items'] = [
  {
    id: 12,
    event: 'payment.received',
    channel: 'email',
    address: 'candidate1@example.com',
    subject: 'Payment received for order E2026000123',
    body: 'Dear Chan Tai Man,\nwe received HK$450.00 for order E2026000123.',
    state: 'sent',
    // 14:05:09 in Hong Kong
    created_at: '2026-03-02T06:05:00.000Z',
    sent_at: '2026-03-02T06:05:09.000Z',
  },
  {
    id: 11,
    event: 'payment.received',
    channel: 'sms',
    address: '91234567',
    subject: null,
    body: 'HK$450.00 received for order E2026000123.',
    state: 'queued',
    created_at: '2026-03-01T23:30:00.000Z',
    sent_at: null,
  },
];

const show = (locale = 'en') => renderAt(`/${locale}/my-messages`, { 'my-messages': <MyMessagesPage /> });

beforeEach(() => {
  jest.clearAllMocks();
  mocked.getMyNotices.mockResolvedValue({ items });
  mocked.getNoticePreferences.mockResolvedValue({ email_reminders: true, sms_reminders: false });
});

describe('my messages', () => {
  it('lists each message with its Hong Kong time, channel, state in words and text', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'My messages' })).toBeInTheDocument();
    const cards = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('2026-3-2 14:05:09');
    expect(cards[0]).toHaveTextContent('Email');
    expect(cards[0]).toHaveTextContent('Sent');
    expect(cards[0]).toHaveTextContent('To candidate1@example.com');
    expect(within(cards[0]).getByText('Payment received for order E2026000123')).toBeVisible();
    expect(cards[1]).toHaveTextContent('2026-3-2 07:30:00');
    expect(cards[1]).toHaveTextContent('SMS');
    expect(cards[1]).toHaveTextContent('Waiting to be sent');
    expect(within(cards[1]).getByText('HK$450.00 received for order E2026000123.')).toBeVisible();
  });

  it('shows the switches as saved, says payment and result notices always go, and saves a change', async () => {
    mocked.saveNoticePreferences.mockResolvedValue({ email_reminders: false, sms_reminders: false });
    show();
    const email = await screen.findByRole('switch', { name: 'Email reminders' });
    const sms = screen.getByRole('switch', { name: 'SMS reminders' });
    expect(email).toBeChecked();
    expect(sms).not.toBeChecked();
    expect(screen.getByText('Payment and result notices are always sent, whatever you choose here.')).toBeVisible();

    await userEvent.click(email);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(mocked.saveNoticePreferences).toHaveBeenCalledWith({ email_reminders: false, sms_reminders: false });
    expect(await screen.findByText('Your reminder settings are saved.')).toBeVisible();
    expect(email).not.toBeChecked();
  });

  it('says so when the settings could not be saved, with the server message', async () => {
    mocked.saveNoticePreferences.mockRejectedValue(
      new api.ApiError(500, 'INTERNAL', undefined, { en: 'Server error', 'zh-hk': '伺服器錯誤' }),
    );
    show();
    await userEvent.click(await screen.findByRole('switch', { name: 'SMS reminders' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your reminder settings could not be saved');
    expect(alert).toHaveTextContent('Server error');
  });

  it('in Chinese: dates, labels and states in Chinese', async () => {
    mocked.getMyNotices.mockResolvedValue({ items: [items[1]] });
    await act(() => i18n.changeLanguage('zh-hk'));
    show('zh-hk');
    expect(await screen.findByRole('switch', { name: '電郵提示' })).toBeChecked();
    expect(screen.getByRole('switch', { name: '短訊提示' })).not.toBeChecked();
    const card = within(await screen.findByRole('list')).getByRole('listitem');
    expect(card).toHaveTextContent('2026年3月2日 (07:30:00)');
    expect(card).toHaveTextContent('短訊');
    expect(card).toHaveTextContent('等待發送');
  });

  it('says No records when nothing was sent', async () => {
    mocked.getMyNotices.mockResolvedValue({ items: [] });
    show();
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });
});
