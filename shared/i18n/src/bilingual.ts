// Bilingual values in the page's language. Texts in both languages are keyed by the site's locale codes
// ({ en, 'zh-hk' }); the fields of API objects carry a language suffix instead (name_zh / name_en,
// msg_zh), a wire format, so the one mapping from a locale to that suffix lives here.
import type { Locale } from './locales';

/** The key or field suffix of a bilingual value in a locale: 'zh-hk' -> 'zh', 'en' -> 'en'. */
export type TextKey = 'en' | 'zh';

export function textKeyOf(locale: Locale): TextKey {
  return locale === 'en' ? 'en' : 'zh';
}

/** { en, 'zh-hk' } -> the text in `locale` (catalogue messages, status labels, the server's error messages). */
export function textIn(text: { readonly [L in Locale]: string }, locale: Locale): string {
  return text[locale];
}

type Suffixed<F extends string> = `${F}_${TextKey}`;

/**
 * The `field`_en or `field`_zh value of an API object in `locale`:
 * fieldIn(venue, 'address', 'en') is venue.address_en.
 */
export function fieldIn<F extends string, T extends { [K in Suffixed<F>]?: unknown }>(
  item: T,
  field: F,
  locale: Locale,
): T[Suffixed<F> & keyof T] {
  return item[`${field}_${textKeyOf(locale)}` as Suffixed<F> & keyof T];
}

/** The name of anything with name_zh / name_en in `locale`. */
export function nameIn(item: { readonly name_zh: string; readonly name_en: string }, locale: Locale): string {
  return fieldIn(item, 'name', locale);
}
