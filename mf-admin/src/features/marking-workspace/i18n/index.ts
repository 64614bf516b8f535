// The markers' pages' strings, registered as the 'marking' namespace. Both languages have the same keys.
import { en } from './en';
import { zhHk } from './zh-hk';

export const markingResources = { 'zh-hk': zhHk, en };
