// Where the session token lives on the client (spec section 9): base64-encoded JSON in a cookie
// (path /), and in local storage under a configured prefix plus the token name when "persist" is on.
export const STORAGE_PREFIX = 'mockexam.';
export const TOKEN_NAME = 'access_token';
const COOKIE_NAME = `${STORAGE_PREFIX.replace(/\W/g, '_')}${TOKEN_NAME}`;
const PERSIST_KEY = `${STORAGE_PREFIX}persist`;

const encode = (token: string) => btoa(JSON.stringify({ [TOKEN_NAME]: token }));

function decode(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(atob(decodeURIComponent(raw))) as Record<string, unknown>;
    const token = parsed[TOKEN_NAME];
    return typeof token === 'string' && token.length > 0 ? token : null;
  } catch {
    return null;
  }
}

function readCookie(): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${COOKIE_NAME}=`));
  return match ? match.slice(COOKIE_NAME.length + 1) : null;
}

export function saveToken(token: string, persist: boolean): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_NAME}=${encodeURIComponent(encode(token))}; path=/; SameSite=Lax${secure}`;
  localStorage.setItem(PERSIST_KEY, String(persist));
  if (persist) localStorage.setItem(STORAGE_PREFIX + TOKEN_NAME, encode(token));
  else localStorage.removeItem(STORAGE_PREFIX + TOKEN_NAME);
}

export function loadToken(): string | null {
  return decode(readCookie()) ?? decode(localStorage.getItem(STORAGE_PREFIX + TOKEN_NAME));
}

export function loadPersist(): boolean {
  return localStorage.getItem(PERSIST_KEY) !== 'false';
}

/** Logout: token, cookie and persist flag all go. */
export function clearToken(): void {
  document.cookie = `${COOKIE_NAME}=; path=/; Max-Age=0`;
  localStorage.removeItem(STORAGE_PREFIX + TOKEN_NAME);
  localStorage.removeItem(PERSIST_KEY);
}
