// The account pages' namespace, registered when the first account page loads.
import { registerNamespace } from '@mockexam/i18n';
import { zhHK } from './zh-hk';
import { en } from './en';

export const accountResources = { 'zh-hk': zhHK, en };

registerNamespace('account', accountResources);
