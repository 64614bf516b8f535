import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mockexam/i18n';
import * as api from '@mockexam/api-client';
import { renderAt, setUpI18n } from '../../test/render';
import SchoolMessagesPage from './SchoolMessagesPage';

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

beforeEach(() => {
  jest.clearAllMocks();
  mocked.getNoticePreferences.mockResolvedValue({ email_reminders: true, sms_reminders: true });
  mocked.getMyNotices.mockResolvedValue({
    items: [
      {
        id: 5,
        event: 'school.deadline_3d',
        channel: 'sms',
        address: '61234567',
        subject: null,
        body: "Queen's College: Chinese Language's list is not submitted yet; the deadline is in 3 days.",
        state: 'failed',
        created_at: '2026-02-10T01:00:00.000Z',
        sent_at: null,
      },
    ],
  });
});

const show = (locale: string) =>
  renderAt(`/${locale}/school/messages`, {
    'school/messages': <SchoolMessagesPage />,
    'school/home': <p>school home</p>,
  });

describe("a teacher's messages", () => {
  it('lists the messages sent to the teacher and saves their reminder switches', async () => {
    mocked.saveNoticePreferences.mockResolvedValue({ email_reminders: true, sms_reminders: false });
    show('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const card = within(await screen.findByRole('list')).getByRole('listitem');
    expect(card).toHaveTextContent('2026-2-10 09:00:00');
    expect(card).toHaveTextContent('SMS');
    expect(card).toHaveTextContent('Not delivered');
    expect(card).toHaveTextContent('the deadline is in 3 days');

    await userEvent.click(screen.getByRole('switch', { name: 'SMS reminders' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(mocked.saveNoticePreferences).toHaveBeenCalledWith({ email_reminders: true, sms_reminders: false });
    expect(await screen.findByText('Your reminder settings are saved.')).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Back to student enrolment' }));
    expect(await screen.findByText('school home')).toBeInTheDocument();
  });

  it('speaks Chinese on the Chinese page', async () => {
    await act(() => i18n.changeLanguage('zh-hk'));
    show('zh-hk');
    expect(await screen.findByRole('heading', { level: 1, name: '訊息' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: '短訊提示' })).toBeChecked();
    expect(screen.getByText('付款及成績通知必定發送，不受此處設定影響。')).toBeVisible();
    expect(within(await screen.findByRole('list')).getByRole('listitem')).toHaveTextContent('未能送達');
    expect(screen.getByRole('link', { name: '返回學生報名' })).toHaveAttribute('href', '/zh-hk/school/home');
  });
});
