export * from './locales';
export { textKeyOf, textIn, fieldIn, nameIn, type TextKey } from './bilingual';
export { i18n, initI18n, registerNamespace, registerLazyNamespace, changeLocale, currentLocale } from './instance';
export { keyDifferences } from './keys';
