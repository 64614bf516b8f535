import { preloadOf, type RemoteRoute } from './remotePages';

describe('preloadOf', () => {
  it('loads the module of the page with the pattern, the same module its lazy component then gets', async () => {
    const enrolment = { default: () => null };
    const load = jest.fn(async () => enrolment);
    const other = jest.fn(async () => ({ default: () => null }));
    const routes: RemoteRoute[] = [
      { path: 'enrolment', access: 'public', page: load },
      { path: 'fps_payment/:id', access: 'candidate', page: other },
    ];
    const preload = preloadOf(routes);
    await expect(preload('enrolment')).resolves.toBe(enrolment);
    expect(load).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    await expect(preload('no-such-page')).resolves.toBeUndefined();
  });
});
