import { render, screen, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { i18n, initI18n, registerNamespace } from '@mockexam/i18n';
import { AntdProvider } from '@mockexam/ui/antd';
import { resources } from '../i18n';
import AdminLoginPage from './AdminLoginPage';

beforeAll(async () => {
  await initI18n('en');
  registerNamespace('admin', resources);
});

function renderPage() {
  return render(
    <AntdProvider>
      <MemoryRouter initialEntries={['/en/admin/login']}>
        <Routes>
          <Route path="/:locale/admin/login" element={<AdminLoginPage />} />
        </Routes>
      </MemoryRouter>
    </AntdProvider>,
  );
}

describe('admin login form', () => {
  it('asks for both fields, inside the fields, before calling the server', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
  });

  it('labels its fields in Chinese when the site is in Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-hk'));
    renderPage();
    expect(screen.getByLabelText('帳戶名稱')).toBeInTheDocument();
    expect(screen.getByLabelText('密碼')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登入' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });
});
