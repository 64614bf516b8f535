// This remote's strings, registered as the 'school' namespace of the shared i18next instance.
import { en } from './en';
import { zhHk } from './zh-hk';

export const resources = { 'zh-hk': zhHk, en };
