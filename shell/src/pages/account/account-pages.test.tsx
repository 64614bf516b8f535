import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { i18n, initI18n, textIn, type Locale } from '@mockexam/i18n';
import { messages, type MessageKey } from '@mockexam/contracts';
import { sessionStore } from '@mockexam/session';
import * as api from '@mockexam/api-client';
import LoginPage from './LoginPage';
import SchoolLoginPage from './SchoolLoginPage';
import RegisterPage from './RegisterPage';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';
import ChangePasswordPage from './ChangePasswordPage';
import LoginModal from './LoginModal';
import { FORGOT_SENT_KEY, RESET_TICKET_KEY } from './forms';
import { accountResources } from './i18n';

jest.mock('@mockexam/api-client', () => {
  const actual = jest.requireActual('@mockexam/api-client');
  return {
    ...actual,
    login: jest.fn(),
    loginByCandidate: jest.fn(),
    sendSmsCode: jest.fn(),
    verifySmsCode: jest.fn(),
    registerCandidate: jest.fn(),
    changePassword: jest.fn(),
    resetPassword: jest.fn(),
  };
});

const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = api;

const text = (key: MessageKey, lang: Locale) => textIn(messages[key], lang);

const candidateProfile: api.LoginResponse['profile'] = {
  display_name: 'Chan Tai Man',
  realm: 'candidate-realm',
  role: 'candidate',
  candidate: {
    candidate_no: '10000001',
    name: 'Chan Tai Man',
    class: null,
    student_no: null,
    language_version: null,
    phone: '91234567',
  },
};
const teacherProfile: api.LoginResponse['profile'] = {
  display_name: 'Chinese teacher',
  realm: 'school-realm',
  role: 'school',
  school: { school_id: 1, code: 'QC', name_zh: '皇仁書院', name_en: "Queen's College", subject: null },
};
const loginAnswer = (profile: api.LoginResponse['profile']): api.LoginResponse => ({
  access_token: 'tok',
  token_type: 'Bearer',
  expires_at: new Date(Date.now() + 864e5).toISOString(),
  profile,
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function renderAt(path: string, state?: unknown) {
  const user = userEvent.setup({ delay: null });
  const view = render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Where />
      <Routes>
        <Route path="/:locale" element={<h1>Home page</h1>} />
        <Route path="/:locale/exam-result-list" element={<h1>My grades</h1>} />
        <Route path="/:locale/login" element={<LoginPage />} />
        <Route path="/:locale/school/login" element={<SchoolLoginPage />} />
        <Route path="/:locale/school/home" element={<h1>School home</h1>} />
        <Route path="/:locale/register" element={<RegisterPage />} />
        <Route path="/:locale/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/:locale/reset-password" element={<ResetPasswordPage />} />
        <Route path="/:locale/change-password" element={<ChangePasswordPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...view };
}

/** Types a value in one go (a paste), as a user fills a field. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

const BUTTON_TEXT = { selector: 'button, button > span' };

/** A button by its text (role queries are slow over a large DOM). */
function button(name: string | RegExp, container: HTMLElement = document.body): HTMLButtonElement {
  return within(container).getByText(name, BUTTON_TEXT).closest('button')!;
}

async function findButton(name: string | RegExp): Promise<HTMLButtonElement> {
  await screen.findByText(name, BUTTON_TEXT);
  return button(name);
}

const where = () => screen.getByTestId('where').textContent;

async function useLanguage(lang: Locale) {
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(async () => {
  jest.clearAllMocks();
  sessionStore.getState().signOut();
  sessionStore.getState().setForgotPassword(false);
  sessionStorage.clear();
  await useLanguage('en');
});

describe('account namespace', () => {
  it('has the same keys in both languages', () => {
    const keys = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`]));
    expect(keys(accountResources.en).sort()).toEqual(keys(accountResources['zh-hk']).sort());
  });
});

const loginLabels = {
  en: {
    submit: 'Log in',
    accountTab: 'Account login',
    candidateTab: 'Candidate login',
    account: 'Account',
    password: 'Password',
    candidateNo: 'Candidate number',
    candidateName: 'Candidate name',
    show: /^Show Password$/,
    popup: 'Log in',
    close: 'Close',
  },
  'zh-hk': {
    submit: '登入',
    accountTab: '帳戶登入',
    candidateTab: '考生編號登入',
    account: '帳戶',
    password: '密碼',
    candidateNo: '考生編號',
    candidateName: '考生姓名',
    show: /^顯示 密碼$/,
    popup: '登入',
    close: '關閉',
  },
};

/** The message an input is described by (its in-field error), through aria-describedby. */
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe.each<Locale>(['en', 'zh-hk'])('login page in %s', (lang) => {
  const l = loginLabels[lang];
  beforeEach(() => useLanguage(lang));

  it('is plain HTML: labelled fields, tabs, a checked "keep me logged in" and no antd markup', async () => {
    const { container } = renderAt(`/${lang}/login`);
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: l.accountTab })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: l.accountTab });
    expect(within(panel).getByRole('textbox', { name: l.account })).toHaveAttribute('autocomplete', 'username');
    expect(within(panel).getByLabelText(l.password)).toHaveAttribute('type', 'password');
    expect(within(panel).getByRole('checkbox')).toBeChecked();
    expect(within(panel).getByRole('button', { name: l.submit })).toHaveAttribute('type', 'submit');
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('shows the in-field messages of both modes, ties them to their fields, focuses the first and calls nothing', async () => {
    const { user } = renderAt(`/${lang}/login`);
    const account = await screen.findByRole('textbox', { name: l.account });
    const password = screen.getByLabelText(l.password);
    await user.click(screen.getByRole('button', { name: l.submit }));
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(account)).toContain(text('LOGIN_USERNAME_REQUIRED', lang));
    expect(describedBy(password)).toBe(text('LOGIN_PASSWORD_REQUIRED', lang));
    expect(account).toHaveFocus();

    // An account alone: the password is the first wrong field now; the account's message is gone.
    await fill(user, account, '91234567');
    expect(account).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(text('LOGIN_USERNAME_REQUIRED', lang))).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: l.submit }));
    expect(password).toHaveFocus();

    await user.click(screen.getByRole('tab', { name: l.candidateTab }));
    const panel = screen.getByRole('tabpanel', { name: l.candidateTab });
    const name = within(panel).getByRole('textbox', { name: l.candidateName });
    await fill(user, name, '   ');
    await user.click(within(panel).getByRole('button', { name: l.submit }));
    const candidate = within(panel).getByRole('textbox', { name: l.candidateNo });
    expect(describedBy(candidate)).toContain(text('LOGIN_CANDIDATE_NO_REQUIRED', lang));
    expect(describedBy(name)).toBe(text('LOGIN_CANDIDATE_NAME_REQUIRED', lang));
    expect(candidate).toHaveFocus();
    expect(mocked.login).not.toHaveBeenCalled();
    expect(mocked.loginByCandidate).not.toHaveBeenCalled();

    // The account tab kept what was typed.
    await user.click(screen.getByRole('tab', { name: l.accountTab }));
    expect(screen.getByRole('textbox', { name: l.account })).toHaveValue('91234567');
  });

  it("shows the server's message on a failed login and keeps the form", async () => {
    mocked.login.mockRejectedValue(
      new ApiError(401, 'LOGIN_INVALID_CREDENTIALS', '帳戶或密碼不正確', messages.LOGIN_INVALID_CREDENTIALS),
    );
    const { user } = renderAt(`/${lang}/login`);
    const account = await screen.findByRole('textbox', { name: l.account });
    await fill(user, account, ' 91234567 ');
    await fill(user, screen.getByLabelText(l.password), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: l.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('LOGIN_INVALID_CREDENTIALS', lang));
    expect(mocked.login).toHaveBeenCalledWith('candidate-realm', '91234567', 'wrong-pass', true);
    expect(account).toHaveValue(' 91234567 ');
    expect(screen.getByLabelText(l.password)).toHaveValue('wrong-pass');
    expect(where()).toBe(`/${lang}/login`);
  });

  it('says "Login failed" when the server gave no message', async () => {
    mocked.loginByCandidate.mockRejectedValue(new ApiError(0, 'NETWORK', undefined, undefined));
    const { user } = renderAt(`/${lang}/login`);
    await user.click(await screen.findByRole('tab', { name: l.candidateTab }));
    const panel = screen.getByRole('tabpanel', { name: l.candidateTab });
    await fill(user, within(panel).getByRole('textbox', { name: l.candidateNo }), ' 2000 0002 ');
    await fill(user, within(panel).getByRole('textbox', { name: l.candidateName }), ' 黃家豪 ');
    await user.click(within(panel).getByRole('button', { name: l.submit }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(text('LOGIN_FAILED', lang));
    expect(mocked.loginByCandidate).toHaveBeenCalledWith('2000 0002', '黃家豪');
  });

  it('shows the password on request and hides it again', async () => {
    const { user } = renderAt(`/${lang}/login`);
    const password = await screen.findByLabelText(l.password);
    await fill(user, password, 'demo1234');
    await user.click(screen.getByRole('button', { name: l.show }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: new RegExp(` ${l.password}$`) }));
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('login page messages', () => {
  it('follow the language', async () => {
    const { user } = renderAt('/en/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByText(text('LOGIN_USERNAME_REQUIRED', 'en'))).toBeInTheDocument();
    await useLanguage('zh-hk');
    expect(screen.getByText(text('LOGIN_USERNAME_REQUIRED', 'zh-hk'))).toBeInTheDocument();
    expect(screen.getByText(text('LOGIN_PASSWORD_REQUIRED', 'zh-hk'))).toBeInTheDocument();
  });
});

describe('logging in', () => {
  it('stores the session (persist as chosen) and goes home', async () => {
    mocked.login.mockResolvedValue(loginAnswer(candidateProfile));
    // Watched through the store (a spy on one state object would outlive the test in the states after it).
    const original = sessionStore.getState().signIn;
    const signIn = jest.fn(original);
    sessionStore.setState({ signIn });
    const { user } = renderAt('/en/login');
    await fill(user, await screen.findByRole('textbox', { name: 'Account' }), '91234567');
    await fill(user, screen.getByLabelText('Password'), 'demo1234');
    const persist = screen.getByRole('checkbox', { name: 'Keep me logged in' });
    expect(persist).toBeChecked();
    await user.click(persist);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(where()).toBe('/en'));
    // The server is asked for a short session, and the browser keeps the token out of local storage.
    expect(mocked.login).toHaveBeenCalledWith('candidate-realm', '91234567', 'demo1234', false);
    expect(signIn).toHaveBeenCalledWith('tok', candidateProfile, false);
    expect(sessionStore.getState().status).toBe('authenticated');
    sessionStore.setState({ signIn: original });
  });

  it('sends a teacher from school login to school home', async () => {
    mocked.login.mockResolvedValue(loginAnswer(teacherProfile));
    await useLanguage('zh-hk');
    const { user, container } = renderAt('/zh-hk/school/login');
    await user.click(await screen.findByRole('button', { name: '登入' }));
    expect(await screen.findByText(text('LOGIN_USERNAME_REQUIRED', 'zh-hk'))).toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: '學科帳戶' }), 'school-chi');
    await fill(user, screen.getByLabelText('密碼'), 'demo1234');
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: '登入' }));
    await waitFor(() => expect(where()).toBe('/zh-hk/school/home'));
    expect(mocked.login).toHaveBeenCalledWith('school-realm', 'school-chi', 'demo1234', true);
    expect(screen.queryByRole('link', { name: /註冊/ })).not.toBeInTheDocument();
  });

  it('shows the notice of a finished registration with the mobile number filled in', async () => {
    renderAt('/en/login', { notice: 'registered', username: '98765432' });
    // A status (read in turn), not an alert: nothing went wrong.
    expect((await screen.findByText(/Registration successful/)).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'Account' })).toHaveValue('98765432');
  });
});

describe.each<Locale>(['en', 'zh-hk'])('login popup in %s', (lang) => {
  const l = loginLabels[lang];
  beforeEach(() => useLanguage(lang));

  function renderPopup(onClose = jest.fn()) {
    const user = userEvent.setup({ delay: null });
    render(
      <MemoryRouter initialEntries={[`/${lang}/faq`]}>
        <Where />
        <Routes>
          <Route path="/:locale/*" element={<LoginModal open onClose={onClose} />} />
        </Routes>
      </MemoryRouter>,
    );
    return { user, onClose };
  }

  it('is a dialog with both modes and a close button, and no antd', async () => {
    const { user, onClose } = renderPopup();
    const dialog = await screen.findByRole('dialog', { name: l.popup });
    expect(within(dialog).getByRole('tab', { name: l.accountTab })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: l.candidateTab })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: l.account })).toBeInTheDocument();
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: l.close }));
    expect(onClose).toHaveBeenCalled();
  });

  it('logs in by candidate number and name, closes and goes home', async () => {
    mocked.loginByCandidate.mockResolvedValue(loginAnswer(candidateProfile));
    const { user, onClose } = renderPopup();
    const dialog = await screen.findByRole('dialog', { name: l.popup });
    await user.click(within(dialog).getByRole('tab', { name: l.candidateTab }));
    const panel = within(dialog).getByRole('tabpanel', { name: l.candidateTab });
    await fill(user, within(panel).getByRole('textbox', { name: l.candidateNo }), '2000 0002');
    await fill(user, within(panel).getByRole('textbox', { name: l.candidateName }), '黃家豪');
    await user.click(within(panel).getByRole('button', { name: l.submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sessionStore.getState().status).toBe('authenticated');
    await waitFor(() => expect(where()).toBe(`/${lang}`));
    expect(mocked.loginByCandidate).toHaveBeenCalledWith('2000 0002', '黃家豪');
  });

  it("shows a throttled login's wait (429) from the server and stays open", async () => {
    const wait = {
      en: messages.LOGIN_THROTTLED.en.replace('{wait}', '4 seconds'),
      'zh-hk': messages.LOGIN_THROTTLED['zh-hk'].replace('{wait}', '4秒'),
    };
    mocked.loginByCandidate.mockRejectedValue(new ApiError(429, 'RATE_LIMITED', wait['zh-hk'], wait));
    const { user, onClose } = renderPopup();
    const dialog = await screen.findByRole('dialog', { name: l.popup });
    await user.click(within(dialog).getByRole('tab', { name: l.candidateTab }));
    const panel = within(dialog).getByRole('tabpanel', { name: l.candidateTab });
    await fill(user, within(panel).getByRole('textbox', { name: l.candidateNo }), '2000 0002');
    await fill(user, within(panel).getByRole('textbox', { name: l.candidateName }), '黃家豪');
    await user.click(within(panel).getByRole('button', { name: l.submit }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(lang === 'en' ? wait.en : wait['zh-hk']);
    expect(onClose).not.toHaveBeenCalled();
  });
});

const registerLabels = {
  en: {
    name: 'Name',
    phone: 'Mobile number',
    code: 'Verification code',
    password: 'Password',
    passwordConfirm: 'Confirm password',
    email: 'Email',
    emailConfirm: 'Confirm email',
    submit: 'Register',
    getCode: 'Get code',
    verify: 'Verify',
    terms: /I have read and agree/,
    resendIn: /^Resend in \d+s$/,
  },
  'zh-hk': {
    name: '姓名',
    phone: '手機號碼',
    code: '驗證碼',
    password: '密碼',
    passwordConfirm: '確認密碼',
    email: '電郵地址',
    emailConfirm: '確認電郵地址',
    submit: '註冊',
    getCode: '獲取驗證碼',
    verify: '驗證',
    terms: /本人已閱讀並同意/,
    resendIn: /^\d+秒後可重新發送$/,
  },
};

describe.each<Locale>(['en', 'zh-hk'])('register page in %s', (lang) => {
  const l = registerLabels[lang];
  beforeEach(() => useLanguage(lang));

  it('shows the four steps and a terms link', async () => {
    renderAt(`/${lang}/register`);
    const steps = await screen.findByRole('navigation', { name: lang === 'en' ? 'Registration steps' : '報名流程' });
    for (const step of lang === 'en'
      ? ['Register an account', 'Log in', 'Select papers', 'Checkout']
      : ['註冊帳戶', '登入', '選擇試卷', '結帳']) {
      expect(within(steps).getByText(step)).toBeInTheDocument();
    }
    // What a screen reader reads: each step's number once, in words, and which step this is.
    const spoken = (node: Node): string =>
      node instanceof Element && node.getAttribute('aria-hidden') === 'true'
        ? ''
        : node.nodeType === Node.TEXT_NODE
          ? node.textContent!
          : [...node.childNodes].map(spoken).join(' ');
    expect(spoken(steps).replace(/\s+/g, ' ').trim()).toBe(
      lang === 'en'
        ? 'Step 1: Register an account (current step) Step 2: Log in Step 3: Select papers Step 4: Checkout'
        : '第 1 步： 註冊帳戶 （目前步驟） 第 2 步： 登入 第 3 步： 選擇試卷 第 4 步： 結帳',
    );
    expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    expect(within(steps).getAllByRole('listitem')[1]).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: lang === 'en' ? 'terms of use' : '使用條款' })).toHaveAttribute(
      'href',
      `/${lang}/terms`,
    );
  });

  it('reports every empty field, phone verification first, and the form-level message', async () => {
    const { user } = renderAt(`/${lang}/register`);
    await user.click(await findButton(l.submit));
    for (const key of [
      'NAME_REQUIRED',
      'PHONE_REQUIRED',
      'PASSWORD_REQUIRED',
      'PASSWORD_CONFIRM_REQUIRED',
      'EMAIL_REQUIRED',
      'EMAIL_CONFIRM_REQUIRED',
      'TERMS_REQUIRED',
      'FORM_INVALID',
    ] as const) {
      expect(await screen.findByText(text(key, lang))).toBeInTheDocument();
    }
    // Each message is tied to its field, every field is marked required, and the first wrong one has the focus.
    const name = screen.getByLabelText(l.name);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(name)).toContain(text('NAME_REQUIRED', lang));
    expect(describedBy(screen.getByLabelText(l.terms))).toBe(text('TERMS_REQUIRED', lang));
    for (const label of [l.name, l.phone, l.code, l.password, l.passwordConfirm, l.email, l.emailConfirm, l.terms]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
    // A valid number that was never verified.
    await fill(user, screen.getByLabelText(l.phone), '91234567');
    await user.click(button(l.submit));
    expect(await screen.findByText(text('PHONE_VERIFY_FIRST', lang))).toBeInTheDocument();
    expect(describedBy(screen.getByLabelText(l.phone))).toContain(text('PHONE_VERIFY_FIRST', lang));
    expect(mocked.registerCandidate).not.toHaveBeenCalled();
  });

  it('checks formats, lengths and confirmations with the catalogue messages', async () => {
    const { user } = renderAt(`/${lang}/register`);
    await fill(user, await screen.findByLabelText(l.name), 'x'.repeat(31));
    await fill(user, screen.getByLabelText(l.phone), '1234');
    await fill(user, screen.getByLabelText(l.password), '12345');
    await fill(user, screen.getByLabelText(l.passwordConfirm), '123456');
    await fill(user, screen.getByLabelText(l.email), 'not-an-email');
    await fill(user, screen.getByLabelText(l.emailConfirm), 'other@example.com');
    await user.click(button(l.submit));
    await waitFor(() => expect(screen.getByLabelText(l.name)).toHaveFocus());
    for (const key of [
      'NAME_TOO_LONG',
      'PHONE_INVALID',
      'PASSWORD_LENGTH',
      'PASSWORD_MISMATCH',
      'EMAIL_INVALID',
      'EMAIL_MISMATCH',
    ] as const) {
      expect(await screen.findByText(text(key, lang))).toBeInTheDocument();
    }
    // "Get code" checks the number before calling the server.
    await user.click(button(l.getCode));
    expect(mocked.sendSmsCode).not.toHaveBeenCalled();
  });

  it('gets a code, counts down, asks to verify, verifies and registers', async () => {
    mocked.sendSmsCode.mockResolvedValue({ success: true, resend_after_seconds: 60, expires_in_seconds: 300 });
    mocked.verifySmsCode.mockResolvedValue({
      verification_token: 'vt-1',
      expires_at: new Date(Date.now() + 9e5).toISOString(),
    });
    mocked.registerCandidate.mockResolvedValue({ success: true, username: '98765432' });
    const { user } = renderAt(`/${lang}/register`);
    await fill(user, await screen.findByLabelText(l.name), '  陳大文 ');
    await fill(user, screen.getByLabelText(l.phone), '9876 5432');
    await user.click(button(l.getCode));
    expect(mocked.sendSmsCode).toHaveBeenCalledWith('98765432', 'register');
    expect((await screen.findByText(/98765432/)).closest('[role="status"]')).not.toBeNull();
    const resend = await findButton(l.resendIn);
    expect(resend).toBeDisabled();
    // The countdown starts at the server's 60 seconds.
    expect(Number(resend.textContent!.match(/\d+/)![0])).toBeGreaterThan(40);

    await fill(user, screen.getByLabelText(l.password), 'secret12');
    await fill(user, screen.getByLabelText(l.passwordConfirm), 'secret12');
    await fill(user, screen.getByLabelText(l.email), 'chan@example.com');
    await fill(user, screen.getByLabelText(l.emailConfirm), 'Chan@Example.com');
    await user.click(screen.getByLabelText(l.terms));
    await user.click(button(l.submit));
    expect(await screen.findByText(text('PHONE_VERIFY', lang))).toBeInTheDocument();

    await user.click(button(l.verify));
    expect(await screen.findByText(text('SMS_CODE_REQUIRED', lang))).toBeInTheDocument();
    await fill(user, screen.getByLabelText(l.code), '123456');
    await user.click(button(l.verify));
    expect((await screen.findByText(text('VERIFICATION_SUCCESSFUL', lang))).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByLabelText(l.code)).toBeDisabled();
    expect(mocked.verifySmsCode).toHaveBeenCalledWith('98765432', '123456', 'register');

    await user.click(button(l.submit));
    await waitFor(() => expect(where()).toBe(`/${lang}/login`));
    expect(mocked.registerCandidate).toHaveBeenCalledWith({
      name: '陳大文',
      phone: '98765432',
      verification_token: 'vt-1',
      password: 'secret12',
      email: 'chan@example.com',
      agree_terms: true,
      marketing_consent: false,
    });
    expect(await screen.findByLabelText(lang === 'en' ? 'Account' : '帳戶')).toHaveValue('98765432');
  });

  it("puts the server's answer about a registered mobile on the phone field", async () => {
    mocked.sendSmsCode.mockRejectedValue(
      new ApiError(409, 'PHONE_ALREADY_REGISTERED', 'x', messages.PHONE_ALREADY_REGISTERED, {
        phone: messages.PHONE_ALREADY_REGISTERED,
      }),
    );
    const { user } = renderAt(`/${lang}/register`);
    await fill(user, await screen.findByLabelText(l.phone), '91234567');
    await user.click(button(l.getCode));
    expect(await screen.findByText(text('PHONE_ALREADY_REGISTERED', lang))).toBeInTheDocument();
  });
});

describe('register page', () => {
  it('puts server field errors on their fields', async () => {
    mocked.sendSmsCode.mockResolvedValue({ success: true, resend_after_seconds: 60, expires_in_seconds: 300 });
    mocked.verifySmsCode.mockResolvedValue({
      verification_token: 'vt',
      expires_at: new Date(Date.now() + 9e5).toISOString(),
    });
    mocked.registerCandidate.mockRejectedValue(
      new ApiError(400, 'VALIDATION_ERROR', 'x', messages.FORM_INVALID, {
        email: messages.EMAIL_INVALID,
        name: messages.NAME_TOO_LONG,
      }),
    );
    const { user } = renderAt('/en/register');
    await fill(user, await screen.findByLabelText('Name'), 'Chan');
    await fill(user, screen.getByLabelText('Mobile number'), '98765432');
    await user.click(button('Get code'));
    await fill(user, screen.getByLabelText('Verification code'), '654321');
    await user.click(button('Verify'));
    await screen.findByText('verification successful');
    await fill(user, screen.getByLabelText('Password'), 'secret12');
    await fill(user, screen.getByLabelText('Confirm password'), 'secret12');
    await fill(user, screen.getByLabelText('Email'), 'a@b.co');
    await fill(user, screen.getByLabelText('Confirm email'), 'a@b.co');
    await user.click(screen.getByLabelText(/I have read/));
    await user.click(button('Register'));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Name cannot exceed 30 characters')).toBeInTheDocument();
    // The first field the server found wrong has the focus.
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(describedBy(screen.getByLabelText('Email'))).toContain('Invalid email format');
    expect(screen.getByRole('alert')).toHaveTextContent('Check the form and try again');
    // The message follows the language, and goes once the field changes.
    await useLanguage('zh-hk');
    expect(await screen.findByText('電郵地址格式不正確')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('電郵地址'), 'm');
    await waitFor(() => expect(screen.queryByText('電郵地址格式不正確')).not.toBeInTheDocument());
  });
});

describe.each<Locale>(['en', 'zh-hk'])('change password in %s', (lang) => {
  const l =
    lang === 'en'
      ? { old: 'Old password', next: 'New password', confirm: 'Confirm new password', submit: 'Change password' }
      : { old: '舊密碼', next: '新密碼', confirm: '確認新密碼', submit: '更改密碼' };
  beforeEach(() => useLanguage(lang));

  it('checks the three fields', async () => {
    const { user } = renderAt(`/${lang}/change-password`);
    await user.click(await findButton(l.submit));
    for (const key of ['OLD_PASSWORD_REQUIRED', 'NEW_PASSWORD_REQUIRED', 'NEW_PASSWORD_CONFIRM_REQUIRED'] as const) {
      expect(await screen.findByText(text(key, lang))).toBeInTheDocument();
    }
    expect(screen.getByLabelText(l.old)).toHaveFocus();
    expect(describedBy(screen.getByLabelText(l.confirm))).toBe(text('NEW_PASSWORD_CONFIRM_REQUIRED', lang));
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
    await fill(user, screen.getByLabelText(l.next), 'abc');
    await fill(user, screen.getByLabelText(l.confirm), 'abcdef');
    expect(await screen.findByText(text('PASSWORD_LENGTH', lang))).toBeInTheDocument();
    expect(await screen.findByText(text('NEW_PASSWORD_MISMATCH', lang))).toBeInTheDocument();
    expect(mocked.changePassword).not.toHaveBeenCalled();
  });

  it('shows a wrong old password in its field, then the success notice', async () => {
    mocked.changePassword.mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION_ERROR', 'x', messages.OLD_PASSWORD_WRONG, {
        old_password: messages.OLD_PASSWORD_WRONG,
      }),
    );
    mocked.changePassword.mockResolvedValueOnce({ success: true });
    const { user } = renderAt(`/${lang}/change-password`);
    await fill(user, await screen.findByLabelText(l.old), 'nope1234');
    await fill(user, screen.getByLabelText(l.next), 'newpass1');
    await fill(user, screen.getByLabelText(l.confirm), 'newpass1');
    await user.click(button(l.submit));
    expect(await screen.findByText(text('OLD_PASSWORD_WRONG', lang))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(l.old));
    await fill(user, screen.getByLabelText(l.old), 'demo1234');
    await user.click(button(l.submit));
    // A status (read in turn), not an alert: nothing went wrong.
    expect((await screen.findByText(text('PASSWORD_CHANGED', lang))).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mocked.changePassword).toHaveBeenLastCalledWith('demo1234', 'newpass1');
    // The form starts afresh.
    expect(screen.getByLabelText(l.old)).toHaveValue('');
  });
});

describe('forgot and reset password', () => {
  it('verifies the phone, sets the flag and keeps the verified phone for reset', async () => {
    mocked.sendSmsCode.mockResolvedValue({ success: true, resend_after_seconds: 60, expires_in_seconds: 300 });
    mocked.verifySmsCode.mockResolvedValue({
      verification_token: 'vt-r',
      expires_at: new Date(Date.now() + 9e5).toISOString(),
    });
    const { user } = renderAt('/en/forgot-password');
    await fill(user, await screen.findByLabelText('Mobile number'), '91234567');
    await user.click(button('Get code'));
    expect(mocked.sendSmsCode).toHaveBeenCalledWith('91234567', 'reset');
    expect(await screen.findByText(/If this number is registered/)).toBeInTheDocument();
    await user.click(button('Verify and continue'));
    expect(await screen.findByText('Please enter the verification code')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
    await fill(user, screen.getByLabelText('Verification code'), '111111');
    await user.click(button('Verify and continue'));
    await waitFor(() => expect(where()).toBe('/en/reset-password'));
    expect(sessionStore.getState().forgotPassword).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(RESET_TICKET_KEY)!)).toMatchObject({
      phone: '91234567',
      verification_token: 'vt-r',
    });
    expect(await screen.findByText('Set a new password for the account 91234567.')).toBeInTheDocument();
  });

  it('comes back to the code step for the same number after a reload, the resend countdown running on', async () => {
    mocked.sendSmsCode.mockResolvedValue({ success: true, resend_after_seconds: 60, expires_in_seconds: 300 });
    const first = renderAt('/en/forgot-password');
    await fill(first.user, await screen.findByLabelText('Mobile number'), '9123 4567');
    await first.user.click(button('Get code'));
    expect(await screen.findByText(/If this number is registered/)).toBeInTheDocument();
    await fill(first.user, screen.getByLabelText('Verification code'), '805813');
    first.unmount();

    // The reload, 20 seconds later: same tab, same sessionStorage, a fresh page.
    const sentAt = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(sentAt + 20_000);
    try {
      renderAt('/en/forgot-password');
      expect(await screen.findByLabelText('Mobile number')).toHaveValue('91234567');
      expect(screen.getByText(/If this number is registered/)).toHaveTextContent('91234567');
      expect(await findButton(/^Resend in (40|39)s$/)).toBeDisabled();
      expect(screen.getByLabelText('Verification code')).toHaveValue('');
      // The code itself is never kept.
      expect(JSON.stringify({ ...sessionStorage })).not.toContain('805813');
    } finally {
      clock.mockRestore();
    }
    expect(mocked.sendSmsCode).toHaveBeenCalledTimes(1);
  });

  it('starts afresh after a reload once the code has expired', async () => {
    sessionStorage.setItem(
      FORGOT_SENT_KEY,
      JSON.stringify({ phone: '91234567', resendAt: Date.now() - 240_000, expiresAt: Date.now() - 1 }),
    );
    renderAt('/en/forgot-password');
    expect(await screen.findByLabelText('Mobile number')).toHaveValue('');
    expect(button('Get code')).toBeEnabled();
  });

  it.each<Locale>(['en', 'zh-hk'])(
    'checks the new password in %s, resets, clears the flag and goes to login',
    async (lang) => {
      await useLanguage(lang);
      sessionStore.getState().setForgotPassword(true);
      sessionStorage.setItem(
        RESET_TICKET_KEY,
        JSON.stringify({
          phone: '91234567',
          verification_token: 'vt',
          expires_at: new Date(Date.now() + 9e5).toISOString(),
        }),
      );
      mocked.resetPassword.mockResolvedValue({ success: true });
      const { user } = renderAt(`/${lang}/reset-password`);
      const submit = await findButton(lang === 'en' ? 'Reset password' : '重設密碼');
      await user.click(submit);
      expect(await screen.findByText(text('NEW_PASSWORD_REQUIRED', lang))).toBeInTheDocument();
      expect(screen.getByText(text('NEW_PASSWORD_CONFIRM_REQUIRED', lang))).toBeInTheDocument();
      await fill(user, screen.getByLabelText(lang === 'en' ? 'New password' : '新密碼'), 'fresh123');
      await fill(user, screen.getByLabelText(lang === 'en' ? 'Confirm new password' : '確認新密碼'), 'fresh123');
      await user.click(submit);
      await waitFor(() => expect(where()).toBe(`/${lang}/login`));
      expect(mocked.resetPassword).toHaveBeenCalledWith({
        phone: '91234567',
        verification_token: 'vt',
        new_password: 'fresh123',
      });
      expect(sessionStore.getState().forgotPassword).toBe(false);
      expect(sessionStorage.getItem(RESET_TICKET_KEY)).toBeNull();
      expect((await screen.findByText(text('PASSWORD_RESET_DONE', lang))).closest('[role="status"]')).not.toBeNull();
    },
  );

  it('offers to start again when the verification is missing, and clears the flag', async () => {
    sessionStore.getState().setForgotPassword(true);
    const { user } = renderAt('/en/reset-password');
    expect(await screen.findByText(text('VERIFICATION_TOKEN_INVALID', 'en'))).toBeInTheDocument();
    await user.click(button('Start again'));
    await waitFor(() => expect(where()).toBe('/en/forgot-password'));
    expect(sessionStore.getState().forgotPassword).toBe(false);
  });

  it('offers to start again when the server refuses the verification', async () => {
    sessionStorage.setItem(
      RESET_TICKET_KEY,
      JSON.stringify({
        phone: '91234567',
        verification_token: 'old',
        expires_at: new Date(Date.now() + 9e5).toISOString(),
      }),
    );
    mocked.resetPassword.mockRejectedValue(
      new ApiError(400, 'VALIDATION_ERROR', 'x', messages.VERIFICATION_TOKEN_INVALID, {
        verification_token: messages.VERIFICATION_TOKEN_INVALID,
      }),
    );
    const { user } = renderAt('/en/reset-password');
    await fill(user, await screen.findByLabelText('New password'), 'fresh123');
    await fill(user, screen.getByLabelText('Confirm new password'), 'fresh123');
    await user.click(button('Reset password'));
    expect(await screen.findByText(text('VERIFICATION_TOKEN_INVALID', 'en'))).toBeInTheDocument();
    expect(button('Start again')).toBeInTheDocument();
  });
});
