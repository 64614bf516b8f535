// Test helpers: admin pages rendered as the shell renders them (antd provider, query client, router, i18n).
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { i18n, initI18n, registerNamespace } from '@mockexam/i18n';
import { renderRoutes } from '@mockexam/ui/testing';
import { resources } from '../i18n';
import { markingResources } from '../features/marking-workspace/i18n';
import { resources as markingSupervision } from '../features/marking-supervision/i18n';
import { NS as MARKING_SUPERVISION } from '../features/marking-supervision/ns';
import { pages } from '../pages';
import { routes } from '../routes';

export async function setupI18n(locale: 'en' | 'zh-hk' = 'en') {
  await initI18n(locale);
  registerNamespace('admin', resources);
  registerNamespace('marking', markingResources);
  registerNamespace(MARKING_SUPERVISION, markingSupervision);
  await i18n.changeLanguage(locale);
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * `page` at `path`, matched by the route `pattern`, inside the shell's providers. Each render has its own
 * QueryClient (no cache shared between tests) that fails at once rather than retrying.
 */
export function renderPage(path: string, pattern: string, page: ReactNode) {
  return renderRoutes(path, {
    [pattern]: (
      <>
        {page}
        <Location />
      </>
    ),
  });
}

/** The back office at `path`, with every page of its route table (each loaded as the shell loads it). */
export function renderAdmin(path = '/en/admin/home') {
  return renderRoutes(
    path,
    Object.fromEntries(
      routes.map(({ path: pattern }) => {
        const Page = pages[pattern]!;
        return [
          `/:locale/${pattern}`,
          <>
            <Suspense>
              <Page />
            </Suspense>
            <Location />
          </>,
        ];
      }),
    ),
  );
}

export const EVENTS = {
  person_enrol_start: '2024-09-01T00:00:00.000Z',
  person_enrol_end: '2024-10-23T15:59:00.000Z',
  school_reg_end: null,
  school_reg_complete: null,
  candidate_result_release: '2025-02-20T02:00:00.000Z',
  cycle: { id: 7, code: '2024-25', name_zh: '2024/25', name_en: '2024/25', timezone: 'Asia/Hong_Kong' },
  milestones: {},
  exams: [],
};

export const ORDER = {
  enrollment_no: '100001',
  status: 'pending',
  payment_status: 'PEND',
  payment_method: 'fps',
  exam_mode: 'venue',
  venue_id: 1,
  total: 700,
  total_cents: 70000,
  paid_cents: 0,
  due_at: '2030-01-01T04:00:00.000Z',
  created_at: '2024-10-01T02:00:00.000Z',
  items: [
    {
      product_id: '1',
      venue_session_id: 3,
      subject: 'chi',
      name_zh: '中國語文',
      name_en: 'Chinese Language',
      price: 350,
      price_cents: 35000,
    },
    {
      product_id: '2',
      venue_session_id: 4,
      subject: 'eng',
      name_zh: '英國語文',
      name_en: 'English Language',
      price: 350,
      price_cents: 35000,
    },
  ],
  shipping: {
    method: 'ordinary_post',
    recipient_name: '陳大文',
    recipient_phone: '91234567',
    address: '1 Queen Road',
    parameter1: null,
    parameter2: null,
    parameter3: null,
    parameter4: null,
  },
  can_reselect: false,
  candidate_no: '30000001',
  venue_name_zh: '皇仁書院禮堂',
  venue_name_en: "Queen's College Hall",
  candidate_name: '陳大文',
  phone: '91234567',
};
