// The exams and results section: a cycle (the current one unless another is chosen), its exams, and the exam
// opened from the list with its papers (questions, marks, scans), grade boundaries, grading and analysis.
// The exam has its own address (admin/exams/:id, the cycle in ?cycle=), so a reload, the back button or a
// shared link opens the same exam. Archived exams show with ?archived=show.
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { nameIn } from '@mockexam/i18n';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { adminHref } from '../../components/sections';
import { useCycles, useExams } from './api';
import { ExamDetail } from './ExamDetail';
import { ExamsCard } from './ExamsCard';
import './exams.css';

export function Exams() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const cycles = useCycles();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const asked = Number(searchParams.get('cycle'));
  const cycle = cycles.data?.find((c) => c.cycle_id === asked) ?? cycles.data?.find((c) => c.is_current) ?? null;
  const archived = searchParams.get('archived') === 'show' ? 'show' : 'hide';
  const exams = useExams(cycle?.cycle_id ?? null, archived);
  const examId = Number(useParams().id);
  const exam = exams.data?.find((e) => e.exam_id === examId) ?? null;

  function show(next: { cycle: number; exam?: number; archived?: 'hide' | 'show' }) {
    const shown = next.archived ?? archived;
    const search: Record<string, string> = {
      cycle: String(next.cycle),
      ...(shown === 'show' ? { archived: shown } : {}),
    };
    void navigate(adminHref(locale, next.exam ? `exams/${next.exam}` : 'exams', search));
  }

  if (cycles.isError && !cycles.isFetching) {
    return (
      <div className="admin-card">
        <LoadError onRetry={() => void cycles.refetch()} />
      </div>
    );
  }
  if (!cycles.data) return <Card className="admin-card" loading />;
  if (!cycle) return <Card className="admin-card">{t('exams.noCycle')}</Card>;
  return (
    <>
      <Form className="admin-toolbar" layout="vertical" component="div">
        <Form.Item label={t('exams.cycle')} htmlFor="admin-exams-cycle">
          <Select
            id="admin-exams-cycle"
            style={{ minWidth: 220 }}
            value={cycle.cycle_id}
            onChange={(id: number) => show({ cycle: id })}
            options={cycles.data.map((c) => ({
              value: c.cycle_id,
              label: `${c.code} ${nameIn(c, locale)}${c.is_current ? ` (${t('exams.currentCycle')})` : ''}`,
            }))}
          />
        </Form.Item>
      </Form>
      <ExamsCard
        cycle={cycle}
        exams={exams}
        showArchived={archived === 'show'}
        onShowArchived={(on) => show({ cycle: cycle.cycle_id, exam: exam?.exam_id, archived: on ? 'show' : 'hide' })}
        openExamId={exam?.exam_id ?? null}
        onOpen={(id) => show({ cycle: cycle.cycle_id, exam: id })}
      />
      {exam && <ExamDetail key={exam.exam_id} cycle={cycle} exam={exam} />}
    </>
  );
}
