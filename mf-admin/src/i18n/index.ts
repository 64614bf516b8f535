// The back office's strings, registered as the 'admin' namespace. Both languages have the same keys.
import { en } from './en';
import { zhHk } from './zh-hk';

export const resources = { 'zh-hk': zhHk, en };
