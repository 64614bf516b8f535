// The school's information on its report pages: its name in the page's language and the subject.
import { useTranslation } from 'react-i18next';
import type { SchoolExamsResponse } from '@mockexam/contracts';
import { nameIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';

export function SchoolHeading({ school, subject }: Pick<SchoolExamsResponse, 'school' | 'subject'>) {
  const { t, i18n } = useTranslation('report');
  const locale = useLocale();
  const subjectKey = `subject.${subject}`;
  return (
    <dl className="school-heading">
      <div>
        <dt>{t('school.name')}</dt>
        <dd>{nameIn(school, locale)}</dd>
      </div>
      <div>
        <dt>{t('school.subject')}</dt>
        <dd>{i18n.exists(subjectKey, { ns: 'report' }) ? t(subjectKey) : subject}</dd>
      </div>
    </dl>
  );
}
