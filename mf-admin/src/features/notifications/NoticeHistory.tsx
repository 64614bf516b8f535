// Every message, newest first, 50 a page, filtered by state (a failed one first of all), message and channel,
// and by the order or school a link names; the filters live in the address, so a reload or a shared link
// keeps them.
import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  NoticeChannel,
  NoticeEvent,
  NoticeState,
  type NoticeChannel as Channel,
  type NoticeEvent as Event,
  type NoticeState as State,
} from '@mockexam/contracts';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { adminHref } from '../../components/sections';
import { useNotices, type NoticeFilter } from './api';
import { NoticeTable } from './NoticeTable';
import { useEventOptions } from './eventOptions';

const PAGE = 50;

interface Filters {
  state: State | '';
  event: Event | '';
  channel: Channel | '';
}

const member = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

export function NoticeHistory() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const [result, setResult] = useState<ActionResult | null>(null);
  const eventOptions = useEventOptions();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const filter: NoticeFilter = {
    state: member(NoticeState.options, searchParams.get('state')),
    event: member(NoticeEvent.options, searchParams.get('event')),
    channel: member(NoticeChannel.options, searchParams.get('channel')),
    order_no: searchParams.get('order_no')?.trim() || undefined,
    school_id: Number(searchParams.get('school_id')) || undefined,
    limit: PAGE,
    offset: (page - 1) * PAGE,
  };
  const notices = useNotices(filter);

  function show(values: Filters, nextPage = 1) {
    const next = new URLSearchParams();
    for (const key of ['state', 'event', 'channel'] as const) if (values[key]) next.set(key, values[key]);
    for (const key of ['order_no', 'school_id']) {
      const kept = searchParams.get(key);
      if (kept) next.set(key, kept);
    }
    if (nextPage > 1) next.set('page', String(nextPage));
    setSearchParams(next);
  }
  const current: Filters = { state: filter.state ?? '', event: filter.event ?? '', channel: filter.channel ?? '' };

  return (
    <>
      <p>
        <Link to={adminHref(locale, 'notifications/templates')}>{t('notices.templatesLink')}</Link>
      </p>
      <Card className="admin-card" title={t('notices.filters')}>
        <Form<Filters>
          key={searchParams.toString()}
          layout="vertical"
          className="admin-toolbar"
          initialValues={current}
          onFinish={(values) => show(values)}
        >
          <Form.Item label={t('notices.state')} name="state">
            <Select
              options={[
                { value: '', label: t('notices.anyState') },
                ...NoticeState.options.map((s) => ({ value: s, label: t(`notices.stateName.${s}`) })),
              ]}
            />
          </Form.Item>
          <Form.Item label={t('notices.message')} name="event">
            <Select
              popupMatchSelectWidth={false}
              options={[{ value: '', label: t('notices.anyEvent') }, ...eventOptions]}
            />
          </Form.Item>
          <Form.Item label={t('notices.channel')} name="channel">
            <Select
              options={[
                { value: '', label: t('notices.anyChannel') },
                ...NoticeChannel.options.map((c) => ({ value: c, label: t(`notices.channelName.${c}`) })),
              ]}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              {t('notices.show')}
            </Button>
          </Form.Item>
          <Form.Item>
            <Button onClick={() => void notices.refetch()}>{t('common.refresh')}</Button>
          </Form.Item>
        </Form>
      </Card>
      <Card className="admin-card" title={t('notices.history')}>
        <ResultAlert result={result} onClose={() => setResult(null)} />
        {notices.isError && !notices.isFetching ? (
          <LoadError onRetry={() => void notices.refetch()} />
        ) : (
          <NoticeTable
            notices={notices.data?.items ?? []}
            loading={notices.isFetching}
            label={t('notices.tableLabel')}
            onDone={setResult}
            pagination={
              (notices.data?.total ?? 0) > PAGE && {
                current: page,
                pageSize: PAGE,
                total: notices.data?.total ?? 0,
                showSizeChanger: false,
                onChange: (next) => show(current, next),
              }
            }
          />
        )}
      </Card>
    </>
  );
}
