// The deadline and the phase: the end date (yyyy年 MM月 dd日 in Chinese, the site's format in English),
// a notice once registration has closed (the final data is used), and 'complete' once it is.
import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { formatRegistrationEndDate } from '@mockexam/i18n/dates';
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
      {complete && <Alert type="success" showIcon title={t('phase.complete')} description={t('phase.completeBody')} />}
      {closed && !complete && (
        <Alert
          type="warning"
          showIcon
          role="status"
          title={message('SCHOOL_REG_CLOSED')}
          description={
            <>
              {deadline && <p>{deadline}</p>}
              <p>{regEnd ? t('phase.closedBody') : t('phase.noDeadline')}</p>
            </>
          }
        />
      )}
      {!closed && deadline && <Alert type="info" showIcon title={deadline} description={t('phase.deadlineHelp')} />}
    </div>
  );
}
