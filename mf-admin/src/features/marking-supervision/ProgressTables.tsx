// The figures of marking in progress. Per question: items, items with a final mark, items still to mark,
// items waiting for a second or a third marking, open flags, and the mean and spread of first marks. Per
// marker: items marked, items an hour, their mean and spread beside the question's, their agreement with
// second markers, seeds marked and seeds beyond tolerance; with pause, resume and send back.
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { MarkingProgressResponse } from '@mockexam/contracts';
import { NoRecords } from '@mockexam/ui';
import { ScrollRegion } from '../../components/ScrollRegion';
import { NS } from './ns';

type QuestionRow = MarkingProgressResponse['questions'][number];
type MarkerRow = MarkingProgressResponse['markers'][number];

/** A mean or spread to one decimal; a dash without marks. */
export const figure = (n: number | null) => (n === null ? '—' : n.toFixed(1));
/** A share 0..1 as a whole percentage; a dash without any. */
export const percent = (n: number | null) => (n === null ? '—' : `${Math.round(n * 100)}%`);

export function QuestionProgressTable({ questions }: { questions: QuestionRow[] }) {
  const { t } = useTranslation(NS);
  return (
    <ScrollRegion label={t('progress.questionsLabel')}>
      <Table<QuestionRow>
        size="small"
        rowKey="question_id"
        pagination={false}
        dataSource={questions}
        locale={{ emptyText: <NoRecords /> }}
        columns={[
          {
            title: t('progress.question'),
            key: 'label',
            render: (_, q) => (
              <>
                {q.label}{' '}
                <Tag color={q.open ? 'green' : undefined}>{t(q.open ? 'progress.open' : 'progress.closed')}</Tag>
              </>
            ),
          },
          { title: t('progress.items'), dataIndex: 'items' },
          { title: t('progress.final'), dataIndex: 'final' },
          { title: t('progress.remaining'), dataIndex: 'remaining' },
          { title: t('progress.inSecond'), dataIndex: 'in_second' },
          { title: t('progress.inThird'), dataIndex: 'in_third' },
          { title: t('progress.openFlags'), dataIndex: 'open_flags' },
          { title: t('progress.mean'), key: 'mean', render: (_, q) => figure(q.mean) },
          { title: t('progress.spread'), key: 'spread', render: (_, q) => figure(q.spread) },
        ]}
      />
    </ScrollRegion>
  );
}

interface MarkerProps {
  markers: MarkerRow[];
  questions: QuestionRow[];
  /** A pause, resume or send back is being sent: the buttons wait. */
  busy: boolean;
  onPause: (marker: MarkerRow) => void;
  onResume: (marker: MarkerRow) => void;
  onSendBack: (marker: MarkerRow) => void;
}

export function MarkerProgressTable({ markers, questions, busy, onPause, onResume, onSendBack }: MarkerProps) {
  const { t } = useTranslation(NS);
  const question = new Map(questions.map((q) => [q.question_id, q]));
  const who = (m: MarkerRow) => t('progress.who', { name: m.name, label: question.get(m.question_id)?.label ?? '' });
  return (
    <ScrollRegion label={t('progress.markersLabel')}>
      <Table<MarkerRow>
        size="small"
        rowKey="assignment_id"
        pagination={false}
        dataSource={markers}
        locale={{ emptyText: <NoRecords /> }}
        columns={[
          { title: t('progress.marker'), dataIndex: 'name' },
          {
            title: t('progress.question'),
            key: 'question',
            render: (_, m) => question.get(m.question_id)?.label ?? '',
          },
          { title: t('progress.role'), key: 'role', render: (_, m) => t(`role.${m.role}`) },
          {
            title: t('progress.status'),
            key: 'status',
            render: (_, m) => (
              <Tag
                color={
                  m.status === 'paused' || m.status === 'not_qualified'
                    ? 'red'
                    : m.status === 'live'
                      ? 'green'
                      : undefined
                }
              >
                {t(`status.${m.status}`)}
                {m.paused_reason && ` · ${t(`pausedReason.${m.paused_reason}`)}`}
              </Tag>
            ),
          },
          { title: t('progress.items'), dataIndex: 'items' },
          { title: t('progress.perHour'), key: 'per_hour', render: (_, m) => figure(m.per_hour) },
          {
            title: t('progress.meanAgainst'),
            key: 'mean',
            render: (_, m) =>
              t('progress.against', {
                value: figure(m.mean),
                question: figure(question.get(m.question_id)?.mean ?? null),
              }),
          },
          {
            title: t('progress.spreadAgainst'),
            key: 'spread',
            render: (_, m) =>
              t('progress.against', {
                value: figure(m.spread),
                question: figure(question.get(m.question_id)?.spread ?? null),
              }),
          },
          { title: t('progress.agreement'), key: 'agreement', render: (_, m) => percent(m.agreement) },
          { title: t('progress.seeds'), dataIndex: 'seeds' },
          { title: t('progress.seedFailures'), dataIndex: 'seed_failures' },
          {
            title: t('actions'),
            key: 'actions',
            render: (_, m) => (
              <Space wrap size="small">
                {m.status === 'paused' ? (
                  <Button
                    size="small"
                    disabled={busy}
                    aria-label={t('progress.resumeLabel', { who: who(m) })}
                    onClick={() => onResume(m)}
                  >
                    {t('progress.resume')}
                  </Button>
                ) : (
                  <Button
                    size="small"
                    disabled={busy}
                    aria-label={t('progress.pauseLabel', { who: who(m) })}
                    onClick={() => onPause(m)}
                  >
                    {t('progress.pause')}
                  </Button>
                )}
                <Button
                  size="small"
                  danger
                  disabled={busy}
                  aria-label={t('progress.sendBackLabel', { who: who(m) })}
                  onClick={() => onSendBack(m)}
                >
                  {t('progress.sendBack')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </ScrollRegion>
  );
}
