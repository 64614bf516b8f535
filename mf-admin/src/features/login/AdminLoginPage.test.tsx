import { screen, act, fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@mockexam/api-client';
import { i18n } from '@mockexam/i18n';
import { sessionStore } from '@mockexam/session';
import { renderPage, setupI18n } from '../../test/render';
import AdminLoginPage from './AdminLoginPage';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  login: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

beforeAll(() => setupI18n('en'));
beforeEach(() => jest.resetAllMocks());

const renderLogin = (locale = 'en') => renderPage(`/${locale}/admin/login`, '/:locale/admin/:page', <AdminLoginPage />);

describe('admin login form', () => {
  it('asks for both fields, inside the fields, before calling the server', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(mocked.login).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, then signs in and goes home", async () => {
    mocked.login.mockRejectedValueOnce(
      new api.ApiError(401, 'BAD_CREDENTIALS', 'x', {
        en: 'Wrong username or password',
        'zh-hk': '帳戶名稱或密碼錯誤',
      }),
    );
    renderLogin();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: ' admin ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
    expect(mocked.login).toHaveBeenCalledWith('staff-realm', 'admin', 'wrong');

    const profile = {
      display_name: 'Admin',
      realm: 'staff-realm',
      role: 'staff',
      staff: { username: 'admin', role: 'admin' },
    } as const;
    mocked.login.mockResolvedValueOnce({ access_token: 'token-1', profile } as never);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'admin1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/admin/home'));
    expect(sessionStore.getState().token).toBe('token-1');
    expect(sessionStore.getState().profile?.display_name).toBe('Admin');
  });

  it('labels its fields in Chinese when the site is in Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-hk'));
    renderLogin('zh-hk');
    expect(screen.getByLabelText('帳戶名稱')).toBeInTheDocument();
    expect(screen.getByLabelText('密碼')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登入' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });
});
