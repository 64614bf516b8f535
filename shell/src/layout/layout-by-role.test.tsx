// What each reader's header and 404 page offer: only the pages their role may open, links
// home to their own home, and controls named by the text they show, in both languages.
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { i18n, initI18n, type Locale } from '@mockexam/i18n';
import { sessionStore, type Profile } from '@mockexam/session';
import { testProfiles } from '@mockexam/session/testing';
import { registerShellNamespace } from '../i18n/resources';
import { Header } from './Header';
import { NotFound } from '../pages/NotFound';

const teacher: Profile = {
  ...testProfiles.school,
  display_name: "Queen's College - Chinese Language",
  school: { ...testProfiles.school.school, subject: { code: 'chi', name_zh: '中國語文', name_en: 'Chinese Language' } },
};
const readers = {
  visitor: null,
  candidate: testProfiles.candidate,
  schoolCandidate: testProfiles.schoolCandidate,
  teacher,
  staff: testProfiles.staff,
  marker: testProfiles.marker,
};
type Reader = keyof typeof readers;

beforeAll(async () => {
  await initI18n('en');
  registerShellNamespace();
});

async function show(reader: Reader, ui: React.ReactNode, locale: Locale = 'en') {
  await act(async () => {
    await i18n.changeLanguage(locale);
  });
  const profile = readers[reader];
  if (profile) sessionStore.getState().signIn('tok', profile);
  else sessionStore.getState().signOut();
  return render(
    <MemoryRouter initialEntries={[`/${locale}/somewhere`]}>
      <Routes>
        <Route path="/:locale/*" element={ui} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The destinations of the main menu (the desktop bar; the phone's slide menu holds the same list). */
function mainMenu(): string[] {
  const [bar, slide] = screen.getAllByRole('navigation', { name: 'Main menu', hidden: true });
  const links = (nav: HTMLElement) =>
    within(nav)
      .queryAllByRole('link', { hidden: true })
      .map((a) => a.getAttribute('href'));
  expect(links(slide)).toEqual(links(bar));
  return links(bar) as string[];
}

const accountMenu = () =>
  [...document.querySelectorAll('.account-menu li')].map(
    (li) => li.querySelector('a')?.getAttribute('href') ?? li.textContent,
  );

describe('menus by role', () => {
  it.each<[Reader, string[], string[]]>([
    [
      'visitor',
      [
        '/en',
        '/en/enrolment',
        '/en/admission-ticket',
        '/en/enrolment-history',
        '/en/exam-result-list',
        '/en/instructions',
        '/en/faq',
      ],
      [],
    ],
    [
      'candidate',
      [
        '/en',
        '/en/enrolment',
        '/en/admission-ticket',
        '/en/enrolment-history',
        '/en/exam-result-list',
        '/en/instructions',
        '/en/faq',
      ],
      ['/en/order-history', '/en/my-messages', '/en/change-password', 'Log out'],
    ],
    ['schoolCandidate', ['/en/exam-result-list', '/en/admission-ticket'], ['Log out']],
    ['teacher', ['/en/school/home', '/en/school/report'], ['/en/school/messages', '/en/change-password', 'Log out']],
    ['staff', ['/en/admin/home'], ['/en/change-password', 'Log out']],
    ['marker', ['/en/marking'], ['/en/change-password', 'Log out']],
  ])('%s: main menu and account menu', async (reader, menu, account) => {
    await show(reader, <Header />);
    expect(mainMenu()).toEqual(menu);
    expect(accountMenu()).toEqual(account);
  });

  it.each<[Reader, string]>([
    ['visitor', '/en'],
    ['candidate', '/en'],
    ['schoolCandidate', '/en/exam-result-list'],
    ['teacher', '/en/school/home'],
    ['staff', '/en/admin/home'],
    ['marker', '/en/marking'],
  ])("%s: the logo goes to the reader's home", async (reader, home) => {
    await show(reader, <Header />);
    expect(screen.getByRole('link', { name: 'DSE HKDSE Mock Exam' })).toHaveAttribute('href', home);
  });
});

describe('names of the header controls', () => {
  it("names the account menu by the user's name first, in the page's language", async () => {
    const zh = await show('candidate', <Header />, 'zh-hk');
    const summary = zh.container.querySelector('.account-menu summary')!;
    expect(summary).toHaveTextContent('陳大文');
    expect(summary).toHaveAttribute('aria-label', '陳大文（帳戶選單）');
    zh.unmount();
    const en = await show('candidate', <Header />, 'en');
    expect(en.container.querySelector('.account-menu summary')).toHaveAttribute('aria-label', '陳大文, account menu');
  });

  it("shows a teacher's school and subject in the page's language", async () => {
    const zh = await show('teacher', <Header />, 'zh-hk');
    expect(zh.container.querySelector('.account-name')).toHaveTextContent('皇仁書院 - 中國語文');
    zh.unmount();
    const en = await show('teacher', <Header />, 'en');
    expect(en.container.querySelector('.account-name')).toHaveTextContent("Queen's College - Chinese Language");
  });

  it('names the login icon and the menu button', async () => {
    await show('visitor', <Header />, 'zh-hk');
    expect(screen.getByRole('button', { name: '登入' })).toHaveTextContent('登入');
    expect(screen.getByRole('button', { name: '開啟選單' })).toBeInTheDocument();
  });
});

describe('the 404 page', () => {
  it.each<[Reader, Locale, string, string]>([
    ['visitor', 'zh-hk', '返回主頁', '/zh-hk'],
    ['candidate', 'en', 'Back to home', '/en'],
    ['schoolCandidate', 'en', 'Back to home', '/en/exam-result-list'],
    ['teacher', 'zh-hk', '返回主頁', '/zh-hk/school/home'],
    ['staff', 'en', 'Back to home', '/en/admin/home'],
  ])("%s in %s: 'Error 404' and a link to their home", async (reader, locale, text, home) => {
    await show(reader, <NotFound />, locale);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Error 404');
    expect(screen.getByRole('link', { name: text })).toHaveAttribute('href', home);
  });
});
