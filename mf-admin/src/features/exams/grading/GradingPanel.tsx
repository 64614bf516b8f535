// Grading an exam: a run computes every candidate's results from the marks as they are now and replaces the
// exam's results, so a published earlier run is withdrawn until staff publish again (the server does this).
// Staff look at the latest run's level distribution, then publish it; candidates see it once the cycle's
// release time has passed. Re-running after a correction is allowed and says so.
import { useState } from 'react';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import { useTranslation } from 'react-i18next';
import type { AdminExam, AdminGradingRun } from '@mockexam/contracts';
import { fieldIn } from '@mockexam/i18n';
import { formatDateTime } from '@mockexam/i18n/dates';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { ResultAlert, type ActionResult } from '../../../components/ResultAlert';
import { useActionError } from '../../../components/useActionError';
import { useGradingRuns, usePublishRun, useRunGrading } from '../api';
import { LevelDistribution } from './LevelDistribution';
import { RunsTable } from './RunsTable';
import { RunStatusTag } from './RunStatusTag';

export function GradingPanel({ exam }: { exam: AdminExam }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const actionError = useActionError();
  const { modal } = App.useApp();
  const runs = useGradingRuns(exam.exam_id);
  const running = useRunGrading(exam.exam_id);
  const publishing = usePublishRun(exam.exam_id);
  const [result, setResult] = useState<ActionResult | null>(null);
  const latest = runs.data?.[0] ?? null;
  const published = runs.data?.find((r) => r.published) ?? null;
  const release = exam.release_at ? formatDateTime(exam.release_at, locale) : null;

  function run() {
    modal.confirm({
      title: t('exams.grading.runTitle', { title: fieldIn(exam, 'title1', locale) }),
      content: (
        <>
          <p>{t('exams.grading.runText')}</p>
          {published && <p>{t('exams.grading.runWithdraws', { run: published.run_id })}</p>}
        </>
      ),
      okText: t('exams.grading.run'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const made = await running.mutateAsync();
          const text = t('exams.grading.ran', { run: made.run_id, count: made.candidates });
          const withdrawn = made.unpublished_run_id
            ? ` ${t('exams.grading.withdrawn', { run: made.unpublished_run_id })}`
            : '';
          setResult({ type: 'success', text: text + withdrawn });
        } catch (e) {
          setResult({ type: 'error', text: actionError(e) });
        }
      },
    });
  }

  function publish(target: AdminGradingRun) {
    const passed = exam.release_at !== null && Date.parse(exam.release_at) <= Date.now();
    modal.confirm({
      title: t('exams.grading.publishTitle', { run: target.run_id }),
      content: !release
        ? t('exams.grading.publishNoRelease')
        : passed
          ? t('exams.grading.publishReleased', { release })
          : t('exams.grading.publishText', { release }),
      okText: t('exams.grading.publish'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await publishing.mutateAsync(target.run_id);
          setResult({ type: 'success', text: t('exams.grading.publishedDone', { run: target.run_id }) });
        } catch (e) {
          setResult({ type: 'error', text: actionError(e) });
        }
      },
    });
  }

  if (runs.isError && !runs.isFetching) return <LoadError onRetry={() => void runs.refetch()} />;
  return (
    <>
      <p>{t('exams.grading.explain')}</p>
      <ResultAlert result={result} onClose={() => setResult(null)} />
      <div className="admin-account" style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={run} loading={running.isPending}>
          {latest ? t('exams.grading.rerun') : t('exams.grading.run')}
        </Button>
        {!exam.has_boundaries && <span className="admin-secondary">{t('exams.grading.needsBoundaries')}</span>}
      </div>
      {latest && (
        <Card type="inner" className="admin-card" title={t('exams.grading.latest', { run: latest.run_id })}>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, md: 4 }}
            items={[
              { key: 'at', label: t('exams.grading.ranAt'), children: formatDateTime(latest.ran_at, locale) },
              { key: 'by', label: t('exams.grading.ranBy'), children: latest.ran_by ?? t('common.none') },
              { key: 'n', label: t('exams.grading.candidates'), children: latest.candidates },
              { key: 'state', label: t('exams.grading.state'), children: <RunStatusTag run={latest} /> },
              { key: 'release', label: t('exams.release'), children: release ?? t('exams.notSet') },
            ]}
          />
          <LevelDistribution run={latest} attainOnly={exam.subject === 'csd'} />
          {!latest.published && (
            <Button
              type="primary"
              style={{ marginTop: 12 }}
              onClick={() => publish(latest)}
              loading={publishing.isPending}
            >
              {t('exams.grading.publishRun', { run: latest.run_id })}
            </Button>
          )}
        </Card>
      )}
      <RunsTable runs={runs.data ?? []} loading={runs.isFetching} />
    </>
  );
}
