// A school's imports, submissions, registrations and password resets from the audit log, newest first as the
// server sends them: when, which subject, who, how many rows, and the result. Titled with the school's code
// and name when the list on screen holds it (a shared link to another page of schools shows its number).
// Below it, the messages sent about the school.
import Drawer from 'antd/es/drawer';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { isMessageKey, messageText, type AdminSchool, type AdminSchoolEvent } from '@mockexam/contracts';
import { nameIn } from '@mockexam/i18n';
import { formatDateTime } from '@mockexam/i18n/dates';
import { NoRecords } from '@mockexam/ui';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { ScrollRegion } from '../../components/ScrollRegion';
import { RelatedNotices } from '../notifications/RelatedNotices';
import { useSchoolHistory } from './api';
import { subjectText } from './subjects';

interface Props {
  schoolId: number;
  school: AdminSchool | undefined;
  onClose: () => void;
}

export function SchoolHistoryDrawer({ schoolId, school, onClose }: Props) {
  const { t, i18n } = useTranslation('admin');
  const locale = useLocale();
  const history = useSchoolHistory(schoolId);
  const none = t('common.none');
  const title = t('schools.history.title', {
    school: school ? `${school.code} ${nameIn(school, locale)}` : `#${schoolId}`,
  });

  // 'school.import' -> "Import"; an action added to the server later shows as it is written.
  const action = (a: string) => {
    const key = `schools.event.${a.replace(/^school\./, '')}`;
    return i18n.exists(key, { ns: 'admin' }) ? t(key) : a;
  };
  // A catalogue key (an error) in the page's language, a known outcome translated, anything else as it is.
  const result = (r: string | null) => {
    if (!r) return none;
    if (isMessageKey(r)) return messageText(r, locale);
    const key = `schools.outcome.${r}`;
    return i18n.exists(key, { ns: 'admin' }) ? t(key) : r;
  };

  return (
    <Drawer open title={title} onClose={onClose} size="min(736px, 100vw)" destroyOnHidden>
      {history.isError && !history.isFetching ? (
        <LoadError onRetry={() => void history.refetch()} />
      ) : (
        <ScrollRegion label={title}>
          <Table<AdminSchoolEvent & { row: number }>
            size="small"
            rowKey="row"
            loading={history.isFetching}
            pagination={(history.data?.length ?? 0) > 50 ? { pageSize: 50 } : false}
            dataSource={(history.data ?? []).map((event, row) => ({ ...event, row }))}
            locale={{ emptyText: <NoRecords /> }}
            columns={[
              { title: t('schools.history.at'), dataIndex: 'at', render: (v: string) => formatDateTime(v, locale) },
              {
                title: t('schools.subject'),
                dataIndex: 'subject',
                render: (v: string | null) => (v ? subjectText(v, locale) : none),
              },
              { title: t('schools.history.action'), dataIndex: 'action', render: action },
              {
                title: t('schools.history.actor'),
                dataIndex: 'actor',
                render: (v: string | null) => v ?? t('audit.system'),
              },
              { title: t('schools.rows'), dataIndex: 'rows', align: 'right', render: (v: number | null) => v ?? none },
              { title: t('schools.history.result'), dataIndex: 'result', render: result },
            ]}
          />
        </ScrollRegion>
      )}
      <RelatedNotices of={{ school_id: schoolId }} />
    </Drawer>
  );
}
