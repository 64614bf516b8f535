// The school's results data pack: the data, the analysis and the student list, each an .xlsx the
// server writes in the page's language, opened in a new tab.
import { useTranslation } from 'react-i18next';
import { Button } from '@mockexam/ui/plain';
import { useSchoolPackUrl, type PackPart } from './api';

const PARTS: readonly PackPart[] = ['data', 'analysis', 'list'];

export function PackDownloads({ examId }: { examId: number }) {
  const { t } = useTranslation('report');
  const packUrl = useSchoolPackUrl();
  return (
    <section className="report-section no-print" aria-labelledby="pack-heading">
      <h2 id="pack-heading">{t('pack.heading')}</h2>
      <p className="report-muted">{t('pack.help')}</p>
      <div className="button-row">
        {PARTS.map((part) => (
          <Button key={part} onClick={() => window.open(packUrl(examId, part), '_blank', 'noopener')}>
            {t(`pack.${part}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}
