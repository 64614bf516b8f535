// The deadline and the phase: the end date (yyyy年 MM月 dd日 in Chinese, the site's format in English),
// a notice once registration has closed (the final data is used), and 'complete' once it is.
import { useTranslation } from 'react-i18next';
import { formatRegistrationEndDate } from '@mockexam/i18n/dates';
import { Notice } from '@mockexam/ui/plain';
import { useLocale, useMessage } from '@mockexam/ui/text';

interface Props {
  regEnd: string | null;
  closed: boolean;
  complete: boolean;
}

export function PhaseNotice({ regEnd, closed, complete }: Props) {
  const { t } = useTranslation('school');
  const locale = useLocale();
  const message = useMessage();
  const deadline = regEnd ? t('phase.deadline', { date: formatRegistrationEndDate(regEnd, locale) }) : null;
  return (
    <div className="school-block" data-testid="school-phase">
      {complete && (
        <Notice type="success" title={t('phase.complete')}>
          {t('phase.completeBody')}
        </Notice>
      )}
      {closed && !complete && (
        <Notice type="warning" title={message('SCHOOL_REG_CLOSED')}>
          {deadline && <p className="school-notice-line">{deadline}</p>}
          <p className="school-notice-line">{regEnd ? t('phase.closedBody') : t('phase.noDeadline')}</p>
        </Notice>
      )}
      {!closed && deadline && (
        <Notice type="info" title={deadline}>
          {t('phase.deadlineHelp')}
        </Notice>
      )}
    </div>
  );
}
