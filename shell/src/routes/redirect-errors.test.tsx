// Redirects on a page load log no React error: start-up decides them before the first
// render, the guard still decides while the app runs, and a page whose copy arrives while it renders
// (the page a redirect lands on) mounts cleanly inside a transition, as the first render runs.
import { startTransition, Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { initI18n } from '@mockexam/i18n';
import { sessionStore } from '@mockexam/session';
import { testProfiles } from '@mockexam/session/testing';
import { Guard } from './Guard';
import { initialRedirect } from './initialRedirect';
import { lazyCopy } from '../pages/public/copy';
import type { RegistryRoute } from '../remotes/registry';

const registry: RegistryRoute[] = [
  { remote: 'mf-school', path: 'school/home', access: 'school' },
  { remote: 'mf-admin', path: 'admin/home', access: 'staff' },
  { remote: 'mf-admin', path: 'admin/login', access: 'staff-guest' },
  { remote: 'mf-enrolment', path: 'enrolment_confirm', access: 'candidate' },
  { remote: 'mf-enrolment', path: 'order-history', access: 'candidate' },
  { remote: 'mf-enrolment', path: 'enrolment', access: 'public' },
  { remote: 'mf-report', path: 'exam-result-list', access: 'candidate' },
] as RegistryRoute[];
const sources = { session: Promise.resolve(), routes: async () => registry };
const at = (pathname: string, state: unknown = null) => ({ pathname, search: '', state });

let consoleError: jest.SpyInstance;
beforeAll(() => initI18n('en'));
beforeEach(() => {
  sessionStore.getState().signOut();
  sessionStore.getState().setForgotPassword(false);
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => consoleError.mockRestore());

describe('the redirect of a page load, decided before the first render', () => {
  it.each([
    ['candidate', '/en/login', '/en'],
    ['candidate', '/en/register', '/en'],
    ['candidate', '/en/forgot-password', '/en'],
    ['candidate', '/en/school/home', '/en'],
    ['candidate', '/en/admin/home', '/en'],
    ['school', '/en/login', '/en/school/home'],
    ['school', '/en/enrolment_confirm', '/en/school/home'],
    ['school', '/zh-hk/individual-login', '/zh-hk/school/home'],
    ['staff', '/en/login', '/en/admin/home'],
    ['staff', '/en/admin/login', '/en/admin/home'],
    ['schoolCandidate', '/en/login', '/en/exam-result-list'],
  ] as const)('%s opening %s goes to %s', async (who, path, to) => {
    sessionStore.getState().signIn('tok', testProfiles[who]);
    await expect(initialRedirect(at(path), sources)).resolves.toEqual({ to });
  });

  it('leaves readers on the pages they may open, and unknown paths to the 404 page', async () => {
    sessionStore.getState().signIn('tok', testProfiles.candidate);
    for (const path of ['/en', '/en/faq', '/en/order-history', '/en/enrolment', '/en/change-password', '/en/nope']) {
      await expect(initialRedirect(at(path), sources)).resolves.toBeNull();
    }
  });

  it('sends a visitor to the matching login, remembering the page', async () => {
    await expect(initialRedirect({ ...at('/en/order-history'), search: '?x=1' }, sources)).resolves.toEqual({
      to: '/en/login',
      state: { from: '/en/order-history?x=1' },
    });
    await expect(initialRedirect(at('/zh-hk/school/home'), sources)).resolves.toMatchObject({
      to: '/zh-hk/school/login',
    });
  });

  it('waits for session resume of a stored token before deciding', async () => {
    sessionStore.getState().adoptToken('stored');
    const session = new Promise<void>((resolve) =>
      setTimeout(() => {
        sessionStore.getState().confirm(testProfiles.school);
        resolve();
      }, 10),
    );
    await expect(initialRedirect(at('/en/login'), { ...sources, session })).resolves.toEqual({
      to: '/en/school/home',
    });
  });

  it('sends every page but reset-password to reset-password while the forgot-password flag is set', async () => {
    sessionStore.getState().setForgotPassword(true);
    await expect(initialRedirect(at('/en/faq'), sources)).resolves.toEqual({ to: '/en/reset-password' });
    await expect(initialRedirect(at('/en/reset-password'), sources)).resolves.toBeNull();
  });
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe('rendering a redirect', () => {
  it('the guard of a login page sends a logged-in candidate home with no console error', async () => {
    sessionStore.getState().signIn('tok', testProfiles.candidate);
    render(
      <MemoryRouter initialEntries={['/en/login']}>
        <Where />
        <Routes>
          <Route path="/:locale" element={<h1>Home</h1>} />
          <Route
            path="/:locale/login"
            element={
              <Guard access="guest">
                <h1>Login</h1>
              </Guard>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/en$/);
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a page whose copy arrives during its first render (a transition) mounts without a React error', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const bundle = async () => {
      await arrived;
      return { default: { greeting: 'Welcome' } };
    };
    const { useCopy } = lazyCopy('redirectTestCopy', { en: bundle, 'zh-hk': bundle });
    function Page() {
      const { t } = useCopy();
      const [count] = useState(1); // a hook after the copy: the one React could not find on a bad replay
      return (
        <h1>
          {t('greeting')} {count}
        </h1>
      );
    }
    const view = render(<div />);
    await act(async () => {
      startTransition(() =>
        view.rerender(
          <Suspense fallback={<p>Loading</p>}>
            <Page />
          </Suspense>,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      arrive();
    });
    expect(await screen.findByRole('heading', { name: 'Welcome 1' })).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
