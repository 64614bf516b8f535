// The cycle's exams (several a subject: Mock 1, Mock 2 by their titles): subject, titles in the page's language,
// papers with their weights and whether marks exist, grade boundaries, the latest grading run (when, by whom, how
// many candidates, published or not), the release time, and the actions: open, edit, archive or bring back, and
// delete (disabled, with the reason, once marks, scans or grading runs rest on the exam).
import Button from 'antd/es/button';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';
import type { AdminCycle } from '@mockexam/api-client';
import type { AdminExam } from '@mockexam/contracts';
import { fieldIn } from '@mockexam/i18n';
import { formatDateTime } from '@mockexam/i18n/dates';
import { NoRecords } from '@mockexam/ui';
import { useLocale } from '@mockexam/ui/text';
import { ScrollRegion } from '../../components/ScrollRegion';
import { RunStatusTag } from './grading/RunStatusTag';
import { subjectName, subjectsOf } from '../../components/cycleSubjects';

interface Props {
  cycle: AdminCycle;
  exams: AdminExam[];
  loading: boolean;
  openExamId: number | null;
  onOpen: (examId: number) => void;
  onEdit: (exam: AdminExam) => void;
  onArchive: (exam: AdminExam) => void;
  onDelete: (exam: AdminExam) => void;
}

export function ExamsTable({ cycle, exams, loading, openExamId, onOpen, onEdit, onArchive, onDelete }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const none = t('common.none');
  const subjects = subjectsOf(cycle);
  return (
    <ScrollRegion label={t('exams.tableLabel')}>
      <Table<AdminExam>
        size="small"
        rowKey="exam_id"
        loading={loading}
        pagination={false}
        dataSource={exams}
        rowClassName={(exam) => (exam.exam_id === openExamId ? 'admin-exam-open' : '')}
        locale={{ emptyText: <NoRecords /> }}
        columns={[
          {
            title: t('exams.subject'),
            key: 'subject',
            render: (_: unknown, exam) => subjectName(subjects, exam.subject, locale),
          },
          {
            title: t('exams.titles'),
            key: 'titles',
            render: (_: unknown, exam) => (
              <>
                <div>
                  {fieldIn(exam, 'title1', locale)} {exam.archived_at && <Tag>{t('exams.archived')}</Tag>}
                </div>
                {fieldIn(exam, 'title2', locale) && (
                  <div className="admin-secondary">{fieldIn(exam, 'title2', locale)}</div>
                )}
              </>
            ),
          },
          {
            title: t('exams.papers'),
            key: 'papers',
            render: (_: unknown, exam) => (
              <ul className="admin-exam-papers">
                {exam.papers.map((p) => (
                  <li key={p.exam_paper_id}>
                    {t('exams.paperLine', {
                      no: p.paper_no,
                      title: fieldIn(p, 'title', locale),
                      weight: p.weight_percent,
                    })}{' '}
                    <span className="admin-secondary">{t('exams.questionCount', { count: p.questions })}</span>{' '}
                    {p.has_marks ? <Tag color="green">{t('exams.hasMarks')}</Tag> : <Tag>{t('exams.noMarks')}</Tag>}
                  </li>
                ))}
              </ul>
            ),
          },
          {
            title: t('exams.boundaryColumn'),
            key: 'boundaries',
            render: (_: unknown, exam) => (exam.has_boundaries ? t('exams.set') : t('exams.notSet')),
          },
          {
            title: t('exams.latestRun'),
            key: 'run',
            render: (_: unknown, { latest_run: run }) =>
              run ? (
                <>
                  <div>{formatDateTime(run.ran_at, locale)}</div>
                  <div className="admin-secondary">
                    {t('exams.runBy', { name: run.ran_by ?? none, count: run.candidates })}
                  </div>
                  <RunStatusTag run={run} />
                </>
              ) : (
                t('exams.noRun')
              ),
          },
          {
            title: t('exams.release'),
            key: 'release',
            render: (_: unknown, exam) =>
              exam.release_at ? formatDateTime(exam.release_at, locale) : t('exams.notSet'),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, exam) => {
              const names = {
                subject: subjectName(subjects, exam.subject, locale),
                title: fieldIn(exam, 'title1', locale),
              };
              const blocked = exam.delete_blockers.length
                ? t('exams.remove.blocked', {
                    reasons: exam.delete_blockers
                      .map((b) => t(`exams.remove.blocker.${b}`))
                      .join(locale === 'en' ? '; ' : '；'),
                  })
                : null;
              return (
                <div className="admin-account">
                  <Button
                    size="small"
                    type={exam.exam_id === openExamId ? 'primary' : 'default'}
                    aria-label={t('exams.openLabel', names)}
                    onClick={() => onOpen(exam.exam_id)}
                  >
                    {t('exams.open')}
                  </Button>
                  <Button size="small" aria-label={t('exams.edit.label', names)} onClick={() => onEdit(exam)}>
                    {t('exams.edit.action')}
                  </Button>
                  {exam.archived_at ? (
                    <Button size="small" aria-label={t('exams.unarchive.label', names)} onClick={() => onArchive(exam)}>
                      {t('exams.unarchive.action')}
                    </Button>
                  ) : (
                    <Button size="small" aria-label={t('exams.archive.label', names)} onClick={() => onArchive(exam)}>
                      {t('exams.archive.action')}
                    </Button>
                  )}
                  <Tooltip title={blocked}>
                    <Button
                      size="small"
                      danger
                      disabled={blocked !== null}
                      aria-label={t('exams.remove.label', names)}
                      aria-description={blocked ?? undefined}
                      onClick={() => onDelete(exam)}
                    >
                      {t('exams.remove.action')}
                    </Button>
                  </Tooltip>
                </div>
              );
            },
          },
        ]}
      />
    </ScrollRegion>
  );
}
