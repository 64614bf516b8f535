import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { changeLocale, initI18n } from '@mockexam/i18n';
import { NoRecords, NotYetAvailable } from './index';
import { AntdProvider, LoadError } from './antd';
import { ORDER_STATUS_COLOURS, OrderStatusTag, PAYMENT_STATUS_COLOURS, PaymentStatusTag } from './status';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  cleanup();
  await changeLocale('en');
});

describe('NotYetAvailable', () => {
  const at = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/:locale/school/home"
            element={<NotYetAvailable remote="mf-school" title="Student enrolment" />}
          />
        </Routes>
      </MemoryRouter>,
    );

  it("names the page, says it is not available yet and links home in the page's locale", () => {
    at('/en/school/home');
    expect(screen.getByRole('heading', { name: 'Student enrolment' })).toBeInTheDocument();
    expect(screen.getByText('This page is not available yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    expect(document.querySelector('[data-remote-page="mf-school"]')).not.toBeNull();
  });

  it('speaks Chinese under /zh-hk', async () => {
    await changeLocale('zh-hk');
    at('/zh-hk/school/home');
    expect(screen.getByText('此頁面將於稍後推出。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首頁' })).toHaveAttribute('href', '/zh-hk');
  });
});

describe('LoadError', () => {
  it('says the data could not be loaded and retries on request', async () => {
    const retry = jest.fn();
    render(
      <AntdProvider>
        <LoadError onRetry={retry} />
      </AntdProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The data could not be loaded. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows a given message instead, in Chinese with a Chinese button', async () => {
    await changeLocale('zh-hk');
    render(
      <AntdProvider>
        <LoadError onRetry={() => undefined} message="系統繁忙，請稍後再試。" />
      </AntdProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('系統繁忙，請稍後再試。');
    expect(screen.getByRole('button', { name: '重試' })).toBeInTheDocument();
  });
});

describe('status tags', () => {
  const tags = () =>
    render(
      <AntdProvider>
        <OrderStatusTag status="confirmed" />
        <PaymentStatusTag status="WAPL" />
      </AntdProvider>,
    );

  it('label order and payment statuses with their colours', () => {
    tags();
    expect(screen.getByText('Confirmed')).toHaveClass('ant-tag-green');
    expect(screen.getByText('Awaiting approval')).toHaveClass('ant-tag-gold');
  });

  it('follow the page language', async () => {
    await changeLocale('zh-hk');
    tags();
    expect(screen.getByText('已確認')).toBeInTheDocument();
    expect(screen.getByText('等待審批')).toBeInTheDocument();
  });

  it('give every status a colour', () => {
    expect(Object.keys(ORDER_STATUS_COLOURS).sort()).toEqual([
      'awaiting_approval',
      'cancelled',
      'confirmed',
      'expired',
      'pending',
    ]);
    expect(Object.keys(PAYMENT_STATUS_COLOURS)).toHaveLength(9);
  });
});

describe('NoRecords', () => {
  it("says 'No records' as a status", () => {
    render(<NoRecords />);
    expect(screen.getByRole('status')).toHaveTextContent('No records');
  });
});
