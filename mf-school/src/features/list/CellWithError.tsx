// A cell's value and, when the row has an error for it, an error icon whose tooltip (on hover and on
// keyboard focus) gives the row number and the reason in the reader's language.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tip } from '@mockexam/ui/plain';
import { useMessage } from '@mockexam/ui/text';
import type { MessageKey } from '@mockexam/contracts';
import { ErrorMark } from '../../lib/icons';

export function CellWithError({ rowNo, error, children }: { rowNo: number; error?: string; children: ReactNode }) {
  const { t } = useTranslation('school');
  const message = useMessage();
  if (!error) return <>{children}</>;
  const text = t('list.cellError', { n: rowNo, reason: message(error as MessageKey) });
  return (
    <span className="school-cell-error">
      <Tip text={text} className="school-error-icon">
        <ErrorMark />
      </Tip>
      {children}
    </span>
  );
}
