// The registration flow's four steps, shown above paper selection, checkout and the order review (the kit's
// FlowSteps; register shows the same flow at its first step).
import { useTranslation } from 'react-i18next';
import { FlowSteps } from '@mockexam/ui/plain';

export function RegistrationFlowSteps({ current }: { current: number }) {
  const { t } = useTranslation('enrolment');
  return (
    <FlowSteps
      label={t('steps.label')}
      className="enrolment-steps"
      current={current}
      currentText={t('steps.current')}
      steps={[
        { title: t('steps.register') },
        { title: t('steps.login') },
        { title: t('steps.select') },
        { title: t('steps.checkout'), content: t('steps.checkoutParts') },
      ]}
    />
  );
}
