import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as api from '@mockexam/api-client';
import { messages, type Notice, type NoticeTemplate } from '@mockexam/contracts';
import { ORDER, renderAdmin, setupI18n } from '../../test/render';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  call: jest.fn(),
  getAdminOrder: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const notice = (over: Partial<Notice>): Notice => ({
  id: 1,
  event: 'receipt.rejected',
  channel: 'email',
  address: 'chan@example.com',
  locale: 'en',
  subject: 'Receipt for order 100002 not accepted',
  body: 'Dear Chan Tai Man,\n\nThe receipt was not accepted: the amount does not match.',
  state: 'failed',
  attempts: 6,
  last_error: 'SMTP 550 mailbox unavailable',
  order_id: 2,
  school_id: null,
  user_id: 5,
  resent_from: null,
  created_at: '2024-10-05T03:00:00.000Z',
  sent_at: null,
  next_attempt_at: '2024-10-05T03:00:00.000Z',
  ...over,
});

const NOTICES = [
  notice({}),
  notice({
    id: 2,
    event: 'order.placed',
    channel: 'sms',
    address: '91234567',
    state: 'queued',
    attempts: 0,
    last_error: null,
  }),
];

const template = (over: Partial<NoticeTemplate>): NoticeTemplate => {
  const defaults = {
    sms_body: '[HKDSE Mock Exam] Order {order_no} placed: {amount} due by {due_time}. How to pay: {link}',
    email_subject: 'Order {order_no} placed',
    email_body: 'Dear {name},\n\nYour order {order_no} is placed.',
  };
  return {
    event: 'order.placed',
    locale: 'zh-hk',
    ...defaults,
    defaults,
    edited: false,
    placeholders: ['name', 'order_no', 'amount', 'due_time', 'link'],
    updated_at: null,
    ...over,
  };
};
const TEMPLATES = [template({}), template({ locale: 'en', edited: true, email_subject: 'Your order {order_no}' })];

type Call = { method: string; url: string; params?: Record<string, unknown>; data?: unknown };
let answer: (request: Call) => unknown;

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  answer = ({ method, url }) => {
    if (method === 'GET' && url === '/admin/notifications') return { items: NOTICES, total: 2 };
    if (method === 'GET' && url === '/admin/notification-templates') return { items: TEMPLATES };
    return { ok: true };
  };
  mocked.call.mockImplementation(async (request) => answer(request as Call) as never);
});

const calls = (method: string, url: string | RegExp) =>
  mocked.call.mock.calls
    .map(([request]) => request as Call)
    .filter((r) => r.method === method && (typeof url === 'string' ? r.url === url : url.test(r.url)));
const button = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(name, { selector: 'button span' }).closest('button')!;

describe('message history', () => {
  it('lists messages with the event in words, the state as a tag and the last error, and opens a text', async () => {
    renderAdmin('/en/admin/notifications');
    const region = await screen.findByRole('region', { name: 'Messages sent' });
    expect(await within(region).findByText('Receipt rejected')).toBeInTheDocument();
    expect(within(region).getByText('Order placed')).toBeInTheDocument();
    expect(within(region).getByText('Failed')).toBeInTheDocument();
    expect(within(region).getByText('Queued')).toBeInTheDocument();
    expect(within(region).getByText('SMTP 550 mailbox unavailable')).toBeInTheDocument();
    expect(within(region).getByText('SMS')).toBeInTheDocument();
    expect(region).not.toHaveTextContent(/receipt\.rejected|order\.placed/);
    // Only a sent or failed message can go again.
    expect(screen.getByRole('button', { name: 'Resend the message to chan@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend the message to 91234567' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'View the message to chan@example.com' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Receipt for order 100002 not accepted')).toBeInTheDocument();
    expect(within(drawer).getByText(/the amount does not match/)).toBeInTheDocument();
  });

  it('filters by state, message and channel through the address', async () => {
    renderAdmin('/en/admin/notifications?state=failed&channel=email&event=receipt.rejected');
    await screen.findByText('Receipt rejected', { selector: 'td' });
    expect(calls('GET', '/admin/notifications').at(-1)?.params).toMatchObject({
      state: 'failed',
      channel: 'email',
      event: 'receipt.rejected',
      limit: 50,
      offset: 0,
    });
    expect(screen.getByLabelText('State')).toBeInTheDocument();
    expect(screen.getByLabelText('Channel')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toBeInTheDocument();
  });

  it('sends a message again after a confirmation and says so', async () => {
    renderAdmin('/en/admin/notifications');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend the message to chan@example.com' }));
    expect(
      await screen.findByText('Send this message again?', { selector: '.ant-modal-confirm-title' }),
    ).toBeInTheDocument();
    const confirm = document.querySelector('.ant-modal-confirm') as HTMLElement;
    expect(confirm).toHaveTextContent('chan@example.com');
    expect(calls('POST', /resend$/)).toHaveLength(0);
    fireEvent.click(button('Resend', confirm));
    await waitFor(() => expect(calls('POST', '/admin/notifications/1/resend')).toHaveLength(1));
    expect(await screen.findByText('The message is queued to go again to chan@example.com.')).toBeInTheDocument();
  });
});

describe('message texts', () => {
  it('edits a message in a language: labelled texts, placeholders inserted, the server refusing one at its field', async () => {
    renderAdmin('/en/admin/notifications/templates?event=order.placed&language=en');
    const subject = await screen.findByLabelText('Email subject');
    expect(subject).toHaveValue('Your order {order_no}');
    expect(screen.getByLabelText('SMS text')).toBeInTheDocument();
    expect(screen.getByLabelText('Email text')).toBeInTheDocument();
    expect(screen.getByText('Edited', { selector: '.ant-tag' })).toBeInTheDocument();

    // A placeholder goes where the cursor was.
    const sms = screen.getByLabelText('SMS text') as HTMLTextAreaElement;
    fireEvent.change(sms, { target: { value: 'Hello  bye' } });
    sms.setSelectionRange(6, 6);
    fireEvent.select(sms);
    fireEvent.click(screen.getByRole('button', { name: 'Insert {name}' }));
    await waitFor(() => expect(sms).toHaveValue('Hello {name} bye'));

    answer = ({ method, url }) => {
      if (method === 'PUT') {
        throw new api.ApiError(400, 'VALIDATION_ERROR', 'x', messages.NOTICE_PLACEHOLDER_UNKNOWN, {
          email_body: messages.NOTICE_PLACEHOLDER_UNKNOWN,
        });
      }
      return url === '/admin/notification-templates' ? { items: TEMPLATES } : { items: NOTICES, total: 2 };
    };
    fireEvent.click(button('Save'));
    expect(await screen.findByText(messages.NOTICE_PLACEHOLDER_UNKNOWN.en)).toBeInTheDocument();
    expect(calls('PUT', '/admin/notification-templates/order.placed/en')[0]?.data).toEqual({
      sms_body: 'Hello {name} bye',
      email_subject: 'Your order {order_no}',
      email_body: 'Dear {name},\n\nYour order {order_no} is placed.',
    });
  });

  it('saves the texts, says the next messages use them and marks the message edited', async () => {
    let saved = false;
    answer = ({ method, url }) => {
      if (method === 'PUT') {
        saved = true;
        return { ok: true };
      }
      if (url === '/admin/notification-templates') {
        return { items: saved ? [template({ edited: true, updated_at: '2024-10-05T03:00:00.000Z' })] : TEMPLATES };
      }
      return { ok: true };
    };
    renderAdmin('/en/admin/notifications/templates?event=order.placed&language=zh-hk');
    await screen.findByLabelText('Email subject');
    expect(screen.getByText('Default text', { selector: '.ant-tag' })).toBeInTheDocument();
    fireEvent.click(button('Save'));
    expect(await screen.findByText('Saved. The next messages use these texts.')).toBeInTheDocument();
    expect(await screen.findByText('Edited', { selector: '.ant-tag' })).toBeInTheDocument();
    // The answer stays on screen once the texts are read again.
    expect(screen.getByText('Saved. The next messages use these texts.')).toBeInTheDocument();
  });

  it('previews the texts on screen filled with real data', async () => {
    answer = ({ method, url }) => {
      if (method === 'POST') {
        return { sms_body: 'Order 100007 placed', email_subject: 'Order 100007', email_body: 'Dear Chan Tai Man' };
      }
      return url === '/admin/notification-templates' ? { items: TEMPLATES } : { ok: true };
    };
    renderAdmin('/en/admin/notifications/templates?event=order.placed&language=zh-hk');
    await screen.findByLabelText('Email subject');
    fireEvent.click(button('Preview'));
    expect(await screen.findByText('Order 100007 placed')).toBeInTheDocument();
    expect(screen.getByText('Dear Chan Tai Man')).toBeInTheDocument();
    expect(calls('POST', '/admin/notification-templates/order.placed/zh-hk/preview')).toHaveLength(1);
  });

  it('resets an edited text to the default after a confirmation', async () => {
    renderAdmin('/en/admin/notifications/templates?event=order.placed&language=en');
    await screen.findByLabelText('Email subject');
    fireEvent.click(button('Reset to default'));
    expect(
      await screen.findByText('Put back the default texts?', { selector: '.ant-modal-confirm-title' }),
    ).toBeInTheDocument();
    const confirm = document.querySelector('.ant-modal-confirm') as HTMLElement;
    expect(confirm).toHaveTextContent('“Order placed” (English)');
    fireEvent.click(button('Reset to default', confirm));
    await waitFor(() => expect(calls('DELETE', '/admin/notification-templates/order.placed/en')).toHaveLength(1));
    expect(await screen.findByText('The default texts are back.')).toBeInTheDocument();
  });
});

describe("an order's messages", () => {
  it('are listed on the order page with Resend, and link to the history when there are more', async () => {
    mocked.getAdminOrder.mockResolvedValue({ order: ORDER, payments: [], receipts: [], history: [] } as never);
    answer = ({ url }) => (url === '/admin/notifications' ? { items: NOTICES, total: 25 } : { ok: true });
    renderAdmin('/en/admin/orders/100001');
    const region = await screen.findByRole('region', { name: 'Messages about this order' });
    expect(await within(region).findByText('Receipt rejected')).toBeInTheDocument();
    expect(calls('GET', '/admin/notifications')[0]?.params).toMatchObject({ order_no: '100001', limit: 20 });
    // The compact list leaves the tries and errors to the message's own view.
    expect(region).not.toHaveTextContent('SMTP 550');
    expect(within(region).getByRole('button', { name: 'Resend the message to chan@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All of them in the message history' })).toHaveAttribute(
      'href',
      '/en/admin/notifications?order_no=100001',
    );
  });
});
