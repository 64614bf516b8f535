// antd follows the site language: zh_HK or en_US component texts, and dayjs in the same locale.
// No <App> here: its message, notification and modal hooks cost every page ~23 KB gzipped; the back
// office, the one user of App.useApp, wraps its pages in <App> itself.
import type { ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import zhHK from 'antd/locale/zh_HK';
import enUS from 'antd/locale/en_US';
import { useTranslation } from 'react-i18next';
import { localeOf } from '@mockexam/i18n';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-hk';
import 'dayjs/locale/en';
import { theme } from './theme';

export function AntdProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  // antd's date pickers name months and weekdays through dayjs's global locale (dayjs names ours alike).
  dayjs.locale(locale);
  return (
    <ConfigProvider locale={locale === 'en' ? enUS : zhHK} theme={theme} button={{ autoInsertSpace: false }}>
      {children}
    </ConfigProvider>
  );
}
