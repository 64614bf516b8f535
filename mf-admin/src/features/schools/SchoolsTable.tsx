// The schools found: per subject its accounts, registration, arrangement, expected candidates, held seats,
// list status and counts; the school's code, names and actions span its subjects' rows.
import Button from 'antd/es/button';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { AdminSchool, AdminSchoolAccount, AdminSchoolSubject } from '@mockexam/contracts';
import { nameIn } from '@mockexam/i18n';
import { formatDateTime } from '@mockexam/i18n/dates';
import { NoRecords } from '@mockexam/ui';
import { useLocale } from '@mockexam/ui/text';
import { ScrollRegion } from '../../components/ScrollRegion';
import { AccountCell } from './AccountCell';
import { schoolRows, type SchoolSubjectRow } from './schoolRows';
import { subjectText } from './subjects';
import { ArrangementCell, ListStatusTag, RegistrationTag } from './SubjectStatusCells';

interface Props {
  schools: AdminSchool[];
  loading: boolean;
  onAddAccount: (school: AdminSchool) => void;
  onHistory: (school: AdminSchool) => void;
  onReset: (school: AdminSchool, account: AdminSchoolAccount) => void;
  onToggle: (school: AdminSchool, account: AdminSchoolAccount) => void;
}

export function SchoolsTable({ schools, loading, onAddAccount, onHistory, onReset, onToggle }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const none = t('common.none');
  const spanning = { onCell: (row: SchoolSubjectRow) => ({ rowSpan: row.span }) };
  // A count of the subject's list, or a dash for a subject with only an account.
  const count = (field: 'expected_candidates' | 'seats_held' | 'rows' | 'error_rows' | 'candidates' | 'imports') => ({
    key: field,
    align: 'right' as const,
    render: (_: unknown, row: SchoolSubjectRow) => row.status?.[field] ?? none,
  });
  const ofStatus = (render: (s: AdminSchoolSubject) => React.ReactNode) => (_: unknown, row: SchoolSubjectRow) =>
    row.status ? render(row.status) : none;

  return (
    <ScrollRegion label={t('schools.tableLabel')}>
      <Table<SchoolSubjectRow>
        size="small"
        bordered
        rowKey="key"
        loading={loading}
        pagination={false}
        dataSource={schoolRows(schools)}
        locale={{ emptyText: <NoRecords /> }}
        columns={[
          {
            title: t('schools.school'),
            key: 'school',
            ...spanning,
            // The name in the reader's language first, the other below it.
            render: (_: unknown, { school }) => (
              <>
                <strong>{school.code}</strong>
                <div lang={locale === 'en' ? 'en' : 'zh-HK'}>{nameIn(school, locale)}</div>
                <div className="admin-secondary" lang={locale === 'en' ? 'zh-HK' : 'en'}>
                  {nameIn(school, locale === 'en' ? 'zh-hk' : 'en')}
                </div>
              </>
            ),
          },
          {
            title: t('schools.subject'),
            key: 'subject',
            render: (_: unknown, row) => (row.subject ? subjectText(row.subject, locale) : t('schools.noSubject')),
          },
          {
            title: t('schools.accounts'),
            key: 'accounts',
            render: (_: unknown, row) =>
              row.subject ? (
                <AccountCell
                  accounts={row.accounts}
                  onReset={(a) => onReset(row.school, a)}
                  onToggle={(a) => onToggle(row.school, a)}
                />
              ) : (
                none
              ),
          },
          {
            title: t('schools.registration'),
            key: 'registration',
            render: ofStatus((s) => <RegistrationTag status={s.registration_status} />),
          },
          {
            title: t('schools.arrangementAndSession'),
            key: 'arrangement',
            render: ofStatus((s) => <ArrangementCell subject={s} />),
          },
          { title: t('schools.expected'), ...count('expected_candidates') },
          { title: t('schools.seatsHeld'), ...count('seats_held') },
          {
            title: t('schools.listStatusTitle'),
            key: 'list',
            render: ofStatus((s) => <ListStatusTag status={s.batch_status} />),
          },
          { title: t('schools.rows'), ...count('rows') },
          { title: t('schools.errorRows'), ...count('error_rows') },
          { title: t('schools.candidates'), ...count('candidates') },
          {
            title: t('schools.submittedAt'),
            key: 'submitted',
            render: ofStatus((s) => (s.submitted_at ? formatDateTime(s.submitted_at, locale) : none)),
          },
          { title: t('schools.imports'), ...count('imports') },
          {
            title: t('common.actions'),
            key: 'actions',
            ...spanning,
            render: (_: unknown, { school }) => (
              <div className="admin-account">
                <Button
                  size="small"
                  onClick={() => onAddAccount(school)}
                  aria-label={t('schools.create.label', { school: school.code })}
                >
                  {t('schools.create.action')}
                </Button>
                <Button
                  size="small"
                  onClick={() => onHistory(school)}
                  aria-label={t('schools.history.label', { school: school.code })}
                >
                  {t('schools.history.open')}
                </Button>
              </div>
            ),
          },
        ]}
      />
    </ScrollRegion>
  );
}
