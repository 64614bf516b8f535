// How many of the school's students reached each level, and the shares of the school and of all
// candidates: a plain table, so it prints whole, in a labelled region that scrolls sideways on a phone.
import { useTranslation } from 'react-i18next';
import type { SchoolAnalysisResponse } from '@mockexam/contracts';
import { formatPercent } from '../../lib/format';
import { useLevelLabel } from '../../lib/LevelText';
import { shareOf } from './distribution';

export function LevelDistributionTable({ analysis }: { analysis: SchoolAnalysisResponse }) {
  const { t } = useTranslation('report');
  const levelLabel = useLevelLabel();
  return (
    <div className="report-table-region" role="region" aria-label={t('schoolReport.levelsTableLabel')} tabIndex={0}>
      <table className="report-table">
        <caption>{t('schoolReport.levelsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('schoolAnalysis.level')}</th>
            <th scope="col">{t('schoolReport.students')}</th>
            <th scope="col">{t('schoolReport.schoolShare')}</th>
            <th scope="col">{t('schoolReport.allShare')}</th>
          </tr>
        </thead>
        <tbody>
          {analysis.levels.map((row) => (
            <tr key={row.level}>
              <th scope="row">{levelLabel(row.level)}</th>
              <td>{row.school}</td>
              <td>{formatPercent(shareOf(row.school, analysis.participants_school))}</td>
              <td>{formatPercent(shareOf(row.all, analysis.participants_all))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
