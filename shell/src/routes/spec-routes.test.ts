/// <reference types="node" />
// Node test code: reads route tables from disk the way the builds do.
// Spec section 2 route by route: each path is claimed exactly once, by the shell itself or by one
// remote's route table (read the way the remote's build reads it), with the access the spec gives.
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { ROUTE_ACCESS, ROUTE_PATH_REGEX } from '@mockexam/contracts/routes';
import { routes } from './router';

// The build's own reader of route tables (shared/mf-config/routeTable.cjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const routeTable = require('@mockexam/mf-config/route-table');
const { readRouteTable, ROUTE_ACCESS: BUILD_ACCESS, ROUTE_PATH: BUILD_PATH } = routeTable;

const REMOTES = ['mf-enrolment', 'mf-payment', 'mf-school', 'mf-report', 'mf-admin'];

/** Spec section 2: every route, public, candidate, school and admin, below the locale prefix. */
const SPEC_ROUTES: Record<string, string> = {
  '': 'shell',
  'coming-soon': 'shell',
  aboutus: 'shell',
  terms: 'shell',
  'personal-information-collection-statement': 'shell',
  'privacy-policy': 'shell',
  contactus: 'shell',
  login: 'shell',
  'individual-login': 'shell',
  enrolment: 'public',
  'individual-enrolment': 'shell',
  register: 'shell',
  'candidate-register': 'shell',
  'forgot-password': 'shell',
  'reset-password': 'shell',
  faq: 'shell',
  instructions: 'shell',
  enrolment_confirm: 'candidate',
  'fps_payment/:id': 'candidate',
  'fps_payment_success/:id': 'candidate',
  'csh_payment/:id': 'candidate',
  'upload_receipt_success/:id': 'candidate',
  'admission-ticket': 'candidate',
  'exam-result-list': 'candidate',
  'exam-report/m/:id': 'candidate',
  'order-history': 'candidate',
  'enrolment-history': 'candidate',
  'school/login': 'shell',
  'school/home': 'school',
  'school/report': 'school',
  'school/school-analysis/:id': 'school',
  'school/school-report/:id': 'school',
  'exam-report/d/:id': 'school',
  'admin/login': 'staff-guest',
  'admin/home': 'staff',
};

function shellPaths(): string[] {
  const children = (routes.find((route) => route.path === '/:locale')?.children ?? []) as RouteObject[];
  return children.map((route) => (route.index ? '' : (route.path ?? ''))).filter((p) => p !== '*');
}

describe('the routes of spec section 2', () => {
  const claims = new Map<string, string[]>();
  const access = new Map<string, string>();
  beforeAll(() => {
    for (const p of shellPaths()) claims.set(p, [...(claims.get(p) ?? []), 'shell']);
    for (const remote of REMOTES) {
      for (const route of readRouteTable(path.resolve(__dirname, '../../..', remote))) {
        claims.set(route.path, [...(claims.get(route.path) ?? []), remote]);
        access.set(route.path, route.access);
      }
    }
  });

  it('are each claimed exactly once', () => {
    const wrong = Object.keys(SPEC_ROUTES)
      .map((p) => [p, claims.get(p) ?? []] as const)
      .filter(([, owners]) => owners.length !== 1)
      .map(([p, owners]) => `${p || '(home)'}: ${owners.length ? owners.join(' and ') : 'nobody'}`);
    expect(wrong).toEqual([]);
  });

  it('are guarded as the spec says when a remote owns them', () => {
    const remoteOwned = Object.entries(SPEC_ROUTES).filter(([, kind]) => kind !== 'shell');
    expect(remoteOwned.map(([p]) => [p, access.get(p)])).toEqual(remoteOwned);
  });

  it('leave no route claimed twice, even one the spec does not name', () => {
    expect([...claims].filter(([, owners]) => owners.length > 1)).toEqual([]);
  });
});

describe("the build's route-table reader", () => {
  // It is CommonJS run by webpack, so it keeps its own copy of the rules: they must be the contracts'.
  it('accepts the access kinds and path patterns the shell and registry accept, no more, no fewer', () => {
    expect(BUILD_ACCESS).toEqual([...ROUTE_ACCESS]);
    expect(String(BUILD_PATH)).toBe(String(ROUTE_PATH_REGEX));
  });
});
