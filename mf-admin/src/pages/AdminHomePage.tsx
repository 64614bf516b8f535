// Staff home: the back office's sections as tabs (a tablist of tabs only, see SectionTabs); the chosen one lives in the URL (?section=orders),
// so a reload, the back button and a shared link all land on the same section.
import App from 'antd/es/app';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@mockexam/session';
import { AuditLog } from '../features/audit/AuditLog';
import { Exams } from '../features/exams/Exams';
import { Orders } from '../features/orders/Orders';
import { Overview } from '../features/overview/Overview';
import { Receipts } from '../features/receipts/Receipts';
import { Schools } from '../features/schools/Schools';
import { SectionTabs } from '../components/SectionTabs';
import { CycleSetupTab } from './CycleSetupTab';
import '../admin.css';

export const SECTIONS = ['overview', 'orders', 'receipts', 'schools', 'cycle', 'exams', 'audit'] as const;
export type Section = (typeof SECTIONS)[number];

export default function AdminHomePage() {
  const { t } = useTranslation('admin');
  const name = useSession((s) => s.profile?.display_name ?? '');
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('section');
  const section: Section = (SECTIONS as readonly string[]).includes(asked ?? '') ? (asked as Section) : 'overview';

  function open(next: string, params: Record<string, string> = {}) {
    setSearchParams(next === 'overview' ? {} : { section: next, ...params });
  }

  const content: Record<Section, React.ReactNode> = {
    overview: <Overview onOpen={open} />,
    orders: <Orders />,
    receipts: <Receipts onOpenOrder={(no) => setSearchParams({ section: 'orders', order: no })} />,
    schools: <Schools />,
    cycle: <CycleSetupTab />,
    exams: <Exams />,
    audit: <AuditLog />,
  };

  // <App>: the sections confirm through App.useApp().modal (the shell's provider has no <App>).
  return (
    <App component="section" className="admin-home">
      <h1>{t('home.title')}</h1>
      <p>{t('home.welcome', { name })}</p>
      <SectionTabs
        label={t('home.sections')}
        keys={SECTIONS}
        active={section}
        titleOf={(key) => t(`section.${key}`)}
        onChange={(key) => open(key)}
      >
        {/* Only the open section is mounted (its queries run only when shown). */}
        <div key={section}>{content[section]}</div>
      </SectionTabs>
    </App>
  );
}
