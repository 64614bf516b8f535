// The feature's i18n namespace (registered by the remote's pages module).
export const NS = 'marking-supervision';
