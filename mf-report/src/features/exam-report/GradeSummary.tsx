// The grade report's figures (spec section 3): weighted total, the score of each paper the exam has,
// section scores, level (or attained), ranks, averages and participants. The overall level is shown only
// when it differs from the exam's level (a single exam's overall level is its level). School figures are
// left out for an individual candidate. While loading, the same grid holds placeholders, so nothing moves
// when it fills.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CandidateExamDetails, ExamPaper } from '@mockexam/contracts';
import { sectionLabel } from '@mockexam/contracts/text';
import { textIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';
import { formatMark, formatRank, formatTotal, NO_VALUE } from '../../lib/format';
import { LevelText } from '../../lib/LevelText';
import { useReportNames } from '../../lib/names';

interface Props {
  /** Undefined while loading. */
  details: CandidateExamDetails | undefined;
  /** The exam's papers (a figure for each); undefined while loading. */
  papers: Pick<ExamPaper, 'paper_no'>[] | undefined;
  /** The school's rank and average: not for an individual candidate. */
  withSchool: boolean;
}

interface Figure {
  key: string;
  label: string;
  value: (d: CandidateExamDetails) => ReactNode;
}

/** The papers a result has scores for: paper 1 and paper 2. */
const SCORED_PAPERS = [1, 2] as const;
const paperScore = (d: CandidateExamDetails, no: 1 | 2) => (no === 1 ? d.paper1_score : d.paper2_score);

export function GradeSummary({ details, papers, withSchool }: Props) {
  const { t } = useTranslation('report');
  const locale = useLocale();
  const names = useReportNames();
  const attainment = details?.attained != null;
  const figures: (Figure | false)[] = [
    { key: 'total', label: t('summary.total'), value: (d) => formatTotal(d.score) },
    // Before the exam arrives: both, as most exams have two papers.
    ...SCORED_PAPERS.filter((no) => !papers || papers.some((p) => p.paper_no === no)).map((no) => ({
      key: `paper${no}`,
      label: names.paper(no),
      value: (d: CandidateExamDetails) => formatMark(paperScore(d, no)),
    })),
    { key: 'sectionA', label: textIn(sectionLabel('A'), locale), value: (d) => formatMark(d.section_a_score) },
    { key: 'sectionB', label: textIn(sectionLabel('B'), locale), value: (d) => formatMark(d.section_b_score) },
    {
      key: 'level',
      label: attainment ? t('summary.attainment') : t('summary.level'),
      value: (d) => <LevelText level={d.level} attained={d.attained} />,
    },
    details?.overall_level != null &&
      details.overall_level !== details.level && {
        key: 'overallLevel',
        label: t('summary.overallLevel'),
        value: (d) => <LevelText level={d.overall_level} attained={null} />,
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
