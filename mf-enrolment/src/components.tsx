// Pieces shared by this remote's pages.
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';

/** Candidate pages take candidates, individual or school candidates (the shell's guard does the same). */
export function isCandidateRole(role: string | null): boolean {
  return role === 'candidate' || role === 'school_candidate';
}

export function RegistrationFlowSteps({ current }: { current: number }) {
  const { t } = useTranslation('enrolment');
  return (
    <nav aria-label={t('steps.label')} className="enrolment-steps">
      <Steps
        size="small"
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
