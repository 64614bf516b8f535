// The one i18next instance of the site. Shared as a Module Federation singleton, so every remote
// adds its namespace to the same instance the shell switches language on.
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from './locales';
import { common } from './common';

export const i18n = i18next.createInstance();

type Bundle = Record<string, unknown>;
type BundleLoader = () => Promise<{ default: Bundle }>;

/** Namespaces whose strings are fetched per language when first needed (large copy). */
const lazyNamespaces = new Map<string, Record<Locale, BundleLoader>>();

/** Namespaces registered before init (a module imported early) are added once init runs. */
const pending: [string, Record<Locale, Record<string, unknown>>][] = [];

/**
 * i18next canonicalises every language code with a dash through Intl.getCanonicalLocales, on every t() call:
 * CPU profiles of a page's load on a slowed phone showed it as the largest function of our own making, and
 * its first call (ICU's start, about 20 ms on the 2-core machine before slow-down) inside the largest task of
 * start-up. The site's own codes are known and already in i18next's form ('zh-hk', 'en': lower case, as
 * lowerCaseLng asks), so they are given back as they are; any other code is canonicalised once. An external
 * module's init runs after i18next creates its services and before its first language lookup.
 */
const knownLanguageCodes = {
  type: '3rdParty',
  init(instance: typeof i18n) {
    const utils = instance.services.languageUtils as { formatLanguageCode(code: string): string };
    const format = utils.formatLanguageCode.bind(utils);
    const formatted = new Map<string, string>(SUPPORTED_LOCALES.map((code) => [code, code]));
    utils.formatLanguageCode = (code) => {
      let answer = formatted.get(code);
      if (answer === undefined) formatted.set(code, (answer = format(code)));
      return answer;
    };
  },
} as const;

export async function initI18n(initialLocale: Locale): Promise<void> {
  if (i18n.isInitialized) return;
  await i18n
    .use(initReactI18next)
    .use(knownLanguageCodes)
    .init({
      lng: initialLocale,
      supportedLngs: [...SUPPORTED_LOCALES],
      lowerCaseLng: true,
      load: 'currentOnly',
      fallbackLng: DEFAULT_LOCALE,
      ns: ['common'],
      defaultNS: 'common',
      resources: common as Resource,
      interpolation: { escapeValue: false },
      returnNull: false,
      // No advertisement in the console of every page and test run.
      showSupportNotice: false,
    });
  for (const [ns, resources] of pending.splice(0)) registerNamespace(ns, resources);
}

/** A remote (or the shell) adds its own namespace in both languages. */
export function registerNamespace(ns: string, resources: Record<Locale, Record<string, unknown>>): void {
  if (!i18n.isInitialized) {
    pending.push([ns, resources]);
    return;
  }
  for (const locale of SUPPORTED_LOCALES) {
    i18n.addResourceBundle(locale, ns, resources[locale], true, true);
  }
}

const loadedLazy = new Map<string, Promise<void>>();

const whenInitialized = () =>
  i18n.isInitialized ? Promise.resolve() : new Promise<void>((resolve) => i18n.on('initialized', () => resolve()));

function loadLazyNamespace(ns: string, locale: Locale): Promise<void> {
  const key = `${ns}:${locale}`;
  let loading = loadedLazy.get(key);
  if (!loading) {
    const load = lazyNamespaces.get(ns)![locale];
    loading = load().then((bundle) => void i18n.addResourceBundle(locale, ns, bundle.default, true, true));
    loadedLazy.set(key, loading);
  }
  return loading;
}

/**
 * A namespace whose strings are fetched per language when needed, so a visitor downloads only the
 * language they read. Resolves once the current language's strings are in.
 */
export async function registerLazyNamespace(ns: string, loaders: Record<Locale, BundleLoader>): Promise<void> {
  lazyNamespaces.set(ns, loaders);
  await whenInitialized();
  await loadLazyNamespace(ns, currentLocale());
}

/** Switches language once the new language's lazy strings are loaded (no flash of raw keys). */
export async function changeLocale(locale: Locale): Promise<void> {
  await Promise.all([...lazyNamespaces.keys()].map((ns) => loadLazyNamespace(ns, locale)));
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

export function currentLocale(): Locale {
  return (i18n.language as Locale) || DEFAULT_LOCALE;
}
