// The texts of every message staff may edit: pick a message (grouped by who reads it) and a language, then
// edit its SMS text, email subject and email text. The placeholders the message offers are listed and go in
// where the cursor was; Save checks them on the server (its words shown at the field), Preview fills the
// texts on screen with the newest real data, and Reset to default puts the default texts back (confirmed).
import { useSearchParams } from 'react-router';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { NoticeEvent, type Locale, type NoticeEvent as Event } from '@mockexam/contracts';
import { LoadError } from '@mockexam/ui/antd';
import { useNoticeTemplates } from './api';
import { useEventOptions } from './eventOptions';
import { TemplateEditor } from './TemplateEditor';

const LOCALES: Locale[] = ['zh-hk', 'en'];

export function Templates() {
  const { t } = useTranslation('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const templates = useNoticeTemplates();
  const event: Event = NoticeEvent.options.includes(searchParams.get('event') as Event)
    ? (searchParams.get('event') as Event)
    : NoticeEvent.options[0];
  const language: Locale = searchParams.get('language') === 'en' ? 'en' : 'zh-hk';
  const items = templates.data?.items ?? [];
  const edited = (e: Event) => items.some((item) => item.event === e && item.edited);
  const eventOptions = useEventOptions((e, text) => (edited(e) ? `${text} (${t('notices.templates.edited')})` : text));
  const template = items.find((item) => item.event === event && item.locale === language);

  const choose = (next: { event?: Event; language?: Locale }) =>
    setSearchParams({ event: next.event ?? event, language: next.language ?? language });

  return (
    <>
      <p>{t('notices.templates.hint')}</p>
      <Card className="admin-card" title={t('notices.templates.title')}>
        <Form layout="vertical" className="admin-toolbar">
          <Form.Item label={t('notices.templates.choose')} htmlFor="notice-template-event">
            <Select
              id="notice-template-event"
              value={event}
              popupMatchSelectWidth={false}
              style={{ minWidth: 240, maxWidth: '100%' }}
              options={eventOptions}
              onChange={(value: Event) => choose({ event: value })}
            />
          </Form.Item>
          <Form.Item label={t('notices.language')}>
            <Radio.Group
              aria-label={t('notices.language')}
              value={language}
              optionType="button"
              options={LOCALES.map((l) => ({ value: l, label: t(`notices.localeName.${l}`) }))}
              onChange={(e) => choose({ language: e.target.value as Locale })}
            />
          </Form.Item>
        </Form>
      </Card>
      {templates.isError && !templates.isFetching ? (
        <LoadError onRetry={() => void templates.refetch()} />
      ) : template ? (
        <TemplateEditor key={`${event}/${language}`} template={template} />
      ) : (
        <Card loading />
      )}
    </>
  );
}
