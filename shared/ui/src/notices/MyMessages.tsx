// A reader's messages page body, for candidates and teachers alike: their reminder switches (payment and
// result notices are always sent) and the messages sent to them, newest first, as cards that fit a phone.
// Plain HTML in the shell's style (the plain kit's pieces, no antd).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyNoticeList, NoticePreferences, NoticeState } from '@mockexam/contracts';
import { getMyNotices, getNoticePreferences, queryKeys, saveNoticePreferences } from '@mockexam/api-client';
import { registerNamespace } from '@mockexam/i18n';
import { formatDateTime } from '@mockexam/i18n/dates';
import { NoRecords } from '../NoRecords';
import { Button } from '../plain/Button';
import { LoadError } from '../plain/LoadError';
import { Loading } from '../plain/Loading';
import { Notice } from '../plain/Notice';
import { Badge } from '../plain/StatusBadge';
import { Switch } from '../plain/Switch';
import type { StatusColour } from '../statusColours';
import { errorText, useLocale } from '../text';
import { noticesStrings } from './strings';

registerNamespace('notices', noticesStrings);

const STATE_COLOURS: Record<NoticeState, StatusColour> = {
  queued: 'blue',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
  cancelled: 'default',
};

const cardList = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 } as const;
const cardHead = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 8px' } as const;
const messageText = { margin: '8px 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function ReminderForm({ saved }: { saved: NoticePreferences }) {
  const { t } = useTranslation('notices');
  const locale = useLocale();
  const client = useQueryClient();
  const [values, setValues] = useState(saved);
  const save = useMutation({
    mutationFn: (preferences: NoticePreferences) => saveNoticePreferences(preferences),
    onSuccess: (answer) => client.setQueryData(queryKeys.noticePreferences, answer),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };
  const change = (patch: Partial<NoticePreferences>) => {
    save.reset();
    setValues({ ...values, ...patch });
  };
  return (
    <form onSubmit={submit} aria-labelledby="reminders-title">
      <p className="field-help">{t('reminders.always')}</p>
      <div style={{ display: 'grid', gap: 12, margin: '12px 0' }}>
        <Switch checked={values.email_reminders} onChange={(on) => change({ email_reminders: on })}>
          {t('reminders.email')}
        </Switch>
        <Switch checked={values.sms_reminders} onChange={(on) => change({ sms_reminders: on })}>
          {t('reminders.sms')}
        </Switch>
      </div>
      <Button type="submit" primary disabled={save.isPending}>
        {save.isPending ? t('reminders.saving') : t('reminders.save')}
      </Button>
      <div style={{ marginTop: 12 }}>
        {save.isSuccess && <Notice type="success" title={t('reminders.saved')} />}
        {save.isError && (
          <Notice type="error" title={t('reminders.saveFailed')}>
            {errorText(save.error, locale)}
          </Notice>
        )}
      </div>
    </form>
  );
}

function MessageCards({ items }: MyNoticeList) {
  const { t } = useTranslation('notices');
  const locale = useLocale();
  if (items.length === 0) return <NoRecords />;
  return (
    <ol style={cardList} aria-labelledby="messages-title">
      {items.map((message) => (
        <li key={message.id} className="card">
          <div style={cardHead}>
            <time dateTime={message.sent_at ?? message.created_at}>
              {formatDateTime(message.sent_at ?? message.created_at, locale)}
            </time>
            <Badge colour="default">{t(`channel.${message.channel}`)}</Badge>
            <Badge colour={STATE_COLOURS[message.state]}>{t(`state.${message.state}`)}</Badge>
          </div>
          <div className="field-help">{t('list.to', { address: message.address })}</div>
          {message.subject ? (
            <details>
              <summary style={{ marginTop: 8, fontWeight: 600, cursor: 'pointer' }}>{message.subject}</summary>
              <p style={messageText}>{message.body}</p>
            </details>
          ) : (
            <p style={messageText}>{message.body}</p>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The page's content below its title: reminders first (short), then the messages. */
export function MyMessages() {
  const { t } = useTranslation('notices');
  const locale = useLocale();
  const preferences = useQuery({ queryKey: queryKeys.noticePreferences, queryFn: getNoticePreferences });
  const notices = useQuery({ queryKey: queryKeys.myNotices, queryFn: getMyNotices });
  return (
    <>
      <section>
        <h2 className="section-title" id="reminders-title">
          {t('reminders.title')}
        </h2>
        {preferences.isPending && <Loading />}
        {preferences.isLoadingError && (
          <LoadError message={errorText(preferences.error, locale)} onRetry={() => void preferences.refetch()} />
        )}
        {preferences.data && <ReminderForm saved={preferences.data} />}
      </section>
      <section>
        <h2 className="section-title" id="messages-title">
          {t('list.title')}
        </h2>
        <p className="field-help">{t('list.newest')}</p>
        {notices.isPending && <Loading />}
        {notices.isLoadingError && (
          <LoadError message={errorText(notices.error, locale)} onRetry={() => void notices.refetch()} />
        )}
        {notices.data && <MessageCards items={notices.data.items} />}
      </section>
    </>
  );
}
