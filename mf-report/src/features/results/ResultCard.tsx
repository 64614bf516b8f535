// One released exam on "My grades": its titles, the weighted total, the level (or Attained /
// Unattained) and the way into its report.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CandidateExamDetails } from '@mockexam/contracts';
import { formatTotal } from '../../lib/format';
import { LevelText } from '../../lib/LevelText';
import { mobileReportPath, useLocalePrefix } from '../../lib/paths';
import { useReportNames } from '../../lib/names';

export function ResultCard({ result }: { result: CandidateExamDetails }) {
  const { t } = useTranslation('report');
  const names = useReportNames();
  const prefix = useLocalePrefix();
  const headingId = `result-${result.exam_id}`;
  return (
    <div className="result-card card">
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="result-title">
          {names.title1(result)}
        </h2>
        {names.title2(result) && <p className="result-subtitle">{names.title2(result)}</p>}
        <dl className="result-figures">
          <div>
            <dt>{t('results.total')}</dt>
            <dd data-testid="result-total">{formatTotal(result.score)}</dd>
          </div>
          <div>
            <dt>{result.attained === null ? t('results.level') : t('results.attainment')}</dt>
            <dd data-testid="result-level">
              <LevelText level={result.level} attained={result.attained} />
            </dd>
          </div>
        </dl>
        <Link to={mobileReportPath(prefix, result.exam_id)} className="result-link">
          {t('results.viewReport', { title: names.title1(result) })}
        </Link>
      </article>
    </div>
  );
}
