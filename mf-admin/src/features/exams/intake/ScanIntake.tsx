// A paper's scan intake at admin/exams/:id/papers/:paper/scans: send the scanned answer books, follow the
// files as they are read, resolve the pages that could not be filed, and see whose scripts are complete.
// The part shown is in the address (?tab=), so a reload or a shared link opens the same one. While any file
// is still being read, the files are read again every few seconds, and the other lists with them. A part once opened stays
// mounted when another is shown, so files being sent go on sending.
import { paperHeading } from '@mockexam/contracts/text';
import Card from 'antd/es/card';
import Tabs from 'antd/es/tabs';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@mockexam/ui/text';
import { adminHref } from '../../../components/sections';
import { useCycles, useExams } from '../api';
import { useScanCompleteness, useScanExceptions, useScanUploads } from './api';
import { Completeness } from './Completeness';
import { ExceptionsQueue } from './ExceptionsQueue';
import { UploadPanel } from './UploadPanel';
import { UploadsList } from './UploadsList';
import './intake.css';

const TABS = ['upload', 'uploads', 'exceptions', 'completeness'] as const;
type Tab = (typeof TABS)[number];

/** The exam and paper named by the address, for the heading (the intake itself needs only the paper's id). */
function usePaperTitle(examId: number, examPaperId: number, cycleId: number) {
  const cycles = useCycles();
  const cycle = cycles.data?.find((c) => c.cycle_id === cycleId) ?? cycles.data?.find((c) => c.is_current);
  const exam = useExams(cycle?.cycle_id ?? null).data?.find((e) => e.exam_id === examId);
  const paper = exam?.papers.find((p) => p.exam_paper_id === examPaperId);
  return { exam, paper, cycle };
}

export function ScanIntake() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const params = useParams();
  const examId = Number(params.id);
  const examPaperId = Number(params.paper);
  const [search, setSearch] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(search.get('tab') ?? '')
    ? (search.get('tab') as Tab)
    : 'upload';
  const { exam, paper, cycle } = usePaperTitle(examId, examPaperId, Number(search.get('cycle')));
  // Mounted with the page, so the files are followed whichever part is shown.
  useScanUploads(examPaperId);
  const exceptions = useScanExceptions(examPaperId, 0).data;
  const completeness = useScanCompleteness(examPaperId, 'missing', 0).data;

  const title = paper
    ? t('intake.titleOf', { paper: paperHeading(paper.paper_no, paper.title)[locale], exam: exam!.title1 })
    : t('intake.title');
  const examLink = adminHref(locale, `exams/${examId}`, cycle ? { cycle: String(cycle.cycle_id) } : undefined);
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);

  return (
    <Card className="admin-card" title={<h2 className="intake-heading">{title}</h2>}>
      <p>
        <Link to={examLink}>{t('intake.back')}</Link>
      </p>
      <Tabs
        aria-label={title}
        activeKey={tab}
        onChange={(next) =>
          setSearch(
            (before) => {
              const after = new URLSearchParams(before);
              after.set('tab', next);
              return after;
            },
            { replace: true },
          )
        }
        items={[
          {
            key: 'upload',
            label: t('intake.tab.upload'),
            children: <UploadPanel examPaperId={examPaperId} label={t('intake.upload.fileLabel', { title })} />,
          },
          { key: 'uploads', label: t('intake.tab.uploads'), children: <UploadsList examPaperId={examPaperId} /> },
          {
            key: 'exceptions',
            label: `${t('intake.tab.exceptions')}${count(exceptions?.total)}`,
            children: <ExceptionsQueue examPaperId={examPaperId} pageCount={completeness?.page_count ?? null} />,
          },
          {
            key: 'completeness',
            label: t('intake.tab.completeness'),
            children: <Completeness examPaperId={examPaperId} />,
          },
        ]}
      />
    </Card>
  );
}
