export * from './locales';
export { i18n, initI18n, registerNamespace, registerLazyNamespace, changeLocale, currentLocale } from './instance';
export { keyDifferences } from './keys';
