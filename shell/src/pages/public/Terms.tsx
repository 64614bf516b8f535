// Terms of use (route 'terms').
import { usePagesCopy } from './pagesCopy';
import './public.css';
import { asList, LegalSections, PublicPage, usePageTitle, type LegalSection } from './parts';

export default function Terms() {
  const { t, i18n } = usePagesCopy();
  usePageTitle(t('terms.title'), t('service.name'));
  const sections = asList<LegalSection>(t('terms.sections', { returnObjects: true }));

  return (
    <PublicPage
      lang={i18n.language}
      className="pub-prose"
      title={t('terms.title')}
      intro={<p className="pub-lead">{t('terms.intro')}</p>}
    >
      <LegalSections sections={sections} idPrefix="pub-terms" />
    </PublicPage>
  );
}
