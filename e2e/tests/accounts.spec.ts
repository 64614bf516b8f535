// Accounts end to end, in both languages, against the real server: registration with the
// SMS code from the dev outbox, logging in and out, the login popup in both modes, forgot and reset
// password, change password, and the route guards of every role.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectCopy, layoutShift, withoutJavaScript } from '../support/prerendered';
import { newPhone, outboxCode, registerByApi } from '../support/candidates';

type Lang = 'zh-hk' | 'en';

const T = {
  'zh-hk': {
    headerLogin: '登入',
    loginTitle: '個人登入',
    account: '帳戶',
    password: '密碼',
    submitLogin: '登入',
    tabCandidate: '考生編號登入',
    candidateNo: '考生編號',
    candidateName: '考生姓名',
    usernameRequired: '請輸入學科帳戶',
    passwordRequired: '請輸入密碼',
    candidateNoRequired: '請輸入考生編號',
    candidateNameRequired: '請輸入考生姓名',
    badCredentials: '帳戶或密碼不正確',
    registerTitle: '註冊帳戶',
    stepsLabel: '報名流程',
    steps: ['註冊帳戶', '登入', '選擇試卷', '結帳'],
    name: '姓名',
    phone: '手機號碼',
    code: '驗證碼',
    passwordConfirm: '確認密碼',
    email: '電郵地址',
    emailConfirm: '確認電郵地址',
    terms: /本人已閱讀並同意/,
    register: '註冊',
    getCode: '獲取驗證碼',
    countdown: /^(60|59|58|57|56)秒後可重新發送$/,
    verify: '驗證',
    verified: '驗證成功',
    verifyFirst: '請先完成電話驗證',
    checkForm: '請檢查表格後再試',
    nameRequired: '姓名不能為空',
    phoneRequired: '電話號碼不能為空',
    passwordBlank: '密碼不能為空',
    emailRequired: '電郵地址不能為空',
    termsRequired: '你必須同意條款才可註冊',
    alreadyRegistered: '此手機號碼已經註冊，請直接登入或重設密碼。',
    registered: '註冊成功！請以手機號碼及密碼登入。',
    logout: '登出',
    forgotLink: '忘記密碼？',
    forgotTitle: '忘記密碼',
    forgotSubmit: '驗證並繼續',
    resetTitle: '重設密碼',
    newPassword: '新密碼',
    confirmNew: '確認新密碼',
    resetSubmit: '重設密碼',
    resetDone: '密碼已重設，請重新登入。',
    newPasswordRequired: '新密碼不能為空',
    startAgain: '重新開始',
    verificationExpired: '電話驗證已逾時，請重新驗證電話號碼。',
    menuResetPassword: '重設密碼',
    changeTitle: '更改密碼',
    oldPassword: '舊密碼',
    changeSubmit: '更改密碼',
    oldWrong: '舊密碼不正確',
    changed: '密碼已更改',
    schoolTitle: '學校登入',
    subjectAccount: '學科帳戶',
  },
  en: {
    headerLogin: 'Log in',
    loginTitle: 'Individual login',
    account: 'Account',
    password: 'Password',
    submitLogin: 'Log in',
    tabCandidate: 'Candidate login',
    candidateNo: 'Candidate number',
    candidateName: 'Candidate name',
    usernameRequired: 'Please enter your account',
    passwordRequired: 'Please enter your password',
    candidateNoRequired: 'Please enter your candidate number',
    candidateNameRequired: 'Please enter the candidate name',
    badCredentials: 'Incorrect account or password',
    registerTitle: 'Register an account',
    stepsLabel: 'Registration steps',
    steps: ['Register an account', 'Log in', 'Select papers', 'Checkout'],
    name: 'Name',
    phone: 'Mobile number',
    code: 'Verification code',
    passwordConfirm: 'Confirm password',
    email: 'Email',
    emailConfirm: 'Confirm email',
    terms: /I have read and agree/,
    register: 'Register',
    getCode: 'Get code',
    countdown: /^Resend in (60|59|58|57|56)s$/,
    verify: 'Verify',
    verified: 'verification successful',
    verifyFirst: 'Complete phone verification first',
    checkForm: 'Check the form and try again',
    nameRequired: 'Name cannot be blank',
    phoneRequired: 'Phone cannot be blank',
    passwordBlank: 'Password cannot be blank',
    emailRequired: 'Email cannot be blank',
    termsRequired: 'You must agree to the terms to register',
    alreadyRegistered: 'This mobile number is already registered. Please log in or reset your password.',
    registered: 'Registration successful! Log in with your mobile number and password.',
    logout: 'Log out',
    forgotLink: 'Forgot password?',
    forgotTitle: 'Forgot password',
    forgotSubmit: 'Verify and continue',
    resetTitle: 'Reset password',
    newPassword: 'New password',
    confirmNew: 'Confirm new password',
    resetSubmit: 'Reset password',
    resetDone: 'Your password has been reset. Please log in.',
    newPasswordRequired: 'New password cannot be blank',
    startAgain: 'Start again',
    verificationExpired: 'Phone verification has expired. Please verify your phone number again.',
    menuResetPassword: 'Reset password',
    changeTitle: 'Change password',
    oldPassword: 'Old password',
    changeSubmit: 'Change password',
    oldWrong: 'The old password is incorrect',
    changed: 'Your password has been changed',
    schoolTitle: 'School login',
    subjectAccount: 'Subject account',
  },
} as const;

const LANGS: Lang[] = ['zh-hk', 'en'];

/** A token from the real login call; opening a page with it in the query string logs the browser in. */
async function tokenFor(request: APIRequestContext, realm: string, username: string, password: string) {
  const response = await request.post('/api/user/login', { form: { realm, username, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

const main = (page: Page) => page.getByRole('main');
const header = (page: Page) => page.getByRole('banner');
const field = (scope: ReturnType<typeof main>, label: string) => scope.getByLabel(label, { exact: true });

async function loginOnPage(page: Page, lang: Lang, username: string, password: string) {
  const t = T[lang];
  await field(main(page), t.account).fill(username);
  await field(main(page), t.password).fill(password);
  await main(page).getByRole('button', { name: t.submitLogin, exact: true }).click();
}

async function logout(page: Page, lang: Lang) {
  await header(page).locator('.account-menu summary').click();
  await header(page).getByRole('button', { name: T[lang].logout }).click();
  // Logged out once the header offers the login again (the session is cleared after the server answers).
  await expect(header(page).locator('.account-login')).toBeVisible();
}

const at = (path: string) => new RegExp(`${path.replace(/\//g, '\\/')}$`);

for (const lang of LANGS) {
  const t = T[lang];

  test.describe(`accounts (${lang})`, () => {
    test('a new mobile registers with the SMS code, logs in and logs out', async ({ page, request }) => {
      const phone = newPhone();
      const scripts: string[] = [];
      page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`/${lang}/register`);
      await expect(page.getByRole('heading', { name: t.registerTitle })).toBeVisible();
      const steps = page.getByRole('navigation', { name: t.stepsLabel });
      for (const step of t.steps) await expect(steps).toContainText(step);
      // The form fits a 360 px screen.
      const card = main(page).locator('.account-page');
      expect((await card.boundingBox())!.width).toBeLessThanOrEqual(360);

      // Submitting an empty form: every field says what is wrong, and the form says check it.
      await main(page).getByRole('button', { name: t.register, exact: true }).click();
      for (const message of [
        t.nameRequired,
        t.phoneRequired,
        t.passwordBlank,
        t.emailRequired,
        t.termsRequired,
        t.checkForm,
      ]) {
        await expect(main(page).getByText(message, { exact: true })).toBeVisible();
      }
      // The first wrong field has the focus, its message tied to it; the page is plain HTML, no antd.
      await expect(field(main(page), t.name)).toBeFocused();
      await expect(field(main(page), t.name)).toHaveAccessibleDescription(new RegExp(`^${t.nameRequired}`));
      expect(scripts.filter((url) => /antd/.test(url))).toEqual([]);
      await expect(page.locator('[class*="ant-"], .anticon')).toHaveCount(0);

      await field(main(page), t.name).fill('陳大文');
      await field(main(page), t.phone).fill(phone);
      await main(page).getByRole('button', { name: t.register, exact: true }).click();
      await expect(main(page).getByText(t.verifyFirst, { exact: true })).toBeVisible();

      await main(page).getByRole('button', { name: t.getCode }).click();
      const resend = main(page).getByRole('button', { name: t.countdown });
      await expect(resend).toBeVisible();
      await expect(resend).toBeDisabled();
      await expect(main(page).getByText(t.verifyFirst, { exact: true })).toBeHidden();

      const code = await outboxCode(request, phone, 'register');
      await field(main(page), t.code).fill(code);
      await main(page).getByRole('button', { name: t.verify, exact: true }).click();
      await expect(main(page).getByRole('status').filter({ hasText: t.verified })).toBeVisible();

      await field(main(page), t.password).fill('secret123');
      await field(main(page), t.passwordConfirm).fill('secret123');
      await field(main(page), t.email).fill(`${phone}@example.com`);
      await field(main(page), t.emailConfirm).fill(`${phone}@example.com`);
      await main(page).getByLabel(t.terms).check();
      await main(page).getByRole('button', { name: t.register, exact: true }).click();

      // On to the login page with a notice and the mobile number filled in.
      await expect(page).toHaveURL(at(`/${lang}/login`));
      await expect(main(page).getByText(t.registered)).toBeVisible();
      await expect(field(main(page), t.account)).toHaveValue(phone);
      await field(main(page), t.password).fill('secret123');
      await main(page).getByRole('button', { name: t.submitLogin, exact: true }).click();
      await expect(page).toHaveURL(at(`/${lang}`));
      await expect(header(page).locator('.account-name')).toHaveText('陳大文');

      // The session survives a reload; logout goes home and ends it.
      await page.reload();
      await expect(header(page).locator('.account-name')).toHaveText('陳大文');
      await logout(page, lang);
      await expect(page).toHaveURL(at(`/${lang}`));
      await expect(header(page).getByRole('button', { name: t.headerLogin })).toBeVisible();
      await page.reload();
      await expect(header(page).getByRole('button', { name: t.headerLogin })).toBeVisible();

      // The number is taken now: asking for another registration code says so.
      await page.goto(`/${lang}/register`);
      await field(main(page), t.phone).fill(phone);
      await main(page).getByRole('button', { name: t.getCode }).click();
      await expect(main(page).getByText(t.alreadyRegistered, { exact: true })).toBeVisible();
    });

    test('a failed login keeps the form and shows the server message; empty fields say so in the field', async ({
      page,
    }) => {
      const scripts: string[] = [];
      page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
      await page.goto(`/${lang}/login`);
      await expect(page.getByRole('heading', { name: t.loginTitle })).toBeVisible();
      await main(page).getByRole('button', { name: t.submitLogin, exact: true }).click();
      await expect(main(page).getByText(t.usernameRequired, { exact: true })).toBeVisible();
      await expect(main(page).getByText(t.passwordRequired, { exact: true })).toBeVisible();
      // Each message is tied to its field, and the first wrong field has the focus.
      const account = field(main(page), t.account);
      await expect(account).toBeFocused();
      await expect(account).toHaveAttribute('aria-invalid', 'true');
      await expect(account).toHaveAccessibleDescription(new RegExp(`^${t.usernameRequired}`));
      await expect(field(main(page), t.password)).toHaveAccessibleDescription(t.passwordRequired);
      // The page is plain HTML: no antd script, no antd markup.
      expect(scripts.filter((url) => /antd/.test(url))).toEqual([]);
      await expect(page.locator('[class*="ant-"], .anticon')).toHaveCount(0);

      await loginOnPage(page, lang, '91234567', 'not-the-password');
      await expect(main(page).getByRole('alert')).toHaveText(t.badCredentials);
      await expect(page).toHaveURL(at(`/${lang}/login`));
      await expect(field(main(page), t.account)).toHaveValue('91234567');
      await expect(field(main(page), t.password)).toHaveValue('not-the-password');

      await main(page).getByRole('tab', { name: t.tabCandidate }).click();
      const panel = main(page).getByRole('tabpanel', { name: t.tabCandidate });
      await panel.getByRole('button', { name: t.submitLogin, exact: true }).click();
      await expect(panel.getByText(t.candidateNoRequired, { exact: true })).toBeVisible();
      await expect(panel.getByText(t.candidateNameRequired, { exact: true })).toBeVisible();
    });

    test('the login popup logs in with an account and with candidate number plus name', async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
      await page.goto(`/${lang}/faq`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await header(page).getByRole('button', { name: t.headerLogin }).click();
      let dialog = page.getByRole('dialog', { name: t.headerLogin });
      await expect(dialog).toBeVisible();
      // Neither the first view nor the popup brings antd: the popup is plain HTML in the browser's <dialog>.
      await expect(field(dialog.getByRole('tabpanel'), t.account)).toBeVisible();
      expect(scripts.filter((url) => /antd/.test(url))).toEqual([]);
      await expect(page.locator('[class*="ant-"], .anticon')).toHaveCount(0);
      expect(
        await page.evaluate(() =>
          Boolean((window as { __MOCKEXAM_INSTANCES__?: Record<string, unknown> }).__MOCKEXAM_INSTANCES__?.antd),
        ),
      ).toBe(false);
      // Empty fields say so in the field; Escape closes the popup and the icon has the focus again.
      await dialog.getByRole('button', { name: t.submitLogin, exact: true }).click();
      await expect(dialog.getByText(t.usernameRequired, { exact: true })).toBeVisible();
      await expect(field(dialog.getByRole('tabpanel'), t.account)).toBeFocused();
      // axe-core finds nothing serious in the open popup, its messages shown.
      const { violations } = await new AxeBuilder({ page }).include('dialog').analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(header(page).getByRole('button', { name: t.headerLogin })).toBeFocused();

      await header(page).getByRole('button', { name: t.headerLogin }).click();
      dialog = page.getByRole('dialog', { name: t.headerLogin });
      await expect(dialog).toBeVisible();
      await field(dialog.getByRole('tabpanel'), t.account).fill(lang === 'zh-hk' ? '91234567' : 'student-chi');
      await field(dialog.getByRole('tabpanel'), t.password).fill('demo1234');
      await dialog.getByRole('button', { name: t.submitLogin, exact: true }).click();
      await expect(dialog).toBeHidden();
      // Each lands on their home: an individual on the home page, a school candidate on their exams.
      await expect(page).toHaveURL(at(lang === 'zh-hk' ? `/${lang}` : `/${lang}/exam-result-list`));
      await expect(header(page).locator('.account-name')).not.toBeEmpty();
      await logout(page, lang);
      await expect(page).toHaveURL(at(`/${lang}`));

      await header(page).getByRole('button', { name: t.headerLogin }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: t.tabCandidate }).click();
      const panel = dialog.getByRole('tabpanel', { name: t.tabCandidate });
      await field(panel, t.candidateNo).fill('2000 0002');
      await field(panel, t.candidateName).fill('黃家豪');
      await panel.getByRole('button', { name: t.submitLogin, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(at(`/${lang}/exam-result-list`));
      await expect(header(page).locator('.account-name')).toHaveText('黃家豪');
      await logout(page, lang);
    });

    test('forgot password: code to the phone, a new password, then log in with it', async ({ page, request }) => {
      const phone = newPhone();
      await registerByApi(request, phone, 'first-pass');
      await page.goto(`/${lang}/login`);
      await main(page).getByRole('link', { name: t.forgotLink }).click();
      await expect(page.getByRole('heading', { name: t.forgotTitle })).toBeVisible();
      await field(main(page), t.phone).fill(phone);
      await main(page).getByRole('button', { name: t.getCode }).click();
      await expect(main(page).getByRole('button', { name: t.countdown })).toBeDisabled();
      await field(main(page), t.code).fill(await outboxCode(request, phone, 'reset'));
      await main(page).getByRole('button', { name: t.forgotSubmit }).click();
      await expect(page).toHaveURL(at(`/${lang}/reset-password`));

      // While the forgot-password flag is set, every page leads back here.
      await page.goto(`/${lang}/faq`);
      await expect(page).toHaveURL(at(`/${lang}/reset-password`));

      await main(page).getByRole('button', { name: t.resetSubmit }).click();
      await expect(main(page).getByText(t.newPasswordRequired, { exact: true })).toBeVisible();
      await field(main(page), t.newPassword).fill('second-pass');
      await field(main(page), t.confirmNew).fill('second-pass');
      await main(page).getByRole('button', { name: t.resetSubmit }).click();
      await expect(page).toHaveURL(at(`/${lang}/login`));
      await expect(main(page).getByText(t.resetDone)).toBeVisible();
      await expect(field(main(page), t.account)).toHaveValue(phone);

      // The flag is gone: other pages open again. The old password no longer works, the new one does.
      await page.goto(`/${lang}/faq`);
      await expect(page).toHaveURL(at(`/${lang}/faq`));
      await page.goto(`/${lang}/login`);
      await loginOnPage(page, lang, phone, 'first-pass');
      await expect(main(page).getByRole('alert')).toHaveText(t.badCredentials);
      await field(main(page), t.password).fill('second-pass');
      await main(page).getByRole('button', { name: t.submitLogin, exact: true }).click();
      await expect(page).toHaveURL(at(`/${lang}`));
      await logout(page, lang);
    });

    test('change password from the account menu', async ({ page, request }) => {
      const phone = newPhone();
      await registerByApi(request, phone, 'old-pass-1', 'Change Me');
      await page.goto(`/${lang}/login`);
      await loginOnPage(page, lang, phone, 'old-pass-1');
      await expect(page).toHaveURL(at(`/${lang}`));

      await header(page).locator('.account-menu summary').click();
      await header(page).getByRole('link', { name: t.menuResetPassword }).click();
      await expect(page).toHaveURL(at(`/${lang}/change-password`));
      await expect(page.getByRole('heading', { name: t.changeTitle })).toBeVisible();

      await field(main(page), t.oldPassword).fill('wrong-old-1');
      await field(main(page), t.newPassword).fill('new-pass-2');
      await field(main(page), t.confirmNew).fill('new-pass-2');
      await main(page).getByRole('button', { name: t.changeSubmit }).click();
      await expect(main(page).getByText(t.oldWrong, { exact: true })).toBeVisible();

      await field(main(page), t.oldPassword).fill('old-pass-1');
      await main(page).getByRole('button', { name: t.changeSubmit }).click();
      await expect(main(page).getByText(t.changed, { exact: true })).toBeVisible();

      await logout(page, lang);
      await page.goto(`/${lang}/login`);
      await loginOnPage(page, lang, phone, 'new-pass-2');
      await expect(page).toHaveURL(at(`/${lang}`));
      await logout(page, lang);
    });
  });
}

test.describe('forgot password, more', () => {
  test('an unregistered number looks the same, and a lost verification offers to start again', async ({
    page,
    request,
  }) => {
    const t = T.en;
    const stranger = newPhone();
    await page.goto('/en/forgot-password');
    await field(main(page), t.phone).fill(stranger);
    await main(page).getByRole('button', { name: t.getCode }).click();
    // Same notice and countdown as for a registered number; nothing is sent.
    await expect(
      main(page).getByText(`If this number is registered, a verification code is on its way to ${stranger}.`, {
        exact: false,
      }),
    ).toBeVisible();
    await expect(main(page).getByRole('button', { name: t.countdown })).toBeDisabled();
    const outbox = (await (await request.get(`/api/dev/sms-outbox?phone=${stranger}`)).json()) as unknown[];
    expect(outbox).toEqual([]);

    // A registered number: verify, then lose the verification (another tab, a long pause).
    const phone = newPhone();
    await registerByApi(request, phone, 'first-pass');
    await page.goto('/en/forgot-password');
    await field(main(page), t.phone).fill(phone);
    await main(page).getByRole('button', { name: t.getCode }).click();
    await field(main(page), t.code).fill(await outboxCode(request, phone, 'reset'));
    await main(page).getByRole('button', { name: t.forgotSubmit }).click();
    await expect(page).toHaveURL(at('/en/reset-password'));
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(main(page).getByText(t.verificationExpired)).toBeVisible();
    await main(page).getByRole('button', { name: t.startAgain }).first().click();
    await expect(page).toHaveURL(at('/en/forgot-password'));
    await page.goto('/en/faq');
    await expect(page).toHaveURL(at('/en/faq'));
  });
});

test.describe('route guards', () => {
  test('a visitor is sent to the matching login page, and back after logging in', async ({ page }) => {
    for (const [path, login] of [
      ['/zh-hk/order-history', '/zh-hk/login'],
      ['/zh-hk/enrolment-history', '/zh-hk/login'],
      ['/en/change-password', '/en/login'],
      ['/zh-hk/school/home', '/zh-hk/school/login'],
      ['/en/school/report', '/en/school/login'],
      ['/zh-hk/admin/home', '/zh-hk/admin/login'],
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(at(login));
    }

    // The page the visitor wanted is where a successful login goes.
    await page.goto('/en/order-history');
    await expect(page).toHaveURL(at('/en/login'));
    await loginOnPage(page, 'en', '91234567', 'demo1234');
    await expect(page).toHaveURL(at('/en/order-history'));
    await logout(page, 'en');

    await page.goto('/zh-hk/school/report');
    await expect(page).toHaveURL(at('/zh-hk/school/login'));
    await expect(page.getByRole('heading', { name: T['zh-hk'].schoolTitle })).toBeVisible();
    await field(main(page), T['zh-hk'].subjectAccount).fill('school-chi');
    await field(main(page), T['zh-hk'].password).fill('demo1234');
    await main(page).getByRole('button', { name: '登入', exact: true }).click();
    await expect(page).toHaveURL(at('/zh-hk/school/report'));
    await logout(page, 'zh-hk');
    await expect(page).toHaveURL(at('/zh-hk/school/login'));
  });

  test('a teacher logs in on school login and lands on school home; no sign-up link there', async ({ page }) => {
    await page.goto('/en/school/login');
    await expect(main(page).getByRole('link', { name: /register/i })).toHaveCount(0);
    await field(main(page), 'Subject account').fill('school-chi');
    await field(main(page), 'Password').fill('demo1234');
    await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(at('/en/school/home'));
    await logout(page, 'en');
    await expect(page).toHaveURL(at('/en/school/login'));
  });

  const roles = [
    {
      role: 'individual candidate',
      login: ['candidate-realm', '91234567', 'demo1234'],
      home: '',
      sent: [
        ['school/home', ''],
        ['school/report', ''],
        ['admin/home', ''],
        ['login', ''],
        ['school/login', ''],
        ['register', ''],
        ['forgot-password', ''],
      ],
      allowed: ['order-history', 'change-password'],
    },
    {
      role: 'school candidate',
      login: ['candidate-realm', 'student-chi', 'demo1234'],
      home: 'exam-result-list',
      sent: [
        ['school/home', 'exam-result-list'],
        ['login', 'exam-result-list'],
        ['admin/login', 'exam-result-list'],
      ],
      allowed: ['order-history', 'exam-result-list'],
    },
    {
      role: 'teacher',
      login: ['school-realm', 'school-chi', 'demo1234'],
      home: 'school/home',
      sent: [
        ['order-history', 'school/home'],
        ['enrolment-history', 'school/home'],
        ['admin/home', 'school/home'],
        ['login', 'school/home'],
        ['school/login', 'school/home'],
        ['register', 'school/home'],
      ],
      allowed: ['school/report', 'change-password'],
    },
    {
      role: 'staff',
      login: ['staff-realm', 'admin', 'admin1234'],
      home: 'admin/home',
      sent: [
        ['order-history', 'admin/home'],
        ['school/home', 'admin/home'],
        ['login', 'admin/home'],
        ['admin/login', 'admin/home'],
      ],
      allowed: ['admin/home'],
    },
  ] as const;

  for (const { role, login, home, sent, allowed } of roles) {
    test(`${role}: pages of other roles and login pages send them to their home`, async ({ page, request }) => {
      const token = await tokenFor(request, login[0], login[1], login[2]);
      await page.goto(`/zh-hk/faq?access_token=${token}`);
      await expect(header(page).locator('.account-name')).not.toBeEmpty();
      for (const [path, target] of sent) {
        await page.goto(`/zh-hk/${path}`);
        await expect(page, `${role} opening ${path}`).toHaveURL(at(`/zh-hk${target ? `/${target}` : ''}`));
      }
      for (const path of allowed) {
        await page.goto(`/en/${path}`);
        await expect(page, `${role} opening ${path}`).toHaveURL(at(`/en/${path}`));
      }
      await page.goto(`/en/${home}`.replace(/\/$/, ''));
      await expect(page).toHaveURL(at(`/en${home ? `/${home}` : ''}`));
    });
  }
});

test('login and register arrive already rendered, and the live form takes their place without a shift', async ({
  page,
  browser,
  baseURL,
}) => {
  const viewport = { width: 375, height: 740 };
  // Without JavaScript the first response alone shows the form, styled, in the language of the address.
  const html = await withoutJavaScript(browser, { baseURL, viewport });
  await expectCopy(html, '/zh-hk/register', '註冊帳戶', 'HKDSE 模擬考試');
  // Register is plain HTML in the site's stylesheet too: its button wears the publisher's blue, no antd in it.
  await expect(html.locator('#prerendered button[type="submit"]')).toHaveCSS('background-color', 'rgb(11, 92, 173)');
  await expect(html.locator('#prerendered [class*="ant-"]')).toHaveCount(0);
  await expectCopy(html, '/en/login', 'Individual login', 'HKDSE Mock Exam');
  const copyButton = html.locator('#prerendered button[type="submit"]');
  await expect(copyButton).toHaveText('Log in');
  // Login is plain HTML in the site's stylesheet: the same blue, and no antd in it.
  await expect(copyButton).toHaveCSS('background-color', 'rgb(11, 92, 173)');
  await expect(html.locator('#prerendered [class*="ant-"]')).toHaveCount(0);
  // Measured from the heading: without JavaScript the <noscript> notice sits above the page.
  const offset = async (button: Locator, heading: Locator) => {
    const [b, h] = [await button.boundingBox(), await heading.boundingBox()];
    return { x: b!.x, dy: b!.y - h!.y, width: b!.width, height: b!.height };
  };
  const copyPlace = await offset(copyButton, html.locator('#prerendered h1'));
  await html.context().close();

  // With it, the live form replaces the copy in the same place, and works.
  await page.setViewportSize(viewport);
  await page.goto('/en/login');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  const button = page.getByRole('main').getByRole('button', { name: 'Log in', exact: true });
  await expect(button).toBeVisible();
  expect(await offset(button, page.getByRole('heading', { level: 1 }))).toEqual(copyPlace);
  expect(await layoutShift(page)).toBe(0);
  await loginOnPage(page, 'en', '91234567', 'demo1234');
  await expect(page).not.toHaveURL(/\/login/);
});

for (const [lang, width] of [
  ['zh-hk', 375],
  ['en', 1366],
] as const) {
  test(`the login copy and the live login form agree in ${lang} at ${width} px`, async ({ page, browser, baseURL }) => {
    const viewport = { width, height: 900 };
    const parts = [
      '[role="tablist"]',
      'input[name="username"]',
      'input[name="password"]',
      'input[name="persist"]',
      'button[type="submit"]',
      '.account-links',
    ];
    /** Where each part of the form sits, measured from the heading (the copy may have a notice above it). */
    const places = async (scope: Locator) => {
      const h = (await scope.locator('h1').boundingBox())!;
      return Promise.all(
        parts.map(async (part) => {
          const b = (await scope.locator(part).boundingBox())!;
          return { part, x: b.x, dy: Math.round(b.y - h.y), width: b.width, height: b.height };
        }),
      );
    };
    const html = await withoutJavaScript(browser, { baseURL, viewport });
    await expectCopy(html, `/${lang}/login`, T[lang].loginTitle, lang === 'en' ? 'HKDSE Mock Exam' : 'HKDSE 模擬考試');
    const copy = await places(html.locator('#prerendered main'));
    await html.context().close();

    await page.setViewportSize(viewport);
    await page.goto(`/${lang}/login`);
    await expect(page.locator('#prerendered')).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: T[lang].submitLogin, exact: true })).toBeVisible();
    expect(await places(main(page))).toEqual(copy);
    expect(await layoutShift(page)).toBe(0);
    // The form fits the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
