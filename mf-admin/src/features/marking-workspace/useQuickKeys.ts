// Quick keys of the workspace: a digit typed while focus is on no text field (and not on the script, whose
// keys are its own) becomes the mark.
import { useEffect, useRef } from 'react';

const TEXT_FIELD = 'input, textarea, select, [contenteditable="true"], .marking-page-area';

export function useQuickKeys(active: boolean, onDigit: (digit: string) => void): void {
  const handler = useRef(onDigit);
  handler.current = onDigit;
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (!/^[0-9]$/.test(event.key)) return;
      const target = event.target as Element | null;
      if (target instanceof Element && target.closest(TEXT_FIELD)) return;
      event.preventDefault();
      handler.current(event.key);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);
}
