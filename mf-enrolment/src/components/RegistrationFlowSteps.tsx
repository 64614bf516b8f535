// The registration flow's four steps, shown above paper selection, checkout and the order review. Plain
// HTML in antd's small steps' look (the shell's stylesheet, plain kit), so the order review needs no antd. One layout at every
// width, titles under the numbers: decided without measuring the window, so the pre-rendered copy and the
// live page agree.
import { useTranslation } from 'react-i18next';

export function RegistrationFlowSteps({ current }: { current: number }) {
  const { t } = useTranslation('enrolment');
  const steps = [
    { title: t('steps.register') },
    { title: t('steps.login') },
    { title: t('steps.select') },
    { title: t('steps.checkout'), content: t('steps.checkoutParts') },
  ];
  return (
    <nav aria-label={t('steps.label')} className="enrolment-steps">
      <ol className="flow-steps">
        {steps.map(({ title, content }, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'waiting';
          return (
            <li
              key={title}
              className={`flow-step flow-step-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {/* The titles carry their numbers: the drawn number (or tick) is for the eye. */}
              <span className="flow-step-icon" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="flow-step-title">
                {title}
                {state === 'current' && <span className="visually-hidden">{t('steps.current')}</span>}
              </span>
              {content && <span className="flow-step-content">{content}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
