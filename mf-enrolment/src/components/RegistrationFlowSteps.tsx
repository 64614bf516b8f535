// The registration flow's four steps, shown above paper selection, checkout and the order review.
import Steps from 'antd/es/steps';
import { useTranslation } from 'react-i18next';

export function RegistrationFlowSteps({ current }: { current: number }) {
  const { t } = useTranslation('enrolment');
  return (
    <nav aria-label={t('steps.label')} className="enrolment-steps">
      <Steps
        size="small"
        // One layout at every width, titles under the numbers: decided without measuring the window,
        // so the pre-rendered copy and the live page agree.
        responsive={false}
        titlePlacement="vertical"
        current={current}
        items={[
          { title: t('steps.register') },
          { title: t('steps.login') },
          { title: t('steps.select') },
          { title: t('steps.checkout'), content: t('steps.checkoutParts') },
        ]}
      />
    </nav>
  );
}
