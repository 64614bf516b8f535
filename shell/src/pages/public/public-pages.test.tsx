import '@testing-library/jest-dom';
import type { ComponentType } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { changeLocale, initI18n, i18n } from '@mockexam/i18n';
import zhHkHome from './copy/zh-hk/home';
import zhHkPages from './copy/zh-hk/pages';
import enHome from './copy/en/home';
import enPages from './copy/en/pages';
import './copy';
import './pagesCopy';
import type { SiteFacts } from '@mockexam/contracts/siteFacts';
import { setSiteFacts } from './siteFacts';

/** The facts the server carries into every page (GET /api/site): the 2026/27 cycle and the office. */
const FACTS: SiteFacts = {
  cycle: {
    candidate_result_release: '2027-02-22T02:00:00.000Z',
    person_enrol_start: '2026-09-01T16:00:00.000Z',
    person_enrol_end: '2026-10-23T15:59:59.000Z',
    school_reg_end: '2026-10-26T15:59:59.000Z',
    school_reg_complete: '2026-10-31T15:59:59.000Z',
    cycle: {
      code: '2026-27',
      name_zh: '2026-27 年度模擬考試',
      name_en: '2026-27 Mock Examination',
      timezone: 'Asia/Hong_Kong',
    },
    milestones: {
      tickets_sent_by: '2026-12-01T15:59:59.000Z',
      answer_books_due: '2027-01-18T15:59:59.000Z',
      report_cards_from: '2027-02-21T16:00:00.000Z',
      school_late_contact: '2026-10-30T15:59:59.000Z',
    },
    exams: [
      { subject: 'chi', name_zh: '中國語文', name_en: 'Chinese Language', date: '2026-12-24' },
      { subject: 'eng', name_zh: '英國語文', name_en: 'English Language', date: '2026-12-28' },
      { subject: 'hist', name_zh: '歷史', name_en: 'History', date: '2026-12-29' },
      { subject: 'csd', name_zh: '公民與社會發展', name_en: 'Citizenship and Social Development', date: '2027-01-02' },
    ],
  },
  contact: {
    phone: '+852 2563 8120',
    email: 'enquiry@hkdsemock.com.hk',
    address_zh: '香港鰂魚涌英皇道1063號12樓',
    address_en: "12/F, 1063 King's Road, Quarry Bay, Hong Kong",
    hours_zh: '星期一至五，上午8時30分至下午5時30分',
    hours_en: 'Monday to Friday, 8:30 am to 5:30 pm',
    social_url: 'https://www.facebook.com/hkdsemockexam',
  },
};

const publicCopy = { 'zh-hk': { ...zhHkHome, ...zhHkPages }, en: { ...enHome, ...enPages } };
import Home from './Home';
import ComingSoon from './ComingSoon';
import AboutUs from './AboutUs';
import Terms from './Terms';
import PersonalInformationCollectionStatement from './PersonalInformationCollectionStatement';
import PrivacyPolicy from './PrivacyPolicy';
import ContactUs from './ContactUs';
import Faq from './Faq';
import Instructions from './Instructions';

const pages: Record<string, ComponentType> = {
  Home,
  ComingSoon,
  AboutUs,
  Terms,
  PersonalInformationCollectionStatement,
  PrivacyPolicy,
  ContactUs,
  Faq,
  Instructions,
};

const missingKeys: string[] = [];

beforeAll(async () => {
  setSiteFacts(FACTS);
  await initI18n('en');
  // Report any key a page asks for that the namespace does not have.
  i18n.options.saveMissing = true;
  i18n.on('missingKey', (_lngs: readonly string[], ns: string, key: string) => {
    missingKeys.push(`${ns}:${key}`);
  });
});

beforeEach(async () => {
  missingKeys.length = 0;
  await act(() => changeLocale('en'));
});

afterEach(() => {
  expect(missingKeys).toEqual([]);
});

function renderPage(Page: ComponentType, locale = 'en') {
  return render(
    <MemoryRouter initialEntries={[`/${locale}/x`]}>
      <Routes>
        <Route path="/:locale/x" element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function toChinese() {
  await act(() => changeLocale('zh-hk'));
}

/** A text node that is just a key (e.g. "home.hero.title") means a lookup failed. */
function expectNoRawKeys(container: HTMLElement) {
  const roots = Object.keys(publicCopy.en).join('|');
  const rawKey = new RegExp(`^(${roots})(\\.[A-Za-z0-9]+)+$`);
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    expect(node.textContent?.trim() ?? '').not.toMatch(rawKey);
  }
}

// Node's fs, without pulling Node's global types into the shell's type-check.
declare const require: (id: string) => unknown;
declare const __dirname: string;
const fs = require('node:fs') as {
  readdirSync(path: string): string[];
  readFileSync(path: string, encoding: 'utf8'): string;
};

// --- the copy itself -------------------------------------------------------------------------

type Tree = unknown;

function keyPaths(tree: Tree, prefix = ''): string[] {
  if (Array.isArray(tree))
    return [`${prefix}[]#${tree.length}`, ...tree.flatMap((v, i) => keyPaths(v, `${prefix}[${i}]`))];
  if (tree !== null && typeof tree === 'object') {
    return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) =>
      keyPaths(v, prefix ? `${prefix}.${k}` : k),
    );
  }
  return [`${prefix}:${typeof tree}`];
}

function leaves(tree: Tree): unknown[] {
  if (Array.isArray(tree)) return tree.flatMap(leaves);
  if (tree !== null && typeof tree === 'object') return Object.values(tree as Record<string, unknown>).flatMap(leaves);
  return [tree];
}

function lookup(tree: Tree, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    );
}

describe('public copy', () => {
  it('has exactly the same key tree (and list lengths) in both languages', () => {
    expect(keyPaths(publicCopy.en)).toEqual(keyPaths(publicCopy['zh-hk']));
  });

  it('has no empty strings in either language', () => {
    for (const locale of ['zh-hk', 'en'] as const) {
      for (const value of leaves(publicCopy[locale])) {
        expect(typeof value).toBe('string');
        expect((value as string).trim()).not.toBe('');
      }
    }
  });

  it('is really translated: Chinese text in zh-hk, no Chinese characters in the English headings', () => {
    expect(publicCopy['zh-hk'].home.hero.title).toMatch(/模擬考試/);
    const han = /\p{Script=Han}/u;
    for (const key of [
      'about.title',
      'terms.title',
      'pics.title',
      'privacy.title',
      'contact.title',
      'faq.title',
      'instructions.title',
    ]) {
      expect(lookup(publicCopy['zh-hk'], key)).toMatch(han);
      expect(lookup(publicCopy.en, key)).not.toMatch(han);
    }
  });

  it('every key a page file passes to t() exists in both languages', () => {
    const dir = __dirname;
    const used = new Set<string>();
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))) {
      const source = fs.readFileSync(`${dir}/${file}`, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*'([^']+)'/g)) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(40);
    for (const key of used) {
      expect([key, lookup(publicCopy.en, key) !== undefined]).toEqual([key, true]);
      expect([key, lookup(publicCopy['zh-hk'], key) !== undefined]).toEqual([key, true]);
    }
  });
});

// --- every page ------------------------------------------------------------------------------

describe.each(Object.entries(pages))('%s', (_name, Page) => {
  it('has exactly one h1 and headings that never skip a level, in both languages', async () => {
    const { container } = renderPage(Page);
    for (const pass of ['en', 'zh-hk']) {
      if (pass === 'zh-hk') await toChinese();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) => Number(h.tagName[1]));
      expect(levels[0]).toBe(1);
      levels.forEach((level, i) => {
        if (i > 0) expect(level - levels[i - 1]).toBeLessThanOrEqual(1);
      });
      expectNoRawKeys(container);
    }
  });

  it('links stay under the current locale and have text', async () => {
    const { container } = renderPage(Page, 'zh-hk');
    await toChinese();
    for (const link of Array.from(container.querySelectorAll('a'))) {
      const href = link.getAttribute('href') ?? '';
      expect(link.textContent?.trim()).not.toBe('');
      if (!/^(mailto:|tel:|https:\/\/)/.test(href)) expect(href).toMatch(/^\/zh-hk(\/|$)/);
    }
  });
});

describe('Home', () => {
  it('shows the service, the four subjects, the modes, the steps and payment methods in English', () => {
    renderPage(Home);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('HKDSE Mock Exam');
    expect(screen.getByText('2026/27 academic year')).toBeInTheDocument();
    for (const subject of ['Chinese Language', 'Citizenship and Social Development', 'History', 'English Language']) {
      expect(screen.getByText(subject)).toBeInTheDocument();
    }
    expect(screen.getByText('Also called Civic Education')).toBeInTheDocument();
    // The other-language subject names are tagged with their language for screen readers.
    expect(screen.getByText('中國語文')).toHaveAttribute('lang', 'zh-HK');
    expect(screen.getByRole('heading', { name: 'At a designated venue' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Self-arranged at home' })).toBeInTheDocument();
    expect(screen.getByText(/return your answer books by envelope/)).toBeInTheDocument();

    const steps = screen.getByRole('heading', { name: 'Enrol in four steps' }).parentElement!;
    const stepItems = within(steps)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(stepItems).toEqual(['Register an account', 'Log in', 'Select papers', 'Checkout']);
    expect(within(steps).getByText('4A')).toBeInTheDocument();
    expect(within(steps).getByText('4B')).toBeInTheDocument();

    expect(screen.getByText(/Pay within 30 minutes/)).toBeInTheDocument();
    expect(screen.getByText(/Credit cards are not accepted/)).toBeInTheDocument();
    expect(screen.getByText(/plus your rank in your school and across Hong Kong/)).toBeInTheDocument();
  });

  it('links to individual registration, account registration and the School Edition', () => {
    renderPage(Home);
    expect(screen.getAllByRole('link', { name: 'Enrol now as an individual candidate' })[0]).toHaveAttribute(
      'href',
      '/en/enrolment',
    );
    expect(screen.getByRole('link', { name: 'Register an account' })).toHaveAttribute('href', '/en/register');
    expect(screen.getByRole('link', { name: 'Log in to the School Edition' })).toHaveAttribute(
      'href',
      '/en/school/login',
    );
    expect(screen.getByText(/The School Edition is for schools only/)).toBeInTheDocument();
  });

  it('is in Chinese under zh-hk, with locale-prefixed links', async () => {
    renderPage(Home, 'zh-hk');
    await toChinese();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('HKDSE 模擬考試');
    expect(screen.getByText('2026/27 學年')).toBeInTheDocument();
    for (const subject of ['中國語文', '公民與社會發展', '歷史', '英國語文']) {
      expect(screen.getByText(subject)).toBeInTheDocument();
    }
    expect(screen.getByText('又稱公民科')).toBeInTheDocument();
    expect(screen.getByText('English Language')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: '到指定試場應考' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '自行安排在家應考' })).toBeInTheDocument();
    expect(screen.getByText(/30 分鐘內完成付款/)).toBeInTheDocument();
    expect(screen.getByText(/不接受信用卡/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '立即個人報名' })[0]).toHaveAttribute('href', '/zh-hk/enrolment');
    expect(screen.getByRole('link', { name: '註冊帳戶' })).toHaveAttribute('href', '/zh-hk/register');
    expect(screen.getByRole('link', { name: '登入學校版' })).toHaveAttribute('href', '/zh-hk/school/login');
  });
});

describe('ComingSoon', () => {
  it('says coming soon in both languages', async () => {
    renderPage(ComingSoon);
    expect(screen.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeInTheDocument();
    await toChinese();
    expect(screen.getByRole('heading', { level: 1, name: '即將推出' })).toBeInTheDocument();
  });
});

describe('AboutUs', () => {
  it('walks through the flow from registration to the report card', async () => {
    renderPage(AboutUs);
    const flow = screen.getByRole('heading', { name: 'From enrolment to results' }).parentElement!;
    expect(within(flow).getAllByRole('listitem')).toHaveLength(7);
    expect(within(flow).getByText(/Within 5 working days after your payment is confirmed/)).toBeInTheDocument();
    await toChinese();
    expect(screen.getByRole('heading', { level: 1, name: '關於我們' })).toBeInTheDocument();
    expect(screen.getByText(/付款確認後5個工作天內/)).toBeInTheDocument();
  });
});

describe('Terms', () => {
  it('states the payment, refund, mailing and law terms', async () => {
    renderPage(Terms);
    expect(screen.getByText(/All fees paid are non-refundable/)).toBeInTheDocument();
    expect(screen.getByText(/not paid within 30 minutes is cancelled automatically/)).toBeInTheDocument();
    expect(screen.getByText(/Credit cards are not supported/)).toBeInTheDocument();
    expect(screen.getByText(/Orders cannot be modified after submission/)).toBeInTheDocument();
    expect(screen.getByText(/the candidate’s responsibility/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '7. Copyright' })).toBeInTheDocument();
    expect(screen.getByText(/laws of the Hong Kong Special Administrative Region/)).toBeInTheDocument();
    await toChinese();
    expect(screen.getByRole('heading', { level: 1, name: '使用條款' })).toBeInTheDocument();
    expect(screen.getByText(/概不退還/)).toBeInTheDocument();
    expect(screen.getByText(/30分鐘內未完成付款，會被自動取消/)).toBeInTheDocument();
    expect(screen.getByText(/香港特別行政區法律/)).toBeInTheDocument();
  });
});

describe('PersonalInformationCollectionStatement', () => {
  it('covers purposes, couriers, direct marketing, under 18 and the 40 days', async () => {
    renderPage(PersonalInformationCollectionStatement);
    expect(screen.getByRole('heading', { name: '1. Purposes of collection' })).toBeInTheDocument();
    expect(screen.getByText(/couriers and postal services/)).toBeInTheDocument();
    expect(screen.getByText(/Only with your consent/)).toBeInTheDocument();
    expect(screen.getByText(/If you are under 18, you need the consent of a parent or guardian/)).toBeInTheDocument();
    expect(screen.getByText(/within 40 days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'enquiry@hkdsemock.com.hk' })).toHaveAttribute(
      'href',
      'mailto:enquiry@hkdsemock.com.hk',
    );
    await toChinese();
    expect(screen.getByRole('heading', { level: 1, name: '個人資料收集聲明' })).toBeInTheDocument();
    expect(screen.getByText(/40日內回覆/)).toBeInTheDocument();
    expect(screen.getByText(/未滿18歲，須在家長或監護人同意下/)).toBeInTheDocument();
  });
});

describe('PrivacyPolicy', () => {
  it('covers cookies, parental consent, the 40 days and retention', async () => {
    renderPage(PrivacyPolicy);
    expect(screen.getByText(/session token is stored in a cookie/)).toBeInTheDocument();
    expect(screen.getByText(/consent of a parent or guardian/)).toBeInTheDocument();
    expect(screen.getByText(/within 40 days/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '5. Retention' })).toBeInTheDocument();
    await toChinese();
    expect(screen.getByRole('heading', { level: 1, name: '網上私隱政策' })).toBeInTheDocument();
    expect(screen.getByText(/40日內回覆/)).toBeInTheDocument();
    expect(screen.getByText(/家長或監護人同意/)).toBeInTheDocument();
  });
});

describe('ContactUs', () => {
  it('shows the office hours, email, phone, address and page staff set, and the cycle’s late-contact date', async () => {
    renderPage(ContactUs);
    expect(screen.getByText('Monday to Friday, 8:30 am to 5:30 pm')).toBeInTheDocument();
    expect(screen.getByText(/Closed on Saturdays, Sundays and public holidays/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'enquiry@hkdsemock.com.hk' })).toHaveAttribute(
      'href',
      'mailto:enquiry@hkdsemock.com.hk',
    );
    expect(screen.getByRole('link', { name: '+852 2563 8120' })).toHaveAttribute('href', 'tel:+85225638120');
    expect(screen.getByText("12/F, 1063 King's Road, Quarry Bay, Hong Kong")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Our social media page' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/hkdsemockexam',
    );
    expect(screen.getByText(/no later than Friday 30 October 2026 and/)).toBeInTheDocument();
    await toChinese();
    expect(screen.getByText('星期一至五，上午8時30分至下午5時30分')).toBeInTheDocument();
    expect(screen.getByText('星期六、日及公眾假期休息')).toBeInTheDocument();
    expect(screen.getByText('香港鰂魚涌英皇道1063號12樓')).toBeInTheDocument();
    expect(screen.getByText(/請最遲於2026年10月30日（星期五）聯絡我們/)).toBeInTheDocument();
  });

  it('follows a change of the facts (staff edited the phone)', () => {
    setSiteFacts({ ...FACTS, contact: { ...FACTS.contact, phone: '+852 3188 2020' } });
    try {
      renderPage(ContactUs);
      expect(screen.getByRole('link', { name: '+852 3188 2020' })).toHaveAttribute('href', 'tel:+85231882020');
      expect(screen.queryByText('+852 2563 8120')).not.toBeInTheDocument();
    } finally {
      act(() => setSiteFacts(FACTS));
    }
  });
});

describe('Faq', () => {
  it('has at least 10 questions as details/summary pairs, with the key answers', async () => {
    const { container } = renderPage(Faq);
    const details = container.querySelectorAll('details');
    expect(details.length).toBeGreaterThanOrEqual(10);
    details.forEach((d) => {
      expect(d.firstElementChild?.tagName).toBe('SUMMARY');
      expect(d.querySelector('p')?.textContent).toBeTruthy();
    });
    expect(screen.getByText('Who can enrol?')).toBeInTheDocument();
    expect(screen.getByText(/your mobile number is your account name/)).toBeInTheDocument();
    expect(
      screen.getByText(/after 5:00 pm on a transaction day are processed on the next working day/),
    ).toBeInTheDocument();
    expect(screen.getByText(/must be paid within 30 minutes/)).toBeInTheDocument();
    expect(screen.getByText(/Within 5 working days after your payment is confirmed/)).toBeInTheDocument();
    expect(screen.getByText(/the postmark date counts/)).toBeInTheDocument();
    expect(
      screen.getByText(/For 2026\/27, report cards are expected from Monday 22 February 2027;/),
    ).toBeInTheDocument();
    expect(screen.getByText(/For 2026\/27 the deadline is Monday 18 January 2027\./)).toBeInTheDocument();
    expect(screen.getByText(/non-refundable/)).toBeInTheDocument();
    expect(screen.getByText(/candidate number and name/)).toBeInTheDocument();
    expect(screen.getByText(/one-time code by SMS/)).toBeInTheDocument();
    await toChinese();
    expect(container.querySelectorAll('details')).toHaveLength(details.length);
    expect(screen.getByText('誰可以報名？')).toBeInTheDocument();
    expect(screen.getByText(/轉數快訂單須於30分鐘內完成付款/)).toBeInTheDocument();
    expect(screen.getByText(/一次性驗證碼/)).toBeInTheDocument();
    expect(screen.getByText(/2026\/27 年度的截止日期為2027年1月18日（星期一）。/)).toBeInTheDocument();
    expect(screen.getByText(/成績報告表預計於2027年2月22日（星期一）起發放/)).toBeInTheDocument();
  });
});

describe('Instructions', () => {
  it('lists the notes and the current cycle’s dates in English', () => {
    renderPage(Instructions);
    expect(screen.getByText('Fees are non-refundable once paid.')).toBeInTheDocument();
    expect(screen.getByText(/wrong address, this is the candidate’s responsibility/)).toBeInTheDocument();
    expect(screen.getByText(/within 5 working days after your payment is confirmed/)).toBeInTheDocument();
    expect(screen.getByText('Bring your admission ticket to the exam.')).toBeInTheDocument();

    const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!;
    expect(screen.getByRole('heading', { name: 'Key dates for 2026/27' })).toBeInTheDocument();
    expect(row('Individual registration and payment close')).toHaveTextContent('Friday 23 October 2026');
    expect(row('School purchase deadline')).toHaveTextContent('Monday 26 October 2026');
    expect(row('Admission tickets and papers sent')).toHaveTextContent('By Tuesday 1 December 2026');
    expect(row('Self-arranged exam at home (mode 2)')).toHaveTextContent('From December 2026');
    expect(row('Answer books returned (mode 2)')).toHaveTextContent('By Monday 18 January 2027 (postmark date)');
    expect(row('Report cards released')).toHaveTextContent('From Monday 22 February 2027');
    expect(row('Chinese Language')).toHaveTextContent('Thursday 24 December 2026');
    expect(row('English Language')).toHaveTextContent('Monday 28 December 2026');
    expect(row('History')).toHaveTextContent('Tuesday 29 December 2026');
    expect(row('Citizenship and Social Development')).toHaveTextContent('Saturday 2 January 2027');
    expect(screen.getByText(/post them by Monday 18 January 2027 \(postmark date\)/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/2024|2025/);
  });

  it('uses the Chinese date form under zh-hk', async () => {
    renderPage(Instructions, 'zh-hk');
    await toChinese();
    const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!;
    expect(screen.getByRole('heading', { name: '2026/27 年度重要日期' })).toBeInTheDocument();
    expect(row('個人考生報名及付款截止')).toHaveTextContent('2026年10月23日（星期五）');
    expect(row('學校購買截止')).toHaveTextContent('2026年10月26日（星期一）');
    expect(row('寄出准考證及試卷')).toHaveTextContent('2026年12月1日（星期二）或之前');
    expect(row('在家應考（模式二）')).toHaveTextContent('2026年12月起自行安排');
    expect(row('中國語文')).toHaveTextContent('2026年12月24日（星期四）');
    expect(row('英國語文')).toHaveTextContent('2026年12月28日（星期一）');
    expect(row('歷史')).toHaveTextContent('2026年12月29日（星期二）');
    expect(row('公民與社會發展')).toHaveTextContent('2027年1月2日（星期六）');
    expect(row('寄回答題簿（模式二）')).toHaveTextContent('2027年1月18日（星期一）或之前');
    expect(row('發放成績報告表')).toHaveTextContent('2027年2月22日（星期一）起');
    expect(screen.getByText('所有費用一經繳付，概不退還。')).toBeInTheDocument();
    expect(screen.getByText('應考時必須攜帶准考證。')).toBeInTheDocument();
  });
});
