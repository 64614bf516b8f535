// Messages as staff read them: when, which message in words, channel, to whom, its state as a tag, the tries
// and the last error; each one's text opens in a drawer, and a sent or failed one can be sent again (after a
// confirmation: a new message with the same text). `compact` (an order's or a school's page) leaves out the
// tries and the error columns; the drawer still shows them.
import { useState } from 'react';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Space from 'antd/es/space';
import Table, { type TablePaginationConfig } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { Notice, NoticeState } from '@mockexam/contracts';
import { formatDateTime } from '@mockexam/i18n/dates';
import { NoRecords } from '@mockexam/ui';
import { useLocale } from '@mockexam/ui/text';
import type { ActionResult } from '../../components/ResultAlert';
import { ScrollRegion } from '../../components/ScrollRegion';
import { useActionError } from '../../components/useActionError';
import { useResendNotice } from './api';

const STATE_COLOURS: Record<NoticeState, string> = {
  queued: 'blue',
  sending: 'gold',
  sent: 'green',
  failed: 'red',
  cancelled: 'default',
};

export const resendable = (notice: Pick<Notice, 'state'>) => notice.state === 'sent' || notice.state === 'failed';

export function NoticeStateTag({ state }: { state: NoticeState }) {
  const { t } = useTranslation('admin');
  return <Tag color={STATE_COLOURS[state]}>{t(`notices.stateName.${state}`)}</Tag>;
}

interface Props {
  notices: Notice[];
  loading: boolean;
  label: string;
  compact?: boolean;
  pagination?: TablePaginationConfig | false;
  onDone: (result: ActionResult) => void;
}

export function NoticeTable({ notices, loading, label, compact = false, pagination = false, onDone }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { modal } = App.useApp();
  const actionError = useActionError();
  const resend = useResendNotice();
  const [viewing, setViewing] = useState<Notice | null>(null);
  const none = t('common.none');
  const eventText = (event: string) => t(`notices.event.${event}`, { defaultValue: event });

  function confirmResend(notice: Notice) {
    modal.confirm({
      title: t('notices.resendTitle'),
      content: t('notices.resendText', { to: notice.address }),
      okText: t('notices.resend'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await resend.mutateAsync(notice.id);
          setViewing(null);
          onDone({ type: 'success', text: t('notices.resent', { to: notice.address }) });
        } catch (e) {
          onDone({ type: 'error', text: actionError(e) });
        }
      },
    });
  }

  return (
    <>
      <ScrollRegion label={label}>
        <Table<Notice>
          size="small"
          rowKey="id"
          loading={loading}
          pagination={pagination}
          dataSource={notices}
          locale={{ emptyText: <NoRecords /> }}
          columns={[
            { title: t('notices.at'), dataIndex: 'created_at', render: (v: string) => formatDateTime(v, locale) },
            { title: t('notices.message'), dataIndex: 'event', render: eventText },
            {
              title: t('notices.channel'),
              dataIndex: 'channel',
              render: (v: Notice['channel']) => t(`notices.channelName.${v}`),
            },
            { title: t('notices.to'), dataIndex: 'address' },
            {
              title: t('notices.state'),
              dataIndex: 'state',
              render: (v: NoticeState) => <NoticeStateTag state={v} />,
            },
            ...(compact
              ? []
              : [
                  { title: t('notices.attempts'), dataIndex: 'attempts', align: 'right' as const },
                  {
                    title: t('notices.lastError'),
                    dataIndex: 'last_error',
                    render: (v: string | null) => v ?? none,
                  },
                ]),
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_: unknown, notice: Notice) => (
                <Space wrap>
                  <Button
                    size="small"
                    aria-label={t('notices.viewOf', { to: notice.address })}
                    onClick={() => setViewing(notice)}
                  >
                    {t('notices.view')}
                  </Button>
                  {resendable(notice) && (
                    <Button
                      size="small"
                      aria-label={t('notices.resendOf', { to: notice.address })}
                      onClick={() => confirmResend(notice)}
                    >
                      {t('notices.resend')}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </ScrollRegion>
      <Drawer
        open={viewing !== null}
        title={viewing ? eventText(viewing.event) : t('notices.text')}
        onClose={() => setViewing(null)}
        size="min(560px, 100vw)"
        destroyOnHidden
        extra={
          viewing &&
          resendable(viewing) && <Button onClick={() => confirmResend(viewing)}>{t('notices.resend')}</Button>
        }
      >
        {viewing && (
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'to', label: t('notices.to'), children: viewing.address },
              { key: 'channel', label: t('notices.channel'), children: t(`notices.channelName.${viewing.channel}`) },
              { key: 'language', label: t('notices.language'), children: t(`notices.localeName.${viewing.locale}`) },
              { key: 'state', label: t('notices.state'), children: <NoticeStateTag state={viewing.state} /> },
              { key: 'at', label: t('notices.at'), children: formatDateTime(viewing.created_at, locale) },
              {
                key: 'sent',
                label: t('notices.sentAt'),
                children: viewing.sent_at ? formatDateTime(viewing.sent_at, locale) : none,
              },
              { key: 'attempts', label: t('notices.attempts'), children: viewing.attempts },
              { key: 'error', label: t('notices.lastError'), children: viewing.last_error ?? none },
              ...(viewing.resent_from
                ? [
                    {
                      key: 'copy',
                      label: t('notices.origin'),
                      children: t('notices.copyOf', { id: viewing.resent_from }),
                    },
                  ]
                : []),
              ...(viewing.subject ? [{ key: 'subject', label: t('notices.subject'), children: viewing.subject }] : []),
              {
                key: 'body',
                label: t('notices.body'),
                children: <pre className="admin-data">{viewing.body}</pre>,
              },
            ]}
          />
        )}
      </Drawer>
    </>
  );
}
