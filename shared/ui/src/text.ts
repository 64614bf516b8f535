// The page's language, the spec's catalogue texts in it, and bilingual names. A separate entry
// ('@mockexam/ui/text') because it brings the contracts (zod) that the first view does without.
import { useTranslation } from 'react-i18next';
import { messageText, type Locale, type MessageKey } from '@mockexam/contracts';

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'zh-hk';
}

/** The spec's exact messages come from the shared catalogue, in the page's language. */
export function useMessage(): (key: MessageKey) => string {
  const locale = useLocale();
  return (key) => messageText(key, locale);
}

/** The name of anything with name_zh / name_en in the page's language. */
export const nameIn = (item: { name_zh: string; name_en: string }, locale: Locale) =>
  locale === 'en' ? item.name_en : item.name_zh;
