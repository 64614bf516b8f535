// The shell's own strings (layout, navigation, account pages, errors) in both languages.
import { registerNamespace } from '@mockexam/i18n';
import { zhHK } from './zh-hk';
import { en } from './en';

export function registerShellNamespace(): void {
  registerNamespace('shell', { 'zh-hk': zhHK, en });
}
