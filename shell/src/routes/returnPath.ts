// Where to go after logging in: the page a guard sent the visitor away from, if it is a page of
// this site under a locale and not another account page.
const ACCOUNT_PAGES = /\/(login|school\/login|admin\/login|register|forgot-password|reset-password)\/?$/;

export function safeReturnPath(from: unknown): string | null {
  if (typeof from !== 'string' || !/^\/(zh-hk|en)(\/|$|\?)/.test(from)) return null;
  const path = from.split(/[?#]/)[0];
  return ACCOUNT_PAGES.test(path) ? null : from;
}
