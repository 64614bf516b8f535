// A labelled copy button for a number the candidate types into a bank app (account number, order
// number), with a "Copied" confirmation next to it that screen readers hear.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@mockexam/ui/plain';

interface Props {
  /** The text copied. */
  value: string;
  /** What is copied, as the button names it ("order number"). */
  what: string;
  testId?: string;
}

export function CopyButton({ value, what, testId }: Props) {
  const { t } = useTranslation('payment');
  const [state, setState] = useState<'idle' | 'done' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setState('done');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), 4000);
  }

  return (
    <span className="copy-field">
      <Button className="button-small" onClick={() => void copy()} data-testid={testId}>
        {t('copy.button', { what })}
      </Button>
      <span className="copy-status" role="status" aria-live="polite">
        {state === 'done' ? t('copy.done') : state === 'failed' ? t('copy.failed') : ''}
      </span>
    </span>
  );
}
