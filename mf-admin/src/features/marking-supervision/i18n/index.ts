// The feature's strings, registered as their own namespace. Both languages have the same keys.
import { en } from './en';
import { zhHk } from './zh-hk';

export const resources = { 'zh-hk': zhHk, en };
