// "Please pay within mm:ss", counted down every second, until the due time has passed.
import { useTranslation } from 'react-i18next';
import { timeLeft, useNow } from './countdown';

export function TimeLeft({ deadline }: { deadline: string }) {
  const { t } = useTranslation('payment');
  const now = useNow();
  const left = timeLeft(deadline, now);
  return (
    <p className="time-left" aria-live="polite">
      {left.over ? t('fps.timeUp') : t('fps.timeLeft', { time: left.text })}
    </p>
  );
}
