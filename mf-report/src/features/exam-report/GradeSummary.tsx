// The grade report's figures (spec section 3): weighted total, paper and section scores, level and
// overall level (or attained), ranks, averages and participants. School figures are left out for an
// individual candidate. While loading, the same grid holds placeholders, so nothing moves when it fills.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CandidateExamDetails } from '@mockexam/contracts';
import { sectionLabel } from '@mockexam/contracts/text';
import { textIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';
import { formatMark, formatRank, formatTotal, NO_VALUE } from '../../lib/format';
import { LevelText } from '../../lib/LevelText';

interface Props {
  /** Undefined while loading. */
  details: CandidateExamDetails | undefined;
  /** The school's rank and average: not for an individual candidate. */
  withSchool: boolean;
}

interface Figure {
  key: string;
  label: string;
  value: (d: CandidateExamDetails) => ReactNode;
}

export function GradeSummary({ details, withSchool }: Props) {
  const { t } = useTranslation('report');
  const locale = useLocale();
  const attainment = details?.attained != null;
  const figures: (Figure | false)[] = [
    { key: 'total', label: t('summary.total'), value: (d) => formatTotal(d.score) },
    { key: 'paper1', label: t('summary.paper', { no: 1 }), value: (d) => formatMark(d.paper1_score) },
    { key: 'paper2', label: t('summary.paper', { no: 2 }), value: (d) => formatMark(d.paper2_score) },
    { key: 'sectionA', label: textIn(sectionLabel('A'), locale), value: (d) => formatMark(d.section_a_score) },
    { key: 'sectionB', label: textIn(sectionLabel('B'), locale), value: (d) => formatMark(d.section_b_score) },
    {
      key: 'level',
      label: attainment ? t('summary.attainment') : t('summary.level'),
      value: (d) => <LevelText level={d.level} attained={d.attained} />,
    },
    {
      key: 'overallLevel',
      label: t('summary.overallLevel'),
      value: (d) => (d.overall_level ? <LevelText level={d.overall_level} attained={null} /> : NO_VALUE),
    },
    withSchool && {
      key: 'rankInSchool',
      label: t('summary.rankInSchool'),
      value: (d) => formatRank(d.rank_in_school, null),
    },
    {
      key: 'rankInTerritory',
      label: t('summary.rankInTerritory'),
      value: (d) => formatRank(d.rank_in_territory, d.participants),
    },
    withSchool && {
      key: 'schoolAverage',
      label: t('summary.schoolAverage'),
      value: (d) => formatTotal(d.average_score_in_school),
    },
    { key: 'allAverage', label: t('summary.allAverage'), value: (d) => formatTotal(d.average_score_all_schools) },
    { key: 'participants', label: t('summary.participants'), value: (d) => d.participants ?? NO_VALUE },
  ];
  return (
    <section className="report-section" aria-labelledby="grade-summary-heading">
      <h2 id="grade-summary-heading">{t('summary.heading')}</h2>
      <dl className="grade-summary" aria-busy={!details}>
        {figures
          .filter((f): f is Figure => f !== false)
          .map((f) => (
            <div key={f.key} className={`grade-figure grade-figure-${f.key}`}>
              <dt>{f.label}</dt>
              <dd data-testid={`figure-${f.key}`}>
                {details ? f.value(details) : <span className="figure-placeholder" />}
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
